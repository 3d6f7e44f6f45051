"""The data schema of every event type, by type (DESIGN.md "Event types (v1)").

The common events' schemas are in `common`; a game that tracks moves declares its own
event types' data in its package (`replays/<game>/shapes.py`, `play.shapes`), from which
`declared` builds their schemas: every move type it declares must have one. Two games may
share an event type (`passed`) only with the same data.
"""

from __future__ import annotations

from functools import cache

from marshmallow import Schema

from replays.registry import engines, version

from .common import COMMON, points_schema
from .declared import schema


def game_schemas() -> dict[str, type[Schema]]:
    """The schemas of the games' own events, built from each game's declared shapes."""
    found: dict[str, type[Schema]] = {}
    shapes: dict[str, object] = {}
    for engine in engines().values():
        if engine.play is None:
            continue
        for kind, shape in engine.play.shapes.items():
            if kind in shapes and shapes[kind] != shape:
                raise ImportError(f"{engine.game}'s {kind} differs from another game's")
            shapes[kind] = shape
            found.setdefault(kind, schema(kind, shape))
        missing = sorted(engine.play.move_types - set(COMMON) - set(found))
        if missing:
            raise ImportError(f"no schema for {engine.game}'s {', '.join(missing)}")
    return found


DATA_SCHEMAS: dict[str, type[Schema]] = {**COMMON, **game_schemas()}
EVENT_TYPES = tuple(sorted(DATA_SCHEMAS))


def data_schema(event_type: str) -> Schema:
    """One instance per type, reused: building a schema costs more than loading with it."""
    return _instances(version())[event_type]


@cache
def _instances(registry_version: int) -> dict[str, Schema]:
    """The schemas of this registry: a game registered later declares its score fields too."""
    table = {**DATA_SCHEMAS, **game_schemas(), "points_entered": points_schema()}
    return {kind: made() for kind, made in table.items()}
