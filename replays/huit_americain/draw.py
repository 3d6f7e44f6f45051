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
        "h8.reshuffle_first",
        n=h.stock_count,
    )
    if "cards" in data:
        expected = h.stock[:count]
        require(
            same_cards(parse_cards(data["cards"]), expected)
            and len(data["cards"]) == len(expected),
            "H8-PLAY-2",
            "h8.next_stock_cards",
            cards=expected,
        )


def _check_forced(h: Hand, seat: int, count: int) -> None:
    p = h.pending
    assert p is not None
    due = min(p.amount, h.drawable)
    require(count == due, p.rule, "h8.draw_due", pending=pending_words(h), due=due, count=count)
    if p.kind == "complete" and h.open and not h.table.option("may_draw_when_able"):
        fourth = [c for c in h.hands[seat] if c.rank == p.rank]
        require(
            not fourth,
            "H8-POW-COMPLETE",
            "h8.lay_the_fourth",
            who=h.name(seat),
            card=fourth[0] if fourth else None,
            rank=p.rank,
        )


def _check_free(h: Hand, seat: int, count: int, data: Mapping[str, Any]) -> None:
    who = h.name(seat)
    require(
        h.must_play is None,
        "H8-PLAY-2",
        "h8.must_play_drawn",
        who=who,
        card=h.must_play,
    )
    require(h.drawable > 0, "H8-PLAY-5", "h8.nothing_to_draw")
    require(
        1 <= count <= h.drawable,
        "H8-PLAY-5" if count > h.drawable else "H8-PLAY-2",
        "h8.draw_range",
        who=who,
        n=h.drawable,
        count=count,
    )
    limit = h.table.draw_limit
    if limit is not None and h.turn_draws + count > limit:
        if h.turn_draws:
            raise RuleViolation("H8-PLAY-2", "h8.draw_limit", who=who, n=limit, drawn=h.turn_draws)
        raise RuleViolation("H8-PLAY-2", "h8.draw_per_turn", who=who, n=limit, count=count)
    if not h.open:
        return
    if not h.table.option("may_draw_when_able"):
        able = can_play(h, seat)
        require(
            not able, "H8-PLAY-2", "h8.can_play_no_draw", who=who, card=able[0] if able else None
        )
    if h.table.option("continuous_draw"):
        drawn = h.stock[:count]
        early = [c for c in drawn[:-1] if rules.may_lay(h, c)]
        first = early[0] if early else None
        require(not early, "H8-PLAY-2", "h8.continuous_draw_stops", card=first)


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
        return after_turn(h.evolve(drew=seat), seat)
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
    require(h.must_play is None, "H8-PLAY-2", "h8.must_play_drawn", who=who, card=h.must_play)
    limit = h.table.draw_limit
    draws_up_to = h.table.play_after_draw and limit is not None  # crazy-eights' draw rule
    if draws_up_to and h.turn_draws >= limit:
        return  # the turn's draws are done, even if the last one emptied the stock
    if h.drawable > 0:
        raise RuleViolation("H8-PLAY-2", "h8.cannot_pass", who=who)
    if h.open and not draws_up_to:
        able = can_play(h, seat)
        require(
            not able, "H8-PLAY-2", "h8.can_play_no_pass", who=who, card=able[0] if able else None
        )


def apply_pass(h: Hand, data: Mapping[str, Any]) -> Hand:
    seat = h.seat(data["player"])
    h = settle(after_turn(h.evolve(passes=h.passes + 1, complete_by=-1), seat))
    if not h.over and h.drawable == 0 and h.passes >= len(h.active):
        h = h.evolve(over="blocked")  # H8-END-4
    return h


def max_due(h: Hand) -> int:
    """The largest draw that may be due now: a pending draw, what is left of a turn's
    draws, or a penalty's 2 (H8-PEN-1, H8-ANN-2), which may fall on any player at any moment
    and is one event with its draw: the reshuffle its draw needs comes just before it (the
    server logs it so in open tracking), so a stock of one card may be refilled any time.
    (DESIGN.md's "the draw now due" read so: a reshuffle refused there would leave the
    penalty short.)"""
    due = 2
    if h.pending is not None and h.pending.kind != "give":
        due = max(due, h.pending.amount)
    if h.table.draw_limit is not None:
        due = max(due, h.table.draw_limit - h.turn_draws)
    return due


def check_reshuffle(h: Hand, data: Mapping[str, Any]) -> None:
    not_over(h)
    require(len(h.discard) > 1, "H8-PLAY-5", "h8.pile_only_top")
    require(
        h.stock_count < max_due(h),
        "H8-PLAY-5",
        "h8.stock_not_empty",
        n=h.stock_count,
    )
    if h.open:
        order = parse_cards(data.get("order") or [])
        require(
            same_cards(order, h.discard[:-1]) and len(order) == len(h.discard) - 1,
            "H8-PLAY-5",
            "h8.reshuffled_cards",
        )


def apply_reshuffle(h: Hand, data: Mapping[str, Any]) -> Hand:
    order = tuple(c.plain for c in parse_cards(data.get("order") or [])) if h.open else ()
    return reshuffled(h, order)
