"""The derived state of a Tarot hand as JSON: the auction, the call, the chien once shown,
the announcements, the trick, the tricks taken, each camp's points so far, and the hands a
viewer may see (the écart: the taker's; its trumps: everyone's)."""

from __future__ import annotations

from typing import Any

from ..model import Match
from . import chien
from .bidding import SHOWN
from .pack import halves
from .state import DEALT, Hand
from .tricks import known_attack


def view(match: Match, hand: Hand, as_player: str | None = None) -> dict[str, Any]:
    """Everything the table derives; `as_player` sees only their own cards."""
    shown = hand.taker is not None and hand.contract in SHOWN and hand.phase != "bidding"
    return {
        "hand": hand.number,
        "dealer": hand.dealer,
        "phase": hand.phase,
        "turn": hand.turn or None,
        "bids": [{"player": p, "contract": c} for p, c in hand.bids],
        "taker": hand.taker,
        "contract": hand.contract,
        "called": str(hand.called) if hand.called else None,
        "chien": [str(c) for c in hand.chien] if shown and hand.phase != "call" else [],
        "ecart": _ecart(hand, as_player),
        "ecart_trumps": [str(c) for c in chien.ecart_trumps(hand)],
        "poignees": [
            {"player": p, "size": s, "shown": [str(c) for c in cards]}
            for p, s, cards in hand.poignees
        ],
        "chelem": hand.chelem,
        "trick": [{"player": p, "card": str(c)} for p, c in hand.trick],
        "tricks": [
            {"winner": w, "cards": [{"player": p, "card": str(c)} for p, c in plays]}
            for w, plays in hand.tricks()
        ],
        "attack": list(known_attack(hand)) if hand.taker else [],
        "attack_points": _taken(hand),
        "cards": _cards(hand, as_player),
        "counts": {p: _count(hand, p) for p in hand.order},
    }


def _ecart(hand: Hand, as_player: str | None) -> list[str]:
    if as_player is not None and as_player != hand.taker:
        return []
    return [str(c) for c in hand.ecart]


def _taken(hand: Hand) -> float:
    """TAROT-COUNT-1: the card points in the tricks the taker's camp took so far."""
    side = known_attack(hand)
    won = sum(halves(c) for w, plays in hand.tricks() if w in side for _, c in plays)
    return won / 2


def _cards(hand: Hand, as_player: str | None) -> dict[str, list[str]]:
    if hand.held is None:
        return {}
    shown = hand.order if as_player is None else [p for p in hand.order if p == as_player]
    return {p: [str(c) for c in hand.held[p]] for p in shown}


def _count(hand: Hand, player: str) -> int:
    """The cards a player holds: those dealt (and the chien, until the écart) less those
    played."""
    if hand.held is not None:
        return len(hand.held[player])
    return DEALT[hand.size] - sum(1 for p, _ in hand.plays if p == player)
