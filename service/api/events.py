"""The log of a game: append one event, read the events (JSON or NDJSON)."""

from __future__ import annotations

from flask import Blueprint, Response, jsonify, request

from schemas.api import load_event

from ..exports import NDJSON, ndjson
from ..request import played_at
from . import MAX_DEVICE, MAX_KEY, current, header, int_arg, json_body, loaded

bp = Blueprint("events", __name__)


@bp.post("/games/<game_id>/events")
def append(game_id: str) -> tuple[Response, int]:
    service = current()
    request.get_data()  # the whole body before the turn: a slow sender holds up no one
    with service.turn(game_id):
        fetched = service.authorise(game_id, request.headers.get("Authorization"))
        posted, key = json_body(), header("Idempotency-Key", MAX_KEY)
        # A key already stored answers before the body is checked (DESIGN.md): after the
        # token, before the schema, the expected_seq and the rules.
        if key is not None:
            stored = service.retried(game_id, key, posted, lambda: loaded(posted)[0])
            if stored is not None:
                return jsonify(stored), 200
        body = load_event(posted)
        device, tapped = header("X-Device", MAX_DEVICE), played_at(request.headers.get("Played-At"))
        event, created = service.append(game_id, body, device, key, tapped, fetched)
    return jsonify(event), 201 if created else 200


@bp.get("/games/<game_id>/events")
def index(game_id: str) -> Response:
    service = current()
    service.state(game_id)  # 404 for an unknown game
    events = service.store.events(game_id, after=int_arg("after") or 0)
    if request.accept_mimetypes.best_match(["application/json", NDJSON]) == NDJSON:
        return Response(ndjson(events), mimetype=NDJSON)
    return jsonify({"events": list(events)})
