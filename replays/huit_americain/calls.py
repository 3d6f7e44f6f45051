"""Announcements, challenges, penalties and gifts (H8-ANN-*, H8-PEN-1, H8-POW-5/-GIVE,
H8-POW-COMPLETE): events anyone may log out of turn, except a gift."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..cards import parse_cards
from ..errors import RuleViolation, require
from . import play as rules
from .lay import apply_play
from .state import CHALLENGEABLE, Hand, Pending
from .stock import move_cards, settle, take
from .turn import actor, not_over, pending_words

PENALTY = 2  # H8-PEN-1, H8-ANN-2 false_challenge_penalty, H8-POW-COMPLETE


# -- announced ----------------------------------------------------------------------------


def _folded(word: str) -> str:
    """A call as people write it, folded: no case, accents, outer spaces; "contre carte",
    "contre_carte" and "contre-carte" alike."""
    plain = unicodedata.normalize("NFKD", word.strip().casefold())
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return "-".join(plain.replace("_", " ").replace("-", " ").split())


def preset_calls(h: Hand) -> list[str]:
    """Every call and counter-call of this table, in their canonical form."""
    words = [h.table.one_card["call"], h.table.one_card["counter"], "complete"]
    if h.table.finish:
        words += [h.table.finish["call"], finish_counter(h)]
    for p in (p for ps in h.table.powers.values() for p in ps if p.kind == "call"):
        words += [p.call, p.counter]
    return words


def canonical_call(h: Hand, call: str) -> str:
    """The preset's own word for `call` (`Carte`, `Contre Carte` are "carte",
    "contre-carte"; H8-ANN-1..4); a word that is no call of the preset is kept as said."""
    if not isinstance(call, str):
        return call
    folded = _folded(call)
    return next((w for w in preset_calls(h) if _folded(w) == folded), call)


def call_kind(h: Hand, call: str) -> str:
    """Which call `call` is here: one_card, finish, card, complete, or ""."""
    if call == h.table.one_card["call"]:
        return "one_card"
    if h.table.finish and call == h.table.finish["call"]:
        return "finish"
    if any(p.kind == "call" and p.call == call for ps in h.table.powers.values() for p in ps):
        return "card"
    if call == "complete" and h.table.option("complete"):
        return "complete"
    return ""


def check_announce(h: Hand, data: Mapping[str, Any]) -> None:
    not_over(h)
    seat, call = h.seat(data["player"]), canonical_call(h, data["call"])
    kind = call_kind(h, call)
    if kind == "one_card":
        _check_one_card(h, seat)
    elif kind == "finish":
        _check_finish_call(h, seat, call)
    elif kind == "card":
        cc = h.card_call
        require(
            cc is not None and cc.seat == seat and cc.call == call and not cc.done,
            "H8-ANN-3",
            "h8.card_call_by_layer",
            call=call,
        )
    elif kind == "complete":
        require(
            h.complete_by == seat,
            "H8-POW-COMPLETE",
            "h8.complete_by_third",
        )
    elif call == "complete":
        raise RuleViolation("H8-POW-COMPLETE", "h8.no_complete")
    else:
        raise RuleViolation("H8-ANN-3", "h8.not_a_call", call=call)


def _check_finish_call(h: Hand, seat: int, call: str) -> None:
    """H8-ANN-3 ("maou"): called with one card left, before laying it, or right after it
    (the next event), which restores the finish that the missing call cancelled."""
    if missed_by(h, seat):
        return
    require(
        h.count(seat) == 1 and not h.finish_called[seat],
        "H8-ANN-3",
        "h8.finish_call_when",
        call=call,
        who=h.name(seat),
        n=h.count(seat),
    )


def missed_by(h: Hand, seat: int) -> bool:
    """`seat` just laid their last card without the finish call (H8-ANN-3)."""
    return h.missed is not None and h.missed.seat == seat


def finish_counter(h: Hand) -> str:
    """The counter-call of the finish call: "contre-maou" (H8-ANN-3)."""
    finish = h.table.finish
    return (finish.get("counter") or f"contre-{finish['call']}") if finish else ""


def _check_one_card(h: Hand, seat: int) -> None:
    """H8-ANN-1: "Carte" with one card left, or just before laying the second-to-last."""
    who, count, state = h.name(seat), h.count(seat), h.calls[seat]
    if count == 1:
        require(state not in ("ok", "pre"), "H8-ANN-1", "h8.already_announced", who=who)
        require(
            state != "late",
            "H8-ANN-1",
            "h8.announce_too_late",
            who=who,
        )
        return
    require(state != "pre", "H8-ANN-1", "h8.already_announced", who=who)
    before_play = count == 2 and actor(h) == seat
    require(
        before_play,
        "H8-ANN-1",
        "h8.announce_when",
        who=who,
        n=count,
        call=h.table.one_card["call"],
    )


def apply_announce(h: Hand, data: Mapping[str, Any]) -> Hand:
    seat, call = h.seat(data["player"]), canonical_call(h, data["call"])
    kind = call_kind(h, call)
    if kind == "one_card":
        state = "ok" if h.count(seat) == 1 else "pre"
        return h.evolve(calls=h.calls[:seat] + (state,) + h.calls[seat + 1 :])
    if kind == "finish" and h.missed is not None and h.missed.seat == seat:
        m = h.missed  # called right after the last card: it is laid again, finishing
        called = m.before.finish_called[:seat] + (True,) + m.before.finish_called[seat + 1 :]
        return apply_play(m.before.evolve(finish_called=called), m.data, m.seq)
    if kind == "finish":
        called = h.finish_called[:seat] + (True,) + h.finish_called[seat + 1 :]
        return h.evolve(finish_called=called)
    if kind == "card" and h.card_call is not None:
        return h.evolve(card_call=replace(h.card_call, done=True))
    if kind == "complete":
        rank = h.run[0]
        pending = Pending("complete", h.turn, PENALTY, "H8-POW-COMPLETE", seat, rank=rank)
        return h.evolve(pending=pending, complete_by=-1)
    return h


# -- challenged ---------------------------------------------------------------------------


def challenge(h: Hand, data: Mapping[str, Any]) -> tuple[str, bool, int]:
    """(rule, valid?, penalty) of a challenge: "contre-carte" (H8-ANN-2), a card call's
    counter-call (H8-ANN-4), or "contre-maou" right after a last card laid without "maou"
    (H8-ANN-3: its penalty was drawn with the card; the challenge closes the late call).
    The rule is "" for a counter-call this preset does not have."""
    target, call = h.seat(data["target"]), canonical_call(h, data["call"])
    if call == h.table.one_card["counter"]:
        valid = h.calls[target] in CHALLENGEABLE and h.count(target) == 1
        return "H8-ANN-2", valid, int(h.table.one_card["penalty"])
    if call == finish_counter(h):
        return "H8-ANN-3", missed_by(h, target), 0
    cc = h.card_call
    if cc is not None and call == cc.counter:
        return "H8-ANN-4", cc.seat == target and not cc.done, cc.penalty
    counters = {p.counter for ps in h.table.powers.values() for p in ps if p.kind == "call"}
    if call in counters:
        return "H8-ANN-4", False, PENALTY
    return "", False, 0


def check_challenge(h: Hand, data: Mapping[str, Any]) -> None:
    not_over(h)
    by, target = h.seat(data["by"]), h.seat(data["target"])
    require(by != target, "H8-ANN-2", "h8.challenge_self")
    rule, valid, _ = challenge(h, data)
    require(rule, "H8-ANN-3", "h8.not_a_counter_call", call=data["call"])
    if valid:
        return
    if h.table.option("false_challenge_penalty"):
        require(
            by in h.active,
            "H8-ANN-2",
            "h8.challenger_out",
            who=h.name(by),
        )
        return
    who = h.name(target)
    lapsed = h.lapsed_call
    if rule == "H8-ANN-4" and lapsed is not None and lapsed.seat == target:
        call = lapsed.call
        raise RuleViolation(rule, "h8.call_window_closed", who=who, call=call)
    if rule in ("H8-ANN-3", "H8-ANN-4"):
        raise RuleViolation(rule, "h8.owes_no_call", who=who, call=data["call"][len("contre-") :])
    if h.count(target) != 1:
        raise RuleViolation(rule, "h8.not_one_card", who=who, n=h.count(target))
    raise RuleViolation(rule, "h8.did_announce", who=who)


def apply_challenge(h: Hand, data: Mapping[str, Any]) -> Hand:
    by, target = h.seat(data["by"]), h.seat(data["target"])
    rule, valid, penalty = challenge(h, data)
    if not valid:
        h, _ = take(h, by, PENALTY)  # false_challenge_penalty
        return h
    if rule == "H8-ANN-4" and h.card_call is not None:
        h = h.evolve(card_call=replace(h.card_call, done=True))
    if penalty:  # "contre-maou" has none left: the missed finish already drew it
        h, _ = take(h, target, penalty)
    return h


# -- infraction -----------------------------------------------------------------------------


def check_infraction(h: Hand, data: Mapping[str, Any]) -> None:
    not_over(h)
    require(
        h.table.option("error_penalty"),
        "H8-PEN-1",
        "h8.no_error_penalty",
    )
    seat = h.seat(data["player"])
    require(seat in h.active, "H8-PEN-1", "h8.out_of_hand", who=h.name(seat))


def apply_infraction(h: Hand, data: Mapping[str, Any]) -> Hand:
    h, _ = take(h, h.seat(data["player"]), PENALTY)
    return h


# -- cards_given ----------------------------------------------------------------------------


def check_give(h: Hand, data: Mapping[str, Any]) -> None:
    not_over(h)
    giver, to = h.seat(data["from"]), h.seat(data["to"])
    p = h.pending
    require(
        p is not None and p.kind == "give",
        _give_rule(h),
        "h8.nothing_to_give",
    )
    assert p is not None
    require(giver == p.seat, p.rule, pending_words(h))
    require(
        to != giver and to in h.active,
        p.rule,
        "h8.give_to_another",
        who=h.name(giver),
    )
    _check_given_cards(h, data, giver, p.amount, p.rule)


def _give_rule(h: Hand) -> str:
    """The rule of this table's giving power (H8-POW-GIVE in variante-1), else H8-POW-5."""
    gives = [p.rule for ps in h.table.powers.values() for p in ps if p.kind == "give"]
    return gives[0] if gives else "H8-POW-5"


def _check_given_cards(h: Hand, data: Mapping[str, Any], giver: int, n: int, rule: str) -> None:
    if "cards" in data:
        cards = parse_cards(data["cards"])
        require(len(cards) == n, rule, "h8.give_count", who=h.name(giver), n=n, count=len(cards))
        if h.open:
            missing = rules.holds(h, giver, cards)
            lack = missing[0] if missing else ""
            require(not missing, rule, "h8.does_not_hold", who=h.name(giver), card=lack)
        return
    require(not h.open, rule, "h8.say_given_cards")
    require(data["count"] == n, rule, "h8.give_count", who=h.name(giver), n=n, count=data["count"])


def apply_give(h: Hand, data: Mapping[str, Any]) -> Hand:
    giver, to = h.seat(data["from"]), h.seat(data["to"])
    cards = parse_cards(data["cards"]) if "cards" in data else ()
    count = len(cards) if "cards" in data else data["count"]
    h = move_cards(h, giver, to, cards, count)
    claims = tuple(
        replace(c, seen=c.seen + cards, broken=c.broken or not cards) if c.seat == giver else c
        for c in h.claims
    )
    return settle(h.evolve(claims=claims, pending=None, complete_by=-1))
