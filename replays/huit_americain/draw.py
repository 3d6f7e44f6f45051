"""Drawing, passing and reshuffling (H8-PLAY-2, H8-PLAY-5, H8-END-4, the draws of
H8-POW-A/-FORCE/-COMPLETE): `check_*` raise RuleViolation, `apply_*` never check."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, parse_cards, same_cards
from ..errors import RuleViolation, require
from . import play as rules
from .play import can_play
from .state import Hand
from .stock import after_turn, reshuffled, settle, take
from .turn import not_over, pending_words, require_turn

# -- cards_drawn -----------------------------------------------------------------------------


def check_draw(h: Hand, data: Mapping[str, Any]) -> None:
    not_over(h)
    seat, count = h.seat(data["player"]), data["count"]
    p = h.pending
    if p is not None and p.kind == "give":
        raise RuleViolation(p.rule, pending_words(h))
    require_turn(h, seat)
    if h.open:
        _check_known_draw(h, data, count)
    if p is not None:
        _check_forced(h, seat, count)
    else:
        _check_free(h, seat, count, data)


def _check_known_draw(h: Hand, data: Mapping[str, Any], count: int) -> None:
    require(
        count <= h.stock_count or h.stock_count == h.drawable,
        "H8-PLAY-5",
        f"the stock has {h.stock_count} card(s): reshuffle the discard pile first"
        " (stock_reshuffled)",
    )
    if "cards" in data:
        expected = h.stock[:count]
        require(
            same_cards(parse_cards(data["cards"]), expected)
            and len(data["cards"]) == len(expected),
            "H8-PLAY-2",
            f"the next cards of the stock are {' '.join(map(str, expected)) or 'none'}",
        )


def _check_forced(h: Hand, seat: int, count: int) -> None:
    p = h.pending
    assert p is not None
    due = min(p.amount, h.drawable)
    require(count == due, p.rule, f"{pending_words(h)} ({due} card(s) to draw, not {count})")
    if p.kind == "complete" and h.open and not h.table.option("may_draw_when_able"):
        fourth = [c for c in h.hands[seat] if c.rank == p.rank]
        require(
            not fourth,
            "H8-POW-COMPLETE",
            f"{h.name(seat)} holds {fourth[0] if fourth else ''}: lay the fourth {p.rank}",
        )


def _check_free(h: Hand, seat: int, count: int, data: Mapping[str, Any]) -> None:
    who = h.name(seat)
    require(
        h.must_play is None,
        "H8-PLAY-2",
        f"{who} must play {h.must_play}, the card just drawn",
    )
    require(h.drawable > 0, "H8-PLAY-5", "nothing is left to draw: pass (passed)")
    require(
        1 <= count <= h.drawable,
        "H8-PLAY-5" if count > h.drawable else "H8-PLAY-2",
        f"{who} draws 1 to {h.drawable} card(s) here, not {count}",
    )
    limit = h.table.draw_limit
    require(
        limit is None or h.turn_draws + count <= limit,
        "H8-PLAY-2",
        f"{who} may draw {limit} card(s) in a turn and has drawn {h.turn_draws}",
    )
    if not h.open:
        return
    if not h.table.option("may_draw_when_able"):
        able = can_play(h, seat)
        require(not able, "H8-PLAY-2", f"{who} can play {able[0] if able else ''}: no drawing")
    if h.table.option("continuous_draw"):
        drawn = h.stock[:count]
        early = [c for c in drawn[:-1] if rules.may_lay(h, c)]
        first = early[0] if early else ""
        require(not early, "H8-PLAY-2", f"continuous draw stops at the first playable card {first}")


def apply_draw(h: Hand, data: Mapping[str, Any]) -> Hand:
    seat, count = h.seat(data["player"]), data["count"]
    pending = h.pending
    h, cards = take(h, seat, count)
    h = h.evolve(passes=0, complete_by=-1)
    if pending is not None:
        h = settle(h.evolve(pending=None))
        return h if h.over else after_turn(h, seat)
    h = h.evolve(turn_draws=h.turn_draws + count)
    if not h.table.play_after_draw:
        return after_turn(h, seat)
    if h.table.option("continuous_draw") and h.open:
        if cards and rules.may_lay(h, cards[-1]) and not _kept_eight(h, seat, cards[-1]):
            return h.evolve(must_play=cards[-1])
        return after_turn(h, seat) if h.drawable == 0 else h
    return h


def _kept_eight(h: Hand, seat: int, card: Card) -> bool:
    """H8-END-1 no_finish_on_eight: an 8 drawn as the last card held is kept, not played."""
    return h.count(seat) == 1 and card.rank == "8" and bool(h.table.option("no_finish_on_eight"))


# -- passed, stock_reshuffled ------------------------------------------------------------------


def check_pass(h: Hand, data: Mapping[str, Any]) -> None:
    """H8-PLAY-2/-5: a pass once nothing is left to draw (holding no playable card, unless
    the table lets a player draw up to n and play after: then also while able), or after
    the turn's n draws."""
    not_over(h)
    seat = h.seat(data["player"])
    if h.pending is not None:
        raise RuleViolation(h.pending.rule, pending_words(h))
    require_turn(h, seat)
    who = h.name(seat)
    require(h.must_play is None, "H8-PLAY-2", f"{who} must play {h.must_play}, the card just drawn")
    limit = h.table.draw_limit
    draws_up_to = h.table.play_after_draw and limit is not None  # crazy-eights' draw rule
    if draws_up_to and h.turn_draws >= limit:
        return  # the turn's draws are done, even if the last one emptied the stock
    if h.drawable > 0:
        raise RuleViolation("H8-PLAY-2", f"{who} cannot pass: play a card or draw")
    if h.open and not draws_up_to:
        able = can_play(h, seat)
        require(not able, "H8-PLAY-2", f"{who} can play {able[0] if able else ''}: no passing")


def apply_pass(h: Hand, data: Mapping[str, Any]) -> Hand:
    seat = h.seat(data["player"])
    h = settle(after_turn(h.evolve(passes=h.passes + 1, complete_by=-1), seat))
    if not h.over and h.drawable == 0 and h.passes >= len(h.active):
        h = h.evolve(over="blocked")  # H8-END-4
    return h


def max_due(h: Hand) -> int:
    """The largest draw that may be due now (a pending draw, a turn's draws, a penalty)."""
    due = 2
    if h.pending is not None and h.pending.kind != "give":
        due = max(due, h.pending.amount)
    if h.table.draw_limit is not None:
        due = max(due, h.table.draw_limit - h.turn_draws)
    return due


def check_reshuffle(h: Hand, data: Mapping[str, Any]) -> None:
    not_over(h)
    require(len(h.discard) > 1, "H8-PLAY-5", "the discard pile has only its top card")
    require(
        h.stock_count < max_due(h),
        "H8-PLAY-5",
        f"the stock still has {h.stock_count} card(s): reshuffle when it runs out",
    )
    if h.open:
        order = parse_cards(data.get("order") or [])
        require(
            same_cards(order, h.discard[:-1]) and len(order) == len(h.discard) - 1,
            "H8-PLAY-5",
            "the reshuffled cards are the discard pile less its top card",
        )


def apply_reshuffle(h: Hand, data: Mapping[str, Any]) -> Hand:
    order = tuple(c.plain for c in parse_cards(data.get("order") or [])) if h.open else ()
    return reshuffled(h, order)
