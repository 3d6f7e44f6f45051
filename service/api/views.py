"""What a replay tells: the state at any seq, the legal moves, the scores."""

from __future__ import annotations

from flask import Blueprint, Response, jsonify, request

from replays import match as fold
from replays import report
from replays.catalogue import localised

from ..errors import BadRequest
from ..lang import chosen
from . import current, int_arg

bp = Blueprint("views", __name__)


@bp.get("/games/<game_id>/state")
def state(game_id: str) -> Response:
    match = current().state(game_id, int_arg("at", minimum=1))
    as_player = request.args.get("as")
    if as_player is not None and as_player not in match.player_ids:
        raise BadRequest(f"{as_player!r} is not a player of this game", errors={"as": ["unknown"]})
    return jsonify(localised(report.state(match, as_player), chosen()))


@bp.get("/games/<game_id>/legal-moves")
def legal_moves(game_id: str) -> Response:
    match = current().state(game_id, int_arg("at", minimum=1))
    found = fold.legal_moves(match)
    # An entry an engine marks `ready: false` informs (a Rami opening still short of 51)
    # but would be refused if posted: it is served apart from the moves.
    moves = [m for m in found if m.get("ready", True)]
    hints = [m for m in found if not m.get("ready", True)]
    body = {"id": match.id, "seq": match.seq, "in_hand": match.in_hand, "moves": moves}
    return jsonify(localised({**body, "hints": hints}, chosen()))


@bp.get("/games/<game_id>/scores")
def scores(game_id: str) -> Response:
    return jsonify(report.scores(current().state(game_id, int_arg("at", minimum=1))))
