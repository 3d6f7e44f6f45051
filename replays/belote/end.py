"""A hand's points, from the score sheet's declaration or from its tricks (BELOTE-COUNT-1):
one scoring for both (`sheet.score`), so a hand played card by card adds up as the sheet's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..model import HandResult, Match
from . import sheet
from .announcing import scoring
from .state import DIX_DE_DER, Hand, points
from .tricks import belote_team


def scored(match: Match, number: int, data: Mapping[str, Any], marks: Mapping) -> HandResult:
    """The hand's points per team, with the points earlier litiges held back
    (BELOTE-RESULT-4)."""
    held = match.results[-1].detail.get("held", 0) if match.results else 0
    done = sheet.score(match.rules, sheet.declared(match.side_ids, data), held)
    detail: dict[str, Any] = {"result": done.result} if done.result else {}
    if done.held:
        detail["held"] = done.held
    return HandResult(hand=number, points=done.points, marks=dict(marks), detail=detail)


def declaration(match: Match, hand: Hand) -> dict[str, Any]:
    """What a score sheet would declare of a hand played trick by trick: each team's trick
    points with the dix de der (BELOTE-PLAY-4), the takers, the belote, the announcements
    that score (BELOTE-ANN-4), a capot."""
    trick = dict.fromkeys(match.side_ids, 0)
    if hand.taker is None:  # BELOTE-DEAL-4
        return {"points": trick}
    for winner, plays in hand.tricks():
        trick[match.team_of(winner)] += sum(points(c, hand.trump) for _, c in plays)
    trick[match.team_of(hand.winners[-1])] += DIX_DE_DER
    takers = {match.team_of(w) for w in hand.winners}
    announcer, announced = scoring(match, hand) or (None, None)  # BELOTE-ANN-4
    data = {
        "points": trick,
        "taker": match.team_of(hand.taker),
        "trump": hand.trump,
        "contract": hand.contract,
        "doubled": hand.doubled,
        "belote": belote_team(match, hand),
        "announcer": announcer,
        "announcements": announced,
        "capot": takers.pop() if len(takers) == 1 else None,
    }
    return {k: v for k, v in data.items() if v is not None}


def hand_result(match: Match, hand: Hand) -> HandResult | None:
    if hand.phase != "over":
        return None
    data = declaration(match, hand)
    return scored(match, hand.number, data, {k: v for k, v in data.items() if k != "points"})
