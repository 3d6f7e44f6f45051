"""The penalties a move carries, for statistics (H8-ANN-2, H8-PEN-1): who was caught, for
what, and which call they forgot; a challenge whose challenger drew was a false one."""

from __future__ import annotations

from ..game import Counter
from ..model import Event, Match
from .state import Hand

PENALTY_TYPES = frozenset({"challenged", "infraction"})
COUNTERS = (
    Counter("forgotten", {"fr": "Annonces oubliées", "en": "Calls forgotten"}, per_value=True),
    Counter("penalties", {"fr": "Pénalités", "en": "Penalties"}, per_value=True),
)


def penalties(before: Match, event: Event, after: Match) -> list[tuple[str, str, str]]:
    """(player, counter, value) for each count `event` adds: an infraction by its kind; a
    challenge as "challenged" and the call forgotten, or the challenger's false challenge."""
    data = event.data
    if event.type == "infraction":
        return [(data["player"], "penalties", data["kind"])]
    if event.type != "challenged":
        return []
    by = data["by"]
    if _held(after, by) > _held(before, by):  # the challenger drew: a false challenge
        return [(by, "penalties", "false_challenge")]
    target, call = data["target"], data["call"]
    return [
        (target, "penalties", "challenged"),
        (target, "forgotten", call.removeprefix("contre-")),
    ]


def _held(match: Match, pid: str) -> int:
    hand = match.hand
    if not isinstance(hand, Hand) or pid not in hand.seats:
        return 0
    return hand.count(hand.seat(pid))
