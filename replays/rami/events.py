"""The dispatch every game package has (docs/ENGINES.md): `check(match, event)` and
`apply(match, event)`; the checks of a turn are in `turn`, the moves applied in `apply`,
the cards shown for scoring in `end`."""

from __future__ import annotations

from ..model import Event, Match
from . import apply as moves
from . import end, turn
from .state import RamiHand

MOVES = frozenset({"card_taken", "melds_laid", "cards_added", "card_discarded"})


def check(match: Match, event: Event) -> None:
    """Raise RuleViolation if `event` may not happen now in the hand being played."""
    if event.type == "hand_revealed":
        end.check_revealed(match, event)
    else:
        turn.check_move(match, event)


def apply(match: Match, event: Event) -> RamiHand:
    """The hand after `event`; never checks."""
    if event.type == "hand_revealed":
        return end.apply_revealed(match, event)
    return moves.apply_move(match, event)
