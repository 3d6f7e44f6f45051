"""What a replay tells: the state at any seq, the legal moves, the scores."""

from __future__ import annotations

from flask import Blueprint, Response, jsonify, request

from replays import report
from replays.catalogue import localised
from replays.errors import say

from ..errors import BadRequest
from ..lang import chosen
from . import current, int_arg

bp = Blueprint("views", __name__)


@bp.get("/games/<game_id>/state")
def state(game_id: str) -> Response:
    match = current().state(game_id, int_arg("at", minimum=1))
    as_player = request.args.get("as")
    if as_player is not None and as_player not in match.player_ids:
        raise BadRequest(
            say("service.not_a_player", player=as_player),
            errors={"as": [say("service.field.unknown")]},
        )
    return jsonify(localised(report.state(match, as_player), chosen()))


@bp.get("/games/<game_id>/legal-moves")
def legal_moves(game_id: str) -> Response:
    return jsonify(
        localised(report.moves(current().state(game_id, int_arg("at", minimum=1))), chosen())
    )


@bp.get("/games/<game_id>/scores")
def scores(game_id: str) -> Response:
    return jsonify(report.scores(current().state(game_id, int_arg("at", minimum=1))))
