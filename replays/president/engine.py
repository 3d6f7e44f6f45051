"""Président: scoring by titles (PRES-RANK-1, PRES-MATCH-1) and the trick engine (PRES-*)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..engine import Engine
from ..errors import RuleViolation
from ..model import Event, HandResult, Match
from .presets import PRESETS, titles

MOVES = frozenset({"cards_exchanged", "cards_played", "passed"})


class President(Engine):
    game = "president"
    presets = PRESETS
    default_preset = "standard"
    move_types = MOVES | {"hand_revealed"}
    scorings = ("titles",)
    min_players, max_players = 3, 7
    setup_rule = "PRES-SETUP-1"

    def lowest_wins(self, match: Match) -> bool:
        return False  # PRES-MATCH-1: the highest total wins

    def card_points(self, rules: Mapping, card: Card) -> int:
        raise RuleViolation(
            "PRES-MATCH-1", "Président is scored by titles: enter the finishing order or points"
        )

    def order_points(self, match: Match, hand: int, order: tuple[str, ...]) -> HandResult:
        """PRES-RANK-1 titles from the finishing order, PRES-MATCH-1 points per title."""
        named = titles(order)
        per_title = match.rules["options"]["points"]
        points = {pid: per_title[named[pid]] for pid in match.player_ids}
        return HandResult(hand=hand, points=points, order=order, detail={"titles": named})

    # The move-by-move methods below are replaced by the Président engine (issue 5).
    def check_start(self, match: Match, data: Mapping) -> None:
        raise RuleViolation("CORE-TRACK-1", "président hands are logged as scores for now")

    def start(self, match: Match, data: Mapping) -> Any:
        return None

    def check(self, match: Match, event: Event) -> None:
        raise RuleViolation("CORE-TRACK-1", "président hands are logged as scores for now")

    def apply(self, match: Match, event: Event) -> Any:
        return match.hand

    def result(self, match: Match) -> HandResult | None:
        return None

    def legal_moves(self, match: Match) -> list[dict]:
        return []

    def view(self, match: Match, as_player: str | None = None) -> dict:
        return {}


ENGINE = President()
