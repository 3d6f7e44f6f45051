"""Disputes: explain a stored event by its rules, and rule on an event without storing it.

Both are reads: no token is needed, nothing is written. A refusal by the rules is an answer
here (200 with `allowed: false`), not an error.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify

from replays import explain as disputes
from replays import match as fold
from replays.catalogue import localised
from replays.errors import say
from replays.model import Event, Match
from schemas.api import RULING, load_event

from ..errors import BadRequest, NotFound
from ..games import Games, shuffle
from ..lang import chosen
from . import current, int_arg, json_body

bp = Blueprint("disputes", __name__)


@bp.get("/games/<game_id>/explain")
def explain(game_id: str) -> Response:
    service = current()
    last = service.state(game_id).seq  # 404 for an unknown game
    seq = int_arg("seq", required=True, minimum=1)
    assert seq is not None
    if seq > last:
        raise BadRequest(
            say("service.seq_out_of_range", last=last),
            errors={"seq": [say("service.field.out_of_range")]},
        )
    stored = _event(service, game_id, seq)
    before = service.state(game_id, seq - 1) if seq > 1 else None
    undone = None
    if stored.type == "retracted":
        undone = _event(service, game_id, stored.data["seq"])
        before = service.with_undo(game_id, before) if before is not None else None
    body = disputes.explain(before, stored, undone, game_id)
    later = _later(service, game_id, seq)
    return jsonify(localised({"id": game_id, **body, **later}, chosen()))


@bp.post("/games/<game_id>/rulings")
def ruling(game_id: str) -> Response:
    event = load_event(json_body(), RULING)
    service = current()
    match = service.checkable(game_id, service.state(game_id, event["at"]), event["type"])
    return jsonify(localised({"id": game_id, "at": match.seq, **_rule(match, event)}, chosen()))


def _rule(match: Match, body: dict[str, Any]) -> dict[str, Any]:
    """The ruling on the posted event, after any event the server would log before it."""
    event = Event(body["type"], body["data"], match.seq + 1)
    *first, last = fold.expand(match, event, shuffle)
    for extra in first:
        verdict = disputes.ruling(match, extra)
        if not verdict["allowed"]:
            return {"type": event.type, "data": dict(event.data), **verdict}
        match = fold.apply(match, Event(extra.type, extra.data, match.seq + 1))
    verdict = disputes.ruling(match, Event(last.type, last.data, match.seq + 1))
    return {"type": last.type, "data": dict(last.data), **verdict}


def _event(service: Games, game_id: str, seq: int) -> Event:
    stored = service.store.event(game_id, seq)
    if stored is None:
        raise NotFound(say("service.no_event", id=repr(game_id), seq=seq))
    return Event(stored["type"], stored["data"], seq)


def _later(service: Games, game_id: str, seq: int) -> dict[str, int | None]:
    """The seqs of the retraction that later undid event `seq` and of the correction that
    replaced its data (CORE-CORRECT-1), if any did."""
    found: dict[str, int | None] = {"retracted_by": None, "corrected_by": None}
    for later in service.store.events(game_id, after=seq):
        field = {"retracted": "retracted_by", "corrected": "corrected_by"}.get(later["type"])
        if field and found[field] is None and later["data"].get("seq") == seq:
            found[field] = later["seq"]
    return found
