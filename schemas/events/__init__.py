"""The data schema of every event type, by type (DESIGN.md "Event types (v1)")."""

from __future__ import annotations

from functools import cache

from marshmallow import Schema

from .common import COMMON
from .huit_americain import HUIT_AMERICAIN
from .president import PRESIDENT
from .rami import RAMI

DATA_SCHEMAS: dict[str, type[Schema]] = {**COMMON, **HUIT_AMERICAIN, **RAMI, **PRESIDENT}
EVENT_TYPES = tuple(sorted(DATA_SCHEMAS))


@cache
def data_schema(event_type: str) -> Schema:
    """One instance per type, reused: building a schema costs more than loading with it."""
    return DATA_SCHEMAS[event_type]()
