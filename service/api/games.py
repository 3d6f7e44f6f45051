"""Games: create, list, summary; and the presets a game can be created with."""

from __future__ import annotations

from flask import Blueprint, Response, jsonify, request, url_for

from replays import report
from replays.declaration import declared
from replays.errors import say
from replays.registry import engine_for, engines
from replays.titles import both, game_line, game_title, preset_title
from schemas.api import CreateGame

from ..errors import BadRequest
from ..ids import is_game_id
from . import MAX_DEVICE, current, header, json_body

bp = Blueprint("games", __name__)


@bp.post("/games")
def create() -> tuple[Response, int, dict]:
    body = CreateGame().load(json_body())
    engine = engine_for(body["game"])
    rules = engine.resolve(body.get("preset"), body["options"])
    scoring = body.get("scoring") or engine.default_scoring
    engine.check_setup(rules, len(body["players"]), scoring)
    engine.check_sides([p["id"] for p in body["players"]], body.get("teams") or [])
    engine.check_tracking(body["tracking"])
    target, rounds = engine.defaults(rules, scoring)
    data = {
        "game": body["game"],
        "preset": body.get("preset") or engine.default_preset,
        "rules": rules,
        "players": body["players"],
        **({"teams": body["teams"]} if body.get("teams") else {}),
        "tracking": body["tracking"],
        "scoring": scoring,
        "target": body["target"] if "target" in body else target,
        "rounds": body["rounds"] if "rounds" in body else rounds,
    }
    event, token = current().create(data, header("X-Device", MAX_DEVICE))
    match = current().state(event["game"])
    payload = {**report.summary(match), "token": token, "rules": rules, "event": event}
    location = url_for("games.summary", game_id=match.id)
    return jsonify(payload), 201, {"Location": location}


MAX_IDS = 100


@bp.get("/games")
def index() -> Response:
    """The summaries of the games named: the id is the read capability, nothing lists the rest
    (DESIGN.md API). An id not stored here is named under `missing`."""
    raw = request.args.get("ids")
    if raw is None or not raw.strip(","):
        raise BadRequest(say("service.ids_missing"), errors={"ids": [say("service.field.missing")]})
    ids = list(dict.fromkeys(i for i in raw.split(",") if i))
    if len(ids) > MAX_IDS:
        raise BadRequest(
            say("service.ids_too_many", most=MAX_IDS),
            errors={"ids": [say("service.field.too_many")]},
        )
    known = [i for i in ids if is_game_id(i)]
    rows = current().store.summaries(known) if known else []
    found = {r["id"] for r in rows}
    return jsonify({"games": rows, "missing": [i for i in ids if i not in found]})


@bp.get("/games/<game:game_id>")  # not /games/import (see GameOfItsOwn)
def summary(game_id: str) -> Response:
    match = current().state(game_id)
    return jsonify(report.summary(match))


@bp.post("/games/<game_id>/token")
def new_token(game_id: str) -> Response:
    token = current().new_token(game_id, request.headers.get("Authorization"))
    return jsonify({"id": game_id, "token": token})


@bp.get("/presets")
def presets() -> Response:
    game = request.args.get("game")
    chosen = [engine_for(game)] if game is not None else list(engines().values())
    return jsonify(
        {
            "presets": [
                {
                    "game": e.game,
                    "title": dict(e.titles),
                    "name": name,
                    "default": name == e.default_preset,
                    "description": preset["description"],
                    "display": both(preset_title, name),
                    "scorings": list(e.scorings),
                    "rules": preset["rules"],
                }
                for e in chosen
                for name, preset in e.presets.items()
            ],
            "games": [
                {
                    "game": e.game,
                    "title": both(game_title, e.game),
                    "line": both(game_line, e.game),
                    **declared(e),
                }
                for e in chosen
            ],
        }
    )
