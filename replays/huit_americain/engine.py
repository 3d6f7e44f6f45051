"""Huit américain — provisional score-only engine, replaced by the move engine (issue 3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..engine import Engine
from ..errors import RuleViolation
from ..model import Event, HandResult, Match

PRESETS = {
    "classique": {
        "description": {"fr": "Classique", "en": "Classic"},
        "rules": {
            "deck": {"size": 52, "copies": 1},
            "target": 100,
            "options": {},
        },
    }
}
_POINTS = {"K": 10, "Q": 10, "J": 20, "10": 20, "7": 20, "A": 50, "8": 50, "JK": 50}


class HuitAmericain(Engine):
    game = "huit_americain"
    presets = PRESETS
    default_preset = "classique"
    move_types = frozenset({"card_played", "cards_drawn", "hand_revealed"})
    scorings = ("negative", "positive")

    def defaults(self, rules: Mapping, scoring: str) -> tuple[int | None, int | None]:
        return (200 if scoring == "positive" else rules["target"]), None

    def lowest_wins(self, match: Match) -> bool:
        return match.scoring == "negative"

    def card_points(self, rules: Mapping, card: Card) -> int:
        return _POINTS.get(card.rank, card.value)

    def order_points(self, match: Match, hand: int, order: tuple[str, ...]) -> HandResult:
        if match.scoring != "positive":
            return super().order_points(match, hand, order)
        prizes = dict(zip(order, (50, 20, 10), strict=False))
        return HandResult(hand, {p: prizes.get(p, 0) for p in match.player_ids}, order)

    def check_start(self, match: Match, data: Mapping) -> None:
        raise RuleViolation("CORE-TRACK-1", "not yet")

    def start(self, match: Match, data: Mapping) -> Any:
        return None

    def check(self, match: Match, event: Event) -> None:
        raise RuleViolation("CORE-TRACK-1", "not yet")

    def apply(self, match: Match, event: Event) -> Any:
        return match.hand

    def result(self, match: Match) -> HandResult | None:
        return None

    def legal_moves(self, match: Match) -> list[dict]:
        return []

    def view(self, match: Match, as_player: str | None = None) -> dict:
        return {}


ENGINE = HuitAmericain()
