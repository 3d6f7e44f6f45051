"""One check and one mutator per event type of a Tarot hand, dispatched through dicts
(docs/ENGINES.md): the auction and the call (`bidding`), the écart (`chien`), the
announcements (`announce`), then the cards (`tricks`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..model import Match
from . import announce, bidding, chien, tricks
from .state import Hand

Check = Callable[[Match, Hand, Mapping[str, Any]], None]
Apply = Callable[[Match, Hand, Mapping[str, Any]], Hand]

CHECKS: dict[str, Check] = {
    "contract_bid": bidding.check_bid,
    "passed": bidding.check_turn,
    "card_called": bidding.check_called,
    "ecart_laid": chien.check_ecart,
    "poignee_shown": announce.check_poignee,
    "chelem_announced": announce.check_chelem,
    "card_played": tricks.check_card,
}
APPLIES: dict[str, Apply] = {
    "contract_bid": bidding.apply_bid,
    "passed": bidding.apply_passed,
    "card_called": bidding.apply_called,
    "ecart_laid": chien.apply_ecart,
    "poignee_shown": announce.apply_poignee,
    "chelem_announced": announce.apply_chelem,
    "card_played": tricks.apply_card,
}
MOVES = frozenset(CHECKS)
