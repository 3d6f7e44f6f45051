"""Part of the PostgreSQL backend: a handle's connection and its transaction.

Two writers of one seq both try to insert it: the primary key (game, seq) lets one in, and the
other's transaction is refused (a Conflict); it runs again from a fresh head
(`Store.optimistic`). The unique (game, key) index does the same for idempotency keys. Each
append is a transaction of its own: PostgreSQL merges the WAL flushes of concurrent commits
itself, so group commit has nothing to gain here (docs/DEPLOY.md).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import psycopg
from psycopg import ClientCursor, pq
from psycopg.rows import dict_row

from .errors import StoreError
from .pg_errors import translated
from .pg_pool import POOL_SIZE, pool
from .pg_sql import CHANNEL, EVENT_COLUMNS, EVENT_MARKS, INSERT_EVENT
from .rows import event_row

log = logging.getLogger(__name__)


def _rollback(conn: psycopg.Connection) -> None:
    if conn.info.transaction_status != pq.TransactionStatus.IDLE:
        conn.execute("ROLLBACK")


class Transaction:
    """A handle's connection: borrowed from the pool for a read, kept for a transaction."""

    def __init__(self, url: str, pool_size: int = POOL_SIZE):
        self.url = url
        self.pool = pool(url, pool_size)
        self._conn: psycopg.Connection | None = None
        self._binder: ClientCursor | None = None
        self._pending: list[str] = []  # writes not sent yet, bound
        self._began = False
        self._appended: set[str] = set()
        self._last: tuple[str, int, str] | None = None  # the last event appended (`_commit`)

    def close(self) -> None:
        """The pool outlives a handle: it belongs to the process (see `PostgresStore.release`)."""
        self._conn = None

    def _roll_back(self) -> None:
        self._conn = None  # a transaction never outlives writing(), which rolls it back

    @contextmanager
    def writing(self) -> Iterator[None]:
        """One transaction on one pooled connection, its writes sent in one round trip.

        Reads before the first write run as they come (at READ COMMITTED a statement in a
        transaction sees no more than one outside it: the head read there may be stale
        either way, and the unique keys catch that). Writes are queued, bound on this side
        (psycopg's ClientCursor quotes the values), and sent at the end with BEGIN and COMMIT
        as one message; a read after a write sends the queue first, so it sees the writes.
        The NOTIFY of the games appended to follows the COMMIT in that message, as its own
        transaction: a transaction that notifies holds a lock of the whole database through
        its commit, and inside the append's it made every node's commits wait for each
        other's fsync. A message stops at its first error, so a failed transaction notifies
        no one; a notification lost after the commit only delays the streams (they poll).
        """
        if self._conn is not None:
            raise StoreError("a transaction is already open on this handle")
        with translated(), self.pool.connection() as conn:
            self._conn, self._binder = conn, ClientCursor(conn)
            self._pending, self._began, self._appended, self._last = [], False, set(), None
            try:
                yield
                if self._pending or self._began:
                    self._commit(conn)
            except BaseException:
                with suppress(psycopg.Error):  # a connection lost is discarded by the pool
                    _rollback(conn)
                raise
            finally:
                self._conn, self._binder, self._pending = None, None, []

    def _commit(self, conn: psycopg.Connection) -> None:
        """The message that commits, then notifies. A notification refused after the COMMIT
        went through comes back as the message's error, and must not answer "not stored" for
        events that are: when the error left no transaction open (an error before the COMMIT
        leaves the block failed, not ended) and the last event it appended is there with its
        hash (a COMMIT refused ends the block too), the transaction counts as committed."""
        try:
            self._send(commit=True, then=self._notifications())
        except psycopg.Error as exc:
            if not self._committed(conn):
                raise
            log.warning("stored, then %s: the streams see it at their next poll", exc)

    def _committed(self, conn: psycopg.Connection) -> bool:
        if self._last is None or conn.closed:
            return False
        if conn.info.transaction_status != pq.TransactionStatus.IDLE:
            return False
        game, seq, digest = self._last
        sql = "SELECT game, seq, hash FROM events WHERE game = ANY(%s) AND seq = ANY(%s)"
        try:
            found = conn.execute(sql, ([game], [seq])).fetchall()
        except psycopg.Error:
            return False  # not known to be stored: the first error stands
        return (game, seq, digest) in set(map(tuple, found))

    def _queue(self, sql: str, params: Any) -> None:
        assert self._binder is not None
        self._pending.append(self._binder.mogrify(sql, params))

    def _notifications(self) -> list[str]:
        assert self._binder is not None
        notify = "SELECT pg_notify(%s, %s)"
        return [self._binder.mogrify(notify, (CHANNEL, game)) for game in sorted(self._appended)]

    def _send(self, commit: bool = False, then: list[str] | None = None) -> None:
        """The queued writes in one message, after BEGIN if it is not sent yet; `then` runs
        after the COMMIT, in the same message."""
        assert self._conn is not None
        statements = ([] if self._began else ["BEGIN"]) + self._pending
        statements += ["COMMIT", *(then or [])] if commit else []
        self._pending, self._began = [], True
        self._conn.execute("; ".join(statements))

    @contextmanager
    def _connection(self) -> Iterator[psycopg.Connection]:
        if self._conn is not None:
            if self._pending:
                self._send()
            yield self._conn  # inside writing(), which translates the errors
        else:
            with translated(), self.pool.connection() as conn:
                yield conn

    def _rows(self, sql: str, params: Any = ()) -> list[dict]:
        with self._connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            return cur.execute(sql, params).fetchall()

    def _one(self, sql: str, params: Any = (), write: bool = False) -> tuple | None:
        if write and self._conn is not None and not self._began:
            self._send()  # BEGIN: the write belongs to the transaction
        with self._connection() as conn:
            return conn.execute(sql, params).fetchone()

    def _write(self, sql: str, params: Any = ()) -> None:
        """Inside `writing()`, queued; outside, one statement committed at once."""
        if self._conn is None:
            with self._connection() as conn:
                conn.execute(sql, params)
            return
        self._queue(sql, params)

    def _upsert(self, insert: str, values: tuple, conflict: str) -> None:
        """`INSERT … VALUES` then `conflict`, its ON CONFLICT clause."""
        marks = ", ".join(["%s"] * len(values))
        self._write(f"{insert} VALUES ({marks}) {conflict}", values)

    def append(self, event: dict[str, Any], request: str | None = None) -> None:
        """Queued: a taken seq or key undoes the transaction at its commit (a Conflict)."""
        if self._conn is None:
            raise StoreError("append runs inside writing()")
        row = event_row(event, request)
        self._queue(f"{INSERT_EVENT} VALUES ({EVENT_MARKS})", tuple(row[c] for c in EVENT_COLUMNS))
        self._appended.add(event["game"])
        self._last = (event["game"], event["seq"], event["hash"])
