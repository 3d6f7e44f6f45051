"""The SQLite backend (through sqlite-utils): one file in WAL mode, the embedded default.

Triggers make SQLite itself refuse UPDATE and DELETE on `events` (SQLite has no TRUNCATE),
and an INSERT of a (game, seq) or (game, key) already there: SQLite's REPLACE would delete
the stored event without a delete trigger.
Writers of all processes queue on a lock file beside the database (`writing()`).
SQLite's failures reach the caller as `StoreError` types (full disk, database
unavailable), whatever statement met them.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
import time
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlite_utils

from .base import ForWriting, Store
from .connection import SqliteConnection, translated
from .errors import Conflict
from .rows import (
    GENESIS,
    ROW_FIELDS,
    SUMMARY_COLUMNS,
    TOKEN_AND_HEAD,
    EventText,
    event_json,
    event_row,
    row_event,
    summary_of,
    summary_values,
)

_TOKEN_AND_HEAD = TOKEN_AND_HEAD.format(p="?", more="")
_INSERT_EVENT = (
    f"INSERT INTO events ({', '.join(ROW_FIELDS)})"
    f" VALUES ({', '.join(':' + f for f in ROW_FIELDS)})"
)
# Columns added since the first schema, each with what adds it to a file made before
# (a nullable column: the rows stored before read as null, which is their upcast).
_ADDED_COLUMNS = {"played_at": "ALTER TABLE events ADD COLUMN played_at TEXT"}
_EVENT_TEXTS = (
    f"SELECT seq, {event_json('json_object', 'json(data)')} FROM events"
    " WHERE game = ? AND seq > ? ORDER BY seq"
)

# How often a waiting stream reads its game's new events: a move shows on the other phones
# within a quarter of a second; each read wakes a thread, which is dear (docs/DEPLOY.md).
HEAD_POLL_SECONDS = 0.25

_SCHEMA = """
CREATE TABLE IF NOT EXISTS events (
    game TEXT NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    at TEXT NOT NULL,
    played_at TEXT,
    by TEXT,
    key TEXT,
    v INTEGER NOT NULL,
    prev TEXT NOT NULL,
    hash TEXT NOT NULL,
    request TEXT,
    PRIMARY KEY (game, seq)
) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS events_key ON events (game, key) WHERE key IS NOT NULL;
CREATE TRIGGER IF NOT EXISTS events_no_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: UPDATE refused'); END;
CREATE TRIGGER IF NOT EXISTS events_no_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: DELETE refused'); END;
CREATE TRIGGER IF NOT EXISTS events_no_replace BEFORE INSERT ON events
WHEN EXISTS (SELECT 1 FROM events WHERE game = NEW.game AND seq = NEW.seq)
  OR (NEW.key IS NOT NULL AND EXISTS (SELECT 1 FROM events WHERE game = NEW.game AND key = NEW.key))
BEGIN SELECT RAISE(ABORT, 'events are append-only: an event is never replaced'); END;
CREATE TABLE IF NOT EXISTS tokens (
    game TEXT PRIMARY KEY,
    token_sha256 TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    tracking TEXT NOT NULL,
    players TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_seq INTEGER NOT NULL,
    status TEXT NOT NULL,
    hands INTEGER NOT NULL,
    totals TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_updated ON games (updated_at);
CREATE TABLE IF NOT EXISTS snapshots (
    game TEXT NOT NULL,
    seq INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game, seq)
) WITHOUT ROWID;
"""


def sqlite_path(target: str | Path) -> str:
    """A file path from `path`, `sqlite:///relative/path` or `sqlite:////absolute/path`."""
    text = str(target)
    return text[len("sqlite:///") :] if text.startswith("sqlite:///") else text


class SqliteStore(Store):
    """A connection to one SQLite file; open one per request or thread, never share it."""

    def __init__(self, target: str | Path, create: bool = False):
        self.path = sqlite_path(target)
        self._lock_fd: int | None = None
        self.db = sqlite_utils.Database(self._connect("rwc" if create else "rw"))

    @classmethod
    def initialise(cls, target: str | Path) -> None:
        """Create the file, its tables and triggers, and switch it to WAL (once per process)."""
        Path(sqlite_path(target)).parent.mkdir(parents=True, exist_ok=True)
        store = cls(target, create=True)
        try:
            store.db.enable_wal()
            store.db.executescript(_SCHEMA)
            store._migrate()
        finally:
            store.close()

    def _migrate(self) -> None:
        """Add to a file made by an earlier version the columns it lacks, under the write
        lock: two processes starting at once add each column once."""
        with self.writing():
            have = {row[1] for row in self.db.conn.execute("PRAGMA table_info(events)")}
            for column, ddl in _ADDED_COLUMNS.items():
                if column not in have:
                    self.db.conn.execute(ddl)

    @classmethod
    def release(cls, target: str) -> None:
        """Nothing to close: each SQLite handle owns its connection (see `close`)."""

    def _connect(self, mode: str) -> sqlite3.Connection:
        """A connection that never creates a missing file but in `initialise` ("rwc")."""
        uri = f"{Path(self.path).absolute().as_uri()}?mode={mode}"
        try:
            conn = sqlite3.connect(
                uri,
                uri=True,
                timeout=30,
                isolation_level=None,
                check_same_thread=False,
                factory=SqliteConnection,
            )
        except sqlite3.OperationalError as exc:
            raise translated(exc) from exc
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA busy_timeout=30000")
        return conn

    def close(self) -> None:
        self.db.close()
        if self._lock_fd is not None:
            self._release()
            self._lock_fd = None

    def _roll_back(self) -> None:
        if self.db.conn.in_transaction:
            self.db.conn.rollback()

    @contextmanager
    def writing(self) -> Iterator[None]:
        """One write transaction, taking the write lock first so the head cannot move."""
        with self._writer():
            self.db.conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                self.db.rollback()
                raise
            self.db.conn.execute("COMMIT")

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """Inside `writing()`: writes that a failure undoes alone, the rest of the transaction
        kept (SQLite runs each write as it comes, so a taken seq is known at once): a part of
        group commit's transaction (group.py)."""
        self.db.conn.execute("SAVEPOINT part")
        try:
            yield
        except BaseException:
            self.db.conn.execute("ROLLBACK TO part")
            self.db.conn.execute("RELEASE part")
            raise
        self.db.conn.execute("RELEASE part")

    @contextmanager
    def _writer(self) -> Iterator[None]:
        """Writers queue on a lock file before asking SQLite for its lock: the kernel wakes the
        next one as soon as the lock is free, where SQLite's busy handler sleeps and polls
        (1, 2, 5, 10 ms…), which cost the service a third of its appends (`make bench`)."""
        if self._lock_fd is None:
            self._lock_fd = os.open(self.path + "-writer", os.O_RDWR | os.O_CREAT, 0o644)
            self._release = weakref.finalize(self, os.close, self._lock_fd)  # even if never closed
        fcntl.flock(self._lock_fd, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(self._lock_fd, fcntl.LOCK_UN)

    # -- reading the log ---------------------------------------------------------------

    def head(self, game: str) -> tuple[int, str]:
        row = self._one(
            "SELECT seq, hash FROM events WHERE game = ? ORDER BY seq DESC LIMIT 1", game
        )
        return (row[0], row[1]) if row else (0, GENESIS)

    def _one(self, sql: str, *params: Any) -> tuple | None:
        """One row of a read on the hot path (plain sqlite3: no savepoint around it)."""
        return self.db.conn.execute(sql, params).fetchone()

    def events(self, game: str, after: int = 0, upto: int | None = None) -> Iterator[dict]:
        sql = "SELECT * FROM events WHERE game = ? AND seq > ?"
        params: list[Any] = [game, after]
        if upto is not None:
            sql += " AND seq <= ?"
            params.append(upto)
        for row in self.db.query(sql + " ORDER BY seq", params):
            yield row_event(row)

    def event(self, game: str, seq: int) -> dict | None:
        rows = list(self.db.query("SELECT * FROM events WHERE game = ? AND seq = ?", [game, seq]))
        return row_event(rows[0]) if rows else None

    def by_key(self, game: str, key: str) -> tuple[dict, str | None] | None:
        rows = list(self.db.query("SELECT * FROM events WHERE game = ? AND key = ?", [game, key]))
        return (row_event(rows[0]), rows[0]["request"]) if rows else None

    def records(self, game: str) -> Iterator[tuple[dict, str | None]]:
        for row in self.db.query("SELECT * FROM events WHERE game = ? ORDER BY seq", [game]):
            yield row_event(row), row["request"]

    def game_ids(self) -> list[str]:
        return [r["game"] for r in self.db.query("SELECT DISTINCT game FROM events ORDER BY game")]

    def wait_for_events(self, game: str, after: int, timeout: float) -> list[EventText]:
        """A poll of the game's new events every HEAD_POLL_SECONDS (WAL readers never block
        the writer), so an append of any process is seen."""
        deadline = time.monotonic() + timeout
        while True:
            rows = self.db.conn.execute(_EVENT_TEXTS, (game, after)).fetchall()
            if rows:
                return [EventText(*row) for row in rows]
            left = deadline - time.monotonic()
            if left <= 0:
                return []
            time.sleep(min(HEAD_POLL_SECONDS, left))

    # -- writing the log ---------------------------------------------------------------

    def append(self, event: dict[str, Any], request: str | None = None) -> None:
        try:
            self.db.execute(_INSERT_EVENT, event_row(event, request))
        except sqlite3.IntegrityError as exc:
            message = f"event {event['game']}#{event['seq']} refused: {exc}"
            raise Conflict(message) from exc

    # -- tokens ------------------------------------------------------------------------

    def set_token(self, game: str, token_sha256: str) -> None:
        self.db.execute(
            "INSERT INTO tokens (game, token_sha256) VALUES (?, ?)"
            " ON CONFLICT (game) DO UPDATE SET token_sha256 = excluded.token_sha256",
            [game, token_sha256],
        )

    def replace_token(self, game: str, old_sha256: str, new_sha256: str) -> bool:
        cursor = self.db.execute(
            "UPDATE tokens SET token_sha256 = ? WHERE game = ? AND token_sha256 = ?",
            [new_sha256, game, old_sha256],
        )
        return cursor.rowcount == 1

    def token(self, game: str) -> str | None:
        row = self._one("SELECT token_sha256 FROM tokens WHERE game = ?", game)
        return row[0] if row else None

    def for_writing(self, game: str, since: int = 0) -> ForWriting | None:
        """`since` unused: a read here is a call into the same process, not a round trip."""
        row = self._one(_TOKEN_AND_HEAD, game, game)
        if row is None:
            return None
        return ForWriting(row[0], row[1] or 0, row[2] or GENESIS)

    # -- the games read model --------------------------------------------------------

    def save_summary(self, row: dict[str, Any]) -> None:
        columns = ", ".join(SUMMARY_COLUMNS)
        values = ", ".join(f":{c}" for c in SUMMARY_COLUMNS)
        updates = ", ".join(f"{c} = excluded.{c}" for c in SUMMARY_COLUMNS if c != "created_at")
        self.db.execute(
            f"INSERT INTO games ({columns}) VALUES ({values})"
            f" ON CONFLICT (id) DO UPDATE SET {updates}"
            " WHERE games.last_seq <= excluded.last_seq",  # a late writer never goes back
            summary_values(row),
        )

    def summaries(self, ids: list[str]) -> list[dict]:
        """The summaries of the games named, newest first; an unknown id is simply absent."""
        marks = ", ".join("?" for _ in ids)
        rows = self.db.query(
            f"SELECT * FROM games WHERE id IN ({marks}) ORDER BY created_at DESC, id", ids
        )
        return [summary_of(r) for r in rows]

    def summary_ids(self) -> list[str]:
        return [r[0] for r in self.db.conn.execute("SELECT id FROM games ORDER BY id")]

    def recent_games(self, limit: int) -> list[str]:
        sql = "SELECT id FROM games WHERE status = 'playing' ORDER BY updated_at DESC LIMIT ?"
        return [r[0] for r in self.db.conn.execute(sql, [limit])]

    def drop_summary(self, game: str) -> None:
        self.db.execute("DELETE FROM games WHERE id = ?", [game])

    def ready_to_write(self) -> None:
        """A write that changes nothing: the header's user_version set to its own value. The
        last connection to close removed the WAL; the first write after a restart starts the
        new one (its header written and synced), which cost a fresh worker's first append
        0.8 ms more on this machine (`make bench`, the first append after a restart)."""
        (version,) = self.db.conn.execute("PRAGMA user_version").fetchone()
        with self.writing():
            self.db.conn.execute(f"PRAGMA user_version = {int(version)}")

    # -- the snapshots read model ----------------------------------------------------------

    def save_snapshot(self, game: str, seq: int, state: str, keep: int = 2) -> None:
        """Keep the state after `seq` (JSON text), and only the `keep` latest of the game."""
        self.db.execute(
            "INSERT INTO snapshots (game, seq, state) VALUES (?, ?, ?)"
            " ON CONFLICT (game, seq) DO UPDATE SET state = excluded.state",
            [game, seq, state],
        )
        self.db.execute(
            "DELETE FROM snapshots WHERE game = ? AND seq NOT IN"
            " (SELECT seq FROM snapshots WHERE game = ? ORDER BY seq DESC LIMIT ?)",
            [game, game, keep],
        )

    def load_snapshot(self, game: str, upto: int) -> tuple[int, str] | None:
        """The latest snapshot of a game at or before `upto`: (its seq, its JSON text)."""
        row = self._one(
            "SELECT seq, state FROM snapshots WHERE game = ? AND seq <= ?"
            " ORDER BY seq DESC LIMIT 1",
            game,
            upto,
        )
        return (row[0], row[1]) if row else None

    def drop_snapshots(self, game: str | None = None) -> None:
        if game is None:
            self.db.execute("DELETE FROM snapshots")
        else:
            self.db.execute("DELETE FROM snapshots WHERE game = ?", [game])
