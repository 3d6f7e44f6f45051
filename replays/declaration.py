"""What a game declares, as JSON for the page and the API (`GET /presets` "games"): the fields
of its score entries and its statistics counters, so that the page's score form, score sheet,
corrections and statistics read them instead of naming the game (docs/ENGINES.md)."""

from __future__ import annotations

from typing import Any

from .engine import ScoringEngine
from .game import Counter, EntryField


def declared(engine: ScoringEngine) -> dict[str, Any]:
    """The declarations of one game the page reads."""
    return {
        "entry_fields": [_entry(f) for f in engine.entry_fields],
        "counters": [_counter(c) for c in engine.counters],
    }


def _entry(entry: EntryField) -> dict[str, Any]:
    shape = entry.field
    body: dict[str, Any] = {
        "name": entry.name,
        "kind": shape.kind,
        "label": dict(entry.labels),
        "word": dict(entry.word),
        "none": dict(entry.none),
        "mark": entry.mark,
    }
    if shape.choices:
        body["choices"] = list(shape.choices)
    if shape.least is not None or shape.most is not None:
        body["least"], body["most"] = shape.least, shape.most
    return body


def _counter(counter: Counter) -> dict[str, Any]:
    return {"name": counter.name, "label": dict(counter.labels), "per_value": counter.per_value}
