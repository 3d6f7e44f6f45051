"""Moves said at the table: one sentence → the event bodies it means, each judged as an
append would judge it. A read: no token needed, nothing is stored (the page posts what the
player confirms through `POST /games/{id}/events`)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify
from marshmallow import ValidationError

from replays import errors as sentences
from replays.catalogue import localised
from replays.table_talk import read
from schemas.api import SAY

from ..errors import schema_refusal
from ..lang import chosen
from . import current, json_body, loaded

bp = Blueprint("say", __name__)


@bp.post("/games/<game_id>/say")
def say(game_id: str) -> Response:
    body = SAY.load(json_body())
    lang = _lang(body.get("lang"))
    service = current()
    match = service.with_undo(game_id, service.state(game_id))  # "annule" judged too
    answer = postable(read(match, body["text"], lang), lang)
    return jsonify({"id": game_id, "seq": match.seq, "lang": lang, **answer})


def postable(answer: dict[str, Any], lang: str) -> dict[str, Any]:
    """The readings whose every body the append's schema takes ("pioche -5" does not: a
    count of 0 to 216): a body the append would answer with a 400 is never offered. With
    no reading left, the sentence is not understood, with the schema's reason."""
    if answer["status"] == "understood":
        readings = [answer["events"]]
    elif answer["status"] == "ask":
        readings = [a["events"] for a in answer["alternatives"]]
    else:
        return answer
    refusals = [_refusal(events, lang) for events in readings]
    if not any(refusals):
        return answer
    kept = [events for events, refused in zip(readings, refusals, strict=True) if not refused]
    if not kept:
        reason = next(r for r in refusals if r)
        said = localised(sentences.say("service.said_unpostable", reason=reason), lang)
        return {"status": "not_understood", "reason": "invalid", "message": said}
    return {**answer, "alternatives": [{"events": events} for events in kept]}


def _refusal(events: list[dict[str, Any]], lang: str) -> str | None:
    """Why the append's schema refuses one of `events` (its 400's message), else None."""
    for event in events:
        _, refused = loaded({"type": event["type"], "data": event["data"]})
        if isinstance(refused, ValidationError):
            return schema_refusal(refused, lang)[0]
        if refused is not None:
            return localised(refused.message, lang)
    return None


def _lang(said: str | None) -> str:
    """The body's `lang`, else the request's (`?lang=`, Accept-Language, French)."""
    return said or chosen()
