"""A match played through the pure fold, as the service plays it (expand, check, apply),
keeping the events it stored: engine tests without Flask or SQLite."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from replays import match as fold
from replays.cards import Card
from replays.engine import ScoringEngine
from replays.errors import RuleViolation
from replays.model import Event, Match

from .readable import assert_readable


def seeded(cards: list[Card], seed: Any) -> list[Card]:
    """The service's shuffle, always seeded, so that a test replays the same deal."""
    out = list(cards)
    random.Random(seed).shuffle(out)
    return out


def created(
    engine: ScoringEngine,
    players: Sequence[str],
    tracking: str,
    preset: str | None = None,
    options: dict | None = None,
    scoring: str | None = None,
    target: int | None = None,
) -> Event:
    """The `game_created` event that `POST /games` would store."""
    scoring = scoring or engine.default_scoring
    rules = engine.resolve(preset, options or {})
    engine.check_setup(rules, len(players), scoring)
    default_target, rounds = engine.defaults(rules, scoring)
    data = {
        "game": engine.game,
        "preset": preset or engine.default_preset,
        "rules": rules,
        "players": [{"id": p, "name": p.capitalize()} for p in players],
        **({"teams": teams} if (teams := _teams(engine, players)) else {}),
        "tracking": tracking,
        "scoring": scoring,
        "target": target or default_target,
        "rounds": rounds,
    }
    return Event("game_created", data, 1)


def _teams(engine: ScoringEngine, players: Sequence[str]) -> list[dict]:
    """CORE-SIDE-1: a game in fixed teams is created with them, seated as it says (partners
    facing: the teams take turns round the table)."""
    sides = engine.sides
    if sides.kind != "teams":
        return []
    return [
        {"id": f"team{i}", "name": f"Team {i}", "players": list(players[i - 1 :: sides.count])}
        for i in range(1, sides.count + 1)
    ]


class FoldGame:
    """One match of `engine`, played event by event through `replays.match`."""

    engine: ScoringEngine
    default_players: Sequence[str] = ("anna", "ben")

    def __init__(
        self,
        players: Sequence[str] | None = None,
        tracking: str = "open",
        preset: str | None = None,
        scoring: str | None = None,
        target: int | None = None,
        **options: Any,
    ):
        players = self.default_players if players is None else players
        first = created(self.engine, players, tracking, preset, options, scoring, target)
        self.match: Match = fold.apply(None, first, "g_test")
        self.events: list[Event] = [first]

    @property
    def hand(self) -> Any:
        return self.match.hand

    def expand(self, type_: str, data: dict) -> list[Event]:
        return fold.expand(self.match, Event(type_, data, self.match.seq + 1), seeded)

    def play(self, type_: str, data: dict | None = None, **fields: Any) -> Event:
        for event in self.expand(type_, {**(data or {}), **fields}):
            event = Event(event.type, event.data, self.match.seq + 1)
            fold.check(self.match, event)
            self.match = fold.apply(self.match, event)
            self.events.append(event)
        return event

    ok = play

    def refused(self, rule: str, type_: str, data: dict | None = None, **fields: Any) -> str:
        events = self.expand(type_, {**(data or {}), **fields})
        with pytest.raises(RuleViolation) as exc:
            for event in events:
                fold.check(self.match, Event(event.type, event.data, self.match.seq + 1))
        assert exc.value.rule == rule, exc.value
        for lang in ("fr", "en"):
            assert_readable(exc.value.render(lang), [p.id for p in self.match.players])
        return exc.value.message

    def view(self, as_player: str | None = None) -> dict:
        return self.engine.play.view(self.match, as_player)

    def moves(self) -> list[dict]:
        return self.engine.play.legal_moves(self.match)

    def replayed(self) -> Match:
        return fold.replay(self.events, game_id="g_test")
