"""Disputes: what an event did and which rule allowed it, and whether an event would pass.

The common events (RULES.md §0, score-only scoring) are told by `explain_common`, a
retraction and what follows any event (a hand scored, the match over) here, a move by its
game's engine (`engine.explain(before, event)`). Every step names its rule id and quotes
that rule by name and text in the reader's language (`rulebook`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import corrections, report
from . import match as fold
from .errors import RuleViolation, Said
from .explain_common import (
    COMMON,
    created,
    hand_start_text,
    match_rule,
    points_text,
)
from .model import COMMON_TYPES, Event, Match
from .registry import engine_for
from .rulebook import cited, step

Steps = list[dict[str, Any]]


def penalty_types(game: str) -> frozenset[str]:
    """The moves of `game` that carry a penalty's draw (its play engine declares them)."""
    play = engine_for(game).play
    return play.penalty_types if play is not None else frozenset()


def explain(
    before: Match | None, event: Event, undone: Event | None = None, game_id: str = ""
) -> dict[str, Any]:
    """What `event` did after `before` (None for game_created, of game `game_id`) and why
    it was allowed.

    For a `retracted` event, `undone` is the event it cancelled: its explanation is told
    again under `undid`, with what undoing it changed.
    """
    after = fold.apply(before, event, game_id)
    body: dict[str, Any] = {
        "seq": event.seq,
        "type": event.type,
        "data": dict(event.data),
        **_verdict(before, event),
        "steps": [],
        "before": report.state(before) if before is not None else None,
        "after": report.state(after),
    }
    if before is None:
        body["steps"] = created(after)
        return body
    body["steps"] = _event_steps(before, event, after, undone)
    if event.type == "retracted" and undone is not None and before.undo is not None:
        body["undid"] = _undid(before, undone)
    elif event.type in penalty_types(before.game):
        body["penalty"] = _penalty(body["steps"], body["before"]["hand"], body["after"]["hand"])
    return body


def _penalty(steps: Steps, before: Any, after: Any) -> dict[str, Any]:
    """The verdict of a challenge or an infraction, and who drew how many cards for it."""
    was, now = card_counts(before), card_counts(after)
    draws = {pid: now[pid] - was[pid] for pid in now if pid in was and now[pid] > was[pid]}
    first = steps[0] if steps else step("CORE-PLAYER-1", "core.step.players_only")
    return {"rule": first["rule"], "verdict": first["text"], "draws": draws}


def card_counts(view: Any) -> dict[str, int]:
    """Cards held per player in an engine's view of a hand (its `players` or `hands`)."""
    if not isinstance(view, Mapping):
        return {}
    players, hands = view.get("players"), view.get("hands")
    if isinstance(players, list):
        rows = [(p.get("id"), p.get("count")) for p in players if isinstance(p, Mapping)]
    elif isinstance(hands, Mapping):
        rows = [(pid, h.get("count")) for pid, h in hands.items() if isinstance(h, Mapping)]
    else:
        rows = []
    return {pid: n for pid, n in rows if isinstance(pid, str) and isinstance(n, int)}


def ruling(match: Match, event: Event) -> dict[str, Any]:
    """Would `event` be accepted after `match`? The verdict, the rule and its sentence.

    Nothing is stored: the event is checked, and if allowed, applied to a copy and told.
    """
    try:
        fold.check(match, event)
    except RuleViolation as exc:
        return {
            "allowed": False,
            "rule": exc.rule,
            **cited(exc.rule),
            "message": Said(exc.said),  # a sentence, capitalised as a refusal is
            "steps": [],
        }
    after = fold.apply(match, event)
    steps = _event_steps(match, event, after, None)
    main = _main_step(steps, event)
    return {
        "allowed": True,
        "rule": main["rule"],
        "quote": main["quote"],
        "sentence": main["sentence"],
        "message": Said(main["text"]),
        "steps": steps,
    }


# -- the verdict of a stored event, checked again ------------------------------------------


def _verdict(before: Match | None, event: Event) -> dict[str, Any]:
    """A stored event passed its checks when logged; say whether it still does."""
    if before is None:
        return {"allowed": True}
    try:
        fold.check(before, event)
    except RuleViolation as exc:
        refusal = {"rule": exc.rule, "message": Said(exc.said), **cited(exc.rule)}
        return {"allowed": False, "refusal": refusal}
    return {"allowed": True}


def _main_step(steps: Steps, event: Event) -> dict[str, Any]:
    """The step that says why the event is allowed: the first with a game rule, else the first."""
    for s in steps:
        if not s["rule"].startswith("CORE-"):
            return s
    if steps:
        return steps[0]
    return step("CORE-PLAYER-1", "core.step.players_only")


# -- steps of each event --------------------------------------------------------------------


def steps_of(before: Match, event: Event, after: Match) -> Steps:
    """The steps of a stored event, as `explain` tells them (the html replay says them)."""
    return _event_steps(before, event, after, None)


def _event_steps(before: Match, event: Event, after: Match, undone: Event | None) -> Steps:
    if event.type == "retracted":
        return _retracted(before, event, after, undone)
    if event.type == "corrected":
        return _corrected(before, event, after)
    handler = COMMON.get(event.type) if _is_common(before, event) else None
    steps = handler(before, event, after) if handler else _engine_steps(before, event, after)
    return steps + _effects(before, after)


def _is_common(match: Match, event: Event) -> bool:
    """Told here: the common events, except those a move-tracked hand's engine owns."""
    if event.type not in COMMON_TYPES:
        return False
    return match.tracking == "score" or event.type not in ("hand_started", "hand_revealed")


def _engine_steps(before: Match, event: Event, after: Match) -> Steps:
    steps = []
    if event.type == "hand_started":
        steps.append(step("CORE-HAND-1", hand_start_text(before, event)))
    play = engine_for(before.game).play
    raw = play.explain(before, event) if play is not None else []
    return steps + [step(s["rule"], s["text"]) for s in raw]


# -- retractions ------------------------------------------------------------------------


def _retracted(before: Match, event: Event, after: Match, undone: Event | None) -> Steps:
    """A score sheet undoes an entry (« la saisie »), a game of moves a move (« le coup »)."""
    seq, reason, entry = event.data["seq"], event.data.get("reason"), before.tracking == "score"
    if reason:
        key = "core.step.entry_undone_because" if entry else "core.step.undone_because"
        undo = step("CORE-RETRACT-1", key, seq=seq, reason=reason)
    else:
        key = "core.step.entry_undone" if entry else "core.step.undone"
        undo = step("CORE-RETRACT-1", key, seq=seq)
    return [undo] + _effects(before, after)


# -- corrections ----------------------------------------------------------------------------


def _corrected(before: Match, event: Event, after: Match) -> Steps:
    """What was corrected, why it could be (CORE-CORRECT-1), the new data's own checks as if
    entered then, and what changed: the hand's points, the totals, the match end."""
    entry = corrections.find(before, event.data["seq"])
    said = {"seq": entry.seq, "entry": entry.type, "hand": entry.hand}
    reason = event.data.get("reason")
    if reason:
        steps = [step("CORE-CORRECT-1", "core.step.corrected_because", reason=reason, **said)]
    else:
        steps = [step("CORE-CORRECT-1", "core.step.corrected", **said)]
    prior = corrections.before(before, entry)
    inner = Event(entry.type, {**event.data["data"], "hand": entry.hand}, event.seq)
    entered = fold.apply(prior, inner)
    steps += COMMON[entry.type](prior, inner, entered)
    if len(before.results) >= entry.hand:
        was, now = before.results[entry.hand - 1], after.results[entry.hand - 1]
        changed = {
            "points": points_text(after, now.points),
            "was": points_text(before, was.points),
            "totals": points_text(after, after.totals),
            "back": points_text(before, before.totals),
        }
        steps.append(step("CORE-CORRECT-1", "core.step.now_scores", hand=entry.hand, **changed))
    if before.status == "over" and after.status == "playing":
        steps.append(step("CORE-CORRECT-1", "core.step.no_longer_over"))
    elif before.status == "playing" and after.status == "over":
        steps.append(_match_end(after))
    return steps


def _undid(before: Match, undone: Event) -> dict[str, Any]:
    """The undone event told as when it was logged, and what undoing it took back."""
    seq, prior = before.undo  # type: ignore[misc]
    steps = _event_steps(prior, Event(undone.type, undone.data, seq), before, None)
    return {
        "seq": seq,
        "type": undone.type,
        "data": dict(undone.data),
        "steps": steps,
        "effect": _changes(before, prior),
    }


def _changes(now: Match, then: Match) -> Steps:
    """What going from `now` back to `then` changes: hands scored, totals, match status."""
    steps: Steps = []
    if len(then.results) < len(now.results):
        hands = [r.hand for r in now.results[len(then.results) :]]
        steps.append(step("CORE-RETRACT-1", "core.step.unscored", hands=hands))
    if then.totals != now.totals:
        was, back = points_text(now, now.totals), points_text(then, then.totals)
        steps.append(step("CORE-RETRACT-1", "core.step.totals_back", was=was, back=back))
    if then.status != now.status:
        steps.append(step("CORE-OVER-1", "core.step.status_again", status=then.status))
    if then.hand_no != now.hand_no and len(then.results) == len(now.results):
        steps.append(step("CORE-HAND-1", "core.step.unstarted", hand=now.hand_no))
    elif then.in_hand and then.hand_no == now.hand_no:
        steps += _hand_changes(now, then)
    return steps


def _hand_changes(now: Match, then: Match) -> Steps:
    """Cards back in hands and the turn back, as the engines' views show them."""
    was, back = report.hand_view(now), report.hand_view(then)
    held = card_counts(was)
    steps = [
        step("CORE-RETRACT-1", "core.step.holds_again", who=then.name(pid), n=n, count=held[pid])
        for pid, n in card_counts(back).items()
        if held.get(pid, n) != n
    ]
    turn = back.get("turn") if isinstance(back, Mapping) else None
    if isinstance(turn, str) and turn != (was or {}).get("turn"):
        steps.append(step("CORE-RETRACT-1", "core.step.turn_again", who=then.name(turn)))
    return steps


# -- what follows from any event: a hand scored, the match over -------------------------------


def _effects(before: Match, after: Match) -> Steps:
    steps: Steps = []
    if len(after.results) > len(before.results):
        result = after.results[-1]
        points, totals = points_text(after, result.points), points_text(after, after.totals)
        rule = match_rule(after) or "CORE-HAND-1"
        steps.append(step(rule, "core.step.scored", hand=result.hand, points=points, totals=totals))
    if before.status == "playing" and after.status == "over":
        steps.append(_match_end(after))
    return steps


def _match_end(after: Match) -> dict[str, Any]:
    best = fold.winners(after)
    names = [after.name(p) for p in best]
    if len(best) > 1:
        return step(engine_for(after.game).tie_rule, "core.step.tie", names=names)
    rule = match_rule(after) or "CORE-OVER-1"
    if after.rounds is not None and len(after.results) >= after.rounds:
        return step(
            rule, "core.step.over_rounds", n=len(after.results), who=names[0] if names else ""
        )
    return step(rule, "core.step.over_target", target=after.target, who=names[0] if names else "")
