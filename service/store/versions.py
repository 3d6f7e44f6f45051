"""Event versions: the fields each version is stored and hashed with, and the upcasters.

A stored event is never rewritten (DESIGN.md): an event of an older version keeps the fields
and the hash it was stored with, and readers get it in the current shape through one
upcaster per version step (pyeventsourcing's `upcast_v1_v2`). `v` stays the version it was
stored as, since it says which fields its hash covers (`hashed_fields`).

- v1: game, seq, type, data, at, by, key, v, prev, hash.
- v2: v1 and `played_at`, the device's clock when the move was made (the `Played-At`
  header), or null; never used for order or checks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

EVENT_VERSION = 2  # the version new events are stored with
V1_FIELDS = ("game", "seq", "type", "data", "at", "by", "key", "v", "prev", "hash")
EVENT_FIELDS = ("game", "seq", "type", "data", "at", "played_at", "by", "key", "v", "prev", "hash")
_FIELDS = {1: V1_FIELDS, 2: EVENT_FIELDS}


def is_version(value: object) -> bool:
    """Whether `value` is a version this service reads (an int, not a bool or 1.0)."""
    return type(value) is int and value in _FIELDS


def stored_fields(version: int) -> tuple[str, ...]:
    """The fields an event of `version` was stored with; KeyError for an unknown version."""
    return _FIELDS[version]


def hashed_fields(version: int) -> tuple[str, ...]:
    """The fields the hash of an event of `version` covers: all it was stored with but `hash`."""
    return tuple(f for f in _FIELDS[version] if f != "hash")


def upcast_v1_v2(event: Mapping[str, Any]) -> dict[str, Any]:
    """A v1 event in the v2 shape: no device clock was sent, so `played_at` is null."""
    return {**event, "played_at": None}


_UPCASTERS: dict[int, Callable[[Mapping[str, Any]], dict[str, Any]]] = {1: upcast_v1_v2}


def upcast(event: Mapping[str, Any]) -> dict[str, Any]:
    """`event` in the current shape, each step from its version up; `v` is kept as stored."""
    shaped = dict(event)
    for version in range(event["v"], EVENT_VERSION):
        shaped = _UPCASTERS[version](shaped)
    return {f: shaped[f] for f in EVENT_FIELDS}
