"""Part of the PostgreSQL backend: the database's failures as the store's types."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from psycopg import errors
from psycopg_pool import PoolTimeout

from .base import Claim, Conflict, StoreFull, StoreUnavailable, claim


@contextmanager
def translated() -> Iterator[None]:
    """PostgreSQL's failures of the database itself as the store's types; a statement's own
    error (a bug) goes through as it is."""
    try:
        yield
    except errors.UniqueViolation as exc:
        raise Conflict(str(exc), _claimed(exc)) from exc  # it may run again from a fresh head
    except (errors.SerializationFailure, errors.DeadlockDetected) as exc:
        raise Conflict(str(exc)) from exc
    except (errors.DiskFull, errors.ProgramLimitExceeded) as exc:
        raise StoreFull(f"the database is full: {exc}") from exc
    except (psycopg.OperationalError, errors.ReadOnlySqlTransaction, PoolTimeout) as exc:
        raise StoreUnavailable(f"the database is unavailable: {exc}") from exc


# PostgreSQL's detail of a unique violation: `Key (game, seq)=(g_…, 7) already exists.`
_TAKEN = re.compile(r"Key \(game, (seq|key)\)=\(([^,]*), (.*)\) already exists\.", re.S)


def _claimed(exc: errors.UniqueViolation) -> Claim | None:
    """The seq or key of the event row refused, so that group commit sends back that append
    alone (a refused statement undoes the whole transaction here: see `writing`); None when
    the detail does not say (the group then sends back every append of the transaction)."""
    found = _TAKEN.fullmatch(exc.diag.message_detail or "")
    if exc.diag.table_name != "events" or found is None:
        return None
    kind, game, value = found.groups()
    return claim(game, kind, int(value) if kind == "seq" else value)
