"""The state of a Belote hand played trick by trick: frozen values, replaced (never mutated)
by every event; and the cards' order and points (BELOTE-DECK-2, -3)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..cards import Card

TRUMP_ORDER = ("7", "8", "Q", "K", "10", "A", "9", "J")  # BELOTE-DECK-2, low to high
PLAIN_ORDER = ("7", "8", "9", "J", "Q", "K", "10", "A")  # BELOTE-DECK-3, low to high
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
DIX_DE_DER = 10  # BELOTE-PLAY-4
TRICKS = 8


def points(card: Card, trump: str | None) -> int:
    """A card's points (BELOTE-DECK-2, -3)."""
    table = TRUMP_POINTS if card.suit == trump else PLAIN_POINTS
    return table.get(card.rank, 0)


def strength(card: Card, trump: str | None, led: str) -> int:
    """How strong a card is in a trick led in `led`: a trump above any other card, a card
    of the suit led above the discards (BELOTE-PLAY-3)."""
    if card.suit == trump:
        return 100 + TRUMP_ORDER.index(card.rank)
    if card.suit == led:
        return 10 + PLAIN_ORDER.index(card.rank)
    return 0


@dataclass(frozen=True)
class Hand:
    """A Belote hand: the auction, then the tricks.

    `held` are the players' cards where they are known (open tracking), else None; `stock`
    the cards the dealer still holds to deal after the taking (classique, open tracking);
    `order` the seats from the player after the dealer (BELOTE-TEAM-2).
    """

    number: int
    dealer: str
    order: tuple[str, ...]
    held: Mapping[str, tuple[Card, ...]] | None = None
    stock: tuple[Card, ...] = ()
    upcard: Card | None = None
    phase: str = "bidding"  # then "play", then "over"
    turn: str = ""
    rounds: int = 1  # classique: the round of bidding (BELOTE-BID-1, -2)
    passes: int = 0  # consecutive passes
    taker: str | None = None  # the player who took or made the last bid
    trump: str | None = None
    contract: str | None = None  # contrée: the last bid's value
    doubled: str | None = None  # contrée: "contre", then "surcontre"
    plays: tuple[tuple[str, Card], ...] = ()  # every card played, by whom, in order
    winners: tuple[str, ...] = ()  # who took each trick done
    calls: tuple[tuple[str, str], ...] = ()  # belote_said: (player, call)
    announced: tuple[tuple[str, str], ...] = ()  # BELOTE-ANN-2: (player, call), first trick
    shown: tuple[tuple[str, tuple[Card, ...]], ...] = ()  # BELOTE-ANN-2: second trick
    voids: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # suits shown void, sorted

    def evolve(self, **changes: Any) -> Hand:
        return replace(self, **changes)

    def next_after(self, player: str) -> str:
        return self.order[(self.order.index(player) + 1) % len(self.order)]

    @property
    def trick(self) -> tuple[tuple[str, Card], ...]:
        """The trick being played: the cards after those of the tricks done."""
        return self.plays[len(self.winners) * len(self.order) :]

    def tricks(self) -> list[tuple[str, tuple[tuple[str, Card], ...]]]:
        """Each trick done: who took it, and its cards by whom."""
        n = len(self.order)
        return [(w, self.plays[i * n : (i + 1) * n]) for i, w in enumerate(self.winners)]

    @property
    def last(self) -> tuple[str, Card] | None:
        return self.plays[-1] if self.plays else None

    @property
    def played(self) -> frozenset[Card]:
        return frozenset(c for _, c in self.plays)

    @property
    def led(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None

    def master(self) -> tuple[str, Card] | None:
        """Who holds the trick so far, with which card (BELOTE-PLAY-3)."""
        if not self.trick:
            return None
        led = self.trick[0][1].suit
        return max(self.trick, key=lambda pc: strength(pc[1], self.trump, led))

    def cards_of(self, player: str) -> tuple[Card, ...] | None:
        return None if self.held is None else self.held.get(player, ())
