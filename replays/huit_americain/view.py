"""The derived state of a hand as JSON (GET /games/{id}/state under "hand")."""

from __future__ import annotations

from typing import Any

from ..cards import fmt
from .calls import finish_counter
from .state import CHALLENGEABLE, Hand
from .turn import actor

CALL_STATES = {"": None, "pre": "announced", "ok": "announced", "due": "due", "late": "due"}


def view(h: Hand, as_player: str | None = None) -> dict[str, Any]:
    over = bool(h.over)
    return {
        "hand": h.number,
        "tracking": "open" if h.open else "table",
        "dealer": h.seats[h.dealer],
        "hand_size": h.hand_size,
        "turn": None if over else h.seats[actor(h)],
        "direction": "clockwise" if h.direction == 1 else "counterclockwise",
        "top": None if h.top is None else str(h.top),
        "suit": h.suit,
        "pending": _pending(h),
        "counts": {pid: h.counts[s] for s, pid in enumerate(h.seats)},
        "cards": _cards(h, as_player),
        "players": [_player(h, s) for s in range(len(h.seats))],
        "stock": h.stock_count,
        "discard": len(h.discard),
        "discard_pile": [None if c is None else str(c) for c in h.discard],
        "discard_note": _discard_note(h),
        "out": [h.seats[s] for s in h.out],
        "over": over,
        "ended": h.over or None,
        "revealed": {h.seats[s]: fmt(cs) for s, cs in h.reveals},
        "awaiting_reveal": _awaiting(h),
        "breaches": list(h.breaches),
        "may_complete": h.seats[h.complete_by] if h.complete_by >= 0 else None,
        "call_due": _call_due(h),
        "must_play": str(h.must_play) if h.must_play is not None else None,
        "drawn_this_turn": h.turn_draws,
    }


def _discard_note(h: Hand) -> str | None:
    """H8-SETUP-3: an upcard that the log left out is a null in discard_pile (and `top`)."""
    if not h.unknown_in_discard:
        return None
    return "the upcard was not logged: it is null in discard_pile"


def _pending(h: Hand) -> dict[str, Any] | None:
    p = h.pending
    if p is None:
        return None
    body: dict[str, Any] = {
        "kind": p.kind,
        "amount": p.amount,
        "player": h.seats[p.seat],
        "by": h.seats[p.by],
        "rule": p.rule,
    }
    if p.kind == "attack":
        body["answers"] = list(p.answers)
        body["stoppers"] = list(p.stoppers)
    if p.kind == "complete":
        body["rank"] = p.rank
    return body


def _cards(h: Hand, as_player: str | None) -> dict[str, list[str]] | None:
    """Open tracking: every hand, or only the viewer's own when `as_player` is given."""
    if not h.open:
        return None
    return {
        pid: fmt(h.hands[s])
        for s, pid in enumerate(h.seats)
        if as_player is None or pid == as_player
    }


def _player(h: Hand, seat: int) -> dict[str, Any]:
    return {
        "id": h.seats[seat],
        "name": h.names[seat],
        "count": h.counts[seat],
        "out": seat in h.out,
        "carte": CALL_STATES[h.calls[seat]],
        "challengeable": h.calls[seat] in CHALLENGEABLE,
    }


def _awaiting(h: Hand) -> list[str]:
    if not h.over or h.open:
        return []
    shown = h.revealed
    return [h.seats[s] for s, n in enumerate(h.counts) if n > 0 and s not in shown]


def _call_due(h: Hand) -> dict[str, Any] | None:
    cc = h.card_call
    if cc is None and h.missed is not None and h.table.finish:  # a last card without "maou"
        call, counter = h.table.finish["call"], finish_counter(h)
        return {"player": h.seats[h.missed.seat], "call": call, "counter": counter, "done": False}
    if cc is None:
        return None
    return {"player": h.seats[cc.seat], "call": cc.call, "counter": cc.counter, "done": cc.done}
