"""What an event did to a Président hand, step by step, with the rule that allowed each step.

Each step is a rule id and a catalogue key with its parameters (`step_messages.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards import Card, parse_cards
from ..errors import say
from ..model import Event, Match
from .combos import Combo, read_combo
from .deal import previous_order
from .exchange import step_said
from .presets import TITLE_NAMES, titles
from .state import Hand
from .tricks import lead_rule, lead_said, options

Steps = list[dict[str, Any]]


def _step(rule: str, key: Any, **params: Any) -> dict[str, Any]:
    return {"rule": rule, "text": say(key, **params)}


def explain(before: Match, event: Event, after: Hand) -> Steps:
    """The steps of `event` from the hand `before` to the hand `after`."""
    handler = _EXPLAIN.get(event.type)
    return handler(before, event, after) if handler else []


def _started(before: Match, event: Event, after: Hand) -> Steps:
    counts = [f"{before.name(p)} {n}" for p, n in zip(after.seats, after.counts, strict=True)]
    steps = [_step("PRES-SETUP-1", "pres.step.dealt", counts=counts)]
    steps += [
        _step("PRES-XCHG-1", "pres.step.before_play", step=step_said(before, s)) for s in after.owed
    ]
    leader = before.name(after.turn or "")
    if after.free_lead:
        return steps + [_step("PRES-START-1", "pres.step.queen_unnamed")]
    if event.data.get("first_player") and before.tracking != "open":
        return steps + [_step("PRES-START-1", "pres.step.table_names", who=leader)]
    if previous_order(before):
        return steps + [_step("PRES-START-1", "pres.step.trou_leads", who=leader)]
    return steps + [_step("PRES-START-1", "pres.step.queen_leads", who=leader)]


def _exchanged(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    owed, data = hand.owed[0], event.data
    said = step_said(before, owed, done=True)
    if "cards" in data:
        steps = [
            _step(
                "PRES-XCHG-1",
                "pres.step.exchanged",
                step=said,
                cards=list(parse_cards(data["cards"])),
            )
        ]
    else:
        steps = [_step("PRES-XCHG-1", "pres.step.exchanged_count", step=said, n=data["count"])]
    if not after.owed:
        leader = before.name(after.turn or "")
        steps.append(_step("PRES-START-1", "pres.step.exchange_done", who=leader))
    return steps


def _played(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    player = event.data["player"]
    name = before.name(player)
    combo = read_combo(parse_cards(event.data["cards"]), options(before), hand.revolution)
    if hand.free_lead:
        steps = [_step("PRES-START-1", "pres.step.table_word", who=name)]
        steps.append(_step("PRES-TRICK-1", "pres.step.leads_with", who=name, play=combo.said()))
    elif hand.top is None:
        if hand.lead:
            steps = [_step(lead_rule(hand.lead), lead_said(before, hand, hand.lead))]
            steps.append(_step("PRES-TRICK-1", "pres.step.leads_with", who=name, play=combo.said()))
        else:  # the reason first, as a ruling quotes it (PRES-TRICK-1), then whose turn it was
            steps = [
                _step("PRES-TRICK-1", "pres.step.leads_with", who=name, play=combo.said()),
                _step("PRES-TURN-1", "pres.step.was_turn", who=name),
            ]
    else:
        top = hand.top
        follows = {
            "who": name,
            "agree": combo.agrees(),
            "play": combo.said(),
            "other": before.name(top.player),
            "top": top.combo.said(),
        }
        key = "pres.step.follows_lower" if hand.revolution else "pres.step.follows"
        steps = [
            _step("PRES-TRICK-1", key, **follows),
            _step("PRES-TURN-1", "pres.step.was_turn", who=name),
        ]
    jokers = [c for c in parse_cards(event.data["cards"]) if c.is_joker]
    if jokers:
        steps.append(_joker_step(combo, jokers))
    if after.revolution != hand.revolution:
        key = "pres.step.revolution" if after.revolution else "pres.step.revolution_back"
        steps.append(_step("PRES-REV-1", key))
    return steps + _outcome(before, player, hand, after)


def _joker_step(combo: Combo, jokers: list[Card]) -> dict[str, Any]:
    """PRES-ORDER-1: what the jokers stand for: the card a sequence's joker states ("JK=JD",
    the jack of diamonds), else the rank of the set (a joker alone: a 2, or a 3)."""
    if combo.kind == "sequence":
        return _step("PRES-ORDER-1", "pres.step.joker_for", cards=[j.acting for j in jokers])
    key = "pres.step.joker_for_rank" if len(jokers) == 1 else "pres.step.jokers_for_rank"
    return _step("PRES-ORDER-1", key, rank=combo.rank)


def _outcome(before: Match, player: str, hand: Hand, after: Hand) -> Steps:
    """Going out, the trick closing, the hand ending."""
    steps: Steps = []
    if player in after.out and player not in hand.out:
        place = after.out.index(player) + 1
        steps.append(_step("PRES-OUT-1", "pres.step.out", who=before.name(player), place=place))
    if after.over:
        order = [before.name(p) for p in after.out]
        steps.append(_step("PRES-RANK-1", "pres.step.last_placed", names=order))
        named = titles_text(before, titles(after.out))
        steps.append(_step("PRES-RANK-1", "pres.step.titles", names=named))
        return steps
    if len(after.tricks) > len(hand.tricks) and after.lead is not None:
        steps.append(_step(lead_rule(after.lead), lead_said(before, after, after.lead)))
    elif after.turn:
        steps.append(_step("PRES-TURN-1", "pres.step.next", who=before.name(after.turn)))
    return steps


def _passed(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    player = event.data["player"]
    steps = [_step("PRES-TRICK-1", "pres.step.passes", who=before.name(player))]
    return steps + _outcome(before, player, hand, after)


def _revealed(before: Match, event: Event, after: Hand) -> Steps:
    who, n = before.name(event.data["player"]), len(event.data["cards"])
    return [_step("PRES-SETUP-1", "pres.step.shows", who=who, n=n)]


def titles_text(before: Match, named: dict[str, str]) -> list[str]:
    """ "Anna Président", … (the titles are French words at every table)."""
    return [f"{before.name(p)} {TITLE_NAMES[t]}" for p, t in named.items()]


_EXPLAIN: dict[str, Callable[[Match, Event, Hand], Steps]] = {
    "hand_started": _started,
    "cards_exchanged": _exchanged,
    "cards_played": _played,
    "passed": _passed,
    "hand_revealed": _revealed,
}
