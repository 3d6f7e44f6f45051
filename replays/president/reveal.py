"""A hand shown to the table (`hand_revealed`): checked against what the record knows.

Président needs no reveal to score (titles come from the finishing order), but a table may
show a hand to settle a dispute; from then on the engine knows that hand and checks its
plays and exchanges card by card. RULES.md §3 has no id for it: the deal's rule
(PRES-SETUP-1, one deck, all cards dealt) is what a reveal can contradict.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import parse_cards, same_cards
from ..errors import require
from ..model import Match
from .deal import require_possible
from .state import Hand


def check_reveal(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    player = data["player"]
    name, count = match.name(player), hand.count(player)
    cards = tuple(c.plain for c in parse_cards(data["cards"]))
    require(
        len(cards) == count,
        "PRES-SETUP-1",
        "pres.shown_count",
        who=name,
        n=count,
        count=len(cards),
    )
    known = hand.cards(player)
    if known is not None:
        require(
            same_cards(cards, known),
            "PRES-SETUP-1",
            "pres.not_their_cards",
            who=name,
            cards=list(known),
        )
        return
    require_possible(match, hand, player, cards)


def apply_reveal(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    cards = tuple(c.plain for c in parse_cards(data["cards"]))
    return hand.with_cards(data["player"], cards, len(cards))
