"""The store's contract, split by responsibility as pyeventsourcing splits its recorders: the
log (`EventLog`), the write tokens (`TokenRecorder`), the games read model
(`SummaryRecorder`) and the snapshots read model (`SnapshotRecorder`), each a few calls, and
the transactions they share (`Transactions`). `Store` is one thread's handle on all of them
over one connection, plus the one read an append makes before it writes (`for_writing`).

`events` is append-only — the database itself refuses UPDATE and DELETE (and TRUNCATE where
it has one). `tokens`, `games` and `snapshots` sit beside it; `games` and `snapshots` are
read models rebuilt from `events` at will. A backend module holds the SQL; nothing here
knows which database it is. Hashes, canonical JSON and rows are in rows.py.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Hashable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, TypeVar

from .errors import Conflict
from .group import GroupCommit
from .rows import GENESIS, EventText, broken_at

ATTEMPTS = 50  # a write that lost its seq or its key this many times in a row gives up

T = TypeVar("T")
P = TypeVar("P")


@dataclass(frozen=True)
class ForWriting:
    """What an append reads before it writes, in one query (Marten's FetchForWriting): the
    hash of the game's write token, its head (last seq and that event's hash), and, where
    each read is a round trip (PostgreSQL), the events after `since`, the seq the caller
    holds a state at. Read after the request came, the head is no older than any read here
    would be; the unique keys refuse an append built on a stale one, which reads again."""

    token: str
    seq: int = 0
    last: str = GENESIS
    since: int = 0
    tail: tuple[dict, ...] | None = None  # the events since+1 … seq, when read with it

    @property
    def head(self) -> tuple[int, str]:
        return self.seq, self.last

    def events(self, after: int, upto: int | None) -> list[dict] | None:
        """The events after `after` up to `upto` (the head: None), if the tail holds them."""
        upto = self.seq if upto is None else upto
        if self.tail is None or not self.since <= after < upto <= self.seq:
            return None
        return [event for event in self.tail if after < event["seq"] <= upto]


class Transactions(ABC):
    """The handle's connection: a transaction writes all of its parts' rows, or none."""

    @classmethod
    @abstractmethod
    def initialise(cls, target: str) -> None:
        """Create the tables and the guards when they are missing, and add to a database made
        by an earlier version what it lacks (every start: idempotent)."""

    @classmethod
    @abstractmethod
    def release(cls, target: str) -> None:
        """Close what this process keeps open for `target` between handles (its pool)."""

    @abstractmethod
    def close(self) -> None: ...

    @abstractmethod
    def writing(self) -> AbstractContextManager[None]:
        """One write transaction: everything in it is stored, or nothing."""

    def reset(self) -> None:
        """Roll back a transaction left open: a request never hands one to the next."""
        self._roll_back()

    @abstractmethod
    def _roll_back(self) -> None: ...

    def ready_to_write(self) -> None:
        """Pay now what this handle's first write would (a worker's warm-up); by default
        nothing: a backend whose first write costs no more than the next one."""
        return None

    def atomic(self, work: Callable[[], T], attempts: int = ATTEMPTS) -> T:
        """Run `work` in one transaction; again, from the start, when another writer took its
        seq or its key first, so that `work` reads the new head (and answers accordingly)."""
        return self.optimistic(lambda: None, lambda _store, _plan: work(), attempts=attempts)

    def optimistic(
        self,
        prepare: Callable[[], P],
        commit: Callable[[Store, P], T],
        group: GroupCommit | None = None,
        claims: Callable[[P], Collection[Hashable]] = lambda _plan: (),
        attempts: int = ATTEMPTS,
    ) -> T:
        """`prepare` outside any transaction, then `commit(store, plan)` in a short one (the
        group's, when given and batched: see `group.py`); both again when `commit` raises Conflict
        (another writer moved the head or took the key meanwhile). The write lock is held
        only while rows are written: an append checks its move while others commit. `claims`
        names what a plan takes that no other may (for the group to tell apart)."""

        def write(plan: P) -> T:
            if group is not None:
                return group.commit(self, plan, commit, claims(plan))
            with self.writing():
                return commit(self, plan)

        for attempt in range(1, attempts):
            try:
                return write(prepare())
            except Conflict:
                time.sleep(random.uniform(0, 0.001 * attempt))  # spread the next collision
        return write(prepare())  # the last attempt: a Conflict now goes to the caller


class EventLog(ABC):
    """The events of every game: appended inside a transaction, never changed."""

    @abstractmethod
    def head(self, game: str) -> tuple[int, str]:
        """(last seq, its hash) of a game; (0, GENESIS) when it has no events."""

    @abstractmethod
    def events(self, game: str, after: int = 0, upto: int | None = None) -> Iterator[dict]: ...

    @abstractmethod
    def event(self, game: str, seq: int) -> dict | None: ...

    @abstractmethod
    def by_key(self, game: str, key: str) -> tuple[dict, str | None] | None:
        """The event stored under an idempotency key, with the hash of its request body."""

    @abstractmethod
    def records(self, game: str) -> Iterator[tuple[dict, str | None]]:
        """Every event of a game with the hash of the request that stored it (for a copy)."""

    @abstractmethod
    def game_ids(self) -> list[str]: ...

    @abstractmethod
    def wait_for_events(self, game: str, after: int, timeout: float) -> list[EventText]:
        """The events stored after seq `after` by any process or node, as JSON text, waiting
        up to `timeout` seconds for one; [] when none came. Each wait reads the log with one
        query: a stream wakes several times a second, and every open phone has one."""

    @abstractmethod
    def append(self, event: dict[str, Any], request: str | None = None) -> None:
        """Insert one complete event inside `writing()`; Conflict if its seq or key is taken."""

    def exists(self, game: str) -> bool:
        return self.head(game)[0] > 0

    def verify(self, game: str) -> int | None:
        """The first seq whose hash, chain link or numbering is broken; None if intact."""
        return broken_at(self.events(game))


class TokenRecorder(ABC):
    """The hash of each game's write token (the token itself is never stored)."""

    @abstractmethod
    def token(self, game: str) -> str | None: ...

    @abstractmethod
    def set_token(self, game: str, token_sha256: str) -> None: ...

    @abstractmethod
    def replace_token(self, game: str, old_sha256: str, new_sha256: str) -> bool:
        """Swap a game's token for a new one if `old_sha256` is still its token."""


class SummaryRecorder(ABC):
    """The `games` read model: one summary row per game, for lists and standings."""

    @abstractmethod
    def save_summary(self, row: dict[str, Any]) -> None:
        """Insert or update a game's summary; `created_at` is only written the first time, and
        a summary of an earlier seq than the stored one changes nothing (a rebuild that read
        the log just before another node's append must not undo that append's summary)."""

    @abstractmethod
    def summaries(self, ids: list[str]) -> list[dict]:
        """The summaries of the games named, newest first; an unknown id is simply absent."""

    @abstractmethod
    def summary_ids(self) -> list[str]: ...

    @abstractmethod
    def recent_games(self, limit: int) -> list[str]:
        """The games still in play that were written to last, newest first."""

    @abstractmethod
    def drop_summary(self, game: str) -> None: ...


class SnapshotRecorder(ABC):
    """The snapshots read model: a game's state after a seq, as JSON text (never a pickle)."""

    @abstractmethod
    def save_snapshot(self, game: str, seq: int, state: str, keep: int = 2) -> None:
        """Keep the state after `seq` (JSON text), and only the `keep` latest of the game."""

    @abstractmethod
    def load_snapshot(self, game: str, upto: int) -> tuple[int, str] | None:
        """The latest snapshot of a game at or before `upto`: (its seq, its JSON text)."""

    @abstractmethod
    def drop_snapshots(self, game: str | None = None) -> None: ...


class Store(Transactions, EventLog, TokenRecorder, SummaryRecorder, SnapshotRecorder):
    """One thread's handle on the database: open one per thread, never share it."""

    @abstractmethod
    def for_writing(self, game: str, since: int = 0) -> ForWriting | None:
        """What an append needs (`ForWriting`), read in one query; None for a game with no
        token (no such game). `since` is the seq of the state the caller keeps of the game
        (0: none): a backend whose every read is a round trip reads the events after it too."""
