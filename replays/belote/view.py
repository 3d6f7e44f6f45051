"""The derived state of a Belote hand as JSON: the auction, the trick, the tricks taken,
each team's trick points so far, and the hands a viewer may see."""

from __future__ import annotations

from typing import Any

from ..model import Match
from .deal import classique
from .state import Hand, points


def view(match: Match, hand: Hand, as_player: str | None = None) -> dict[str, Any]:
    """Everything the table derives; `as_player` sees only his own cards."""
    return {
        "hand": hand.number,
        "dealer": hand.dealer,
        "phase": hand.phase,
        "turn": hand.turn or None,
        "round": hand.rounds,
        "upcard": str(hand.upcard) if hand.upcard is not None else None,
        "taker": hand.taker,
        "trump": hand.trump,
        "contract": hand.contract,
        "doubled": hand.doubled,
        "trick": [{"player": p, "card": str(c)} for p, c in hand.trick],
        "tricks": [
            {"winner": w, "cards": [{"player": p, "card": str(c)} for p, c in plays]}
            for w, plays in hand.tricks()
        ],
        "trick_points": _trick_points(match, hand),
        "calls": [{"player": p, "call": c} for p, c in hand.calls],
        "announced": [{"player": p, "call": c} for p, c in hand.announced],
        "shown": [{"player": p, "cards": [str(c) for c in cards]} for p, cards in hand.shown],
        "cards": _cards(hand, as_player),
        "counts": {p: _count(match, hand, p) for p in hand.order},
    }


def _trick_points(match: Match, hand: Hand) -> dict[str, int]:
    """BELOTE-COUNT-1: each team's card points in the tricks it took so far."""
    taken = dict.fromkeys(match.side_ids, 0)
    for winner, plays in hand.tricks():
        taken[match.team_of(winner)] += sum(points(c, hand.trump) for _, c in plays)
    return taken


def _cards(hand: Hand, as_player: str | None) -> dict[str, list[str]]:
    if hand.held is None:
        return {}
    shown = hand.order if as_player is None else [p for p in hand.order if p == as_player]
    return {p: [str(c) for c in hand.held[p]] for p in shown}


def _count(match: Match, hand: Hand, player: str) -> int:
    """The cards a player holds: 5 then 8 in classique, 8 in contrée, less those played."""
    if hand.held is not None:
        return len(hand.held[player])
    dealt = 5 if classique(match.rules) and hand.taker is None else 8
    return dealt - sum(1 for p, _ in hand.plays if p == player)
