"""Statistics per player across the matches named by id (`replays.stats` over their logs).

A game id is its read capability: only the ids given are read, never a listing. Unknown ids
answer 404 naming every one of them (nothing is computed from part of the set).
"""

from __future__ import annotations

from flask import Blueprint, Response, jsonify, request

from replays.errors import say
from replays.stats import stats

from ..errors import BadRequest, NotFound
from ..ids import is_game_id
from . import current

bp = Blueprint("stats", __name__)

MAX_GAMES = 50
MAX_LINKS = 100
MAX_ARG = 200
MAX_EVENTS = 200_000  # what one request may read and total


@bp.get("/stats")
def player_stats() -> Response:
    ids = _games()
    links = _links()
    service = current()
    heads = {game: service.store.head(game)[0] if is_game_id(game) else 0 for game in ids}
    unknown = [game for game, last in heads.items() if last == 0]
    if unknown:
        raise NotFound(say("service.no_game", id=", ".join(unknown)), unknown=unknown)
    if sum(heads.values()) > MAX_EVENTS:
        raise BadRequest(
            say("service.stats_too_many_events", most=MAX_EVENTS),
            errors={"games": [say("service.field.too_many_events")]},
        )
    logs = [list(service.store.events(game, upto=heads[game])) for game in ids]
    finals = [service.state(game, heads[game]) for game in ids]  # cached states, same logs
    return jsonify({"games": ids, **stats(logs, links, finals)})


def _games() -> list[str]:
    raw = request.args.get("games", "")
    ids = list(dict.fromkeys(g.strip() for g in raw.split(",") if g.strip()))
    if not ids:
        raise BadRequest(
            say("service.stats_games_missing"), errors={"games": [say("service.field.missing")]}
        )
    if len(ids) > MAX_GAMES or any(len(g) > MAX_ARG for g in ids):
        raise BadRequest(
            say("service.stats_games_too_many", most=MAX_GAMES, length=MAX_ARG),
            errors={"games": [say("service.field.too_many_or_too_long")]},
        )
    return ids


def _links() -> dict[str, str]:
    """`link=<name>=<name>` (or `link=<game id>:<player id>=<name>`), repeated: the first name
    (or that seat) is counted as the second; split at the first '='."""
    raw = request.args.getlist("link")
    if len(raw) > MAX_LINKS:
        raise BadRequest(
            say("service.stats_links_too_many", most=MAX_LINKS),
            errors={"link": [say("service.field.too_many")]},
        )
    links = {}
    for text in raw:
        alias, sep, name = text.partition("=")
        if not sep or not alias.strip() or not name.strip() or len(text) > MAX_ARG:
            raise BadRequest(
                say("service.stats_link_malformed", length=MAX_ARG, text=text[:MAX_ARG]),
                errors={"link": [say("service.field.not_name_name")]},
            )
        links[alias.strip()] = name.strip()
    return links
