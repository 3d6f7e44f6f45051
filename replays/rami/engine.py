"""Rami: score-only scoring (RAMI-SCORE-*) and the move-by-move engine (RAMI-*)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..engine import Engine
from ..errors import RuleViolation
from ..model import Event, HandResult, Match
from .presets import PRESETS

MOVES = frozenset({"card_taken", "melds_laid", "cards_added", "card_discarded"})


def card_value(card: Card, joker_points: int = 20) -> int:
    """RAMI-SCORE-1: A 11, K Q J 10, others face value, joker 20 (option joker_points)."""
    if card.is_joker:
        return joker_points
    if card.rank == "A":
        return 11
    return min(card.value, 10)


class Rami(Engine):
    game = "rami"
    presets = PRESETS
    default_preset = "rami-51"
    move_types = MOVES | {"hand_revealed"}
    scorings = ("negative",)
    min_players, max_players = 2, 7
    setup_rule = "RAMI-SETUP-1"

    def card_points(self, rules: Mapping, card: Card) -> int:
        return card_value(card, rules["options"]["joker_points"])

    def entered_points(self, match: Match, data: Mapping) -> HandResult:
        """RAMI-SCORE-4: `rami` names who went out in one go: doubling, or the -60 bonus."""
        points = dict(data["points"])
        rami = data.get("rami")
        if rami is not None:
            points = self._rami_points(match.rules, points, rami)
        return HandResult(hand=data["hand"], points=points, rami=rami)

    def revealed_points(self, match: Match, hand: int, reveals: Mapping) -> HandResult:
        result = super().revealed_points(match, hand, reveals)
        if match.rules["options"]["winner_bonus"] and len(result.order) == 1:
            return HandResult(hand, {**result.points, result.order[0]: -20}, result.order)
        return result

    @staticmethod
    def _rami_points(rules: Mapping, points: dict[str, int], rami: str) -> dict[str, int]:
        """RAMI-SCORE-2/-3: a rami doubles the others' points, or scores -60 with the bonus."""
        if rules["options"]["winner_bonus"]:
            return {**points, rami: -60}
        return {pid: (pts if pid == rami else 2 * pts) for pid, pts in points.items()}

    # The move-by-move methods below are replaced by the Rami engine (issue 4).
    def check_start(self, match: Match, data: Mapping) -> None:
        raise RuleViolation("CORE-TRACK-1", "rami hands are logged as scores for now")

    def start(self, match: Match, data: Mapping) -> Any:
        return None

    def check(self, match: Match, event: Event) -> None:
        raise RuleViolation("CORE-TRACK-1", "rami hands are logged as scores for now")

    def apply(self, match: Match, event: Event) -> Any:
        return match.hand

    def result(self, match: Match) -> HandResult | None:
        return None

    def legal_moves(self, match: Match) -> list[dict]:
        return []

    def view(self, match: Match, as_player: str | None = None) -> dict:
        return {}


ENGINE = Rami()
