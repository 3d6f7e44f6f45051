"""The state of a Rami hand: frozen, shared by cached match states, changed by copy only.

A hand is a tuple of slots: a known card, or None for a card the table has not seen
(`table` tracking: cards drawn from the stock stay unknown until played or revealed).
The discard pile holds known cards, save its first one in `table` tracking when
`hand_started` logged no upcard (RAMI-SETUP-2): that slot is None, still counted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..cards import JOKER, Card, deck

Slot = Card | None

TAKE, PLAY, OVER = "take", "play", "over"
SET, RUN = "set", "run"


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld on the table: numbered in the order laid (RAMI-MELD-1), owned by who laid it."""

    id: int
    owner: str
    kind: str
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class RamiHand:
    """One hand being played: seats in play order, the stock top first, the discard pile
    bottom first (its first card None when the upcard was not logged). `turns` counts the
    turns each seat has begun (a take starts a turn); `opened` is the turn number of a
    seat's opening, 0 until it opens (RAMI-OPEN-1)."""

    number: int
    dealer: str
    seats: tuple[str, ...]
    open: bool
    hands: tuple[tuple[Slot, ...], ...]
    stock: tuple[Slot, ...]
    pile: tuple[Slot, ...]
    melds: tuple[Meld, ...] = ()
    turn: int = 0
    phase: str = TAKE
    turns: tuple[int, ...] = ()
    opened: tuple[int, ...] = ()
    taken: Card | None = None
    winner: str | None = None
    rami: bool = False
    revealed: tuple[bool, ...] = ()

    def seat(self, pid: str) -> int:
        return self.seats.index(pid)

    @property
    def player(self) -> str:
        """The player to act (the winner once the hand is over)."""
        return self.seats[self.turn]

    def held(self, seat: int) -> tuple[Slot, ...]:
        return self.hands[seat]

    def known(self, seat: int) -> tuple[Card, ...]:
        return tuple(c for c in self.hands[seat] if c is not None)

    def meld(self, number: int) -> Meld | None:
        for m in self.melds:
            if m.id == number:
                return m
        return None

    def may_meld(self, seat: int) -> bool:
        """RAMI-TURN-2: laying down and adding start with a player's second turn."""
        return self.turns[seat] >= 2

    def evolve(self, **changes: Any) -> RamiHand:
        return replace(self, **changes)

    def with_cards(self, seat: int, cards: Iterable[Slot]) -> RamiHand:
        hands = list(self.hands)
        hands[seat] = tuple(cards)
        return self.evolve(hands=tuple(hands))


def pack(rules: Mapping[str, Any]) -> tuple[Card, ...]:
    """RAMI-SETUP-1: 52 cards per deck (option `decks`) plus the jokers (option `jokers`)."""
    options = rules["options"]
    return deck(52, options["decks"], jokers=0) + (Card(JOKER),) * options["jokers"]


def deal_size(rules: Mapping[str, Any], players: int, data: Mapping[str, Any]) -> int:
    """RAMI-SETUP-2: the table's count for this many players; `hand_size` overrides it."""
    if data.get("hand_size"):
        return int(data["hand_size"])
    return int(rules["deal"].get(str(players), 0))


def withdraw(
    slots: tuple[Slot, ...], cards: Iterable[Card]
) -> tuple[tuple[Slot, ...], list[Card], list[Card]]:
    """`slots` less `cards` (a known copy if held, else an unknown slot), with the cards that
    came out of unknown slots and those the slots could not supply at all."""
    rest = list(slots)
    unknown: list[Card] = []
    lacking: list[Card] = []
    for card in cards:
        plain = card.plain
        if plain in rest:
            rest.remove(plain)
        elif None in rest:
            rest.remove(None)
            unknown.append(plain)
        else:
            lacking.append(plain)
    return tuple(rest), unknown, lacking


def visible(hand: RamiHand) -> Counter[Card]:
    """Every card whose place the table knows: melds, discard pile, known stock and hands."""
    seen: Counter[Card] = Counter(c.plain for m in hand.melds for c in m.cards)
    seen.update(c for c in hand.pile if c is not None)
    seen.update(c for c in hand.stock if c is not None)
    for slots in hand.hands:
        seen.update(c for c in slots if c is not None)
    return seen


def overdrawn(hand: RamiHand, full: tuple[Card, ...], new: Iterable[Card]) -> Card | None:
    """A card of `new` (coming out of unknown slots) of which the pack has no copy left."""
    left = Counter(full)
    left.subtract(visible(hand))
    for card in new:
        left[card.plain] -= 1
        if left[card.plain] < 0:
            return card.plain
    return None


def next_seat(hand: RamiHand, seat: int) -> int:
    return (seat + 1) % len(hand.seats)
