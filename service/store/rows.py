"""What both backends share below the interface: the hash chain, canonical JSON, and events
and summaries as rows (`events` keeps `data` as JSON text beside the request's hash).

Each event carries the SHA-256 of its canonical JSON (RFC 8785) chained to the previous one;
the fields a hash covers are those of the event's version (versions.py).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any, NamedTuple

import rfc8785

from .versions import EVENT_FIELDS, hashed_fields, stored_fields, upcast

GENESIS = "0" * 64
ROW_FIELDS = (*EVENT_FIELDS, "request")
SUMMARY_COLUMNS = (
    "id",
    "game",
    "preset",
    "tracking",
    "players",
    "created_at",
    "updated_at",
    "last_seq",
    "status",
    "hands",
    "totals",
)


def event_hash(event: dict[str, Any]) -> str:
    """SHA-256 over the RFC 8785 canonical JSON of every field but `hash` that the event's
    version stores (a v1 event's hash covers no `played_at`: see versions.py)."""
    body = {k: event[k] for k in hashed_fields(event["v"])}
    return hashlib.sha256(canonical(body)).hexdigest()


def request_hash(body: Any) -> str:
    return hashlib.sha256(canonical(body)).hexdigest()


_SAFE_INT = 2**53 - 1


def canonical(value: Any) -> bytes:
    """RFC 8785 canonical JSON. For text, safe integers and ASCII keys, json's C encoder writes
    the very same bytes 2.5 times faster (a property test compares the two); anything else
    (floats, big integers, other keys) goes to the reference code."""
    if _plain(value):
        try:
            text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
            return text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: let rfc8785 refuse it in its words
            pass
    return rfc8785.dumps(value)


def _plain(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is str or kind is bool or item is None:
            continue
        if kind is int:
            if -_SAFE_INT <= item <= _SAFE_INT:
                continue
            return False
        if kind is dict:
            if not all(type(k) is str and k.isascii() for k in item):
                return False
            stack.extend(item.values())
        elif kind is list or kind is tuple:
            stack.extend(item)
        else:
            return False
    return True


def dumps(value: Any) -> str:
    """JSON text as both backends keep it in a TEXT column."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def event_row(event: dict[str, Any], request: str | None) -> dict[str, Any]:
    """An event as a row of `events`: its data as JSON text, the request's hash beside it."""
    row = {k: event[k] for k in EVENT_FIELDS}
    row["data"] = dumps(event["data"])
    row["request"] = request
    return row


# A game's token and head in one query (`Store.for_writing`); {p} is the backend's placeholder
# for the game's id, {more} more columns (none, or PostgreSQL's tail: see pg_sql.py).
TOKEN_AND_HEAD = (
    "SELECT t.token_sha256, e.seq, e.hash{more} FROM tokens AS t LEFT JOIN"
    " (SELECT game, seq, hash FROM events WHERE game = {p} ORDER BY seq DESC LIMIT 1)"
    " AS e ON e.game = t.game WHERE t.game = {p}"
)


def row_event(row: dict[str, Any]) -> dict[str, Any]:
    """A row of `events` as readers get it: the fields of its version, upcast to the current
    shape (its `v` and its hash as stored)."""
    event = {k: row[k] for k in stored_fields(row["v"])}
    event["data"] = json.loads(row["data"])
    return upcast(event)


class EventText(NamedTuple):
    """A stored event as JSON text, written by the database itself (`event_json`): what a
    stream sends as it is, with no decoding and encoding again in Python for each reader."""

    seq: int
    json: str


def event_json(json_object: str, data: str) -> str:
    """The SQL expression of an event row as one JSON object of its fields (EVENT_FIELDS):
    `json_object` is the database's function, `data` its expression of the stored data text
    as JSON (not as a string). A v1 row's `played_at` column is null: the JSON is what
    `row_event` makes of the row (versions.upcast_v1_v2)."""
    pairs = ", ".join(f"'{f}', {data if f == 'data' else f}" for f in EVENT_FIELDS)
    return f"{json_object}({pairs})"


def summary_values(row: dict[str, Any]) -> dict[str, Any]:
    """A summary as a row of `games`; `created_at` defaults to the update's time."""
    values = {**row, "players": dumps(row["players"]), "totals": dumps(row["totals"])}
    values.setdefault("created_at", row["updated_at"])
    return values


def summary_of(row: dict[str, Any]) -> dict[str, Any]:
    return {**row, "players": json.loads(row["players"]), "totals": json.loads(row["totals"])}


def broken_at(events: Iterable[dict[str, Any]]) -> int | None:
    """The first seq of a log whose hash, chain link or numbering is broken; None if intact."""
    prev, expected = GENESIS, 1
    for event in events:
        if event["seq"] != expected or event["prev"] != prev or event_hash(event) != event["hash"]:
            return expected if event["seq"] != expected else event["seq"]
        prev, expected = event["hash"], expected + 1
    return None
