"""Replays in and out: export a game's log, import one (verified and re-checked)."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, jsonify, request

from replays import report

from ..errors import BadRequest
from ..imports import import_log, parse_ndjson
from . import current
from .events import NDJSON, ndjson

bp = Blueprint("exchange", __name__)
FORMATS = ("ndjson",)


@bp.get("/games/<game_id>/export")
def export(game_id: str) -> Response:
    fmt = request.args.get("format", "ndjson")
    if fmt not in FORMATS:
        raise BadRequest(f"format is one of {', '.join(FORMATS)}", errors={"format": ["unknown"]})
    service = current()
    service.state(game_id)  # 404 for an unknown game
    return Response(
        ndjson(service.store.events(game_id)),
        mimetype=NDJSON,
        headers={"Content-Disposition": f'attachment; filename="{game_id}.ndjson"'},
    )


@bp.post("/games/import")
def import_game() -> tuple[Response, int]:
    request.max_content_length = current_app.config["MAX_IMPORT_LENGTH"]
    events = parse_ndjson(request.get_data(as_text=False))
    service = current()
    match, token = import_log(service, events)
    return jsonify({**report.summary(match), "token": token, "events": len(events)}), 201
