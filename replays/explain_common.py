"""The steps of the common events (RULES.md §0) and of score-only scoring, for `explain`."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from .cards import parse_cards
from .model import Event, Match, dealer_for
from .registry import engine_for
from .rulebook import step

Steps = list[dict[str, str]]


def created(after: Match) -> Steps:
    """game_created: who plays what, how it is tracked, how the match ends."""
    engine = engine_for(after.game)
    names = ", ".join(p.name for p in after.players)
    tracked = {
        "score": "only the scores of each hand are logged, no moves",
        "table": "the moves are logged; hidden hands are counts",
        "open": "the moves are logged and every card is known",
    }[after.tracking]
    steps = [
        step(
            engine.setup_rule,
            f"{len(after.players)} players ({names}) play {after.game}, preset {after.preset}",
        ),
        step("CORE-TRACK-1", f"tracking {after.tracking}: {tracked}"),
    ]
    rule = match_rule(after)
    if rule:
        steps.append(step(rule, _match_length(after)))
    return steps


def _match_length(match: Match) -> str:
    parts = []
    if match.target is not None:
        parts.append(f"until a total reaches {match.target}")
    if match.rounds is not None:
        parts.append(f"for {match.rounds} hands")
    length = " or ".join(parts) or "until the table stops"
    best = "lowest" if engine_for(match.game).lowest_wins(match) else "highest"
    return f"the match is played {length}, scored {match.scoring}; the {best} total wins"


def hand_start_text(before: Match, event: Event) -> str:
    number = event.data["hand"]
    after_what = f"hand {number - 1} is scored" if number > 1 else "it is the first hand"
    dealer = dealer_for(before, event.data)  # CORE-DEAL-2: named, or passed to the left
    deals = f", {before.name(dealer)} deals"
    return f"hand {number} starts: {after_what}{deals}"


def _hand_started(before: Match, event: Event, after: Match) -> Steps:
    steps = [step("CORE-HAND-1", hand_start_text(before, event))]
    if event.data.get("dealer") is None:
        dealer = before.name(dealer_for(before, event.data))
        steps.append(step("CORE-DEAL-2", f"no dealer named: the deal passes to {dealer}"))
    return steps


def _points_entered(before: Match, event: Event, after: Match) -> Steps:
    hand = event.data["hand"]
    entered = points_text(before, event.data["points"])
    steps = [
        step("CORE-TRACK-1", f"a score-only game: the points of hand {hand} are entered"),
        step("CORE-HAND-1", f"hand {hand} is the hand being scored"),
        step("CORE-PLAYER-1", f"points for every player: {entered}"),
    ]
    rami = event.data.get("rami")
    if rami:
        scored = points_text(before, after.results[-1].points)
        rule = score_rule(before, "points_entered")
        steps.append(step(rule, f"{before.name(rami)} went out in one go (rami): {scored}"))
    return steps


def _order_entered(before: Match, event: Event, after: Match) -> Steps:
    order = ", ".join(before.name(p) for p in event.data["order"])
    result = after.results[-1]
    rule = score_rule(before, "order_entered")
    labels = engine_for(before.game).labels
    detail = ""
    if "titles" in result.detail:
        detail = "; titles: " + ", ".join(
            f"{before.name(p)} {labels.get(t, t)}" for p, t in result.detail["titles"].items()
        )
    return [
        step("CORE-TRACK-1", f"a score-only game: the finishing order of hand {result.hand}"),
        step("CORE-PLAYER-1", f"the order lists every player once: {order}"),
        step(rule, f"scored from the order{detail}: {points_text(before, result.points)}"),
    ]


def _hand_revealed(before: Match, event: Event, after: Match) -> Steps:
    player = before.name(event.data["player"])
    cards = event.data["cards"]
    shown = " ".join(cards) if cards else "no cards (out)"
    rule = score_rule(before, "hand_revealed")
    engine = engine_for(before.game)
    points = sum(engine.card_points(before.rules, c) for c in parse_cards(cards))
    steps = [
        step("CORE-HAND-1", f"{player}'s cards for hand {after.hand_no} were not revealed yet"),
        step(rule, f"{player} shows {shown}: {points} points"),
    ]
    if len(after.results) == len(before.results):
        waiting = len(before.players) - len(after.hand.reveals)
        steps.append(step("CORE-HAND-1", f"the hand is scored once {waiting} more show theirs"))
    return steps


def _note(before: Match, event: Event, after: Match) -> Steps:
    return [step("CORE-OVER-1", "a note is always accepted and changes nothing in the game")]


def _abandoned(before: Match, event: Event, after: Match) -> Steps:
    reason = event.data.get("reason")
    why = f" ({reason})" if reason else ""
    return [
        step(
            "CORE-OVER-1",
            f"the match is abandoned{why}: from now on only a note, a retraction or a"
            " correction is accepted",
        )
    ]


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


def points_text(match: Match, points: Mapping[str, int]) -> str:
    return ", ".join(f"{match.name(p)} {n}" for p, n in points.items())
