"""The event store: one interface (`base.Store`), two backends, chosen here from one setting.

A target is either a PostgreSQL URL (`postgresql://…`, selected by `DATABASE_URL`) or a
SQLite file (a path or `sqlite:///path`, from `GAMES_DB`). The rest of the service only
calls `initialise` and `connect` and never learns which database it talks to.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .base import ForWriting, Store
from .errors import Claim, Conflict, StoreError, StoreFull, StoreUnavailable, claim
from .rows import GENESIS, EventText, broken_at, canonical, event_hash, request_hash
from .versions import EVENT_FIELDS, EVENT_VERSION

__all__ = [
    "EVENT_FIELDS",
    "EVENT_VERSION",
    "GENESIS",
    "Claim",
    "Conflict",
    "EventText",
    "ForWriting",
    "Store",
    "StoreError",
    "StoreFull",
    "StoreUnavailable",
    "broken_at",
    "canonical",
    "claim",
    "connect",
    "event_hash",
    "initialise",
    "is_postgres",
    "release",
    "request_hash",
    "target_of",
]

_POSTGRES = ("postgresql://", "postgres://")


def is_postgres(target: str) -> bool:
    return str(target).startswith(_POSTGRES)


def target_of(config: Mapping[str, Any]) -> str:
    """The database of an app's config: `DATABASE_URL` when set, else the `GAMES_DB` file."""
    return config.get("DATABASE_URL") or str(config["GAMES_DB"])


def _backend(target: str) -> type[Store]:
    if is_postgres(target):
        from .postgres import PostgresStore

        return PostgresStore
    from .sqlite import SqliteStore

    return SqliteStore


def initialise(target: str) -> None:
    """Create the schema when it is missing: an empty database is all an operator provides."""
    _backend(target).initialise(target)


def release(target: str) -> None:
    """Close this process's pooled connections to `target` (tests, the CLI when done)."""
    _backend(target).release(target)


def connect(target: str, pool_size: int | None = None) -> Store:
    """A handle for this thread on the database at `target`."""
    backend = _backend(target)
    if pool_size is not None and is_postgres(target):
        return backend(target, pool_size)
    return backend(target)
