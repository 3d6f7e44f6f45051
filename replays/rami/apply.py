"""The moves of a turn applied to a hand: never checks (the log was checked on append)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..cards import Card, parse_cards
from ..model import Event, Match
from .melds import Shape, arrange, is_swap
from .state import OVER, PLAY, TAKE, Meld, RamiHand, Slot, next_seat, withdraw


def apply_move(match: Match, event: Event) -> RamiHand:
    return _APPLY[event.type](match, match.hand, event.data)


def bump(values: tuple[int, ...], seat: int, value: int | None = None) -> tuple[int, ...]:
    out = list(values)
    out[seat] = out[seat] + 1 if value is None else value
    return tuple(out)


def _taken(match: Match, hand: RamiHand, data: Mapping[str, Any]) -> RamiHand:
    seat = hand.turn
    taken: Card | None = None
    if data["source"] == "discard":
        card = _named(hand.pile[-1], data)
        taken = card  # RAMI-TURN-3; None for an unlogged upcard left unknown
        hand = hand.evolve(pile=hand.pile[:-1])
    else:
        if not hand.stock:  # RAMI-STOCK-1: the pile turned over, first discard on top
            hand = hand.evolve(stock=tuple(hand.pile), pile=())
        card = _named(hand.stock[0], data)
        hand = hand.evolve(stock=hand.stock[1:])
    hand = hand.with_cards(seat, hand.hands[seat] + (card,))
    return hand.evolve(turns=bump(hand.turns, seat), phase=PLAY, taken=taken)


def _named(slot: Slot, data: Mapping[str, Any]) -> Slot:
    """The card taken: the one the record knows, else the one the take names (an upcard not
    logged, RAMI-SETUP-2), else unknown."""
    if slot is None and data.get("card"):
        return Card.parse(data["card"]).plain
    return slot


def _laid(match: Match, hand: RamiHand, data: Mapping[str, Any]) -> RamiHand:
    seat = hand.turn
    shape = Shape.of(match.rules)
    new: list[Meld] = []
    cards: list[Card] = []
    for raw in data["melds"]:
        meld = parse_cards(raw)
        cards += meld
        kind, order = arrange(meld, shape) or ("set", meld)
        new.append(Meld(len(hand.melds) + len(new) + 1, data["player"], kind, order))
    rest, _, _ = withdraw(hand.hands[seat], cards)
    opened = hand.opened if hand.opened[seat] else bump(hand.opened, seat, hand.turns[seat])
    hand = hand.with_cards(seat, rest).evolve(melds=hand.melds + tuple(new), opened=opened)
    return _out_if_empty(hand, seat)


def _added(match: Match, hand: RamiHand, data: Mapping[str, Any]) -> RamiHand:
    seat = hand.turn
    cards = parse_cards(data["cards"])
    meld = hand.meld(data["meld"])
    assert meld is not None, "a stored cards_added names a meld on the table"
    rest, _, _ = withdraw(hand.hands[seat], cards)
    if is_swap(match.rules, meld.cards, data):
        grown = _swapped(meld, cards[0])
        rest += (Card("JK"),)
    else:
        kind, order = arrange(list(meld.cards) + list(cards), Shape.of(match.rules)) or (
            meld.kind,
            meld.cards + tuple(cards),
        )
        grown = Meld(meld.id, meld.owner, kind, order)
    melds = tuple(grown if m.id == meld.id else m for m in hand.melds)
    return _out_if_empty(hand.with_cards(seat, rest).evolve(melds=melds), seat)


def _swapped(meld: Meld, card: Card) -> Meld:
    """RAMI-MELD-2 `joker_swap`: the real card takes the place of the joker standing for it."""
    cards = list(meld.cards)
    at = next(i for i, c in enumerate(cards) if c.is_joker and c.stands_for == card)
    cards[at] = card.plain
    return Meld(meld.id, meld.owner, meld.kind, tuple(cards))


def _discarded(match: Match, hand: RamiHand, data: Mapping[str, Any]) -> RamiHand:
    seat = hand.turn
    card = Card.parse(data["card"]).plain
    rest, _, _ = withdraw(hand.hands[seat], [card])
    hand = hand.with_cards(seat, rest).evolve(pile=hand.pile + (card,))
    if not rest:
        return _out_if_empty(hand, seat)
    return hand.evolve(turn=next_seat(hand, seat), phase=TAKE, taken=None)


def _out_if_empty(hand: RamiHand, seat: int) -> RamiHand:
    """RAMI-END-1: no cards left, the hand is won; RAMI-SCORE-2: a rami if the player opened
    in this very turn."""
    if hand.hands[seat]:
        return hand
    rami = hand.opened[seat] == hand.turns[seat]
    return hand.evolve(phase=OVER, winner=hand.seats[seat], rami=rami, taken=None)


_APPLY: dict[str, Callable[[Match, RamiHand, Mapping[str, Any]], RamiHand]] = {
    "card_taken": _taken,
    "melds_laid": _laid,
    "cards_added": _added,
    "card_discarded": _discarded,
}
