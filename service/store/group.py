"""Group commit: what the threads of one worker prepared meanwhile, written in one transaction
where it pays (SQLite's fsync: `service.batched`); and the turns a worker's threads take on
a game, on every backend.

Under threaded workers an append that takes the write lock, writes and commits on its own
pays for the lock, the transaction and its fsync alone, and each pause for the disk hands
the interpreter to another thread that it must then wait to get back. Here the first writer
to find the lock free writes everything queued while the previous transaction committed, in
one transaction: one lock, one fsync. (PostgreSQL merges the flushes of concurrent commits
itself: there each write is a transaction of its own, `batch=False`.)
Each write keeps its own outcome: one that claims a seq or a key an earlier write of the same
transaction claims (two threads appended to one game from one head) is sent back to be
prepared again without being tried; a Conflict (its seq or key taken since it was prepared)
undoes that write alone (`savepoint`), and sends it back too. Any other error undid the
transaction as a whole: when it is the database's own (down, full), it reaches every write in
it; when it may be one write's (a value the database refuses, a bug), each write is tried
again alone, so that the error reaches the one that caused it and no other client.

Appends to one game from one head cannot share a transaction: all but one are sent back.
So the threads of a worker take turns on a game (`turn`) before they prepare: preparing in
parallel only made losers, and with sixteen threads on one game a loser could lose fifty
times in a row and give up (a 503). Writers of other processes still meet in the
unique keys and prepare again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Hashable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any, Generic, Protocol, TypeVar

from .errors import Conflict, StoreError

P = TypeVar("P")
T = TypeVar("T")


class Transactional(Protocol):
    """What group commit asks of a store: a transaction (base.Transactions), and parts of it
    that a taken seq or key undoes alone, at once (SqliteStore.savepoint)."""

    def writing(self) -> AbstractContextManager[None]: ...

    def savepoint(self) -> AbstractContextManager[None]: ...


class _Queued(Generic[P]):
    __slots__ = ("plan", "claims", "outcome", "error", "done")

    def __init__(self, plan: P, claims: Collection[Hashable]):
        self.plan = plan
        self.claims = claims
        self.outcome: Any = None
        self.error: BaseException | None = None
        self.done = False


class GroupCommit:
    """One per worker process and database, shared by its threads."""

    def __init__(self, batch: bool = True) -> None:
        # False: the turns only, each write in a transaction of its own, on a store that
        # needs no `savepoint` (PostgreSQL: see service.batched)
        self.batch = batch
        self._queue: list[tuple[_Queued, Callable[[Any, Any], Any]]] = []
        self._queue_lock = threading.Lock()
        self._leader = threading.Lock()
        self._turns: dict[Hashable, tuple[threading.RLock, list[int]]] = {}

    def turns(self) -> frozenset[Hashable]:
        """The subjects some thread holds or waits for: none once every turn is over."""
        with self._queue_lock:
            return frozenset(self._turns)

    @contextmanager
    def turn(self, subject: Hashable) -> Iterator[None]:
        """Held by one thread of this worker at a time per `subject` (a game), which may take
        it again inside; a lock lives only while some thread waits for it or holds it."""
        with self._queue_lock:
            lock, waiting = self._turns.setdefault(subject, (threading.RLock(), [0]))
            waiting[0] += 1
        try:
            with lock:
                yield
        finally:
            with self._queue_lock:
                waiting[0] -= 1
                if not waiting[0]:
                    del self._turns[subject]

    def commit(
        self,
        store: Any,
        plan: P,
        write: Callable[[Any, P], T],
        claims: Collection[Hashable] = (),
    ) -> T:
        """`write(store, plan)` inside a transaction, maybe another thread's; its outcome.
        `claims` name what the write takes that no other may (a game's seq, its key)."""
        if not self.batch:
            with store.writing():
                return write(store, plan)
        mine: _Queued[P] = _Queued(plan, claims)
        with self._queue_lock:
            self._queue.append((mine, write))
        with self._leader:  # while a transaction commits, the next ones queue up here
            if not mine.done:
                with self._queue_lock:
                    batch, self._queue = self._queue, []
                # In the order of what they claim: two workers' transactions then take their
                # rows' locks in one order and cannot wait on each other (a deadlock).
                batch.sort(key=lambda queued: sorted(map(repr, queued[0].claims)))
                _write_all(store, batch)
        if mine.error is not None:
            raise mine.error
        return mine.outcome


_Batch = list[tuple[_Queued, Callable[[Any, Any], Any]]]


def _write_all(store: Transactional, batch: _Batch) -> None:
    batches = [batch]
    try:
        while batches:
            batches = _transaction(store, batches[0]) + batches[1:]
    except BaseException as exc:  # never a write left without its outcome or an error
        for queued, _ in (one for left in batches for one in left):
            queued.outcome, queued.error, queued.done = None, queued.error or exc, True
        raise


def _transaction(store: Transactional, batch: _Batch) -> list[_Batch]:
    """The batch in one transaction: [] when it committed (maybe but for some appends, which
    are sent back) or failed for all; else each write alone, after an error that may be one
    write's."""
    for queued, _ in batch:
        queued.outcome, queued.error = None, None
    claimed: set[Hashable] = set()
    try:
        with store.writing():
            for queued, write in batch:
                if claimed.intersection(queued.claims):
                    queued.error = Conflict("another append of this transaction took its seq")
                    continue
                claimed.update(queued.claims)
                try:
                    with store.savepoint():
                        queued.outcome = write(store, queued.plan)
                except Conflict as exc:
                    queued.error = exc
    except BaseException as exc:  # the transaction failed: nothing of it was written
        if len(batch) > 1 and isinstance(exc, Exception) and not isinstance(exc, StoreError):
            return [[one] for one in batch]
        for queued, _ in batch:
            queued.outcome, queued.error = None, queued.error or exc
    for queued, _ in batch:
        queued.done = True
    return []
