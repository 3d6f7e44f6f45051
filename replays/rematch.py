"""A rematch: the `POST /games` body that creates a match like an earlier one (same game,
preset, players in their seats, tracking, scoring and end), from its `game_created` data.

The stored rule table is the preset's with the match's options laid over it, so the options
to ask for again are what differs from the preset: first the options table, then the table's
own settings an engine takes as options (Huit américain's `deck` and `hand_size`) where they
still differ. The dealer is the caller's: the deal passes on (CORE-DEAL-2).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .registry import engine_for


def rematch(created: Mapping[str, Any]) -> dict[str, Any]:
    """The body that creates the same match again (checked: it resolves to the same rules)."""
    engine = engine_for(created["game"])
    preset = created["preset"]
    rules = created["rules"]
    base = engine.resolve(preset, None)
    base_options = base.get("options", {})
    options = {
        key: value
        for key, value in rules.get("options", {}).items()
        if key not in base_options or base_options[key] != value
    }
    again = engine.resolve(preset, options)
    for key, value in rules.items():
        if key != "options" and again.get(key) != value:
            options[key] = value
    return {
        "game": created["game"],
        "preset": preset,
        "players": [{"id": p["id"], "name": p["name"]} for p in created["players"]],
        **({"teams": created["teams"]} if created.get("teams") else {}),
        "tracking": created["tracking"],
        "scoring": created["scoring"],
        "target": created.get("target"),
        "rounds": created.get("rounds"),
        "options": options,
    }
