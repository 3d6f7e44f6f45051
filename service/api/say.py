"""Moves said at the table: one sentence → the event bodies it means, each judged as an
append would judge it. A read: no token needed, nothing is stored (the page posts what the
player confirms through `POST /games/{id}/events`)."""

from __future__ import annotations

from flask import Blueprint, Response, jsonify

from replays.table_talk import read
from schemas.api import SAY

from ..lang import chosen
from . import current, json_body

bp = Blueprint("say", __name__)


@bp.post("/games/<game_id>/say")
def say(game_id: str) -> Response:
    body = SAY.load(json_body())
    lang = _lang(body.get("lang"))
    match = current().state(game_id)
    return jsonify(
        {"id": game_id, "seq": match.seq, "lang": lang, **read(match, body["text"], lang)}
    )


def _lang(said: str | None) -> str:
    """The body's `lang`, else the request's (`?lang=`, Accept-Language, French)."""
    return said or chosen()
