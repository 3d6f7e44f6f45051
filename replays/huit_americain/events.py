"""One check and one mutator per event type of a hand, dispatched through dicts.

`check(match, event)` and `apply(match, event)` are the dispatch every game package has
(docs/ENGINES.md); the tables underneath take the hand and the data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..errors import RuleViolation
from ..model import Event, Match
from . import calls, draw, scoring, turn
from .lay import apply_play
from .state import Hand

Check = Callable[[Hand, Mapping[str, Any]], None]

CHECKS: dict[str, Check] = {
    "card_played": turn.check_play,
    "cards_drawn": draw.check_draw,
    "passed": draw.check_pass,
    "stock_reshuffled": draw.check_reshuffle,
    "announced": calls.check_announce,
    "challenged": calls.check_challenge,
    "infraction": calls.check_infraction,
    "cards_given": calls.check_give,
    "hand_revealed": scoring.check_reveal,
}

APPLIES: dict[str, Callable[[Hand, Mapping[str, Any]], Hand]] = {
    "cards_drawn": draw.apply_draw,
    "passed": draw.apply_pass,
    "stock_reshuffled": draw.apply_reshuffle,
    "announced": calls.apply_announce,
    "challenged": calls.apply_challenge,
    "infraction": calls.apply_infraction,
    "cards_given": calls.apply_give,
    "hand_revealed": scoring.apply_reveal,
}

MOVE_TYPES = frozenset(CHECKS) - {"hand_revealed"}
# The moves after which a draw is no longer the last thing its player did (Hand.drew); a call,
# a challenge or a reshuffle between leave it so.
_MOVES = frozenset({"card_played", "cards_drawn", "passed", "cards_given", "infraction"})


def check(match: Match, event: Event) -> None:
    """Raise RuleViolation if `event` may not happen now in the hand being played."""
    if not isinstance(match.hand, Hand):
        raise RuleViolation("CORE-HAND-1", "core.no_hand")
    check_event(match.hand, event.type, event.data)


def apply(match: Match, event: Event) -> Hand:
    """The hand after `event`; never checks."""
    return apply_event(match.hand, event.type, event.data, event.seq)


def check_event(h: Hand, kind: str, data: Mapping[str, Any]) -> None:
    CHECKS[kind](h, data)


def apply_event(h: Hand, kind: str, data: Mapping[str, Any], seq: int) -> Hand:
    if h.drew >= 0 and kind in _MOVES:
        h = h.evolve(drew=-1)  # the next move is made: the draw is no longer the last one
    if kind == "card_played":
        return apply_play(h, data, seq)
    after = APPLIES[kind](h, data)
    if after.missed is None or kind == "stock_reshuffled":
        return after
    return after.evolve(missed=None)  # H8-ANN-3: "maou" is called right after the card
