"""What the store raises, and what a write claims that no other may (a seq, a key).

A leaf of the store package: the backends, the group commit and the service's error table
import it, and it imports none of them.
"""

from __future__ import annotations


class StoreError(Exception):
    """The database refused a write the store expected to succeed."""


class StoreFull(StoreError):
    """No room left for the database: the disk, or the size the database may grow to."""


class StoreUnavailable(StoreError):
    """The database is missing, read-only or unreadable."""


Claim = tuple[str, str, object]  # (game, "seq" or "key", the value): see `claim`


def claim(game: str, kind: str, value: object) -> Claim:
    """What a row takes that no other row may: a game's seq (kind "seq") or idempotency key
    ("key"). Group commit tells its writes apart by these."""
    return (game, kind, value)


class Conflict(StoreError):
    """Another writer took this seq or this key first: the transaction may run again."""
