"""The event store: the only module that touches SQLite (through sqlite-utils).

`events` is append-only — triggers make SQLite itself refuse UPDATE and DELETE — and each
event carries the SHA-256 of its canonical JSON (RFC 8785) chained to the previous one.
`games` and `tokens` sit beside it: `games` is a read model rebuilt from `events` at will.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import sqlite3
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import rfc8785
import sqlite_utils

GENESIS = "0" * 64
EVENT_FIELDS = ("game", "seq", "type", "data", "at", "by", "key", "v", "prev", "hash")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS events (
    game TEXT NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    at TEXT NOT NULL,
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
"""


_SUMMARY_COLUMNS = (
    "id",
    "game",
    "preset",
    "tracking",
    "players",
    "created_at",
    "updated_at",
    "last_seq",
    "status",
    "hands",
    "totals",
)


class StoreError(Exception):
    """The database refused a write the store expected to succeed."""


def event_hash(event: dict[str, Any]) -> str:
    """SHA-256 over the RFC 8785 canonical JSON of every field but `hash`."""
    body = {k: event[k] for k in EVENT_FIELDS if k != "hash"}
    return hashlib.sha256(canonical(body)).hexdigest()


def request_hash(body: Any) -> str:
    return hashlib.sha256(canonical(body)).hexdigest()


_SAFE_INT = 2**53 - 1


def canonical(value: Any) -> bytes:
    """RFC 8785 canonical JSON. For text, safe integers and ASCII keys, json's C encoder writes
    the very same bytes 2.5 times faster (issue 6 benchmark; a property test compares the
    two); anything else (floats, big integers, other keys) goes to the reference code."""
    if _plain(value):
        try:
            text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
            return text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: let rfc8785 refuse it in its words
            pass
    return rfc8785.dumps(value)


def _plain(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is str or kind is bool or item is None:
            continue
        if kind is int:
            if -_SAFE_INT <= item <= _SAFE_INT:
                continue
            return False
        if kind is dict:
            if not all(type(k) is str and k.isascii() for k in item):
                return False
            stack.extend(item.values())
        elif kind is list or kind is tuple:
            stack.extend(item)
        else:
            return False
    return True


class Store:
    """A connection to one SQLite file; open one per request or thread, never share it."""

    def __init__(self, path: str | Path):
        self.path = str(path)
        self.db = sqlite_utils.Database(self._connect())
        self._lock_fd: int | None = None

    @classmethod
    def initialise(cls, path: str | Path) -> None:
        """Create the file, its tables and triggers, and switch it to WAL (once per process)."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        store = cls(path)
        try:
            store.db.enable_wal()
            store.db.executescript(_SCHEMA)
        finally:
            store.close()

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=30, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA busy_timeout=30000")
        return conn

    def close(self) -> None:
        self.db.close()
        if self._lock_fd is not None:
            self._release()
            self._lock_fd = None

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
    def _writer(self) -> Iterator[None]:
        """Writers queue on a lock file before asking SQLite for its lock: the kernel wakes the
        next one as soon as the lock is free, where SQLite's busy handler sleeps and polls
        (1, 2, 5, 10 ms…), which cost the service a third of its appends (issue 6 benchmark)."""
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
        """(last seq, its hash) of a game; (0, GENESIS) when it has no events."""
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
            yield _event(row)

    def event(self, game: str, seq: int) -> dict | None:
        rows = list(self.db.query("SELECT * FROM events WHERE game = ? AND seq = ?", [game, seq]))
        return _event(rows[0]) if rows else None

    def by_key(self, game: str, key: str) -> tuple[dict, str | None] | None:
        """The event stored under an idempotency key, with the hash of its request body."""
        rows = list(self.db.query("SELECT * FROM events WHERE game = ? AND key = ?", [game, key]))
        return (_event(rows[0]), rows[0]["request"]) if rows else None

    def game_ids(self) -> list[str]:
        return [r["game"] for r in self.db.query("SELECT DISTINCT game FROM events ORDER BY game")]

    def exists(self, game: str) -> bool:
        return self.head(game)[0] > 0

    # -- writing the log ---------------------------------------------------------------

    def append(self, event: dict[str, Any], request: str | None = None) -> None:
        """Insert one complete event; call inside `writing()`."""
        row = {k: event[k] for k in EVENT_FIELDS}
        row["data"] = json.dumps(event["data"], ensure_ascii=False, separators=(",", ":"))
        row["request"] = request
        try:
            self.db.execute(
                "INSERT INTO events (game, seq, type, data, at, by, key, v, prev, hash, request)"
                " VALUES (:game, :seq, :type, :data, :at, :by, :key, :v, :prev, :hash, :request)",
                row,
            )
        except sqlite3.IntegrityError as exc:
            raise StoreError(f"event {event['game']}#{event['seq']} refused: {exc}") from exc

    # -- tokens ------------------------------------------------------------------------

    def set_token(self, game: str, token_sha256: str) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO tokens (game, token_sha256) VALUES (?, ?)", [game, token_sha256]
        )

    def token(self, game: str) -> str | None:
        row = self._one("SELECT token_sha256 FROM tokens WHERE game = ?", game)
        return row[0] if row else None

    # -- the games read model --------------------------------------------------------

    def save_summary(self, row: dict[str, Any]) -> None:
        """Insert or update a game's summary; `created_at` is only written the first time."""
        row = {**row, "players": json.dumps(row["players"]), "totals": json.dumps(row["totals"])}
        row.setdefault("created_at", row["updated_at"])
        columns = ", ".join(_SUMMARY_COLUMNS)
        values = ", ".join(f":{c}" for c in _SUMMARY_COLUMNS)
        updates = ", ".join(f"{c} = excluded.{c}" for c in _SUMMARY_COLUMNS if c != "created_at")
        self.db.execute(
            f"INSERT INTO games ({columns}) VALUES ({values})"
            f" ON CONFLICT (id) DO UPDATE SET {updates}",
            row,
        )

    def summaries(self, limit: int, offset: int) -> list[dict]:
        rows = self.db.query(
            "SELECT * FROM games ORDER BY created_at DESC, id LIMIT ? OFFSET ?", [limit, offset]
        )
        return [
            {**r, "players": json.loads(r["players"]), "totals": json.loads(r["totals"])}
            for r in rows
        ]

    def count_games(self) -> int:
        return next(iter(self.db.query("SELECT count(*) AS n FROM games")))["n"]

    def clear_summaries(self) -> None:
        self.db.execute("DELETE FROM games")

    # -- integrity ---------------------------------------------------------------------

    def verify(self, game: str) -> int | None:
        """The first seq whose hash, chain link or numbering is broken; None if intact."""
        prev, expected = GENESIS, 1
        for event in self.events(game):
            if (
                event["seq"] != expected
                or event["prev"] != prev
                or event_hash(event) != event["hash"]
            ):
                return expected if event["seq"] != expected else event["seq"]
            prev, expected = event["hash"], expected + 1
        return None


def _event(row: dict[str, Any]) -> dict[str, Any]:
    event = {k: row[k] for k in EVENT_FIELDS}
    event["data"] = json.loads(row["data"])
    return event
