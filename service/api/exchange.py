"""Replays in and out: export a game (ndjson, txt, csv, html), import one (ndjson or txt).

Every export but ndjson is rendered from the same replay of the stored events
(`replays.exports`). An ndjson import keeps the game id and every field, hashes included;
a txt record carries no hashes, so its events are stored as a new game, stamped now.
"""

from __future__ import annotations

import io

from flask import Blueprint, Response, current_app, jsonify, request

from replays import exports, report
from replays.errors import say

from ..errors import BadRequest
from ..exports import DIALECTS, MIMETYPES, attachment, render
from ..imports import import_log, parse_ndjson, txt_log
from ..lang import chosen
from . import MAX_DEVICE, current, header

bp = Blueprint("exchange", __name__)
FORMATS = exports.FORMATS


def check_format(fmt: str, lang: str, dialect: str = DIALECTS[0]) -> None:
    for name, value, known in (
        ("format", fmt, FORMATS),
        ("dialect", dialect, DIALECTS),
        ("lang", lang, exports.LANGS),
    ):
        if value not in known:
            raise BadRequest(
                say("service.one_of", name=name, values=", ".join(known)),
                errors={name: [say("service.field.unknown")]},
            )


@bp.get("/games/<game_id>/export")
def export(game_id: str) -> Response:
    fmt = request.args.get("format", "ndjson")
    lang = chosen()  # ?lang=, else Accept-Language, else French: as the API's sentences
    dialect = request.args.get("dialect", DIALECTS[0])
    check_format(fmt, lang, dialect)
    service = current()
    service.state(game_id)  # 404 for an unknown game
    return Response(
        render(service.store.events(game_id), fmt, lang, dialect),
        mimetype=MIMETYPES[fmt],
        headers={"Content-Disposition": attachment(f"{game_id}.{fmt}"), "Vary": "Accept-Language"},
    )


@bp.post("/games/import")
def import_game() -> tuple[Response, int]:
    request.max_content_length = current_app.config["MAX_IMPORT_LENGTH"]
    if request.mimetype == "text/plain":
        fmt, events = "txt", txt_log(request.get_data(), header("X-Device", MAX_DEVICE))
    else:  # read as it comes (buffered: werkzeug's stream reads a line byte by byte)
        fmt, events = "ndjson", parse_ndjson(io.BufferedReader(request.stream, 1 << 16))
    match, token = import_log(current(), events)
    body = {**report.summary(match), "token": token, "events": len(events), "format": fmt}
    return jsonify(body), 201
