"""`hand_started`: the deal (TAROT-DEAL-1), checked, the new hand, and a seed expanded into
a deck in open tracking. The deck is dealt in packets round the table from the player after
the dealer; after the first packet of each of the first rounds one card goes to the chien,
so the chien never holds the pack's first or last card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, parse_cards, same_cards
from ..errors import require
from ..model import Event, Match, dealer_for, seeded_deck
from .pack import pack
from .state import CHIEN, DEALT, Hand

PACKET = {3: 4, 4: 3, 5: 3}  # TAROT-DEAL-1


def seated(match: Match, dealer: str) -> tuple[str, ...]:
    """TAROT-SETUP-1: the seats in the order of play from the player after the dealer."""
    ids = match.player_ids
    first = (ids.index(dealer) + 1) % len(ids)
    return ids[first:] + ids[:first]


def check_start(match: Match, data: Mapping) -> None:
    """TAROT-DEAL-1: every card dealt as the rule says (no hand size, no card turned up);
    TAROT-DECK-1: the 78 cards, each once, where a deck is given (open tracking needs one)."""
    require("hand_size" not in data, "TAROT-DEAL-1", "tarot.deal.no_hand_size")
    require(data.get("upcard") is None, "TAROT-DEAL-1", "tarot.deal.no_upcard")
    require(data.get("first_player") is None, "TAROT-BID-1", "tarot.deal.no_first_player")
    if data.get("deck") is not None:
        cards = parse_cards(data["deck"])
        require(same_cards(cards, pack()), "TAROT-DECK-1", "tarot.deal.whole_deck")
    else:
        require(match.tracking != "open", "TAROT-DEAL-1", "tarot.deal.open_needs_deck")


def dealt(order: tuple[str, ...], deck: tuple[Card, ...]) -> tuple[dict, tuple[Card, ...]]:
    """Each player's cards and the chien, from the deck in its order (TAROT-DEAL-1)."""
    n = len(order)
    cards, size = list(deck), PACKET[n]
    held: dict[str, list[Card]] = {p: [] for p in order}
    chien: list[Card] = []
    for round_no in range(DEALT[n] // size):
        for i, player in enumerate(order):
            held[player] += [cards.pop(0) for _ in range(size)]
            if i == 0 and round_no < CHIEN[n]:
                chien.append(cards.pop(0))
    return {p: tuple(c) for p, c in held.items()}, tuple(chien)


def start(match: Match, data: Mapping) -> Hand:
    dealer = dealer_for(match, data)
    order = seated(match, dealer)
    hand = Hand(number=data["hand"], dealer=dealer, order=order, turn=order[0])
    if data.get("deck") is None:
        return hand
    held, chien = dealt(order, parse_cards(data["deck"]))
    return hand.evolve(held=held, chien=chien)


def expand(match: Match, event: Event, shuffle: Any) -> list[Event]:
    return seeded_deck(match, event, shuffle, pack)
