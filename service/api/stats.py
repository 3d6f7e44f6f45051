"""Statistics per player across the matches named by id (`replays.stats` over their logs).

A game id is its read capability: only the ids given are read, never a listing. Unknown ids
answer 404 naming every one of them (nothing is computed from part of the set).
"""

from __future__ import annotations

from flask import Blueprint, Response, jsonify, request

from replays.stats import stats

from ..errors import BadRequest, NotFound
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
    heads = {game: service.store.head(game)[0] for game in ids}
    unknown = [game for game, last in heads.items() if last == 0]
    if unknown:
        raise NotFound(f"no game {', '.join(unknown)}", unknown=unknown)
    if sum(heads.values()) > MAX_EVENTS:
        raise BadRequest(
            f"these games hold more than {MAX_EVENTS} events in all: ask for fewer at once",
            errors={"games": ["too many events"]},
        )
    logs = [list(service.store.events(game, upto=heads[game])) for game in ids]
    finals = [service.state(game, heads[game]) for game in ids]  # cached states, same logs
    return jsonify({"games": ids, **stats(logs, links, finals)})


def _games() -> list[str]:
    raw = request.args.get("games", "")
    ids = list(dict.fromkeys(g.strip() for g in raw.split(",") if g.strip()))
    if not ids:
        raise BadRequest(
            "the query parameter 'games' lists game ids, separated by commas",
            errors={"games": ["missing"]},
        )
    if len(ids) > MAX_GAMES or any(len(g) > MAX_ARG for g in ids):
        raise BadRequest(
            f"'games' lists 1 to {MAX_GAMES} game ids of at most {MAX_ARG} characters",
            errors={"games": ["too many or too long"]},
        )
    return ids


def _links() -> dict[str, str]:
    """`link=<name>=<name>` (or `link=<game id>:<player id>=<name>`), repeated: the first name
    (or that seat) is counted as the second; split at the first '='."""
    raw = request.args.getlist("link")
    if len(raw) > MAX_LINKS:
        raise BadRequest(f"at most {MAX_LINKS} links", errors={"link": ["too many"]})
    links = {}
    for text in raw:
        alias, sep, name = text.partition("=")
        if not sep or not alias.strip() or not name.strip() or len(text) > MAX_ARG:
            raise BadRequest(
                f"a link is written 'name=other name' (at most {MAX_ARG} characters),"
                f" not {text[:MAX_ARG]!r}",
                errors={"link": ["not name=name"]},
            )
        links[alias.strip()] = name.strip()
    return links
