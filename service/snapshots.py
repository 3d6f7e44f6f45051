"""States kept in memory so no request replays a game from event 1.

Per game: the latest state, plus checkpoints every `every` seqs for `?at=` reads. Games are
evicted least-recently-used past `max_games`. States are immutable, so sharing them between
threads and requests is safe; the lock only guards the dictionary.
"""

from __future__ import annotations

import threading
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterable

from replays.match import as_event, create, fold
from replays.model import Match

ReadEvents = Callable[[int, int | None], Iterable[dict]]  # (after, upto) -> events


class Snapshots:
    def __init__(self, max_games: int = 1000, every: int = 256):
        self.max_games = max_games
        self.every = every
        self._games: OrderedDict[str, dict[int, Match]] = OrderedDict()
        self._lock = threading.Lock()

    def state(self, game: str, seq: int, read: ReadEvents) -> Match:
        """The state after `seq`: the nearest checkpoint at or before it, plus the tail."""
        base = self._nearest(game, seq)
        if base is not None and base.seq == seq:
            return base
        match = base
        for event in read(base.seq if base else 0, seq):
            match = create(game, event["data"]) if match is None else fold(match, [event])
            if match.seq % self.every == 0:
                self._keep(game, match)
        assert match is not None, f"game {game} has no events up to {seq}"
        self._keep(game, match)
        return match

    def put(self, game: str, match: Match) -> None:
        self._keep(game, match)

    def forget(self, game: str) -> None:
        with self._lock:
            self._games.pop(game, None)

    def _nearest(self, game: str, seq: int) -> Match | None:
        with self._lock:
            points = self._games.get(game)
            if not points:
                return None
            self._games.move_to_end(game)
            seqs = sorted(points)
            i = bisect_right(seqs, seq)
            return points[seqs[i - 1]] if i else None

    def _keep(self, game: str, match: Match) -> None:
        with self._lock:
            points = self._games.setdefault(game, {})
            self._games.move_to_end(game)
            # Keep checkpoints on multiples of `every`, and the single latest state.
            for s in [s for s in points if s % self.every and s < match.seq]:
                del points[s]
            points[match.seq] = match
            while len(self._games) > self.max_games:
                self._games.popitem(last=False)


def fold_events(game: str, events: Iterable[dict]) -> Match | None:
    """A full fold, for checks that must not trust the cache (import, verify, tests)."""
    match: Match | None = None
    for raw in events:
        event = as_event(raw)
        match = create(game, event.data) if match is None else fold(match, [event])
    return match
