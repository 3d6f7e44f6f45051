"""The derived state of a hand as JSON (GET /state "hand"): nothing here is ever logged."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import fmt
from ..model import HandResult, Match
from .end import awaiting
from .melds import kind_name, opening_points
from .state import OVER, TAKE, Meld, RamiHand


def phase_of(hand: RamiHand) -> str:
    """take, then meld (laying allowed: RAMI-TURN-2) or discard (first round only), or over."""
    if hand.phase == OVER:
        return "over"
    if hand.phase == TAKE:
        return "take"
    return "meld" if hand.may_meld(hand.turn) else "discard"


def view(match: Match, as_player: str | None, result: HandResult | None) -> dict[str, Any]:
    hand = match.hand
    if not isinstance(hand, RamiHand):
        return {}
    over = hand.phase == OVER
    return {
        "hand": hand.number,
        "dealer": hand.dealer,
        "tracking": "open" if hand.open else "table",
        "turn": None if over else hand.player,
        "phase": phase_of(hand),
        "turns": dict(zip(hand.seats, hand.turns, strict=True)),
        "taken_from_discard": str(hand.taken) if hand.taken else None,
        "melds": [meld_json(m) for m in hand.melds],
        "opened": [pid for s, pid in enumerate(hand.seats) if hand.opened[s]],
        "stock": len(hand.stock),
        "discard": discard_json(hand),
        "hands": {pid: _hand(hand, s, as_player) for s, pid in enumerate(hand.seats)},
        "over": over,
        "winner": hand.winner,
        "rami": hand.rami,
        "awaiting_reveal": awaiting(hand),
        "points": dict(result.points) if result else None,
    }


def discard_json(hand: RamiHand) -> dict[str, Any]:
    """The discard pile, bottom first; an upcard not logged (RAMI-SETUP-2) shows as null, and
    the entry says so."""
    cards = [None if c is None else str(c) for c in hand.pile]
    out: dict[str, Any] = {"top": cards[-1] if cards else None, "count": len(cards), "cards": cards}
    unknown = cards.count(None)
    if unknown:
        out["unknown"] = unknown
        out["note"] = "the upcard was not logged: it is in the pile, unknown to the record"
    return out


def meld_json(meld: Meld) -> dict[str, Any]:
    return {
        "id": meld.id,
        "owner": meld.owner,
        "kind": kind_name(meld.kind, len(meld.cards)),
        "cards": fmt(meld.cards),
        "points": opening_points([meld.cards]),
    }


def _hand(hand: RamiHand, seat: int, as_player: str | None) -> Mapping[str, Any]:
    slots = hand.hands[seat]
    out: dict[str, Any] = {"count": len(slots)}
    if hand.open:
        shown = as_player in (None, hand.seats[seat]) or hand.phase == OVER
        if shown:
            out["cards"] = fmt(c for c in slots if c is not None)
        return out
    out["known"] = fmt(c for c in slots if c is not None)
    out["revealed"] = hand.revealed[seat]
    return out
