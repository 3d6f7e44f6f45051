"""A Belote match logged by scores only through the pure fold, two teams of two partners
facing: Nous (Anna, Chloé) against Eux (Ben, Dan)."""

from __future__ import annotations

from typing import Any

import pytest

from replays import match as fold
from replays.errors import RuleViolation
from replays.model import Event, Match
from replays.registry import engine_for
from tests.support.readable import assert_readable

SEATS = ("anna", "ben", "chloe", "dan")
TEAMS = [
    {"id": "nous", "name": "Nous", "players": ["anna", "chloe"]},
    {"id": "eux", "name": "Eux", "players": ["ben", "dan"]},
]


class Sheet:
    """One score sheet: `hand(...)` enters the next hand, `refused(rule, ...)` one that the
    rules refuse, leaving the match as it was."""

    def __init__(self, preset: str = "classique", target: int | None = None, **options: Any):
        engine = engine_for("belote")
        rules = engine.resolve(preset, options)
        data = {
            "game": "belote",
            "preset": preset,
            "rules": rules,
            "players": [{"id": p, "name": p.title().replace("Chloe", "Chloé")} for p in SEATS],
            "teams": TEAMS,
            "tracking": "score",
            "scoring": "points",
            "target": target or rules["target"],
            "rounds": None,
        }
        self.match: Match = fold.apply(None, Event("game_created", data, 1), "g_test")

    def _event(self, nous: int, eux: int, fields: dict) -> Event:
        data = {"hand": len(self.match.results) + 1, "points": {"nous": nous, "eux": eux}}
        return Event("points_entered", {**data, **fields}, self.match.seq + 1)

    def hand(self, nous: int, eux: int, **fields: Any) -> dict[str, int]:
        """The points the hand scored, per team."""
        event = self._event(nous, eux, fields)
        fold.check(self.match, event)
        self.match = fold.apply(self.match, event)
        return dict(self.match.results[-1].points)

    def refused(self, rule: str, nous: int, eux: int, **fields: Any) -> str:
        before = self.match
        with pytest.raises(RuleViolation) as exc:
            fold.check(self.match, self._event(nous, eux, fields))
        assert exc.value.rule == rule, exc.value
        for lang in ("fr", "en"):
            assert_readable(exc.value.render(lang), list(SEATS))
        assert self.match is before
        return exc.value.render("fr")

    @property
    def detail(self) -> dict:
        return dict(self.match.results[-1].detail)
