"""The values the fold passes around: an event as the rules see it, and the state of a match."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .cards import Card

COMMON_TYPES = frozenset(
    {
        "game_created",
        "hand_started",
        "hand_revealed",
        "points_entered",
        "order_entered",
        "retracted",
        "corrected",
        "note",
        "game_abandoned",
    }
)


@dataclass(frozen=True, slots=True)
class Event:
    """What the rules need of a stored event: its type, its data and its place in the log."""

    type: str
    data: Mapping[str, Any]
    seq: int = 0


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str


@dataclass(frozen=True, slots=True)
class Team:
    """A fixed team (CORE-SIDE-1): its points, totals and rank are the team's."""

    id: str
    name: str
    players: tuple[str, ...]


@dataclass(frozen=True)
class HandResult:
    """A scored hand: the points of every side (each player, or each team: CORE-SIDE-1), and
    what they came from; `camps` names the camps of a hand whose sides change every hand."""

    hand: int
    points: Mapping[str, int]
    order: tuple[str, ...] = ()
    marks: Mapping[str, Any] = field(default_factory=dict)  # its entry fields (EntryField)
    detail: Mapping[str, Any] = field(default_factory=dict)
    camps: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class ScoreSheet:
    """A hand in `score` tracking: the cards revealed so far, until every player has one."""

    hand: int
    dealer: str | None = None
    reveals: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)


LEDGER_CHUNK = 64


@dataclass(frozen=True)
class Entry:
    """A score entry in effect (CORE-CORRECT-1): its type and hand, the seqs of the event that
    entered it and of each correction since (the latest holds `data`, the data in effect)."""

    type: str
    hand: int
    seqs: tuple[int, ...]
    data: Mapping[str, Any]

    @property
    def seq(self) -> int:
        return self.seqs[-1]


@dataclass(frozen=True)
class Match:
    """The whole state of a match after `seq`; never mutated, so cached states stay true.

    `undo` is the state before the latest event still in effect, with that event's seq:
    `retracted` steps back to it (CORE-RETRACT-1) without replaying anything.
    """

    id: str
    game: str
    preset: str
    rules: Mapping[str, Any]
    players: tuple[Player, ...]
    tracking: str
    scoring: str
    target: int | None
    rounds: int | None
    results: tuple[HandResult, ...] = ()
    hand_no: int = 0
    hand: Any = None
    status: str = "playing"
    seq: int = 0
    undo: tuple[int, Match] | None = None
    dealer: str | None = None  # the dealer of the latest hand started (CORE-DEAL-2)
    # The score entries in effect (for `corrected`), oldest first, in chunks of at most
    # LEDGER_CHUNK: an entry copies one chunk and the outer tuple, not every entry so far
    # (one flat tuple copied per hand grew with the square of the hands).
    ledger: tuple[tuple[Entry, ...], ...] = field(default=(), repr=False)
    # (number of results, their totals), kept by the fold as hands are scored, so that an
    # append at seq 10,000 does not add up every hand again; ignored once out of step.
    sums: tuple[int, Mapping[str, int]] | None = field(default=None, compare=False, repr=False)
    # The latest event still in effect as logged (type, data): what an undo said at the
    # table names ("annule le valet de Chloé"), where the state alone cannot tell its cards.
    latest: tuple[str, Mapping[str, Any]] | None = field(default=None, compare=False, repr=False)
    teams: tuple[Team, ...] = ()  # fixed teams, where the game has them (CORE-SIDE-1)

    @property
    def player_ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.players)

    @property
    def side_ids(self) -> tuple[str, ...]:
        """Who has points and a total: the teams where the game has fixed teams, else players."""
        return tuple(t.id for t in self.teams) if self.teams else self.player_ids

    def team_of(self, pid: str) -> str:
        """The side a player scores with: their team, or themselves."""
        for team in self.teams:
            if pid in team.players:
                return team.id
        return pid

    @property
    def in_hand(self) -> bool:
        """A hand has started and is not scored yet."""
        return self.hand_no > len(self.results)

    @property
    def totals(self) -> dict[str, int]:
        if self.sums is not None and self.sums[0] == len(self.results):
            return dict(self.sums[1])
        totals = dict.fromkeys(self.side_ids, 0)
        for result in self.results:
            for pid, pts in result.points.items():
                totals[pid] += pts
        return totals

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The score entries in effect, oldest first."""
        return tuple(entry for chunk in self.ledger for entry in chunk)

    def name(self, pid: str) -> str:
        """The name of a player, or of a team."""
        for p in (*self.players, *self.teams):
            if p.id == pid:
                return p.name
        return pid

    def evolve(self, **changes: Any) -> Match:
        return replace(self, **changes)


def seeded_deck(
    match: Match, event: Event, shuffle: Callable[[list[Card], Any], list[Card]], cards: Callable
) -> list[Event]:
    """In open tracking a `hand_started` without a deck gets one, `cards()` shuffled from its
    seed, so that the log holds the order and a replay never shuffles. Never fails: a bad
    event is refused by its check afterwards."""
    data = event.data
    if event.type != "hand_started" or match.tracking != "open" or data.get("deck"):
        return [event]
    try:
        order = [str(c) for c in shuffle(list(cards()), data.get("seed"))]
    except (KeyError, TypeError, ValueError):
        return [event]
    return [Event(event.type, {**data, "deck": order}, event.seq)]


def dealer_for(match: Match, data: Mapping[str, Any]) -> str:
    """CORE-DEAL-2: the dealer a `hand_started` names, else the player after the previous
    hand's dealer in seat order; hand 1's default dealer is the last seat (the first seat
    plays first). Every game alike."""
    ids = match.player_ids
    named = data.get("dealer")
    if named in ids:
        return named
    if match.dealer in ids:
        return ids[(ids.index(match.dealer) + 1) % len(ids)]
    return ids[-1]


def whole(match: Match) -> bool:
    """Whether `match` holds its whole undo chain, back to game_created. A state read from a
    persisted snapshot holds only the seq its undo steps back to (service/snapshots.py);
    what walks the chain to find the events still in effect (CORE-CORRECT-1's refusals, the
    penalties counted in stats) needs every step, so it replays the log when this is False."""
    state: Match | None = match
    while state is not None and state.undo is not None:
        state = state.undo[1]
    return state is not None
