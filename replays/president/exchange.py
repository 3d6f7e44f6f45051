"""The exchange before play (PRES-XCHG-1): the Trou's best cards up, any cards back down."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from ..cards import Card, missing_from, parse_cards, remove
from ..errors import Message, require, say
from ..model import Match
from .combos import best_strength, canonical
from .deal import unseen
from .state import Given, Hand, Step

_BEST = {1: "their best card", 2: "their two best cards"}
_CHOICE = {1: "one card of their choice", 2: "two cards of their choice"}


def step_said(match: Match, step: Step, done: bool = False) -> Message:
    """ "Dan (Trou) must give their two best cards to Anna (Président)": a duty, or what
    was `done` ("gives")."""
    who, other = match.name(step.giver), match.name(step.receiver)
    said = {"who": who, "title": step.giver_title, "n": step.count, "other": other}
    said["other_title"] = step.receiver_title
    if done:
        return say("pres.step.best", **said) if step.best else say("pres.step.choice", **said)
    return say("pres.owes.best", **said) if step.best else say("pres.owes.choice", **said)


def given_cards(data: Mapping[str, Any]) -> tuple[Card, ...] | None:
    return tuple(c.plain for c in parse_cards(data["cards"])) if "cards" in data else None


def check_exchange(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """PRES-XCHG-1: the owed exchange, in order, the right number, the Trou's best cards."""
    require(
        hand.owed,
        "PRES-XCHG-1",
        "pres.no_exchange",
    )
    step = hand.owed[0]
    require(
        (data["from"], data["to"]) == (step.giver, step.receiver),
        "PRES-XCHG-1",
        "pres.next_exchange",
        step=step_said(match, step),
    )
    cards = given_cards(data)
    count = len(cards) if cards is not None else data.get("count")
    require(
        count == step.count,
        "PRES-XCHG-1",
        "pres.exchange_count",
        step=step_said(match, step),
        n=step.count,
        count=count,
    )
    # Table tracking logs a count (the cards are unseen) or, if the table says them, the
    # cards; open tracking always names them so the Trou's best cards are checked.
    require(
        cards is not None or match.tracking != "open",
        "PRES-XCHG-1",
        "pres.exchange_named",
    )
    if cards is not None:
        _check_held(match, hand, step, cards)


def _check_held(match: Match, hand: Hand, step: Step, cards: tuple[Card, ...]) -> None:
    """The giver holds the cards (a hand unseen: could hold them, no card named elsewhere);
    from a known hand, a Trou's cards are their best."""
    known = hand.cards(step.giver)
    missing = missing_from(cards, known if known is not None else unseen(match, hand, step.giver))
    require(
        not missing,
        "PRES-XCHG-1",
        "pres.does_not_hold",
        who=match.name(step.giver),
        cards=missing,
    )
    if not step.best or known is None:
        return
    best = best_of(known, step.count)
    require(
        sorted(map(best_strength, cards)) == sorted(map(best_strength, best)),
        "PRES-XCHG-1",
        "pres.best_cards",
        step=step_said(match, step),
        cards=list(best),
        stated=list(cards),
    )


def best_of(cards: tuple[Card, ...], count: int) -> tuple[Card, ...]:
    """PRES-ORDER-1: the `count` best cards in the normal order, a joker above a 2."""
    return tuple(sorted(cards, key=best_strength, reverse=True)[:count])


def apply_exchange(hand: Hand, data: Mapping[str, Any]) -> Hand:
    """Move the cards (or, unseen, the count) from giver to receiver; the step is done."""
    step = hand.owed[0]
    cards = given_cards(data)
    count = len(cards) if cards is not None else int(data["count"])
    giver, receiver = hand.cards(step.giver), hand.cards(step.receiver)
    new_giver = remove(giver, cards) if giver is not None and cards is not None else None
    new_receiver = receiver + cards if receiver is not None and cards is not None else None
    hand = hand.with_cards(step.giver, new_giver, hand.count(step.giver) - count)
    hand = hand.with_cards(step.receiver, new_receiver, hand.count(step.receiver) + count)
    done = Given(step.giver, step.receiver, count, cards)
    return hand.evolve(owed=hand.owed[1:], given=hand.given + (done,))


def exchange_moves(match: Match, hand: Hand) -> list[dict]:
    """The exchanges that would pass now: every choice of cards, or the count when unseen."""
    step = hand.owed[0]
    base = {"from": step.giver, "to": step.receiver}
    known = hand.cards(step.giver)
    if known is None:
        return [{"type": "cards_exchanged", "data": {**base, "count": step.count}}]
    if step.best:
        top = sorted(map(best_strength, best_of(known, step.count)))
        pool = [c for c in known if best_strength(c) >= top[0]]
    else:
        pool = list(known)
    choices = {
        tuple(canonical(combo))
        for combo in combinations(pool, step.count)
        if not step.best or sorted(map(best_strength, combo)) == top
    }
    return [
        {"type": "cards_exchanged", "data": {**base, "cards": list(choice)}}
        for choice in sorted(choices)
    ]
