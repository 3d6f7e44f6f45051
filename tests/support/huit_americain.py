"""Huit américain test support: stacked deck orders, a match driven through the pure fold,
a random player that picks from `legal_moves`, and the card-conservation check.

The tests at the bottom check the support itself against the engine's deal.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from replays.cards import deck, fmt
from replays.huit_americain import ENGINE
from replays.model import Match
from tests.support.decks import stack
from tests.support.fold_game import FoldGame

PLAYERS = ("anna", "ben", "chloe")
# How often the random player picks each kind of move: mostly cards, few voluntary draws.
WEIGHTS = {
    "card_played": 40,
    "cards_given": 10,
    "cards_drawn": 2,
    "passed": 1,
    "announced": 4,
    "challenged": 3,
    "stock_reshuffled": 0.2,
}


def stacked(
    hands: Sequence[str | Sequence[str]],
    upcard: str,
    stock: str | Sequence[str] = (),
    *,
    size: int = 52,
    copies: int = 1,
) -> list[str]:
    """The deck order dealing `hands`, turning `upcard`, drawing `stock` first."""
    return stack(hands, upcard, stock, fmt(deck(size, copies)))


class Game(FoldGame):
    """A Huit américain match played through the pure fold, keeping the events it stored."""

    engine = ENGINE

    default_players = PLAYERS


def choose(moves: list[dict], rng: random.Random) -> dict:
    """A move from `moves`: first a kind (weighted), then one of that kind."""
    kinds = sorted({m["type"] for m in moves})
    kind = rng.choices(kinds, [WEIGHTS[k] for k in kinds])[0]
    return rng.choice([m for m in moves if m["type"] == kind])


def conserved(match: Match) -> None:
    """Open tracking: hands + stock + discard pile are the deck, and counts agree."""
    h = match.hand
    if h is None or not getattr(h, "open", False):
        return
    cards = [c for held in h.hands for c in held] + list(h.stock) + list(h.discard)
    assert Counter(cards) == Counter(h.table.full_deck()), "a card was lost or made up"
    assert h.stock_count == len(h.stock)
    assert [len(held) for held in h.hands] == list(h.counts)
