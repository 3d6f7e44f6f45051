"""`hand_started`: the deal (BELOTE-DEAL-1…3), checked, the new hand, and a seed expanded
into a deck in open tracking; the rest of the classique deal once a player has taken."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, parse_cards, same_cards
from ..errors import require
from ..model import Event, Match, dealer_for, seeded_deck
from .state import Hand

FIRST = (3, 2)  # BELOTE-DEAL-1: classique, before the card is turned
CONTREE = (3, 2, 3)  # BELOTE-DEAL-3


def pack() -> tuple[Card, ...]:
    """BELOTE-DECK-1: the 32 cards."""
    return tuple(Card(r, s) for s in "SHDC" for r in ("7", "8", "9", "10", "J", "Q", "K", "A"))


def seated(match: Match, dealer: str) -> tuple[str, ...]:
    """BELOTE-TEAM-2: the seats from the player after the dealer."""
    ids = match.player_ids
    first = (ids.index(dealer) + 1) % len(ids)
    return ids[first:] + ids[:first]


def classique(rules: Mapping[str, Any]) -> bool:
    return rules["game"] == "classique"


def check_start(match: Match, data: Mapping) -> None:
    """BELOTE-DECK-1: a whole deck where one is given; BELOTE-DEAL-3: no card turned up in
    contrée; a hand size is never chosen (BELOTE-DEAL-1)."""
    require("hand_size" not in data, "BELOTE-DEAL-1", "belote.deal.no_hand_size")
    if not classique(match.rules):
        require(data.get("upcard") is None, "BELOTE-DEAL-3", "belote.deal.no_upcard")
    if data.get("deck") is not None:
        cards = parse_cards(data["deck"])
        require(same_cards(cards, pack()), "BELOTE-DECK-1", "belote.deal.whole_deck")
        if data.get("upcard") is not None:
            turned = _packets(match, data)[1]
            upcard = Card.parse(data["upcard"])
            require(upcard == turned, "BELOTE-DEAL-1", "belote.deal.upcard_is", card=turned)
    elif match.tracking == "open":
        require(False, "BELOTE-DEAL-1", "belote.deal.open_needs_deck")


def _packets(match: Match, data: Mapping) -> tuple[dict[str, list[Card]], Card | None, tuple]:
    """The cards each player gets first, the card turned up (classique) and the rest."""
    order = seated(match, dealer_for(match, data))
    cards = list(parse_cards(data["deck"]))
    held: dict[str, list[Card]] = {p: [] for p in order}
    for size in FIRST if classique(match.rules) else CONTREE:
        for player in order:
            held[player] += [cards.pop(0) for _ in range(size)]
    upcard = cards.pop(0) if classique(match.rules) else None
    return held, upcard, tuple(cards)


def start(match: Match, data: Mapping) -> Hand:
    dealer = dealer_for(match, data)
    order = seated(match, dealer)
    hand = Hand(number=data["hand"], dealer=dealer, order=order, turn=order[0])
    if data.get("deck") is None:
        upcard = data.get("upcard")
        return hand.evolve(upcard=Card.parse(upcard) if upcard else None)
    held, upcard, stock = _packets(match, data)
    return hand.evolve(held={p: tuple(c) for p, c in held.items()}, upcard=upcard, stock=stock)


def deal_rest(hand: Hand, taker: str) -> Hand:
    """BELOTE-DEAL-2: the taker gets the card turned up, then 3 cards each, 2 to the taker."""
    if hand.held is None:
        return hand
    held = {p: list(c) for p, c in hand.held.items()}
    stock = list(hand.stock)
    if hand.upcard is not None:
        held[taker].append(hand.upcard)
    for player in hand.order:
        held[player] += [stock.pop(0) for _ in range(2 if player == taker else 3)]
    return hand.evolve(held={p: tuple(c) for p, c in held.items()}, stock=tuple(stock))


def expand(match: Match, event: Event, shuffle: Any) -> list[Event]:
    return seeded_deck(match, event, shuffle, pack)
