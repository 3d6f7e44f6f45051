"""The state of a Huit américain hand: frozen dataclasses and tuples, shared between replays.

Seats are indexes into `seats` (the match's player order); clockwise is increasing index.
In `open` tracking `hands` and `stock` hold the cards; in `table` tracking they are empty and
`counts`/`stock_count` say how many there are. The discard pile is known, but for an upcard
that a `table` hand_started did not log (H8-SETUP-3): it is None at the bottom of the pile
until a reshuffle puts it in the stock (a count there); `top` is None until a card is played.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..cards import Card
from .table import Table

# Per-seat state of the one-card call (H8-ANN-1, H8-ANN-2):
# "" nothing due, "pre" announced before laying the second-to-last card, "ok" announced,
# "due" one card and not announced (challengeable), "late" the same once it is too late to
# announce (option announce_before_play).
CHALLENGEABLE = ("due", "late")


@dataclass(frozen=True)
class Pending:
    """What the next event must settle before play goes on.

    kind: "attack" (answer or draw `amount`), "force" (draw `amount`), "give" (`seat` gives
    `amount` cards), "complete" (`seat` lays the fourth or draws `amount`).
    """

    kind: str
    seat: int
    amount: int
    rule: str
    by: int
    answers: tuple[str, ...] = ()
    stoppers: tuple[str, ...] = ()
    rank: str = ""


@dataclass(frozen=True)
class CardCall:
    """A call a card requires (variante-1's "4", H8-ANN-3/4), open until the next card."""

    seat: int
    call: str
    counter: str
    penalty: int
    done: bool = False


@dataclass(frozen=True)
class Claim:
    """A suit named under `named_suit_held` in table tracking, checked when hands are shown."""

    seq: int
    seat: int
    suit: str
    seen: tuple[Card, ...] = ()
    broken: bool = False


@dataclass(frozen=True)
class Missed:
    """A last card laid without the finish call (variante-2's "maou", H8-ANN-3): the finish
    is cancelled and the penalty drawn, unless that player calls right after the card (the
    next event); `before` is the hand before the card, to lay it again with the call made."""

    seat: int
    before: Hand
    data: Mapping[str, Any]
    seq: int


@dataclass(frozen=True)
class Hand:
    table: Table
    seats: tuple[str, ...]
    names: tuple[str, ...]
    number: int
    dealer: int
    hand_size: int
    open: bool
    positive: bool
    hands: tuple[tuple[Card, ...], ...]
    counts: tuple[int, ...]
    stock: tuple[Card, ...]
    stock_count: int
    discard: tuple[Card | None, ...]
    turn: int
    direction: int = 1
    suit: str | None = None
    pending: Pending | None = None
    calls: tuple[str, ...] = ()
    finish_called: tuple[bool, ...] = ()
    card_call: CardCall | None = None
    lapsed_call: CardCall | None = None  # H8-ANN-4: a call not made, its window closed
    out: tuple[int, ...] = ()
    finishers: tuple[int, ...] = ()
    played_any: bool = False
    turn_draws: int = 0
    must_play: Card | None = None
    drew: int = -1  # the seat whose turn a draw just ended (H8-PLAY-2), until the next move
    passes: int = 0
    run: tuple[str, int, int] = ("", 0, -1)
    complete_by: int = -1
    claims: tuple[Claim, ...] = ()
    over: str = ""
    reveals: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    breaches: tuple[dict, ...] = ()
    missed: Missed | None = field(default=None, compare=False)

    def evolve(self, **changes: Any) -> Hand:
        return replace(self, **changes)

    # -- seats -------------------------------------------------------------------------

    def seat(self, pid: str) -> int:
        return self.seats.index(pid)

    def name(self, seat: int) -> str:
        return self.names[seat]

    @property
    def active(self) -> tuple[int, ...]:
        """Seats still in the hand (not out)."""
        return tuple(i for i in range(len(self.seats)) if i not in self.out)

    @property
    def two_players(self) -> bool:
        """H8-TWO-1: two players still in the hand."""
        return len(self.active) == 2

    def next_seat(self, seat: int, steps: int = 1, direction: int | None = None) -> int:
        """The seat `steps` players on in the direction of play, skipping players out."""
        step = self.direction if direction is None else direction
        n = len(self.seats)
        current = seat
        for _ in range(steps):
            current = (current + step) % n
            while current in self.out and current != seat:
                current = (current + step) % n
        return current

    # -- cards ---------------------------------------------------------------------------

    @property
    def top(self) -> Card | None:
        """The top card of the discard pile; None while it is an upcard not logged."""
        return self.discard[-1]

    @property
    def unknown_in_discard(self) -> int:
        """How many cards of the pile the record does not know (0, or 1: the upcard)."""
        return self.discard.count(None)

    def count(self, seat: int) -> int:
        return self.counts[seat]

    @property
    def drawable(self) -> int:
        """Cards a player can still draw: the stock, then the discard pile less its top."""
        return self.stock_count + max(len(self.discard) - 1, 0)

    @property
    def revealed(self) -> dict[int, tuple[Card, ...]]:
        return dict(self.reveals)


def with_counts(hand: Hand, hands: list[tuple[Card, ...]] | None, counts: list[int]) -> Hand:
    """The hand with new per-seat cards (open tracking) and counts."""
    if hands is None:
        return hand.evolve(counts=tuple(counts))
    return hand.evolve(hands=tuple(hands), counts=tuple(len(h) for h in hands))
