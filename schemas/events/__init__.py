"""The data schema of every event type, by type (DESIGN.md "Event types (v1)").

The common events' schemas are in `common`; a game that tracks moves has a module here
named after it (`schemas/events/<game>.py`, its `SCHEMAS` by event type), found from the
game's declaration in the registry: every move type it declares must have a schema.
"""

from __future__ import annotations

import importlib
from functools import cache

from marshmallow import Schema

from replays.registry import engines

from .common import COMMON


def game_schemas() -> dict[str, type[Schema]]:
    """The schemas of the games' own events, each game's from its module here."""
    found: dict[str, type[Schema]] = {}
    for engine in engines().values():
        if engine.play is None:
            continue
        found.update(importlib.import_module(f"{__name__}.{engine.game}").SCHEMAS)
    for engine in engines().values():
        missing = sorted(engine.play.move_types - set(COMMON) - set(found)) if engine.play else []
        if missing:
            raise ImportError(f"no schema for {engine.game}'s {', '.join(missing)}")
    return found


DATA_SCHEMAS: dict[str, type[Schema]] = {**COMMON, **game_schemas()}
EVENT_TYPES = tuple(sorted(DATA_SCHEMAS))


@cache
def data_schema(event_type: str) -> Schema:
    """One instance per type, reused: building a schema costs more than loading with it."""
    return DATA_SCHEMAS[event_type]()
