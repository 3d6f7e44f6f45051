"""States kept in memory so no request replays a game from event 1.

Per game: the latest state, plus checkpoints every `every` seqs. A state at an earlier seq is
found by walking back the latest state's undo chain (every `Match` keeps the state before
its latest event in effect, for `retracted`), else from the nearest checkpoint plus the tail.
Games are evicted least-recently-used past `max_games`, or past `max_events` in all: a state's
undo chain weighs 1 to 2.5 KB per event. So a kept state's chain is cut where its seq passes
a multiple of `every` (the chain from there is the log's: `with_undo` rebuilds a step from
the checkpoint before it), and a game weighs the steps since its last cut plus its
checkpoints, not its length: sixteen games of 4,000 events fit where, uncut, they evicted
each other on every append (tests/bench's appends slowed by half).
States are immutable, so sharing them between threads and requests is safe; the lock only
guards the dictionary.

A worker that never saw a game starts from its latest persisted snapshot (`load`), written
by the service every `persist_every` events as JSON through `replays.codec`: a cold read
folds at most that many events. A persisted state keeps only the seq its undo steps back
to (`undo == (seq, None)`): `with_undo` rebuilds that state when a retraction needs it.
"""

from __future__ import annotations

import logging
import threading
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterable

from replays import codec
from replays.match import create, fold, replay
from replays.model import Match, whole

log = logging.getLogger(__name__)

ReadEvents = Callable[[int, int | None], Iterable[dict]]  # (after, upto) -> events
LoadState = Callable[[int], Match | None]  # upto -> the persisted state at or before it
CHECKPOINT = 8  # a kept state's weight against `max_events`, in steps of an undo chain


class Snapshots:
    def __init__(
        self,
        max_games: int = 1000,
        every: int = 256,
        max_events: int = 50_000,
        persist_every: int = 100,
    ):
        self.max_games = max_games
        self.every = every
        self.max_events = max_events
        self.persist_every = persist_every
        self._games: OrderedDict[str, dict[int, Match]] = OrderedDict()
        self._events = 0  # the weight of every cached game (`_weight`)
        self._lock = threading.Lock()

    def state(self, game: str, seq: int, read: ReadEvents, load: LoadState | None = None) -> Match:
        """The state after `seq`: a cached (or else persisted) state at or before it, plus the
        tail."""
        base = self._nearest(game, seq)
        if base is not None and base.seq == seq:
            return base
        if load is not None and (base is None or seq - base.seq > self.persist_every):
            stored = load(seq)
            if stored is not None and (base is None or stored.seq > base.seq):
                base = stored
                if base.seq == seq:
                    return self._keep(game, base)
        match = base
        for event in read(base.seq if base else 0, seq):
            if match is None:
                match = create(game, event["data"])
                continue
            if event["type"] == "retracted":
                match = self.with_undo(game, match, read, load)
            match = fold(match, [event])
            if match.seq % self.every == 0:
                match = self._keep(game, match)  # the next states chain to the cut one
        assert match is not None, f"game {game} has no events up to {seq}"
        return self._keep(game, match)

    def with_undo(
        self, game: str, match: Match, read: ReadEvents, load: LoadState | None = None
    ) -> Match:
        """`match` with the state its undo steps back to (CORE-RETRACT-1), which a state read
        from a persisted snapshot names by seq only: that state is the one after seq - 1."""
        if match.undo is None or match.undo[1] is not None:
            return match
        seq = match.undo[0]
        return match.evolve(undo=(seq, self.state(game, seq - 1, read, load)))

    def with_history(self, game: str, match: Match, read: ReadEvents) -> Match:
        """`match` with its whole undo chain, which what names the events still in effect walks
        (CORE-CORRECT-1's refusals): a state read from a persisted snapshot holds only its
        latest step, so the log is replayed for it."""
        return match if whole(match) else replay(read(0, match.seq))

    def put(self, game: str, match: Match) -> None:
        self._keep(game, match)

    def latest(self, game: str) -> int:
        """The seq of the newest state kept for a game, 0 if none: the log reaches it at least
        (a state is kept only once its events are stored)."""
        with self._lock:
            points = self._games.get(game)
            return max(points) if points else 0

    def held(self) -> dict[str, tuple[int, ...]]:
        """The seqs of the states kept, per game, least recently used first."""
        with self._lock:
            return {game: tuple(sorted(points)) for game, points in self._games.items()}

    @property
    def events(self) -> int:
        """What the cache counts against `max_events`: the weight of every game kept."""
        return self._events

    def _nearest(self, game: str, seq: int) -> Match | None:
        """The cached state closest at or before `seq`, checkpoints and undo chains alike."""
        with self._lock:
            points = self._games.get(game)
            if not points:
                return None
            self._games.move_to_end(game)
            seqs = sorted(points)
        i = bisect_right(seqs, seq)
        below = points[seqs[i - 1]] if i else None
        if i == len(seqs):
            return below
        walked = _walk_back(points[seqs[i]], seq, below.seq if below else 0)
        return walked if walked is not None else below

    def _keep(self, game: str, match: Match) -> Match:
        """Keep `match`, its chain cut where it passes a multiple of `every`; the state kept."""
        with self._lock:
            points = self._games.setdefault(game, {})
            self._games.move_to_end(game)
            before = max(points, default=0)
            if match.seq % self.every == 0 or due(before, match.seq, self.every):
                match = cut(match)
            weight = self._weight(points)
            # Keep checkpoints on multiples of `every` and the latest state; an older state
            # read with ?at= stays only until the next read (its neighbours rebuild it).
            newest = match.seq >= before
            for s in [s for s in points if s % self.every and (newest or s != before)]:
                del points[s]
            points[match.seq] = match
            self._events += self._weight(points) - weight
            self._evict()
            return match

    def _weight(self, points: dict[int, Match]) -> int:
        """A game's share of `max_events`: the steps of its latest state's chain since the last
        cut, and CHECKPOINT for each state kept (a whole state, where a step shares most of
        its neighbour's)."""
        if not points:
            return 0
        latest = max(points)
        return latest % self.every + CHECKPOINT * len(points)

    def _evict(self) -> None:
        while len(self._games) > 1 and (
            len(self._games) > self.max_games or self._events > self.max_events
        ):
            _, points = self._games.popitem(last=False)
            self._events -= self._weight(points)


def _walk_back(match: Match, seq: int, floor: int) -> Match | None:
    """Follow the undo chain from `match` to the state at `seq`, or the closest one before it
    (a retracted event leaves a gap); None once the chain falls to `floor` or below."""
    while match.seq > seq:
        if match.undo is None or match.undo[1] is None:
            return None
        match = match.undo[1]
    return match if match.seq > floor else None


def due(before: int, after: int, every: int) -> bool:
    """Whether an append from seq `before` to `after` passed a multiple of `every`."""
    return every > 0 and after // every > before // every


def cut(match: Match) -> Match:
    """`match` with its undo as a seq only, as a persisted state holds it (`with_undo`)."""
    if match.undo is None or match.undo[1] is None:
        return match
    return match.evolve(undo=(match.undo[0], None))


def frozen(match: Match) -> str | None:
    """A state as persisted (its undo as a seq only), or None if the codec cannot write it."""
    match = cut(match)
    try:
        return codec.encode(match)
    except codec.CodecError as exc:  # a read model missing: the log still has everything
        log.warning("state of %s at seq %s not persisted: %s", match.id, match.seq, exc)
        return None


def thawed(game: str, seq: int, text: str) -> Match | None:
    """A persisted state read back, if it is the state of `game` after `seq`."""
    try:
        match = codec.decode(text)
    except codec.CodecError as exc:
        log.warning("snapshot of %s at seq %s not read: %s", game, seq, exc)
        return None
    if not isinstance(match, Match) or match.id != game or match.seq != seq:
        return None
    return match
