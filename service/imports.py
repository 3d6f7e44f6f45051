"""Import of an exported log: parsed, chain-verified, re-checked by the engines, then stored."""

from __future__ import annotations

import io
import itertools
import json
import re
from datetime import datetime
from typing import IO, Any

from marshmallow import ValidationError

from replays import exports
from replays import match as fold
from replays.errors import InvalidInput, RuleViolation
from replays.model import Event, Match
from replays.registry import engine_for
from schemas.api import canonical_data
from schemas.events import DATA_SCHEMAS

from .errors import BadRequest, Conflict, ImportRefused
from .games import (
    EVENT_VERSION,
    MAX_DEVICE,
    MAX_KEY,
    Games,
    is_game_id,
    new_game_id,
    new_token,
    sealed,
    summary_row,
    token_digest,
)
from .snapshots import frozen
from .store import EVENT_FIELDS, GENESIS, event_hash, request_hash

MAX_EVENTS = 100_000
MAX_LINES = MAX_EVENTS + 1000  # blank lines and a txt record's header count too


def parse_ndjson(body: bytes | IO[bytes]) -> list[dict[str, Any]]:
    """One JSON event per line (a JSON array of events is accepted too), read as a stream:
    the lines are counted as they come and the import refused as soon as it passes the limit.
    """
    stream = io.BytesIO(body) if isinstance(body, bytes) else body
    first = stream.readline()
    if first.lstrip().startswith(b"["):
        return _events_array(first + stream.read())
    events = []
    for line_no, line in enumerate(itertools.chain([first], stream), start=1):
        if line_no > MAX_LINES:
            raise BadRequest(f"an import holds at most {MAX_EVENTS} events")
        if not line.strip():
            continue
        try:
            events.append(json.loads(line.decode("utf-8")))
        except UnicodeDecodeError:
            raise BadRequest("the import must be UTF-8 NDJSON: one event per line") from None
        except (ValueError, RecursionError):
            raise ImportRefused(
                f"line {line_no} is not valid JSON: the file was edited or cut", seq=line_no
            ) from None
    return _counted(events)


def _events_array(raw: bytes) -> list[Any]:
    try:
        events = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise BadRequest("the import must be UTF-8 NDJSON: one event per line") from None
    except (ValueError, RecursionError) as exc:
        raise BadRequest(f"the import is not valid JSON: {exc}") from None
    return _counted(events if isinstance(events, list) else [events])


def _counted(events: list[Any]) -> list[Any]:
    if not events:
        raise BadRequest("the import holds no events")
    if len(events) > MAX_EVENTS:
        raise BadRequest(f"an import holds at most {MAX_EVENTS} events")
    return events


def txt_log(raw: bytes, device: str | None) -> list[dict[str, Any]]:
    """A txt record read back as a new game's log: data loaded as the API would store it,
    then stamped now and chained (the record carries no hashes to keep)."""
    if raw.count(b"\n") >= MAX_LINES:
        raise BadRequest(f"an import holds at most {MAX_EVENTS} events")
    try:
        read = exports.read_txt(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise BadRequest("a txt record is UTF-8 text") from None
    if len(read) > MAX_EVENTS:
        raise BadRequest(f"an import holds at most {MAX_EVENTS} events")
    game, prev, events = new_game_id(), GENESIS, []
    for raw_event in read:
        seq = raw_event["seq"]
        try:
            data = canonical_data(raw_event["type"], raw_event["data"])
        except ValidationError as exc:
            raise ImportRefused(f"seq {seq} is malformed: {exc}", seq=seq) from None
        record = sealed(game, Event(raw_event["type"], data, seq), prev, device, None)
        events.append(record)
        prev = record["hash"]
    return events


def import_log(service: Games, events: list[Any]) -> tuple[Match, str]:
    game = _verify_chain(events)
    match = _recheck(game, events)
    store = service.store
    with store.writing():
        if store.exists(game):
            raise Conflict(f"game {game!r} exists already: it was imported or created here")
        for event in events:  # a key is checked on a retry as if it had been posted here
            body = {"type": event["type"], "data": event["data"]}
            store.append(event, request_hash(body) if event["key"] is not None else None)
        token = new_token()
        store.set_token(game, token_digest(token))
        store.save_summary(summary_row(match, events[-1]["at"], created=events[0]["at"]))
        text = frozen(match)
        if text is not None:  # a cold read of an imported game starts here, not at event 1
            store.save_snapshot(game, match.seq, text)
    service.snapshots.put(game, match)
    return match, token


def _verify_chain(events: list[Any]) -> str:
    """Every event whole, numbered 1..n, of one game, each hash right and chained."""
    first = events[0]
    game = first.get("game") if isinstance(first, dict) else None
    if not is_game_id(game):
        raise ImportRefused(
            "event 1 names no game id of this service's form (g_ and 26 letters)", seq=1
        )
    prev, keys = GENESIS, {}
    for expected, event in enumerate(events, start=1):
        if not isinstance(event, dict) or set(event) != set(EVENT_FIELDS):
            raise ImportRefused(f"seq {expected} is not a whole event", seq=expected)
        if event["game"] != game or type(event["seq"]) is not int or event["seq"] != expected:
            raise ImportRefused(f"seq {expected} is out of place in the log", seq=expected)
        _check_record(event, expected)
        key = event["key"]
        if key is not None and key in keys:
            raise ImportRefused(
                f"seq {expected} has the Idempotency-Key {key!r} of seq {keys[key]}", seq=expected
            )
        keys[key] = expected
        try:
            digest = event_hash(event)
        except Exception:
            raise ImportRefused(f"seq {expected} cannot be hashed", seq=expected) from None
        if event["prev"] != prev or event["hash"] != digest:
            raise ImportRefused(
                f"seq {expected} was altered: its hash does not match its content", seq=expected
            )
        prev = event["hash"]
    return game


_AT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z")
_AT_FORMAT = "%Y-%m-%dT%H:%M:%SZ"  # as games.now() writes it
_HASH = re.compile(r"[0-9a-f]{64}")


def _check_record(event: dict, seq: int) -> None:
    """The stored fields around the data, in the formats and limits of a live write."""
    problem = None
    if type(event["v"]) is not int or event["v"] != EVENT_VERSION:
        problem = f"event version {event['v']!r} is not known"
    elif not _is_time(event["at"]):
        problem = f"'at' is a UTC time like 2026-11-29T20:14:03Z, not {event['at']!r}"
    elif not _is_header(event["by"], MAX_DEVICE):
        problem = f"'by' is null or 1 to {MAX_DEVICE} printable characters"
    elif not _is_header(event["key"], MAX_KEY):
        problem = f"'key' is null or 1 to {MAX_KEY} printable characters"
    elif not all(isinstance(event[f], str) and _HASH.fullmatch(event[f]) for f in ("prev", "hash")):
        problem = "'prev' and 'hash' are SHA-256 digests in lower-case hex"
    elif not isinstance(event["type"], str) or not isinstance(event["data"], dict):
        problem = "'type' is text and 'data' an object"
    if problem is not None:
        raise ImportRefused(f"seq {seq} is malformed: {problem}", seq=seq)


def _is_time(value: Any) -> bool:
    if not isinstance(value, str) or not _AT.fullmatch(value):
        return False
    try:
        return datetime.strptime(value, _AT_FORMAT).strftime(_AT_FORMAT) == value
    except ValueError:
        return False


def _is_header(value: Any, limit: int) -> bool:
    """What a live write takes from a header: text of 1 to `limit` characters, no control."""
    if value is None:
        return True
    return isinstance(value, str) and 0 < len(value) <= limit and value.isprintable()


def _recheck(game: str, events: list[dict]) -> Match:
    """Replay with every check a live append makes; the first refusal names its seq."""
    match: Match | None = None
    for event in events:
        seq = event["seq"]
        try:
            _check_shape(event)
            ev = Event(event["type"], event["data"], seq)
            if match is None:
                if ev.type != "game_created":
                    raise ImportRefused("a log starts with game_created", seq=seq)
                _check_rules_table(ev.data)
                match = fold.create(game, ev.data)
            else:
                fold.check(match, ev)
                match = fold.apply(match, ev)
        except RuleViolation as exc:
            raise ImportRefused(f"seq {seq}: {exc.message}", seq=seq, rule=exc.rule) from None
        except (InvalidInput, ValidationError) as exc:
            raise ImportRefused(f"seq {seq} is malformed: {exc}", seq=seq) from None
        except ImportRefused:
            raise
        except Exception:  # a crafted log must never crash the service
            raise ImportRefused(f"seq {seq} cannot be replayed", seq=seq) from None
    assert match is not None
    return match


def _check_shape(event: dict) -> None:
    """The data as a live write would have stored it: known type, canonical data."""
    if event["type"] not in DATA_SCHEMAS:
        raise InvalidInput(f"unknown event type {event['type']!r}")
    if canonical_data(event["type"], event["data"]) != event["data"]:
        raise InvalidInput("its data is not as the service stores it (canonical form)")


def _check_rules_table(data: dict) -> None:
    """The stored rule table must be one its preset and options give, for a valid table of
    players: an import re-runs every check of `POST /games`."""
    engine = engine_for(data["game"])
    rules = data["rules"]
    if not isinstance(rules.get("options"), dict):
        raise InvalidInput("rules.options is missing")
    options = dict(rules["options"])
    plain = engine.resolve(data["preset"], options)
    # Top-level settings an option may also set (a Huit américain deck or hand size).
    options.update({k: v for k, v in rules.items() if k != "options" and plain.get(k) != v})
    if engine.resolve(data["preset"], options) != rules:
        raise InvalidInput("rules is not a table that its preset and options can give")
    ids = [p["id"] for p in data["players"]]
    if len(set(ids)) != len(ids):
        raise InvalidInput("player ids must be unique")
    engine.check_setup(rules, len(ids), data["scoring"])
    engine.check_tracking(data["tracking"])
