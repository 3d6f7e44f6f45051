"""What a card is worth: left in a hand (RAMI-SCORE-1), laid in an opening (RAMI-OPEN-1)."""

from __future__ import annotations

from ..cards import Card


def card_value(card: Card, joker_points: int = 20) -> int:
    """RAMI-SCORE-1: A 11, K Q J 10, others face value, joker 20 (option joker_points)."""
    if card.is_joker:
        return joker_points
    if card.rank == "A":
        return 11
    return min(card.value, 10)


def opening_value(card: Card) -> int:
    """RAMI-OPEN-1/-MELD-2: a laid card's value; a joker counts as the card it stands for."""
    return card_value(card.acting, 0)
