"""Huit américain test support: stacked deck orders, a match driven through the pure fold,
a random player that picks from `legal_moves`, and the card-conservation check.

The tests at the bottom check the support itself against the engine's deal.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from replays.cards import Card, deck, fmt, parse_cards
from replays.huit_americain import ENGINE
from replays.model import Match
from tests.decks import stack
from tests.fold_game import FoldGame

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


def test_stacked_deals_the_hands_from_the_left_of_the_dealer():
    order = stacked(["AH 2H 3H", "KS QS JS"], "5D", "9C 8C")
    assert order[:8] == ["AH", "KS", "2H", "QS", "3H", "JS", "5D", "9C"]
    assert sorted(order) == sorted(fmt(deck(52, 1)))


def test_the_engine_deals_a_stacked_deck_as_written():
    game = Game()
    hands = ["AH 2H 3H 4H 5H 6H 9H", "AS 2S 3S 4S 5S 6S 9S", "AD 2D 3D 4D 5D 6D 9D"]
    game.play("hand_started", hand=1, dealer="chloe", deck=stacked(hands, "KC", "QC"))
    hand = game.hand
    assert hand.hands[0] == parse_cards(hands[0].split())  # anna, left of chloe
    assert hand.hands[2] == parse_cards(hands[2].split())
    assert hand.discard == (Card("K", "C"),) and hand.stock[0] == Card("Q", "C")
    assert game.view()["turn"] == "anna"
