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
from replays.errors import InvalidInput, Message, RuleViolation, say, unsaid
from replays.model import Event, Match
from replays.registry import engine_for
from schemas.api import canonical_data
from schemas.events import DATA_SCHEMAS
from schemas.said import said

from .errors import BadRequest, Conflict, ImportRefused
from .games import Games, sealed, summary_row
from .ids import (
    MAX_DEVICE,
    MAX_KEY,
    is_game_id,
    is_header_text,
    new_game_id,
    new_token,
    token_digest,
)
from .snapshots import frozen
from .store import GENESIS, event_hash, request_hash
from .store.versions import is_version, stored_fields, upcast

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
            raise BadRequest(say("import.too_many_events", most=MAX_EVENTS))
        if not line.strip():
            continue
        try:
            events.append(json.loads(line.decode("utf-8")))
        except UnicodeDecodeError:
            raise BadRequest(say("import.not_ndjson")) from None
        except (ValueError, RecursionError):  # malformed input, as a body that is no JSON: 400
            raise BadRequest(say("import.line_not_json", line=line_no), line=line_no) from None
    return _counted(events)


def _events_array(raw: bytes) -> list[Any]:
    try:
        events = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise BadRequest(say("import.not_ndjson")) from None
    except json.JSONDecodeError as exc:
        raise BadRequest(say("import.not_json_at", line=exc.lineno, column=exc.colno)) from None
    except (ValueError, RecursionError):  # too deep, or a number too long to read
        raise BadRequest(say("import.not_json")) from None
    return _counted(events if isinstance(events, list) else [events])


def _counted(events: list[Any]) -> list[Any]:
    if not events:
        raise BadRequest(say("import.no_events"))
    if len(events) > MAX_EVENTS:
        raise BadRequest(say("import.too_many_events", most=MAX_EVENTS))
    return events


def txt_log(raw: bytes, device: str | None) -> list[dict[str, Any]]:
    """A txt record read back as a new game's log: data loaded as the API would store it,
    then stamped now and chained (the record carries no hashes to keep)."""
    if raw.count(b"\n") >= MAX_LINES:
        raise BadRequest(say("import.too_many_events", most=MAX_EVENTS))
    try:
        read = exports.read_txt(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise BadRequest(say("import.txt_not_utf8")) from None
    if len(read) > MAX_EVENTS:
        raise BadRequest(say("import.too_many_events", most=MAX_EVENTS))
    game, prev, events = new_game_id(), GENESIS, []
    for raw_event in read:
        seq = raw_event["seq"]
        try:
            data = canonical_data(raw_event["type"], raw_event["data"])
        except ValidationError as exc:
            raise ImportRefused(_malformed(seq, exc), seq=seq) from None
        try:  # a value no canonical JSON holds (NaN, 1e400, 2**64, a lone surrogate)
            record = sealed(game, Event(raw_event["type"], data, seq), prev, device, None)
        except Exception:
            raise ImportRefused(say("import.cannot_hash", seq=seq), seq=seq) from None
        events.append(record)
        prev = record["hash"]
    return events


def import_log(service: Games, events: list[Any]) -> tuple[Match, str]:
    """Store an exported log as it is, once verified and re-checked; events of an earlier
    version are stored as that version (their hash covers its fields), read upcast."""
    game = _verify_chain(events)
    events = [upcast(event) for event in events]
    match = _recheck(game, events)
    store = service.store
    with store.writing():
        if store.exists(game):
            raise Conflict(say("import.game_exists", id=game))
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
        raise ImportRefused(say("import.no_game_id"), seq=1)
    prev, keys = GENESIS, {}
    for expected, event in enumerate(events, start=1):
        _check_fields(event, expected)
        if event["game"] != game or type(event["seq"]) is not int or event["seq"] != expected:
            raise ImportRefused(say("import.out_of_place", seq=expected), seq=expected)
        _check_record(event, expected)
        key = event["key"]
        if key is not None and key in keys:
            twice = say("import.key_twice", seq=expected, value=key, first=keys[key])
            raise ImportRefused(twice, seq=expected)
        keys[key] = expected
        try:
            digest = event_hash(event)
        except Exception:
            raise ImportRefused(say("import.cannot_hash", seq=expected), seq=expected) from None
        if event["prev"] != prev or event["hash"] != digest:
            raise ImportRefused(say("import.altered", seq=expected), seq=expected)
        prev = event["hash"]
    return game


def _check_fields(event: Any, seq: int) -> None:
    """The fields its version stores: a v1 event may also say `played_at`: null, as readers
    get it (and the ndjson export writes it) through the upcaster."""
    if not isinstance(event, dict) or "v" not in event:
        raise ImportRefused(say("import.not_whole", seq=seq), seq=seq)
    if not is_version(event["v"]):
        problem = say("import.version_unknown", version=event["v"])
        raise ImportRefused(say("import.seq_malformed", seq=seq, problem=problem), seq=seq)
    fields = set(stored_fields(event["v"]))
    if event["v"] == 1 and "played_at" in event:
        if event["played_at"] is not None:
            problem = say("import.played_at_v1")
            raise ImportRefused(say("import.seq_malformed", seq=seq, problem=problem), seq=seq)
        fields.add("played_at")
    if set(event) != fields:
        raise ImportRefused(say("import.not_whole", seq=seq), seq=seq)


_AT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z")
_AT_FORMAT = "%Y-%m-%dT%H:%M:%SZ"  # as games.now() writes it
_PLAYED_AT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{3})?Z")
_HASH = re.compile(r"[0-9a-f]{64}")


def _check_record(event: dict, seq: int) -> None:
    """The stored fields around the data, in the formats and limits of a live write."""
    problem = None
    if not _is_time(event["at"]):
        problem = say("import.at_format", value=event["at"])
    elif not _is_played_at(event.get("played_at")):
        problem = say("import.played_at_format", value=event["played_at"])
    elif not _is_header(event["by"], MAX_DEVICE):
        problem = say("import.header_format", field="by", most=MAX_DEVICE)
    elif not _is_header(event["key"], MAX_KEY):
        problem = say("import.header_format", field="key", most=MAX_KEY)
    elif not all(isinstance(event[f], str) and _HASH.fullmatch(event[f]) for f in ("prev", "hash")):
        problem = say("import.hash_format")
    elif not isinstance(event["type"], str) or not isinstance(event["data"], dict):
        problem = say("import.type_data_format")
    if problem is not None:
        raise ImportRefused(say("import.seq_malformed", seq=seq, problem=problem), seq=seq)


def _is_time(value: Any) -> bool:
    if not isinstance(value, str) or not _AT.fullmatch(value):
        return False
    try:
        return datetime.strptime(value, _AT_FORMAT).strftime(_AT_FORMAT) == value
    except ValueError:
        return False


def _is_played_at(value: Any) -> bool:
    """Null, or a time as request.played_at writes it (UTC, maybe milliseconds)."""
    if value is None:
        return True
    if not isinstance(value, str) or not _PLAYED_AT.fullmatch(value):
        return False
    return _is_time(value[:19] + "Z")


def _is_header(value: Any, limit: int) -> bool:
    return value is None or is_header_text(value, limit)


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
                    raise ImportRefused(say("import.starts_with_creation"), seq=seq)
                _check_rules_table(ev.data)
                match = fold.create(game, ev.data)
            else:
                fold.check(match, ev)
                match = fold.apply(match, ev)
        except RuleViolation as exc:
            refusal = say("import.seq_refused", seq=seq, refusal=exc.said)
            raise ImportRefused(refusal, seq=seq, rule=exc.rule) from None
        except (InvalidInput, ValidationError) as exc:
            raise ImportRefused(_malformed(seq, exc), seq=seq) from None
        except ImportRefused:
            raise
        except Exception:  # a crafted log must never crash the service
            raise ImportRefused(say("import.cannot_replay", seq=seq), seq=seq) from None
    assert match is not None
    return match


def _malformed(seq: int, exc: InvalidInput | ValidationError) -> Message:
    """The refusal "seq 4 is malformed: …", what is wrong said in the reader's language where
    the catalogue knows it (a field's error, a card's), as written where it does not."""
    if isinstance(exc, ValidationError):
        field, text = _first_error(said(exc.normalized_messages()))
        problem: Message | str = say("import.field_problem", field=field, problem=unsaid(text))
    else:
        problem = unsaid(exc.message)
    return say("import.seq_malformed", seq=seq, problem=problem)


def _first_error(errors: Any) -> tuple[str, Any]:
    """The first of marshmallow's nested messages and where it is: ("data.text", …)."""
    path = ""
    while isinstance(errors, dict | list) and errors:
        if isinstance(errors, dict):
            key, errors = next(iter(errors.items()))
            path = f"{path}.{key}" if path else str(key)
        else:
            errors = errors[0]
    return path, errors


def _check_shape(event: dict) -> None:
    """The data as a live write would have stored it: known type, canonical data."""
    if event["type"] not in DATA_SCHEMAS:
        raise InvalidInput(say("import.unknown_type", value=event["type"]))
    if canonical_data(event["type"], event["data"]) != event["data"]:
        raise InvalidInput(say("import.not_canonical"))


def _check_rules_table(data: dict) -> None:
    """The stored rule table must be one its preset and options give, for a valid table of
    players: an import re-runs every check of `POST /games`."""
    engine = engine_for(data["game"])
    rules = data["rules"]
    if not isinstance(rules.get("options"), dict):
        raise InvalidInput(say("import.options_missing"))
    options = dict(rules["options"])
    plain = engine.resolve(data["preset"], options)
    # Top-level settings an option may also set (a Huit américain deck or hand size).
    options.update({k: v for k, v in rules.items() if k != "options" and plain.get(k) != v})
    if engine.resolve(data["preset"], options) != rules:
        raise InvalidInput(say("import.rules_not_from_preset"))
    ids = [p["id"] for p in data["players"]]
    if len(set(ids)) != len(ids):
        raise InvalidInput(say("schema.players_unique"))
    engine.check_setup(rules, len(ids), data["scoring"])
    engine.check_sides(ids, data.get("teams") or [])
    engine.check_tracking(data["tracking"])
