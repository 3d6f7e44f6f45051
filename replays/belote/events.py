"""One check and one mutator per event type of a hand, dispatched through dicts
(docs/ENGINES.md): the auction (`bidding`), then the cards (`tricks`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..model import Match
from . import announcing, bidding, tricks
from .state import Hand

MOVES = frozenset(
    {"taken", "bid", "doubled", "redoubled", "passed", "card_played", "belote_said"}
    | {"announced", "announcement_shown"}
)

Check = Callable[[Match, Hand, Mapping[str, Any]], None]
Apply = Callable[[Match, Hand, Mapping[str, Any]], Hand]

CHECKS: dict[str, Check] = {
    "taken": bidding.check_taken,
    "bid": bidding.check_bid,
    "doubled": bidding.check_doubled,
    "redoubled": bidding.check_redoubled,
    "passed": bidding.check_turn,
    "card_played": tricks.check_card,
    "belote_said": tricks.check_said,
    "announced": announcing.check_announced,
    "announcement_shown": announcing.check_shown,
}
APPLIES: dict[str, Apply] = {
    "taken": bidding.apply_taken,
    "bid": bidding.apply_bid,
    "doubled": bidding.apply_doubled,
    "redoubled": bidding.apply_redoubled,
    "passed": bidding.apply_passed,
    "card_played": tricks.apply_card,
    "belote_said": tricks.apply_said,
    "announced": announcing.apply_announced,
    "announcement_shown": announcing.apply_shown,
}
