"""The PostgreSQL backend (psycopg 3 and its pool): one database shared by several app nodes.

Nothing here relies on one process. Two writers of one seq both try to insert it: the primary
key (game, seq) lets one in, and the other's transaction is refused (a Conflict), or in group
commit only that writer's part of it (`savepoint`: its rows insert nothing, the others are
committed); it runs again from a fresh head (`Store.optimistic`). The unique (game, key) index
does the same for idempotency keys. Triggers make the database refuse UPDATE, DELETE and
TRUNCATE of `events`, even for the role that owns the table. Each append also sends a NOTIFY
(a wake-up for streams on other nodes; they poll as well, so a lost notification only delays
them).
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import psycopg
from psycopg import ClientCursor, pq
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

from . import pg_listen, pg_schema
from .base import (
    GENESIS,
    SUMMARY_COLUMNS,
    TOKEN_AND_HEAD,
    Claim,
    EventText,
    PartlyStored,
    Store,
    StoreError,
    claim,
    event_json,
    event_row,
    row_event,
    summary_of,
    summary_values,
)
from .pg_errors import translated

log = logging.getLogger(__name__)
_TOKEN_AND_HEAD = TOKEN_AND_HEAD.format(p="%(game)s", more="")
TAIL_MAX = 32
# The same, with the events after the caller's state as one JSON array when the head is at
# most TAIL_MAX past it (a worker further behind reads them apart, from a snapshot maybe).
_TOKEN_HEAD_AND_TAIL = TOKEN_AND_HEAD.format(
    p="%(game)s",
    more=", CASE WHEN e.seq > %(since)s AND e.seq <= %(most)s THEN (SELECT json_agg("
    f"{event_json('json_build_object', 'data::json')} ORDER BY seq)::text FROM events"
    " WHERE game = %(game)s AND seq > %(since)s) END",
)
_EVENT_TEXTS = (
    f"SELECT seq, {event_json('json_build_object', 'data::json')}::text FROM events"
    " WHERE game = %s AND seq > %s ORDER BY seq"
)
_EVENT_COLUMNS = ("game", "seq", "type", "data", "at", "by", "key", "v", "prev", "hash", "request")
_INSERT_EVENT = f"INSERT INTO events ({', '.join(_EVENT_COLUMNS)})"
_EVENT_MARKS = ", ".join(["%s"] * len(_EVENT_COLUMNS))
_NOTHING = "ON CONFLICT DO NOTHING"  # a taken seq or key: no row, no error (see `_send`)
# A write of a part holds only if the event (game, seq, hash) is there: the one before its
# event row, or the part's last event row before its other writes (`savepoint`).
_GUARD = "EXISTS (SELECT 1 FROM events WHERE game = %s AND seq = %s AND hash = %s)"
CHANNEL = "cartes_events"
POOL_SIZE = 10
POLL_SECONDS = 0.5  # a stream reads the head this often even without a notification

_pools: dict[tuple[str, int], ConnectionPool] = {}
_pools_lock = threading.Lock()


def pool(url: str, size: int = POOL_SIZE) -> ConnectionPool:
    """This process's pool for `url`: opened on first use, never carried across a fork."""
    key = (url, os.getpid())
    with _pools_lock:
        found = _pools.get(key)
        if found is None:
            found = _pools[key] = ConnectionPool(
                url,
                min_size=1,
                max_size=max(1, size),
                # psycopg prepares a read it has run 5 times; a pooler in transaction mode
                # needs PgBouncer 1.21+ (max_prepared_statements) for that (docs/DEPLOY.md).
                kwargs={"autocommit": True},
                name="cartes",
                open=True,
            )
        return found


def close_pools(url: str) -> None:
    """Close this process's pool for `url` (the next handle opens a new one)."""
    with _pools_lock:
        found = _pools.pop((url, os.getpid()), None)
    if found is not None:
        found.close()


def _rollback(conn: psycopg.Connection) -> None:
    if conn.info.transaction_status != pq.TransactionStatus.IDLE:
        conn.execute("ROLLBACK")


class PostgresStore(Store):
    """One thread's handle: reads borrow a pooled connection, a transaction keeps one."""

    def __init__(self, url: str, pool_size: int = POOL_SIZE):
        self.url = url
        self.pool = pool(url, pool_size)
        self._conn: psycopg.Connection | None = None
        self._binder: ClientCursor | None = None
        self._pending: list[tuple[str, tuple[str, int, str] | None]] = []  # writes not sent
        # yet, and (game, seq, hash) of each event row of a part: one inserting nothing was
        # refused (see `savepoint`)
        self._sent: list[tuple[str, int, str]] = []  # the part rows sent
        self._refused: set[Claim] = set()
        self._part = False  # inside `savepoint()`
        self._guard: tuple[str, int, str] | None = None  # the part's last event row
        self._began = False
        self._appended: set[str] = set()
        self._last: tuple[str, int, str] | None = None  # the last event appended (`_commit`)
        self._tail: tuple[str, int, int, list[dict]] | None = None  # read with the token

    @classmethod
    def initialise(cls, target: str) -> None:
        pg_schema.create(target)

    @classmethod
    def release(cls, target: str) -> None:
        pg_listen.stop(target)
        close_pools(target)

    def close(self) -> None:
        """The pool outlives a handle: it belongs to the process (see `release`)."""
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
        Appends whose seq or key another writer took are refused after the commit, alone
        (PartlyStored: see the module's docstring).
        """
        if self._conn is not None:
            raise StoreError("a transaction is already open on this handle")
        with translated(), self.pool.connection() as conn:
            self._conn, self._binder = conn, ClientCursor(conn)
            self._pending, self._began, self._appended, self._last = [], False, set(), None
            self._refused, self._part, self._guard, self._sent = set(), False, None, []
            try:
                yield
                if self._pending or self._began:
                    self._commit(conn)
                if self._refused:
                    raise PartlyStored("another writer took their seq or key", self._refused)
            except BaseException:
                with suppress(psycopg.Error):  # a connection lost is discarded by the pool
                    _rollback(conn)
                raise
            finally:
                self._conn, self._binder, self._pending, self._hint = None, None, [], None

    def _commit(self, conn: psycopg.Connection) -> None:
        """The message that commits, then notifies. A notification refused after the COMMIT
        went through comes back as the message's error, and must not answer "not stored" for
        events that are: when the error left no transaction open (an error before the COMMIT
        leaves the block failed, not ended) and events it appended are there with their
        hashes (a COMMIT refused ends the block too), the transaction counts as committed,
        but for the parts whose rows are not there."""
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
        rows = self._sent or [self._last]
        sql = "SELECT game, seq, hash FROM events WHERE game = ANY(%s) AND seq = ANY(%s)"
        try:
            found = conn.execute(sql, ([r[0] for r in rows], [r[1] for r in rows])).fetchall()
        except psycopg.Error:
            return False  # not known to be stored: the first error stands
        stored = set(map(tuple, found)) & set(rows)
        self._refused = {claim(g, "seq", seq) for g, seq, _ in set(self._sent) - stored}
        return bool(stored)

    def _queue(self, sql: str, params: Any, row: tuple[str, int, str] | None = None) -> None:
        assert self._binder is not None
        self._pending.append((self._binder.mogrify(sql, params), row))

    def _notifications(self) -> list[str]:
        assert self._binder is not None
        notify = "SELECT pg_notify(%s, %s)"
        return [self._binder.mogrify(notify, (CHANNEL, game)) for game in sorted(self._appended)]

    def _send(self, commit: bool = False, then: list[str] | None = None) -> None:
        """The queued writes in one message, after BEGIN if it is not sent yet; `then` runs
        after the COMMIT, in the same message. An event row that inserted nothing names its
        append in `_refused`."""
        assert self._conn is not None
        queued = ([] if self._began else [("BEGIN", None)]) + self._pending
        statements = [sql for sql, _ in queued] + (["COMMIT", *(then or [])] if commit else [])
        self._pending, self._began = [], True
        self._sent += [row for _, row in queued if row is not None]
        cursor = self._conn.execute("; ".join(statements))
        for _, row in queued:  # one result per statement, in their order
            if row is not None and cursor.rowcount == 0:
                self._refused.add(claim(row[0], "seq", row[1]))
            cursor.nextset()

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
        if self._conn is None:  # a write on its own: one statement, committed at once
            with self._connection() as conn:
                conn.execute(sql, params)
            return
        if self._guard is not None:
            raise StoreError("this write has no guard: it cannot follow an append in a part")
        self._queue(sql, params)

    def _guarded(self, insert: str, values: tuple, conflict: str) -> None:
        """`INSERT … VALUES` (then `conflict`, its ON CONFLICT clause); after an append in a
        part of the transaction, `INSERT … SELECT`, which holds only if that event row went in
        (`_GUARD`)."""
        marks = ", ".join(["%s"] * len(values))
        if self._conn is None or self._guard is None:
            self._write(f"{insert} VALUES ({marks}) {conflict}", values)
        else:
            self._queue(f"{insert} SELECT {marks} WHERE {_GUARD} {conflict}", values + self._guard)

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """A part of the transaction (group commit's write of one append): its event rows go
        in only if their seq and key are free and the event before each is the one it chains
        to, and its other writes only if its last event row went in. A part refused so writes
        nothing, and the rest of the transaction is committed: PartlyStored, out of
        `writing()`, names the part's seqs. Outside a part, a taken seq or key undoes the
        whole transaction (a Conflict)."""
        self._part, self._guard = True, None
        try:
            yield
        finally:
            self._part, self._guard = False, None

    # -- the log ---------------------------------------------------------------------

    def _head(self, game: str) -> tuple[int, str]:
        row = self._one(
            "SELECT seq, hash FROM events WHERE game = %s ORDER BY seq DESC LIMIT 1", (game,)
        )
        return (row[0], row[1]) if row else (0, GENESIS)

    def reset(self) -> None:
        self._tail = None
        super().reset()

    def events(self, game: str, after: int = 0, upto: int | None = None) -> Iterator[dict]:
        """The tail read with the token (once), when it is the one asked for."""
        tail, self._tail = self._tail, None
        if tail is not None and upto is not None:
            of, since, head, events = tail
            if (of, since) == (game, after) and after < upto <= head:
                return iter([event for event in events if event["seq"] <= upto])
        return self._events(game, after, upto)

    def _events(self, game: str, after: int, upto: int | None) -> Iterator[dict]:
        sql = "SELECT * FROM events WHERE game = %s AND seq > %s"
        params: list[Any] = [game, after]
        if upto is not None:
            sql += " AND seq <= %s"
            params.append(upto)
        # Read whole before yielding: a caller that stops early must not keep a connection.
        for row in self._rows(sql + " ORDER BY seq", params):
            yield row_event(row)

    def event(self, game: str, seq: int) -> dict | None:
        rows = self._rows("SELECT * FROM events WHERE game = %s AND seq = %s", (game, seq))
        return row_event(rows[0]) if rows else None

    def by_key(self, game: str, key: str) -> tuple[dict, str | None] | None:
        rows = self._rows("SELECT * FROM events WHERE game = %s AND key = %s", (game, key))
        return (row_event(rows[0]), rows[0]["request"]) if rows else None

    def records(self, game: str) -> Iterator[tuple[dict, str | None]]:
        for row in self._rows("SELECT * FROM events WHERE game = %s ORDER BY seq", (game,)):
            yield row_event(row), row["request"]

    def game_ids(self) -> list[str]:
        # Sorted here, not by the database's collation: the same order as on SQLite.
        return sorted(r["game"] for r in self._rows("SELECT DISTINCT game FROM events"))

    def wait_for_events(self, game: str, after: int, timeout: float) -> list[EventText]:
        """The events stored after seq `after` by any node, waiting up to `timeout` seconds:
        woken by the NOTIFY of the append, else by a poll every POLL_SECONDS; [] if none."""
        wakeups = pg_listen.listener(self.url, CHANNEL)
        deadline = time.monotonic() + timeout
        while True:
            version = wakeups.version(game)  # read before the log: no wake-up slips between
            with self._connection() as conn:
                rows = conn.execute(_EVENT_TEXTS, (game, after)).fetchall()
            if rows:
                return [EventText(*row) for row in rows]
            left = deadline - time.monotonic()
            if left <= 0:
                return []
            wakeups.wait(game, version, min(POLL_SECONDS, left))

    def append(self, event: dict[str, Any], request: str | None = None) -> None:
        """Queued: a taken seq or key undoes the transaction at its commit, or in a part of it
        (`savepoint`) only that part."""
        if self._conn is None:
            raise StoreError("append runs inside writing()")
        row = event_row(event, request)
        values = tuple(row[c] for c in _EVENT_COLUMNS)
        game, seq = event["game"], event["seq"]
        if not self._part:
            self._queue(f"{_INSERT_EVENT} VALUES ({_EVENT_MARKS})", values)
        elif seq == 1:
            sql = f"{_INSERT_EVENT} VALUES ({_EVENT_MARKS}) {_NOTHING}"
            self._queue(sql, values, (game, seq, event["hash"]))
        else:
            link = (game, seq - 1, event["prev"])
            sql = f"{_INSERT_EVENT} SELECT {_EVENT_MARKS} WHERE {_GUARD} {_NOTHING}"
            self._queue(sql, values + link, (game, seq, event["hash"]))
        if self._part:
            self._guard = (game, seq, event["hash"])
        self._appended.add(game)
        self._last = (game, seq, event["hash"])

    # -- tokens and the games read model ----------------------------------------------

    def set_token(self, game: str, token_sha256: str) -> None:
        self._guarded(
            "INSERT INTO tokens (game, token_sha256)",
            (game, token_sha256),
            "ON CONFLICT (game) DO UPDATE SET token_sha256 = excluded.token_sha256",
        )

    def replace_token(self, game: str, old_sha256: str, new_sha256: str) -> bool:
        row = self._one(
            "UPDATE tokens SET token_sha256 = %s WHERE game = %s AND token_sha256 = %s"
            " RETURNING game",
            (new_sha256, game, old_sha256),
            write=True,
        )
        return row is not None

    def _token_and_head(self, game: str, since: int) -> tuple[str, int | None, str | None] | None:
        """With the tail after `since` when there is one to read (kept for `events`): an
        append to a game that another worker or node wrote to since this worker's state then
        costs one read, not two."""
        if since <= 0:
            row = self._one(_TOKEN_AND_HEAD, {"game": game})
        else:
            most = since + TAIL_MAX
            row = self._one(_TOKEN_HEAD_AND_TAIL, {"game": game, "since": since, "most": most})
        if row is None:
            return None
        if since > 0 and row[3] is not None:
            self._tail = (game, since, row[1], json.loads(row[3]))
        return row[0], row[1], row[2]

    def save_summary(self, row: dict[str, Any]) -> None:
        values = summary_values(row)
        updates = ", ".join(f"{c} = excluded.{c}" for c in SUMMARY_COLUMNS if c != "created_at")
        self._guarded(
            f"INSERT INTO games ({', '.join(SUMMARY_COLUMNS)})",
            tuple(values[c] for c in SUMMARY_COLUMNS),
            f"ON CONFLICT (id) DO UPDATE SET {updates}"
            " WHERE games.last_seq <= excluded.last_seq",  # a late writer never goes back
        )

    def summaries(self, ids: list[str]) -> list[dict]:
        rows = self._rows(
            "SELECT * FROM games WHERE id = ANY(%s) ORDER BY created_at DESC, id", (list(ids),)
        )
        return [summary_of(r) for r in rows]

    def summary_ids(self) -> list[str]:
        return sorted(r["id"] for r in self._rows("SELECT id FROM games"))

    def recent_games(self, limit: int) -> list[str]:
        sql = "SELECT id FROM games WHERE status = 'playing' ORDER BY updated_at DESC LIMIT %s"
        return [r["id"] for r in self._rows(sql, (limit,))]

    def drop_summary(self, game: str) -> None:
        self._write("DELETE FROM games WHERE id = %s", (game,))

    # -- the snapshots read model (a table: any node reads what another one wrote) ---------

    def save_snapshot(self, game: str, seq: int, state: str, keep: int = 2) -> None:
        self._guarded(
            "INSERT INTO snapshots (game, seq, state)",
            (game, seq, state),
            "ON CONFLICT (game, seq) DO UPDATE SET state = excluded.state",
        )
        prune = (
            "DELETE FROM snapshots WHERE game = %s AND seq NOT IN"
            " (SELECT seq FROM snapshots WHERE game = %s ORDER BY seq DESC LIMIT %s)"
        )
        if self._conn is None or self._last is None:
            self._write(prune, (game, game, keep))
        else:
            self._queue(f"{prune} AND {_GUARD}", (game, game, keep, *self._last))

    def load_snapshot(self, game: str, upto: int) -> tuple[int, str] | None:
        row = self._one(
            "SELECT seq, state FROM snapshots WHERE game = %s AND seq <= %s"
            " ORDER BY seq DESC LIMIT 1",
            (game, upto),
        )
        return (row[0], row[1]) if row else None

    def drop_snapshots(self, game: str | None = None) -> None:
        if game is None:
            self._write("DELETE FROM snapshots")
        else:
            self._write("DELETE FROM snapshots WHERE game = %s", (game,))
