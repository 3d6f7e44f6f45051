"""The steps of the common events (RULES.md §0) and of score-only scoring, for `explain`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .cards import parse_cards
from .errors import Message, say
from .model import Event, Match, dealer_for
from .registry import engine_for
from .rulebook import step

Steps = list[dict[str, Any]]


def created(after: Match) -> Steps:
    """game_created: who plays what, how it is tracked, how the match ends."""
    engine = engine_for(after.game)
    names = [p.name for p in after.players]
    steps = [
        step(
            engine.setup_rule,
            "core.step.created",
            n=len(after.players),
            names=names,
            game=after.game,
            preset=after.preset,
        ),
        step("CORE-TRACK-1", "core.step.tracking", tracking=after.tracking),
    ]
    rule = match_rule(after)
    if rule:
        steps.append(step(rule, _match_length(after)))
    return steps


def _match_length(match: Match) -> Message:
    best = "lowest" if engine_for(match.game).lowest_wins(match) else "highest"
    said = {"scoring": match.scoring, "best": best}
    if match.target is not None and match.rounds is not None:
        return say("core.step.until_both", target=match.target, n=match.rounds, **said)
    if match.target is not None:
        return say("core.step.until_target", target=match.target, **said)
    if match.rounds is not None:
        return say("core.step.until_rounds", n=match.rounds, **said)
    return say("core.step.until_stop", **said)


def hand_start_text(before: Match, event: Event) -> Message:
    number = event.data["hand"]
    dealer = dealer_for(before, event.data)  # CORE-DEAL-2: named, or passed to the left
    if number > 1:
        return say("core.step.hand_after", hand=number, last=number - 1, who=before.name(dealer))
    return say("core.step.first_hand", hand=number, who=before.name(dealer))


def _hand_started(before: Match, event: Event, after: Match) -> Steps:
    steps = [step("CORE-HAND-1", hand_start_text(before, event))]
    if event.data.get("dealer") is None:
        dealer = before.name(dealer_for(before, event.data))
        steps.append(step("CORE-DEAL-2", "core.step.deal_passes", who=dealer))
    return steps


def _points_entered(before: Match, event: Event, after: Match) -> Steps:
    hand = event.data["hand"]
    entered = points_text(before, event.data["points"])
    steps = [
        step("CORE-TRACK-1", "core.step.points_entered", hand=hand),
        step("CORE-HAND-1", "core.step.hand_scored_now", hand=hand),
        step("CORE-PLAYER-1", "core.step.points_for_all", points=entered),
    ]
    scored = points_text(before, after.results[-1].points)
    rule = score_rule(before, "points_entered")
    for entry in engine_for(before.game).entry_fields:  # what a game's own field changed
        value = event.data.get(entry.name)
        if value is not None and entry.step:
            who = before.name(value) if entry.field.kind in ("player", "side") else value
            steps.append(step(rule, entry.step, who=who, points=scored))
    return steps


def _order_entered(before: Match, event: Event, after: Match) -> Steps:
    order = [before.name(p) for p in event.data["order"]]
    result = after.results[-1]
    rule = score_rule(before, "order_entered")
    labels = engine_for(before.game).labels
    scored = points_text(before, result.points)
    if "titles" in result.detail:
        titles = [
            f"{before.name(p)} {labels.get(t, t)}" for p, t in result.detail["titles"].items()
        ]
        by_order = step(rule, "core.step.by_order_titles", titles=titles, points=scored)
    else:
        by_order = step(rule, "core.step.by_order", points=scored)
    return [
        step("CORE-TRACK-1", "core.step.order_entered", hand=result.hand),
        step("CORE-PLAYER-1", "core.step.order_lists_all", names=order),
        by_order,
    ]


def _hand_revealed(before: Match, event: Event, after: Match) -> Steps:
    player = before.name(event.data["player"])
    cards = parse_cards(event.data["cards"])
    rule = score_rule(before, "hand_revealed")
    engine = engine_for(before.game)
    points = sum(engine.card_points(before.rules, c) for c in cards)
    if cards:
        shows = step(rule, "core.step.shows", who=player, cards=list(cards), n=points)
    else:
        shows = step(rule, "core.step.shows_none", who=player)
    steps = [step("CORE-HAND-1", "core.step.not_shown_yet", who=player, hand=after.hand_no), shows]
    if len(after.results) == len(before.results):
        waiting = len(before.players) - len(after.hand.reveals)
        steps.append(step("CORE-HAND-1", "core.step.waiting", n=waiting))
    return steps


def _note(before: Match, event: Event, after: Match) -> Steps:
    return [step("CORE-OVER-1", "core.step.note")]


def _abandoned(before: Match, event: Event, after: Match) -> Steps:
    reason = event.data.get("reason")
    if reason:
        return [step("CORE-OVER-1", "core.step.abandoned_because", reason=reason)]
    return [step("CORE-OVER-1", "core.step.abandoned")]


COMMON: dict[str, Callable[[Match, Event, Match], Steps]] = {
    "hand_started": _hand_started,
    "points_entered": _points_entered,
    "order_entered": _order_entered,
    "hand_revealed": _hand_revealed,
    "note": _note,
    "game_abandoned": _abandoned,
}


def match_rule(match: Match) -> str:
    """The rule that ends the match and names its winner, as its scoring declares."""
    scoring = engine_for(match.game).scorings.get(match.scoring)
    return scoring.rule if scoring is not None else ""


def score_rule(match: Match, entry: str) -> str:
    """The rule by which a score-only entry turns into points, as the game declares."""
    return engine_for(match.game).entry_rules.get(entry, "CORE-TRACK-1")


def points_text(match: Match, points: Mapping[str, int]) -> list[str]:
    """ "Anna 12", "Ben 0": each player's name and points, said as a list."""
    return [f"{match.name(p)} {n}" for p, n in points.items()]
