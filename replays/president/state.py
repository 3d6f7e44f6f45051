"""The state of a Président hand: frozen values, replaced (never mutated) by every event."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..cards import Card
from .combos import Combo


@dataclass(frozen=True)
class Play:
    """Cards laid in the current trick, and the combination they make."""

    player: str
    cards: tuple[Card, ...]
    combo: Combo


@dataclass(frozen=True)
class Lead:
    """Who leads the next trick and why: the hand's start, or how the last trick closed.

    `reason` is "start", "twos", "threes", "eights" or "all_passed"; `by` closed the trick
    (or made its last play); `after_out` says `by` was out, so the lead moved on (PRES-OUT-1).
    """

    player: str
    reason: str
    by: str | None = None
    after_out: bool = False


@dataclass(frozen=True)
class Step:
    """One exchange owed before play (PRES-XCHG-1): `best` says the giver must give their best."""

    giver: str
    receiver: str
    count: int
    best: bool
    giver_title: str = ""
    receiver_title: str = ""


@dataclass(frozen=True)
class Given:
    """An exchange done: the cards when known (open tracking), always the count."""

    giver: str
    receiver: str
    count: int
    cards: tuple[Card, ...] | None


@dataclass(frozen=True)
class Hand:
    """A hand of Président after some events.

    `hands` holds each seat's cards when known (open tracking, or revealed), else None;
    `counts` always holds how many cards each seat has. `played` is every card laid.
    `free_lead`: the first hand at a real table with no leader named; nobody knows who holds
    the queen of hearts, so whoever lays the first cards leads (PRES-START-1).
    """

    number: int
    seats: tuple[str, ...]
    dealer: str | None
    hands: tuple[tuple[Card, ...] | None, ...]
    counts: tuple[int, ...]
    owed: tuple[Step, ...] = ()
    given: tuple[Given, ...] = ()
    played: tuple[Card, ...] = ()
    plays: tuple[Play, ...] = ()
    passed: tuple[str, ...] = ()
    turn: str | None = None
    lead: Lead | None = None
    revolution: bool = False
    out: tuple[str, ...] = ()
    tricks: tuple[tuple[Play, ...], ...] = ()
    free_lead: bool = False

    def seat(self, pid: str) -> int:
        return self.seats.index(pid)

    def count(self, pid: str) -> int:
        return self.counts[self.seat(pid)]

    def cards(self, pid: str) -> tuple[Card, ...] | None:
        return self.hands[self.seat(pid)]

    @property
    def still_in(self) -> tuple[str, ...]:
        """PRES-OUT-1: the players who still hold cards, in seat order."""
        return tuple(p for p in self.seats if p not in self.out)

    @property
    def over(self) -> bool:
        """PRES-RANK-1: the finishing order lists every player."""
        return len(self.out) == len(self.seats)

    @property
    def exchanging(self) -> bool:
        return bool(self.owed)

    @property
    def top(self) -> Play | None:
        return self.plays[-1] if self.plays else None

    def next_in(self, after: str, skip: tuple[str, ...] = ()) -> str | None:
        """The next player clockwise after `after` still in the hand and not in `skip`."""
        start = self.seat(after)
        n = len(self.seats)
        for step in range(1, n + 1):
            pid = self.seats[(start + step) % n]
            if pid not in self.out and pid not in skip:
                return pid
        return None

    def with_cards(self, pid: str, cards: tuple[Card, ...] | None, count: int) -> Hand:
        """This hand with `pid` holding `cards` (None: unknown) and `count` cards."""
        i = self.seat(pid)
        hands = self.hands[:i] + (cards,) + self.hands[i + 1 :]
        counts = self.counts[:i] + (count,) + self.counts[i + 1 :]
        return replace(self, hands=hands, counts=counts)

    def evolve(self, **changes: Any) -> Hand:
        return replace(self, **changes)
