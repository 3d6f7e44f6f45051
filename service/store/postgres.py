"""The PostgreSQL backend (psycopg 3 and its pool): one database shared by several app nodes.

Nothing here relies on one process: races are the database's to settle (the unique keys:
see pg_transaction.py). Triggers make the database refuse UPDATE, DELETE and TRUNCATE of
`events`, even for the role that owns the table. Each append also sends a NOTIFY (a wake-up
for streams on other nodes; they poll as well, so a lost notification only delays them).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

from . import pg_listen, pg_schema
from .base import ForWriting, Store
from .pg_pool import close_pools
from .pg_sql import (
    CHANNEL,
    EVENT_TEXTS,
    TAIL_MAX,
    TOKEN_HEAD,
    TOKEN_HEAD_AND_TAIL,
)
from .pg_transaction import Transaction
from .rows import GENESIS, SUMMARY_COLUMNS, EventText, row_event, summary_of, summary_values

POLL_SECONDS = 0.5  # a stream reads the head this often even without a notification


class PostgresStore(Transaction, Store):
    """One thread's handle: reads borrow a pooled connection, a transaction keeps one
    (`Transaction`)."""

    @classmethod
    def initialise(cls, target: str) -> None:
        pg_schema.create(target)

    @classmethod
    def release(cls, target: str) -> None:
        pg_listen.stop(target)
        close_pools(target)

    # -- the log ---------------------------------------------------------------------

    def head(self, game: str) -> tuple[int, str]:
        row = self._one(
            "SELECT seq, hash FROM events WHERE game = %s ORDER BY seq DESC LIMIT 1", (game,)
        )
        return (row[0], row[1]) if row else (0, GENESIS)

    def events(self, game: str, after: int = 0, upto: int | None = None) -> Iterator[dict]:
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
                rows = conn.execute(EVENT_TEXTS, (game, after)).fetchall()
            if rows:
                return [EventText(*row) for row in rows]
            left = deadline - time.monotonic()
            if left <= 0:
                return []
            wakeups.wait(game, version, min(POLL_SECONDS, left))

    # -- tokens and the games read model ----------------------------------------------

    def set_token(self, game: str, token_sha256: str) -> None:
        self._upsert(
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

    def token(self, game: str) -> str | None:
        row = self._one("SELECT token_sha256 FROM tokens WHERE game = %s", (game,))
        return row[0] if row else None

    def for_writing(self, game: str, since: int = 0) -> ForWriting | None:
        """With the tail after `since` when there is one to read: an append to a game that
        another worker or node wrote to since this worker's state then costs one read, not
        two."""
        if since <= 0:
            row = self._one(TOKEN_HEAD, {"game": game})
        else:
            most = since + TAIL_MAX
            row = self._one(TOKEN_HEAD_AND_TAIL, {"game": game, "since": since, "most": most})
        if row is None:
            return None
        tail = tuple(json.loads(row[3])) if since > 0 and row[3] is not None else None
        return ForWriting(row[0], row[1] or 0, row[2] or GENESIS, since, tail)

    def save_summary(self, row: dict[str, Any]) -> None:
        values = summary_values(row)
        updates = ", ".join(f"{c} = excluded.{c}" for c in SUMMARY_COLUMNS if c != "created_at")
        self._upsert(
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
        self._upsert(
            "INSERT INTO snapshots (game, seq, state)",
            (game, seq, state),
            "ON CONFLICT (game, seq) DO UPDATE SET state = excluded.state",
        )
        self._write(
            "DELETE FROM snapshots WHERE game = %s AND seq NOT IN"
            " (SELECT seq FROM snapshots WHERE game = %s ORDER BY seq DESC LIMIT %s)",
            (game, game, keep),
        )

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
