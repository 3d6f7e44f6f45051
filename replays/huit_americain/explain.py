"""What an event did to the hand and which rules allowed it (GET /games/{id}/explain)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, parse_cards
from . import play as rules
from .calls import call_kind, challenge
from .state import Hand
from .turn import actor, read_play

POWER_TEXT = {
    "attack": "the next player answers or draws",
    "force": "the next player draws, with no answer",
    "wild": "a wild card: it goes on anything and names the suit to follow",
    "wildsuit": "a wild card that keeps its own suit",
    "again": "the same player plays again",
    "skip": "the next player loses the turn",
    "reverse": "the direction of play changes",
    "give": "its player gives cards to a player of their choice",
    "bridge": "it may go on some ranks whatever the suits",
    "passhand": "every hand passes to the player on the left",
    "swap": "its player swaps hands with a player of their choice",
    "rotate": "every hand moves one seat in the direction of play",
    "run": "the ace may take every card of its suit along",
    "quad": "four of them laid together win the hand",
    "call": "its player must call it",
}


def step(rule: str, text: str) -> dict[str, str]:
    return {"rule": rule, "text": text}


def explain(before: Hand, after: Hand, kind: str, data: Mapping[str, Any]) -> list[dict]:
    explainer = _EXPLAIN.get(kind)
    steps = explainer(before, after, data) if explainer else []
    return steps + _outcome(before, after)


def dealt(h: Hand) -> list[dict]:
    """A hand begins: its size, the upcard, who plays first."""
    steps = [
        step("H8-SETUP-2", f"{h.name(h.dealer)} deals {h.hand_size} cards to each player"),
        step("H8-SETUP-3", _upcard_words(h)),
        step("H8-SETUP-4", f"{h.name(actor(h))} plays first"),
    ]
    if h.table.no_first_attack:
        steps.append(step("H8-SETUP-3", "the first card played may not make anyone draw"))
    return steps


def _upcard_words(h: Hand) -> str:
    top = h.top
    if top is None:
        return (
            "a card is turned up, but the upcard was not logged: no power acts and the"
            " first card played is not checked against it"
        )
    acts = h.table.upcard_powers and h.table.powers_of(top)
    return f"{top} is turned up" + (
        ": it acts as if the dealer had played it" if acts else ": its power does not act"
    )


def _played(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    play = read_play(b, data)
    who, card = b.name(play.seat), play.acting
    steps = [_turn_step(b, play.seat, card)]
    steps.append(_match_step(b, play.cards[0]))
    if b.pending is not None and b.pending.kind == "attack":
        words = "stops" if rules.stops_attack(b.pending, card) else "answers"
        steps.append(step(b.pending.rule, f"{card} {words} the attack of {b.pending.amount}"))
    for power in b.table.powers_of(card) if play.kind == "single" else ():
        steps.append(step(power.rule, f"{card}: {POWER_TEXT.get(power.kind, power.kind)}"))
    if play.kind != "single":
        rule = {"quad": "H8-POW-QUAD8", "combo": "H8-POW-AJ", "run": "H8-POW-RUN"}[play.kind]
        steps.append(step(rule, f"{who} lays {' '.join(map(str, play.cards))} as one play"))
    if a.suit != b.suit and a.suit is not None:
        steps.append(
            step(_suit_rule(b, card), f"the suit to follow is now {rules.suit_name(a.suit)}")
        )
    if a.missed is not None and b.table.finish:
        call, n = b.table.finish["call"], b.table.finish["penalty"]
        steps.append(
            step(
                "H8-ANN-3",
                f'{who} laid the last card without "{call}": no finish,'
                f' draws {n}, unless "{call}" is called right now',
            )
        )
    return steps + _next_step(a)


def _suit_rule(b: Hand, card: Card) -> str:
    """A wild card names the suit by its power's rule (H8-PLAY-3, H8-POW-WILD(SUIT)); any
    other card changes it by matching (H8-PLAY-1)."""
    power = b.table.power(card, "wild") or b.table.power(card, "wildsuit")
    return power.rule if power is not None else "H8-PLAY-1"


def _turn_step(b: Hand, seat: int, card: Card) -> dict[str, str]:
    if seat != actor(b):
        return step("H8-TURN-1", f"{b.name(seat)} lays {card} à la volée (a_la_volee)")
    return step("H8-TURN-1", f"it was {b.name(seat)}'s turn")


def _match_step(b: Hand, card: Card) -> dict[str, str]:
    if b.top is None:
        return step("H8-SETUP-3", f"the upcard was not logged: {card} is not checked against it")
    stands = b.table.power(card, "stands") if card.stands_for is not None else None
    if stands is not None:
        return step(
            stands.rule,
            f"the joker stands for {card.stands_for}: it goes on anything and acts as that card",
        )
    if card.is_joker:
        return step("H8-PLAY-1", f"a joker goes on anything; {rules.suit_name(b.suit)} stays")
    if rules.wild_anywhere(b, card):
        return step("H8-PLAY-3", f"{card} is wild")
    if rules.matches(b, card):
        return step("H8-PLAY-1", f"{card} follows {b.top} ({rules.suit_name(b.suit)})")
    return step("H8-POW-BRIDGE", f"{card} may go on {b.top}")


def _next_step(a: Hand) -> list[dict]:
    if a.over:
        return []
    p = a.pending
    if p is not None:
        return [step(p.rule, f"{a.name(p.seat)} must now settle: {p.kind} of {p.amount}")]
    return [step("H8-TURN-1", f"{a.name(a.turn)} plays next")]


def _drawn(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    who, n = data["player"], data["count"]
    if b.pending is not None:
        return [step(b.pending.rule, f"{who} draws {n} and loses the turn")] + _next_step(a)
    cards = f" ({' '.join(data['cards'])})" if data.get("cards") else ""
    return [step("H8-PLAY-2", f"{who} draws {n} card(s){cards}")] + _next_step(a)


def _passed(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    """The rule the pass went by: the turn's draws done (H8-PLAY-2), or nothing left to
    draw (H8-PLAY-5)."""
    who, limit = data["player"], b.table.draw_limit
    if b.table.play_after_draw and limit is not None and b.turn_draws >= limit:
        return [step("H8-PLAY-2", f"{who} has drawn {limit} card(s) this turn and passes")]
    return [step("H8-PLAY-5", f"{who} passes: nothing is left to draw")] + _next_step(a)


def _given(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    rule = b.pending.rule if b.pending is not None else "H8-POW-GIVE"  # H8-POW-5 or -GIVE
    return [step(rule, f"{data['from']} gives to {data['to']}")]


def _simple(rule: str, text: str):
    def explainer(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
        return [step(rule, text.format(**{k.rstrip("_"): v for k, v in data.items()}))]

    return explainer


def _challenged(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    target, by = b.seat(data["target"]), b.seat(data["by"])
    rule, valid, penalty = challenge(b, data)
    if valid and not penalty:
        return [step(rule, f"{b.name(target)} did not call: the finish stays cancelled")]
    if valid:
        return [step(rule, f"{b.name(target)} had not called: draws the penalty")]
    return [step(rule, f"false challenge: {b.name(by)} draws 2 (false_challenge_penalty)")]


def _announced(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    kind = call_kind(b, data["call"])
    rule = {"one_card": "H8-ANN-1", "complete": "H8-POW-COMPLETE"}.get(kind, "H8-ANN-3")
    late = " right after the last card: the finish stands" if kind == "finish" and b.missed else ""
    return [step(rule, f'{data["player"]} calls "{data["call"]}"{late}')]


def _revealed(b: Hand, a: Hand, data: Mapping[str, Any]) -> list[dict]:
    cards = parse_cards(data["cards"])
    steps = [step("H8-END-3", f"{data['player']} shows {len(cards)} card(s), as the log counts")]
    steps += [step(x["rule"], x["message"]) for x in a.breaches[len(b.breaches) :]]
    return steps


def _outcome(b: Hand, a: Hand) -> list[dict]:
    steps = [step("H8-END-1", f"{a.name(s)} is out") for s in a.out if s not in b.out]
    if a.over and not b.over:
        rule = {"blocked": "H8-END-4", "quad": "H8-POW-QUAD8"}.get(a.over, "H8-END-1")
        steps.append(step(rule, "the hand is over"))
    return steps


_EXPLAIN = {
    "card_played": _played,
    "cards_drawn": _drawn,
    "passed": _passed,
    "stock_reshuffled": _simple("H8-PLAY-5", "the discard pile less its top becomes the stock"),
    "announced": _announced,
    "challenged": _challenged,
    "infraction": _simple("H8-PEN-1", "{player} draws 2 for a fault ({kind})"),
    "cards_given": _given,
    "hand_revealed": _revealed,
}
