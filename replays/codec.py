"""States as JSON text and back, for persisted snapshots (DESIGN.md Storage): never pickles.

A state is frozen dataclasses, tuples, dicts, `Card`s and plain values. Decoding builds only
the dataclasses defined in `replays` itself (the allow-list is derived from its modules, so
a renamed or restructured state class needs no list kept by hand), with the field names
they had when encoded: text read back can make nothing else, and can run no code.

The text is two JSON lines: a header naming each class used with its fields, then the value.
Tuples are JSON arrays; lists, sets and dicts with other than text keys are tagged objects.
A run of one class is written field by field, and each field so that it reads back in a few
parser calls however long the run (`_column`): dicts that share their keys as one column per
key, lists of plain values as one object; a dict of lists of plain values (the cards left in
a hand, by player) is one object too.
A header that no longer matches the classes (a field renamed since) refuses the whole text:
a snapshot is a read model, rebuilt from the log when it cannot be read.
"""

from __future__ import annotations

import dataclasses
import gc
import importlib
import json
import pkgutil
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from itertools import repeat
from typing import Any

FORMAT = 1
_TAG = "$"


class CodecError(ValueError):
    """A value the codec does not write, or a text it will not read back."""


@cache
def allowed() -> dict[str, type]:
    """Every dataclass defined in a module of `replays`, by "module:qualname"."""
    package = importlib.import_module(__package__ or "replays")
    found: dict[str, type] = {}
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and dataclasses.is_dataclass(value)
                and value.__module__ == module.__name__
            ):
                found[_key(value)] = value
    return found


def _key(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def encode(value: Any) -> str:
    """The JSON text of a state; CodecError for a value outside what a state holds."""
    classes: dict[type, int] = {}
    body = _encode(value, classes, allowed())
    header = {
        "codec": FORMAT,
        "classes": [[_key(c), [f.name for f in dataclasses.fields(c)]] for c in classes],
    }
    try:
        tail = json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except ValueError as exc:
        raise CodecError(f"not encodable: {exc}") from None
    return json.dumps(header, separators=(",", ":")) + "\n" + tail


def _encode(value: Any, classes: dict[type, int], known: dict[str, type]) -> Any:
    kind = type(value)
    if value is None or kind in (str, int, bool, float):
        return value
    if kind is tuple:
        if len(value) > 1 and _same_class(value, known):  # a run of hands, melds, cards…
            index = classes.setdefault(type(value[0]), len(classes))
            names = [f.name for f in dataclasses.fields(value[0])]
            columns = [_column(tuple(getattr(v, n) for v in value), classes, known) for n in names]
            return {_TAG: index, "cols": columns}
        return [_encode(v, classes, known) for v in value]
    if kind is dict:
        if all(type(k) is str for k in value) and _TAG not in value:
            if value and all(_flat_list(v) for v in value.values()):  # cards left, by player
                return {_TAG: "lists", "keys": list(value), "items": list(value.values())}
            return {k: _encode(v, classes, known) for k, v in value.items()}
        items = [[_encode(k, classes, known), _encode(v, classes, known)] for k, v in value.items()]
        return {_TAG: "dict", "items": items}
    if kind in (list, frozenset):
        return {_TAG: kind.__name__, "items": [_encode(v, classes, known) for v in value]}
    if dataclasses.is_dataclass(value) and known.get(_key(kind)) is kind:
        index = classes.setdefault(kind, len(classes))
        fields = dataclasses.fields(value)
        return {_TAG: index, "f": [_encode(getattr(value, f.name), classes, known) for f in fields]}
    raise CodecError(f"a state holds no {kind.__qualname__}")


def _column(values: tuple, classes: dict[type, int], known: dict[str, type]) -> Any:
    """One field of a run, read back in a few parser calls whatever the number of hands:
    dicts with the same text keys as one column per key (each written by this function
    again: a Huit américain hand's cards left by player come out as one column of lists per
    player), lists of plain values as one object, a column of nothing but empty dicts as
    its length (a score-only evening's details); else as a tuple."""
    first = values[0]
    if all(_flat_list(v) for v in values):
        return {_TAG: "flatlists", "items": list(values)}
    if type(first) is not dict or not all(type(v) is dict for v in values):
        return _encode(values, classes, known)
    keys = list(first)
    if not keys and not any(values):
        return {_TAG: "empty", "n": len(values)}
    if all(type(k) is str for k in keys) and all(list(v) == keys for v in values):
        columns = [_column(tuple(v[k] for v in values), classes, known) for k in keys]
        return {_TAG: "columns", "keys": keys, "cols": columns, "n": len(values)}
    return _encode(values, classes, known)


_SCALARS = (str, int, bool, float, type(None))


def _flat_list(value: Any) -> bool:
    return type(value) is list and all(type(x) in _SCALARS for x in value)


def _same_class(values: tuple, known: dict[str, type]) -> bool:
    kind = type(values[0])
    return (
        dataclasses.is_dataclass(kind)
        and known.get(_key(kind)) is kind
        and all(type(v) is kind for v in values)
    )


def decode(text: str) -> Any:
    """The value `encode` wrote; CodecError if the text is not one, or its classes changed."""
    head, sep, tail = text.partition("\n")
    try:
        header = json.loads(head)
        if not sep or not isinstance(header, dict) or header.get("codec") != FORMAT:
            raise CodecError("not a state written by this codec")
        builders = [_builder(entry) for entry in header["classes"]]
        with _collector_paused():
            return _tuples(json.loads(tail, object_hook=_reader(builders)))
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        if isinstance(exc, CodecError):
            raise
        raise CodecError(f"not a readable state: {exc}") from None


@contextmanager
def _collector_paused() -> Iterator[None]:
    """A decoded state is a tree (no cycles to collect): the many containers it allocates
    would only set off collections that walk every object of the process, which in a fresh
    worker cost several times the decoding itself (`make bench`)."""
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def _builder(entry: Any) -> Any:
    """The constructor for one header entry, if the class is allowed and has those fields."""
    key, names = entry
    cls = allowed().get(key) if isinstance(key, str) else None
    if cls is None:
        raise CodecError(f"{key!r} is not a state class")
    fields = dataclasses.fields(cls)
    if [f.name for f in fields] != names:
        raise CodecError(f"{key} has other fields now")
    if all(f.init for f in fields) and not hasattr(cls, "__post_init__"):
        if hasattr(cls, "__slots__"):
            return cls
        # A frozen dataclass's __init__ sets each field through object.__setattr__: filling
        # its __dict__ at once builds the same instance several times faster.
        new, names = object.__new__, [f.name for f in fields]

        def fill(*values: Any) -> Any:
            if len(values) != len(names):
                raise CodecError(f"{key} takes {len(names)} fields")
            made = new(cls)
            made.__dict__.update(zip(names, values, strict=False))  # lengths checked above
            return made

        return fill
    init = [f.init for f in fields]

    def build(*values: Any) -> Any:
        made = cls(**{f.name: v for f, v, i in zip(fields, values, init, strict=True) if i})
        for f, v, i in zip(fields, values, init, strict=True):
            if not i:
                object.__setattr__(made, f.name, v)
        return made

    return build


class _List(list):
    """A tagged list already read back, told apart from a JSON array (a tuple) until its
    container is built."""


_ARRAYS = (list, _List)


def _reader(builders: list) -> Any:
    """The parser's hook: called on each JSON object, innermost first."""

    def read(d: dict) -> Any:
        tag = d.get(_TAG)
        if tag is None:  # a plain dict: its arrays are tuples
            for k, v in d.items():
                if type(v) in _ARRAYS:
                    d[k] = _tuples(v)
            return d
        if type(tag) is int:
            if len(d) != 2 or not 0 <= tag < len(builders):
                raise CodecError("a malformed object")
            if "cols" in d:  # a run of one class, field by field
                columns = [_tuples(c) if type(c) in _ARRAYS else c for c in d["cols"]]
                if any(type(c) is not tuple or len(c) != len(columns[0]) for c in columns):
                    raise CodecError("a malformed run")
                return tuple(map(builders[tag], *columns))
            return builders[tag](*[_tuples(v) if type(v) in _ARRAYS else v for v in d["f"]])
        if tag == "lists":
            return _lists(d["keys"], d["items"])
        if tag == "columns":
            return _columns(d["keys"], d["cols"], d["n"])
        if tag == "flatlists":
            return _flat_lists(d["items"])
        if tag == "rows":  # written before "columns" (FORMAT 1 reads both)
            return _rows(d["keys"], d["rows"])
        if tag == "empty":
            if len(d) != 2 or type(d["n"]) is not int:
                raise CodecError("a malformed column")
            return tuple({} for _ in range(d["n"]))
        return _tagged(tag, d["items"])

    return read


def _columns(keys: Any, columns: Any, n: Any) -> tuple:
    """`n` dicts written by `_column` as one column of values per key."""
    if type(keys) is not list or any(type(k) is not str for k in keys) or type(n) is not int:
        raise CodecError("a malformed column")
    if type(columns) is not list or len(columns) != len(keys):
        raise CodecError("a malformed column")
    columns = [_tuples(c) if type(c) in _ARRAYS else c for c in columns]
    if any(type(c) is not tuple or len(c) != n for c in columns):
        raise CodecError("a malformed column")
    if not keys:
        return tuple({} for _ in range(n))
    rows = zip(*columns, strict=False)  # lengths checked above
    return tuple(map(dict, map(zip, repeat(keys), rows)))


def _flat_lists(items: Any) -> tuple:
    """A column of lists of plain values written as one object: read back as lists."""
    if type(items) is not list or any(type(v) is not list for v in items):
        raise CodecError("a malformed column of lists")
    if not {type(x) for v in items for x in v}.issubset(_SCALARS):
        raise CodecError("a malformed column of lists")
    return tuple(items)


def _rows(keys: Any, rows: Any) -> tuple:
    """A column of dicts written by `_column` as rows of values."""
    if type(keys) is not list or any(type(k) is not str for k in keys) or type(rows) is not list:
        raise CodecError("a malformed column")
    n = len(keys)
    if any(type(r) is not list or len(r) != n for r in rows):
        raise CodecError("a malformed column")
    if any(type(v) in _ARRAYS for r in rows for v in r):
        rows = [[_tuples(v) if type(v) in _ARRAYS else v for v in r] for r in rows]
    return tuple([dict(zip(keys, r, strict=False)) for r in rows])  # lengths checked


def _lists(keys: Any, items: Any) -> dict:
    """A dict of lists of plain values written as one object (one parser call, not one per
    list): its arrays are lists as they are."""
    if type(keys) is not list or type(items) is not list or len(keys) != len(items):
        raise CodecError("a malformed dict of lists")
    if any(type(k) is not str for k in keys) or any(type(v) is not list for v in items):
        raise CodecError("a malformed dict of lists")
    if not {type(x) for v in items for x in v}.issubset(_SCALARS):
        raise CodecError("a malformed dict of lists")
    return dict(zip(keys, items, strict=False))  # lengths checked


def _tagged(tag: Any, items: list) -> Any:
    if tag == "list":
        return _List(_tuples(v) if type(v) in _ARRAYS else v for v in items)
    if tag == "frozenset":
        return frozenset(_tuples(v) if type(v) in _ARRAYS else v for v in items)
    if tag == "dict":
        return {_tuples(k): _tuples(v) for k, v in items}
    raise CodecError(f"unknown tag {tag!r}")


def _tuples(value: Any) -> Any:
    """JSON arrays as the tuples they were, tagged lists as lists."""
    kind = type(value)
    if kind is list:
        return tuple([_tuples(v) if type(v) in _ARRAYS else v for v in value])
    if kind is _List:
        return list(value)
    return value
