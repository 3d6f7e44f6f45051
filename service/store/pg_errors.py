"""Part of the PostgreSQL backend: the database's failures as the store's types."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from psycopg import errors
from psycopg_pool import PoolTimeout

from .errors import Conflict, StoreFull, StoreUnavailable


@contextmanager
def translated() -> Iterator[None]:
    """PostgreSQL's failures of the database itself as the store's types; a statement's own
    error (a bug) goes through as it is."""
    try:
        yield
    except errors.UniqueViolation as exc:
        raise Conflict(str(exc)) from exc  # it may run again from a fresh head
    except (errors.SerializationFailure, errors.DeadlockDetected) as exc:
        raise Conflict(str(exc)) from exc
    except (errors.DiskFull, errors.ProgramLimitExceeded) as exc:
        raise StoreFull(f"the database is full: {exc}") from exc
    except (psycopg.OperationalError, errors.ReadOnlySqlTransaction, PoolTimeout) as exc:
        raise StoreUnavailable(f"the database is unavailable: {exc}") from exc
