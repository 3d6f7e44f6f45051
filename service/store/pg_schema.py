"""Part of the PostgreSQL backend: the tables and the guards, made on a node's first start.

Plain SQL that CockroachDB also runs, but for the function and the two triggers (see
docs/DEPLOY.md): CREATE OR REPLACE TRIGGER is PostgreSQL 14+, and TRUNCATE triggers have no
CockroachDB equivalent.
"""

from __future__ import annotations

import time

import psycopg
from psycopg import errors

_TABLES = """
CREATE TABLE IF NOT EXISTS events (
    game TEXT NOT NULL,
    seq BIGINT NOT NULL CHECK (seq >= 1),
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
);
CREATE UNIQUE INDEX IF NOT EXISTS events_key ON events (game, key) WHERE key IS NOT NULL;
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
    last_seq BIGINT NOT NULL,
    status TEXT NOT NULL,
    hands INTEGER NOT NULL,
    totals TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_updated ON games (updated_at);
CREATE TABLE IF NOT EXISTS snapshots (
    game TEXT NOT NULL,
    seq BIGINT NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game, seq)
);
"""
# Columns added since the first schema, each with what adds it to a table made before: a
# nullable column, so the rows stored before read as null, which is their upcast
# (versions.py). Added only when missing: an ALTER TABLE locks the table even when it
# changes nothing, and a node starting must not stop the others' appends.
_ADDED_COLUMNS = {"played_at": "ALTER TABLE events ADD COLUMN IF NOT EXISTS played_at TEXT"}
_COLUMNS = (
    "SELECT column_name FROM information_schema.columns"
    " WHERE table_schema = current_schema() AND table_name = 'events'"
)
_GUARDS = """
CREATE OR REPLACE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'events are append-only: % refused', TG_OP;
END
$$;
CREATE OR REPLACE TRIGGER events_no_update_or_delete BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION events_append_only();
CREATE OR REPLACE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
    FOR EACH STATEMENT EXECUTE FUNCTION events_append_only();
"""


def create(target: str, attempts: int = 5) -> None:
    """Tables, then guards, each in one transaction; two nodes starting at once may collide
    on the catalogue: the loser tries again and finds everything there. A read-only server
    (a replica) gets no DDL, even IF NOT EXISTS: the primary made the schema."""
    for attempt in range(1, attempts + 1):
        try:
            with psycopg.connect(target, autocommit=True) as conn:
                if _read_only(conn):
                    conn.execute("SELECT 1 FROM events LIMIT 0")
                    return
                with conn.transaction():
                    conn.execute(_TABLES)
                    _add_columns(conn)
                with conn.transaction():
                    conn.execute(_GUARDS)
            return
        except (errors.UniqueViolation, errors.DuplicateObject, errors.InternalError_):
            if attempt == attempts:
                raise
            time.sleep(0.1 * attempt)


def _add_columns(conn: psycopg.Connection) -> None:
    have = {row[0] for row in conn.execute(_COLUMNS)}
    for column, ddl in _ADDED_COLUMNS.items():
        if column not in have:
            conn.execute(ddl)


def _read_only(conn: psycopg.Connection) -> bool:
    row = conn.execute("SHOW transaction_read_only").fetchone()
    return row is not None and row[0] == "on"
