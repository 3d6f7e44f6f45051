"""Part of the PostgreSQL backend: what each process keeps per database (its connection pool,
its listener), made on first use and never carried across a fork (gunicorn forks workers)."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

from psycopg_pool import ConnectionPool

POOL_SIZE = 10


class Closes(Protocol):
    def close(self) -> None: ...


T = TypeVar("T", bound=Closes)


class PerProcess(Generic[T]):
    """One `T` per database URL in this process."""

    def __init__(self, make: Callable[..., T]):
        self._make = make
        self._made: dict[tuple[str, int], T] = {}
        self._lock = threading.Lock()

    def get(self, url: str, *args: object) -> T:
        key = (url, os.getpid())
        with self._lock:
            found = self._made.get(key)
            if found is None:
                found = self._made[key] = self._make(url, *args)
            return found

    def drop(self, url: str) -> None:
        """Close this process's one for `url` (the next `get` makes a new one)."""
        with self._lock:
            found = self._made.pop((url, os.getpid()), None)
        if found is not None:
            found.close()


def _open(url: str, size: int) -> ConnectionPool:
    return ConnectionPool(
        url,
        min_size=1,
        max_size=max(1, size),
        # psycopg prepares a read it has run 5 times; a pooler in transaction mode needs
        # PgBouncer 1.21+ (max_prepared_statements) for that (docs/DEPLOY.md).
        kwargs={"autocommit": True},
        name="cartes",
        open=True,
    )


_pools: PerProcess[ConnectionPool] = PerProcess(_open)


def pool(url: str, size: int = POOL_SIZE) -> ConnectionPool:
    """This process's pool for `url`, opened on first use."""
    return _pools.get(url, size)


def close_pools(url: str) -> None:
    _pools.drop(url)
