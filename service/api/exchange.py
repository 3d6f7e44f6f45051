"""Replays in and out: export a game (ndjson, txt, csv, html), import one (ndjson or txt).

Every export but ndjson is rendered from the same replay of the stored events
(`replays.exports`). An ndjson import keeps the game id and every field, hashes included;
a txt record carries no hashes, so its events are stored as a new game, stamped now.
"""

from __future__ import annotations

from collections.abc import Iterable

from flask import Blueprint, Response, current_app, jsonify, request
from marshmallow import ValidationError

from replays import exports, report
from schemas.events import DATA_SCHEMAS

from ..errors import BadRequest, ImportRefused
from ..games import EVENT_VERSION, new_game_id, now
from ..imports import MAX_EVENTS, import_log, parse_ndjson
from ..store import GENESIS, event_hash
from . import MAX_DEVICE, current, header
from .events import NDJSON, ndjson

bp = Blueprint("exchange", __name__)
FORMATS = exports.FORMATS
MIMETYPES = {
    "ndjson": NDJSON,
    "txt": "text/plain",
    "csv": "text/csv",
    "html": "text/html",
}


def render(events: Iterable[dict], fmt: str, lang: str = "fr") -> str:
    """One game's stored events in an export format (shared with the CLI)."""
    if fmt == "ndjson":
        return ndjson(events)
    rp = exports.replay(list(events))
    if fmt == "csv":
        return exports.render_csv(rp)
    if fmt == "html":
        return exports.render_html(rp, lang)
    return exports.render_txt(rp, lang)


def check_format(fmt: str, lang: str) -> None:
    if fmt not in FORMATS:
        raise BadRequest(f"format is one of {', '.join(FORMATS)}", errors={"format": ["unknown"]})
    if lang not in exports.LANGS:
        raise BadRequest(
            f"lang is one of {', '.join(exports.LANGS)}", errors={"lang": ["unknown"]}
        )


@bp.get("/games/<game_id>/export")
def export(game_id: str) -> Response:
    fmt = request.args.get("format", "ndjson")
    lang = request.args.get("lang", "fr")
    check_format(fmt, lang)
    service = current()
    service.state(game_id)  # 404 for an unknown game
    return Response(
        render(service.store.events(game_id), fmt, lang),
        mimetype=MIMETYPES[fmt],
        headers={"Content-Disposition": f'attachment; filename="{game_id}.{fmt}"'},
    )


@bp.post("/games/import")
def import_game() -> tuple[Response, int]:
    request.max_content_length = current_app.config["MAX_IMPORT_LENGTH"]
    raw = request.get_data(as_text=False)
    if request.mimetype == "text/plain":
        fmt, events = "txt", txt_events(raw, header("X-Device", MAX_DEVICE))
    else:
        fmt, events = "ndjson", parse_ndjson(raw)
    match, token = import_log(current(), events)
    body = {**report.summary(match), "token": token, "events": len(events), "format": fmt}
    return jsonify(body), 201


def txt_events(raw: bytes, device: str | None) -> list[dict]:
    """The events of a txt record as a new log: shapes loaded, then stamped and chained."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRequest("a txt record is UTF-8 text") from None
    read = exports.read_txt(text)
    if len(read) > MAX_EVENTS:
        raise BadRequest(f"an import holds at most {MAX_EVENTS} events")
    game, at, prev = new_game_id(), now(), GENESIS
    events = []
    for event in read:
        record = {
            "game": game,
            "seq": event["seq"],
            "type": event["type"],
            "data": _canonical(event),
            "at": at,
            "by": device,
            "key": None,
            "v": EVENT_VERSION,
            "prev": prev,
        }
        record["hash"] = prev = event_hash(record)
        events.append(record)
    return events


def _canonical(event: dict) -> dict:
    """The data as the API would have stored it (loaded, then dumped by its schema)."""
    schema = DATA_SCHEMAS[event["type"]]()
    try:
        return schema.dump(schema.load(event["data"]))
    except ValidationError as exc:
        raise ImportRefused(
            f"seq {event['seq']} is malformed: {exc.normalized_messages()}", seq=event["seq"]
        ) from None
