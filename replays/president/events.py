"""One check and one mutator per event type of a hand, dispatched through dicts.

`check(match, event)` and `apply(match, event)` are the dispatch every game package has
(docs/ENGINES.md); the tables underneath take the match, the hand and the data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..errors import RuleViolation
from ..model import Event, Match
from .exchange import apply_exchange, check_exchange
from .reveal import apply_reveal, check_reveal
from .state import Hand
from .tricks import apply_pass, apply_play, check_pass, check_play

MOVES = frozenset({"cards_exchanged", "cards_played", "passed"})

Check = Callable[[Match, Hand, Mapping[str, Any]], Any]
Apply = Callable[[Match, Hand, Mapping[str, Any]], Hand]

CHECKS: dict[str, Check] = {
    "cards_exchanged": check_exchange,
    "cards_played": check_play,
    "passed": check_pass,
    "hand_revealed": check_reveal,
}
APPLIES: dict[str, Apply] = {
    "cards_exchanged": lambda match, hand, data: apply_exchange(hand, data),
    "cards_played": apply_play,
    "passed": apply_pass,
    "hand_revealed": apply_reveal,
}


def check(match: Match, event: Event) -> None:
    """Raise RuleViolation if `event` may not happen now in the hand being played."""
    hand = match.hand if isinstance(match.hand, Hand) else None
    if hand is None or hand.over:
        raise RuleViolation("CORE-HAND-1", "core.no_hand")
    CHECKS[event.type](match, hand, event.data)


def apply(match: Match, event: Event) -> Any:
    """The hand after `event` (the hand as it was for an event that is not a move); never checks."""
    hand = match.hand if isinstance(match.hand, Hand) else None
    if hand is None or event.type not in APPLIES:
        return match.hand
    return APPLIES[event.type](match, hand, event.data)
