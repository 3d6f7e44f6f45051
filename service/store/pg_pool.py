"""Part of the PostgreSQL backend: each process's connection pools (psycopg_pool)."""

from __future__ import annotations

import os
import threading

from psycopg_pool import ConnectionPool

POOL_SIZE = 10

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
