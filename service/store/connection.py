"""A sqlite3 connection whose failures of the database itself (full, locked, unreadable)
come out as the store's error types, which service/errors.py maps to HTTP."""

from __future__ import annotations

import sqlite3
from typing import Any

from .errors import StoreFull, StoreUnavailable

# SQLite's primary result codes (https://sqlite.org/rescode.html) that mean the database
# itself is in trouble, not the statement.
_FULL = 13
# PERM, BUSY, LOCKED, READONLY, IOERR, CORRUPT, CANTOPEN, NOTADB
_UNAVAILABLE = {3, 5, 6, 8, 10, 11, 14, 26}


def translated(exc: sqlite3.Error) -> Exception:
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if code == _FULL:
        return StoreFull(f"the database is full: {exc}")
    if code in _UNAVAILABLE:
        return StoreUnavailable(f"the database is unavailable: {exc}")
    return exc


class SqliteConnection(sqlite3.Connection):
    """A connection whose failures of the database itself come out as `StoreError` types."""

    def execute(self, *args: Any) -> sqlite3.Cursor:
        try:
            return super().execute(*args)
        except sqlite3.OperationalError as exc:
            raise translated(exc) from exc

    def executemany(self, *args: Any) -> sqlite3.Cursor:
        try:
            return super().executemany(*args)
        except sqlite3.OperationalError as exc:
            raise translated(exc) from exc

    def executescript(self, *args: Any) -> sqlite3.Cursor:
        try:
            return super().executescript(*args)
        except sqlite3.OperationalError as exc:
            raise translated(exc) from exc
