"""What an event did to the hand and which rules allowed it (GET /games/{id}/explain).

Each step is a rule id and a catalogue key with its parameters (`step_messages.py`), said in the
reader's language by the service.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, parse_cards
from ..errors import say
from . import play as rules
from .calls import call_kind, challenge
from .state import Hand
from .turn import actor, read_play

RUN_RULES = {"quad": "H8-POW-QUAD8", "combo": "H8-POW-AJ", "run": "H8-POW-RUN"}


def step(rule: str, key: str, **params: Any) -> dict[str, Any]:
    return {"rule": rule, "text": say(key, **params)}


def explain(before: Hand, after: Hand, kind: str, data: Mapping[str, Any]) -> list[dict]:
    explainer = _EXPLAIN.get(kind)
    steps = explainer(before, after, data) if explainer else []
    return steps + _outcome(before, after)


def dealt(h: Hand) -> list[dict]:
    """A hand begins: its size, the upcard, who plays first."""
    steps = [
        step("H8-SETUP-2", "h8.step.deals", who=h.name(h.dealer), n=h.hand_size),
        _upcard_step(h),
        step("H8-SETUP-4", "h8.step.plays_first", who=h.name(actor(h))),
    ]
    if h.table.no_first_attack:
        steps.append(step("H8-SETUP-3", "h8.step.no_first_attack"))
    return steps


def _upcard_step(h: Hand) -> dict[str, Any]:
    top = h.top
    if top is None:
        return step("H8-SETUP-3", "h8.step.upcard_unlogged")
    if h.table.upcard_powers and h.table.powers_of(top):
        return step("H8-SETUP-3", "h8.step.upcard_acts", card=top)
    return step("H8-SETUP-3", "h8.step.upcard", card=top)


def _played(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    play = read_play(b, data)
    who, card = b.name(play.seat), play.acting
    # the reason the card may go on the pile first, as a ruling quotes it: H8-PLAY-1 by suit,
    # or the attack it answers (an ace on an ace, des-ulis' joker as an ace too)
    steps = _reason_steps(b, play.cards[0], card) + [_turn_step(b, play.seat, card)]
    for power in b.table.powers_of(card) if play.kind == "single" else ():
        if power.kind == "bridge":  # where it went: the match step cites H8-POW-BRIDGE
            continue
        if power.kind in ("skip", "reverse") and b.two_players and a.turn == play.seat:
            # H8-POW-7, -J: with two players in the hand (H8-TWO-1), "play again"
            steps.append(step(power.rule, "h8.step.power", card=card, power="again"))
            continue
        steps.append(step(power.rule, "h8.step.power", card=card, power=power.kind))
    if play.kind != "single":
        steps.append(step(RUN_RULES[play.kind], "h8.step.lays", who=who, cards=play.cards))
    if a.suit != b.suit and a.suit is not None:  # « demandée » only where a wild card asked
        rule = _suit_rule(b, card)
        key = "h8.step.suit_follows" if rule == "H8-PLAY-1" else "h8.step.suit_now"
        steps.append(step(rule, key, suit=a.suit))
    if a.missed is not None and b.table.finish:
        call, n = b.table.finish["call"], b.table.finish["penalty"]
        steps.append(step("H8-ANN-3", "h8.step.missed_finish", who=who, call=call, n=n))
    return steps + _next_step(a)


def _reason_steps(b: Hand, laid: Card, card: Card) -> list[dict]:
    """Why `laid` (acting as `card`) may go on the pile: the attack it answers or stops (and
    what a joker stands for), else how it matches the top card."""
    p = b.pending
    if p is None or p.kind != "attack":
        return [_match_step(b, laid)]
    key = "h8.step.stops" if rules.stops_attack(p, card) else "h8.step.answers"
    answer = step(p.rule, key, card=card, n=p.amount)
    return [answer, _match_step(b, laid)] if laid.stands_for is not None else [answer]


def _suit_rule(b: Hand, card: Card) -> str:
    """A wild card names the suit by its power's rule (H8-PLAY-3, H8-POW-WILD(SUIT)); any
    other card changes it by matching (H8-PLAY-1)."""
    power = b.table.power(card, "wild") or b.table.power(card, "wildsuit")
    return power.rule if power is not None else "H8-PLAY-1"


def _turn_step(b: Hand, seat: int, card: Card) -> dict[str, Any]:
    if seat != actor(b):
        return step("H8-TURN-1", "h8.step.volee", who=b.name(seat), card=card)
    return step("H8-TURN-1", "h8.step.was_turn", who=b.name(seat))


def _match_step(b: Hand, card: Card) -> dict[str, Any]:
    if b.top is None:
        return step("H8-SETUP-3", "h8.step.unchecked", card=card)
    stands = b.table.power(card, "stands") if card.stands_for is not None else None
    if stands is not None:
        return step(stands.rule, "h8.step.stands_for", card=card.stands_for)
    if card.is_joker:
        return step("H8-PLAY-1", "h8.step.joker", suit=b.suit)
    if rules.wild_anywhere(b, card):
        return step("H8-PLAY-3", "h8.step.wild", card=card)
    if rules.matches(b, card):
        if card.rank == b.top.rank and card.suit != b.suit:  # matched by rank, not by suit
            return step("H8-PLAY-1", "h8.step.follows_rank", card=card, top=b.top)
        return step("H8-PLAY-1", "h8.step.follows", card=card, top=b.top, suit=b.suit)
    return step("H8-POW-BRIDGE", "h8.step.bridge", card=card, top=b.top)


def _next_step(a: Hand) -> list[dict]:
    if a.over:
        return []
    p = a.pending
    if p is not None:
        return [step(p.rule, "h8.step.settle", who=a.name(p.seat), owed=p.kind, n=p.amount)]
    return [step("H8-TURN-1", "h8.step.next", who=a.name(a.turn))]


def _drawn(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    who, n = b.name(b.seat(data["player"])), data["count"]
    if b.pending is not None:
        steps = [step(b.pending.rule, "h8.step.draws_and_skips", who=who, n=n)]
        if n < b.pending.amount:  # H8-PLAY-5: nothing left to draw, the rest lapses
            steps.append(step("H8-PLAY-5", "h8.step.rest_lapses", n=b.pending.amount - n))
        return steps + _next_step(a)
    if data.get("cards"):
        drawn = step("H8-PLAY-2", "h8.step.draws_cards", who=who, cards=data["cards"])
    else:
        drawn = step("H8-PLAY-2", "h8.step.draws", who=who, n=n)
    return [drawn] + _next_step(a)


def _passed(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    """The rule the pass went by: the turn's draws done (H8-PLAY-2), or nothing left to
    draw (H8-PLAY-5)."""
    who, limit = b.name(b.seat(data["player"])), b.table.draw_limit
    if b.table.play_after_draw and limit is not None and b.turn_draws >= limit:
        return [step("H8-PLAY-2", "h8.step.passes_after_draws", who=who, n=limit)]
    return [step("H8-PLAY-5", "h8.step.passes", who=who)] + _next_step(a)


def _reshuffled(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    return [step("H8-PLAY-5", "h8.step.reshuffled")]


def _infraction(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    who = b.name(b.seat(data["player"]))
    return [step("H8-PEN-1", "h8.step.fault", who=who, kind=data["kind"])]


def _given(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    giver, to = b.name(b.seat(data["from"])), b.name(b.seat(data["to"]))
    rule = b.pending.rule if b.pending is not None else "H8-POW-GIVE"  # H8-POW-5 or -GIVE
    n = len(data["cards"]) if data.get("cards") else data.get("count", 1)
    return [step(rule, "h8.step.gives", who=giver, other=to, n=n)]


def _challenged(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    target, by = b.seat(data["target"]), b.seat(data["by"])
    rule, valid, penalty = challenge(b, data)
    if valid and not penalty:
        return [step(rule, "h8.step.finish_cancelled", who=b.name(target))]
    if valid:
        return [step(rule, "h8.step.caught", who=b.name(target), n=penalty)]
    return [step(rule, "h8.step.false_challenge", who=b.name(by), n=2)]


def _announced(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    kind = call_kind(b, data["call"])
    rule = {"one_card": "H8-ANN-1", "complete": "H8-POW-COMPLETE"}.get(kind, "H8-ANN-3")
    who = b.name(b.seat(data["player"]))
    if kind == "finish" and b.missed:
        return [step(rule, "h8.step.calls_late", who=who, call=data["call"])]
    return [step(rule, "h8.step.calls", who=who, call=data["call"])]


def _revealed(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    cards = parse_cards(data["cards"])
    who = b.name(b.seat(data["player"]))
    steps = [step("H8-END-3", "h8.step.shows", who=who, n=len(cards))]
    for x in a.breaches[len(b.breaches) :]:
        named = b.name(b.seat(x["player"]))
        steps.append(step(x["rule"], "h8.step.breach", who=named, suit=x["suit"], seq=x["seq"]))
    return steps


def _outcome(b: Hand, a: Hand) -> list[dict]:
    steps = [_out_step(a, s) for s in a.out if s not in b.out]
    if a.over and not b.over:
        # positive scoring: the hand goes on until three are out or one is left (H8-END-2)
        ended = "H8-END-2" if a.positive and len(a.out) > 1 else "H8-END-1"
        rule = {"blocked": "H8-END-4", "quad": "H8-POW-QUAD8"}.get(a.over, ended)
        steps.append(step(rule, "h8.step.over"))
    return steps


def _out_step(a: Hand, seat: int) -> dict[str, Any]:
    """Out of the hand: no card left (H8-END-1), or four 8s laid, cards still held (QUAD8)."""
    left = a.count(seat)
    if left:
        return step("H8-POW-QUAD8", "h8.step.wins_by_quad", who=a.name(seat), n=left)
    return step("H8-END-1", "h8.step.out", who=a.name(seat))


_EXPLAIN = {
    "card_played": _played,
    "cards_drawn": _drawn,
    "passed": _passed,
    "stock_reshuffled": _reshuffled,
    "announced": _announced,
    "challenged": _challenged,
    "infraction": _infraction,
    "cards_given": _given,
    "hand_revealed": _revealed,
}
