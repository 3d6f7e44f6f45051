"""The state of a Tarot hand played trick by trick: frozen values, replaced (never mutated)
by every event: the auction, the call, the chien and the écart, the announcements, the
tricks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..cards import Card
from .pack import EXCUSE, strength

# The phases of a hand, in order: "bidding", "call" (5 players), "ecart" (prise, garde),
# "play", "over" (the last trick taken, or every player passed: a void hand).
CHIEN = {3: 6, 4: 6, 5: 3}  # TAROT-DEAL-1
DEALT = {3: 24, 4: 18, 5: 15}


@dataclass(frozen=True)
class Hand:
    """A Tarot hand. `held` are the players' cards where they are known (open tracking),
    else None, and `chien` the chien's cards (open tracking); `order` the seats from the
    player after the dealer, who speaks and leads first (TAROT-BID-1)."""

    number: int
    dealer: str
    order: tuple[str, ...]
    held: Mapping[str, tuple[Card, ...]] | None = None
    chien: tuple[Card, ...] = ()
    phase: str = "bidding"
    turn: str = ""
    bids: tuple[tuple[str, str | None], ...] = ()  # each player's word: a contract, or None
    taker: str | None = None
    contract: str | None = None
    called: Card | None = None  # TAROT-CALL-1
    ecart: tuple[Card, ...] = ()  # as logged (open tracking: always; table: when told)
    ecart_laid: bool = False
    poignees: tuple[tuple[str, str, tuple[Card, ...]], ...] = ()  # (player, size, shown)
    chelem: str | None = None  # who announced a chelem (TAROT-CHELEM-1)
    plays: tuple[tuple[str, Card], ...] = ()  # every card played, by whom, in order
    winners: tuple[str, ...] = ()  # who took each trick done
    voids: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # suits shown void

    def evolve(self, **changes: Any) -> Hand:
        return replace(self, **changes)

    def next_after(self, player: str) -> str:
        return self.order[(self.order.index(player) + 1) % len(self.order)]

    @property
    def size(self) -> int:
        return len(self.order)

    @property
    def trick(self) -> tuple[tuple[str, Card], ...]:
        """The trick being played: the cards after those of the tricks done."""
        return self.plays[len(self.winners) * self.size :]

    def tricks(self) -> list[tuple[str, tuple[tuple[str, Card], ...]]]:
        """Each trick done: who took it, and its cards by whom."""
        n = self.size
        return [(w, self.plays[i * n : (i + 1) * n]) for i, w in enumerate(self.winners)]

    @property
    def played(self) -> frozenset[Card]:
        return frozenset(c for _, c in self.plays)

    @property
    def led(self) -> str | None:
        """The suit led (TAROT-PLAY-1): the first card's that is not the Excuse."""
        return next((c.suit for _, c in self.trick if c != EXCUSE), None)

    def master(self) -> tuple[str, Card] | None:
        """Who holds the trick so far, with which card (the Excuse never does)."""
        led = self.led
        cards = [pc for pc in self.trick if pc[1] != EXCUSE]
        return max(cards, key=lambda pc: strength(pc[1], led)) if cards else None

    def cards_of(self, player: str) -> tuple[Card, ...] | None:
        return None if self.held is None else self.held.get(player, ())

    def started(self, player: str) -> bool:
        """Whether `player` has played a card this hand."""
        return any(p == player for p, _ in self.plays)

    @property
    def tricks_in_hand(self) -> int:
        return DEALT[self.size]
