"""Small stored logs of score-only matches, built without the service (pure tests)."""

from __future__ import annotations

from typing import Any

from replays.registry import engine_for

STAMP = "2026-11-29T20:14:03Z"


class Log:
    """A list of stored-like events: `log.add("points_entered", hand=1, points={...})`."""

    def __init__(self, game: str, players: list[str], **settings: Any):
        engine = engine_for(game)
        preset = settings.pop("preset", engine.default_preset)
        scoring = settings.pop("scoring", engine.default_scoring)
        rules = engine.resolve(preset, settings.pop("options", {}))
        target, rounds = engine.defaults(rules, scoring)
        data = {
            "game": game,
            "preset": preset,
            "rules": rules,
            "players": [{"id": p, "name": p.capitalize()} for p in players],
            "tracking": settings.pop("tracking", "score"),
            "scoring": scoring,
            "target": settings.pop("target", target),
            "rounds": settings.pop("rounds", rounds),
        }
        self.events: list[dict[str, Any]] = []
        self.add("game_created", **data)

    def add(self, type_: str, **data: Any) -> dict[str, Any]:
        event = {
            "game": "g_TEST",
            "seq": len(self.events) + 1,
            "type": type_,
            "data": data,
            "at": STAMP,
            "by": None,
        }
        self.events.append(event)
        return event
