"""What a game declares, as JSON for the page and the API (`GET /presets` "games"): the fields
of its score entries, its statistics counters, the score forms and match ends of each scoring,
its deck's options and its page module, so that the page's forms, score sheet, corrections and
statistics read them instead of naming the game (docs/ENGINES.md "The page file")."""

from __future__ import annotations

from typing import Any

from .engine import ScoringEngine
from .game import Counter, EntryField


def declared(engine: ScoringEngine) -> dict[str, Any]:
    """The declarations of one game the page reads."""
    return {
        "entry_fields": [_entry(f) for f in engine.entry_fields],
        "counters": [_counter(c) for c in engine.counters],
        "scorings": [_scoring(engine, name) for name in engine.scorings],
        "deck_option": engine.deck_option,
        "joker_option": engine.joker_option or None,
        "page": engine.page or None,
        "sides": _sides(engine),
    }


def _sides(engine: ScoringEngine) -> dict[str, Any]:
    """Who scores together (CORE-SIDE-1): the page sets teams up where the game has them."""
    sides = engine.sides
    return {
        "kind": sides.kind,
        "count": sides.count,
        "size": sides.size,
        "facing": sides.facing,
        "word": dict(sides.word),
    }


def _scoring(engine: ScoringEngine, name: str) -> dict[str, Any]:
    """A scoring's score-only entries in the order the page offers them (the first is its
    default form), and the match ends the table chooses from."""
    taken = engine.scorings[name].entries
    order = [e for e in engine.entry_order if e in taken]
    order += sorted(taken - set(order))
    return {"name": name, "entries": order, "ends": list(engine.ends.get(name, ()))}


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
