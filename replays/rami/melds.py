"""Melds (RAMI-MELD-1), jokers standing for a stated card (RAMI-MELD-2), opening points.

A brelan is three cards of one rank, a carré four (different suits with one deck: with
two decks identical cards exist twice, so a suit may repeat); a séquence is three or
more cards of one suit in a row, A 2 3 … 10 J Q K, the ace low only unless `ace_high`
lets it follow the king (never both ends with one deck: there is one ace of a suit).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

from ..cards import RANKS, SUITS, Card
from ..errors import Message, RuleViolation, say
from .state import RUN, SET
from .values import opening_value

REAL_CARDS = tuple(Card(r, s) for s in SUITS for r in RANKS)
HIGH_ACE = 14


class Shape:
    """The options that decide what a meld may be: `ace_high` and the number of decks."""

    __slots__ = ("ace_high", "copies")

    def __init__(self, ace_high: bool, copies: int):
        self.ace_high = ace_high
        self.copies = copies

    @classmethod
    def of(cls, rules: Mapping[str, Any]) -> Shape:
        options = rules["options"]
        return cls(bool(options["ace_high"]), int(options["decks"]))


def kind_name(kind: str, size: int) -> str:
    if kind == RUN:
        return "séquence"
    return "carré" if size == 4 else "brelan"


def arrange(cards: Sequence[Card], shape: Shape) -> tuple[str, tuple[Card, ...]] | None:
    """The kind of meld `cards` make and their order on the table, else None (RAMI-MELD-1)."""
    if len(cards) < 3 or any(c.acting.is_joker for c in cards):
        return None
    acting = [c.acting for c in cards]
    if len({a.rank for a in acting}) == 1:
        return _as_set(cards, acting, shape)
    if len({a.suit for a in acting}) != 1:
        return None
    aces = sum(1 for a in acting if a.rank == "A")
    for high in range(aces + 1 if shape.ace_high else 1):
        order = _run_order(cards, high)
        if order is not None:
            return RUN, order
    return None


def _as_set(
    cards: Sequence[Card], acting: list[Card], shape: Shape
) -> tuple[str, tuple[Card, ...]] | None:
    if len(cards) > 4:
        return None
    if shape.copies == 1 and len({a.suit for a in acting}) < len(acting):
        return None
    order = sorted(cards, key=lambda c: SUITS.index(c.acting.suit or "S"))
    return SET, tuple(order)


def _run_order(cards: Sequence[Card], high: int) -> tuple[Card, ...] | None:
    """`cards` in séquence order with `high` of their aces after the king, if consecutive."""
    keyed: list[tuple[int, Card]] = []
    for card in cards:
        pos = card.acting.value
        if pos == 1 and high:
            pos, high = HIGH_ACE, high - 1
        keyed.append((pos, card))
    keyed.sort(key=lambda pc: pc[0])
    first = keyed[0][0]
    if [p for p, _ in keyed] != list(range(first, first + len(keyed))):
        return None
    return tuple(c for _, c in keyed)


def positions(cards: Sequence[Card]) -> list[int]:
    """The rank positions of a séquence laid in order (an ace after a king is 14)."""
    anchor = next(i for i, c in enumerate(cards) if c.acting.rank != "A")
    start = cards[anchor].acting.value - anchor
    return list(range(start, start + len(cards)))


def card_at(position: int, suit: str) -> Card:
    return Card(RANKS[(position - 1) % 13], suit)


def opening_points(melds: Sequence[Sequence[Card]]) -> int:
    """RAMI-OPEN-1: A 11, K Q J 10, others face value; a joker as the card it stands for."""
    return sum(opening_value(c) for meld in melds for c in meld)


def fits(kind: str, cards: Sequence[Card], shape: Shape) -> list[Card]:
    """The real cards that could be added one at a time to a meld on the table."""
    if kind == SET:
        if len(cards) >= 4:
            return []
        rank = cards[0].acting.rank
        taken = {c.acting.suit for c in cards} if shape.copies == 1 else set()
        return [Card(rank, s) for s in SUITS if s not in taken]
    suit = cards[0].acting.suit or "S"
    span = positions(cards)
    ends = [span[0] - 1, span[-1] + 1]
    top = HIGH_ACE if shape.ace_high else 13
    return [card_at(p, suit) for p in ends if 1 <= p <= top]


def joker_choices(cards: Sequence[Card], shape: Shape) -> list[tuple[Card, ...]]:
    """What the jokers of `cards` could stand for so that they make a meld (two jokers at most
    are searched: enough to tell a table what to write)."""
    slots = [i for i, c in enumerate(cards) if c.is_joker]
    if not slots or len(slots) > 2:
        return []
    found: list[tuple[Card, ...]] = []
    for stated in product(REAL_CARDS, repeat=len(slots)):
        trial = list(cards)
        for i, card in zip(slots, stated, strict=True):
            trial[i] = Card("JK", None, card)
        if arrange(trial, shape) is not None:
            found.append(stated)
    return found


def is_swap(rules: Mapping[str, Any], meld_cards: Sequence[Card], data: Mapping[str, Any]) -> bool:
    """RAMI-MELD-2 `joker_swap`: a `cards_added` that gives back the card a joker stands for.
    Said by `swap: true`; without `swap`, read from the cards: the one card a joker of the
    meld stands for, where it could not simply be added (with one deck it never can)."""
    if data.get("swap") is not None:
        return bool(data["swap"])
    cards = [Card.parse(text) for text in data["cards"]]
    if len(cards) != 1 or cards[0].is_joker:
        return False
    card = cards[0].plain
    if not any(c.is_joker and c.stands_for == card for c in meld_cards):
        return False
    return arrange([*meld_cards, card], Shape.of(rules)) is None


def check_meld(cards: Sequence[Card], shape: Shape) -> tuple[str, tuple[Card, ...]]:
    """The meld `cards` make, or RuleViolation naming what is wrong (RAMI-MELD-1, -MELD-2)."""
    shown = list(cards)
    if any(c.is_joker and c.stands_for is None for c in cards):
        raise RuleViolation(
            "RAMI-MELD-2", "rami.joker_unsaid", cards=shown, why=_say_jokers(cards, shape)
        )
    arranged = arrange(cards, shape)
    if arranged is not None:
        return arranged
    if any(c.is_joker for c in cards) and joker_choices(cards, shape):
        said = _say_jokers(cards, shape)
        raise RuleViolation("RAMI-MELD-2", "rami.not_as_stated", cards=shown, why=said)
    raise RuleViolation("RAMI-MELD-1", "rami.not_a_meld", cards=shown, why=_why_not(cards, shape))


def _say_jokers(cards: Sequence[Card], shape: Shape) -> Message:
    choices = joker_choices(cards, shape)
    if not choices:
        return say("rami.joker_no_meld")
    options = [[Card("JK", None, c) for c in choice] for choice in choices[:4]]
    return say("rami.joker_could_be", choices=options)


def _why_not(cards: Sequence[Card], shape: Shape) -> Message:
    acting = [c.acting for c in cards]
    if len(cards) < 3:
        return say("rami.three_cards")
    if len({a.rank for a in acting}) == 1:
        if len(cards) > 4:
            return say("rami.carre_four")
        return say("rami.set_suits")
    if len({a.suit for a in acting}) != 1:
        return say("rami.set_or_run")
    if shape.ace_high:
        return say("rami.run_ace_high")
    return say("rami.run_ace_low")
