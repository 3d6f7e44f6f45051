"""What an event did to a Président hand, step by step, with the rule that allowed each step."""

from __future__ import annotations

from collections.abc import Callable

from ..cards import parse_cards
from ..model import Event, Match
from .combos import read_combo
from .deal import previous_order
from .exchange import describe_step
from .presets import TITLE_NAMES, titles
from .state import Hand
from .tricks import lead_rule, lead_text, options

Steps = list[dict[str, str]]


def _step(rule: str, text: str) -> dict[str, str]:
    return {"rule": rule, "text": text}


def explain(before: Match, event: Event, after: Hand) -> Steps:
    """The steps of `event` from the hand `before` to the hand `after`."""
    handler = _EXPLAIN.get(event.type)
    return handler(before, event, after) if handler else []


def _started(before: Match, event: Event, after: Hand) -> Steps:
    counts = ", ".join(
        f"{before.name(p)} {n}" for p, n in zip(after.seats, after.counts, strict=True)
    )
    steps = [_step("PRES-SETUP-1", f"every card is dealt one at a time: {counts}")]
    steps += [_step("PRES-XCHG-1", f"before play, {describe_step(before, s)}") for s in after.owed]
    leader = before.name(after.turn or "")
    if after.free_lead:
        why = "no first player named: the queen of hearts leads, the first play says who holds it"
    elif event.data.get("first_player") and before.tracking != "open":
        why = f"the table names {leader} to lead"
    elif previous_order(before):
        why = f"{leader}, the Trou of the last hand, leads"
    else:
        why = f"{leader} holds the queen of hearts and leads"
    return steps + [_step("PRES-START-1", why)]


def _exchanged(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    step, data = hand.owed[0], event.data
    what = ", ".join(data["cards"]) if "cards" in data else f"{data['count']} cards"
    steps = [_step("PRES-XCHG-1", f"{describe_step(before, step)}: {what}")]
    if not after.owed:
        steps.append(
            _step("PRES-START-1", f"the exchange is done: {before.name(after.turn or '')} leads")
        )
    return steps


def _played(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    player = event.data["player"]
    name = before.name(player)
    combo = read_combo(parse_cards(event.data["cards"]), options(before), hand.revolution)
    if hand.free_lead:
        steps = [
            _step(
                "PRES-START-1",
                f"{name} leads the first trick: the table's word, {name} holds the queen of hearts",
            )
        ]
        steps.append(_step("PRES-TRICK-1", f"{name} leads with {combo.describe()}"))
    elif hand.top is None:
        rule = lead_rule(hand.lead) if hand.lead else "PRES-TURN-1"
        steps = [_step(rule, lead_text(before, hand, hand.lead) if hand.lead else name)]
        steps.append(_step("PRES-TRICK-1", f"{name} leads with {combo.describe()}"))
    else:
        top = hand.top
        higher = "lower (revolution)" if hand.revolution else "higher"
        steps = [
            _step("PRES-TURN-1", f"it was {name}'s turn"),
            _step(
                "PRES-TRICK-1",
                f"{name}'s {combo.describe()} follows {before.name(top.player)}'s"
                f" {top.combo.describe()}: same count, equal or {higher}",
            ),
        ]
    if any(c.is_joker for c in parse_cards(event.data["cards"])):
        steps.append(_step("PRES-ORDER-1", f"the joker stands for {'-'.join(combo.ranks)}"))
    if after.revolution != hand.revolution:
        state = "reverses the order of ranks" if after.revolution else "turns the order back"
        steps.append(_step("PRES-REV-1", f"four of a kind is a revolution: it {state}"))
    return steps + _outcome(before, player, hand, after)


def _outcome(before: Match, player: str, hand: Hand, after: Hand) -> Steps:
    """Going out, the trick closing, the hand ending."""
    steps: Steps = []
    if player in after.out and player not in hand.out:
        place = after.out.index(player) + 1
        steps.append(_step("PRES-OUT-1", f"{before.name(player)} has no cards left: out, #{place}"))
    if after.over:
        order = ", ".join(before.name(p) for p in after.out)
        steps.append(_step("PRES-RANK-1", f"one player is left and placed last: {order}"))
        steps.append(_step("PRES-RANK-1", f"titles: {titles_text(before, titles(after.out))}"))
        return steps
    if len(after.tricks) > len(hand.tricks) and after.lead is not None:
        steps.append(_step(lead_rule(after.lead), lead_text(before, after, after.lead)))
    elif after.turn:
        steps.append(_step("PRES-TURN-1", f"{before.name(after.turn)} plays next"))
    return steps


def _passed(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    player = event.data["player"]
    steps = [_step("PRES-TRICK-1", f"{before.name(player)} passes")]
    return steps + _outcome(before, player, hand, after)


def _revealed(before: Match, event: Event, after: Hand) -> Steps:
    player = event.data["player"]
    count = len(event.data["cards"])
    return [
        _step(
            "PRES-SETUP-1",
            f"{before.name(player)} shows {count} cards, as many as the record says"
            " and none seen elsewhere",
        )
    ]


def titles_text(before: Match, named: dict[str, str]) -> str:
    return ", ".join(f"{before.name(p)} {TITLE_NAMES[t]}" for p, t in named.items())


_EXPLAIN: dict[str, Callable[[Match, Event, Hand], Steps]] = {
    "hand_started": _started,
    "cards_exchanged": _exchanged,
    "cards_played": _played,
    "passed": _passed,
    "hand_revealed": _revealed,
}
