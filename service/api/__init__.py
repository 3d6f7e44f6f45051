"""One blueprint per resource; request helpers shared by them."""

from __future__ import annotations

from typing import Any

from flask import current_app, request

from ..errors import BadRequest
from ..games import Games

MAX_DEVICE = 100
MAX_KEY = 200


def current() -> Games:
    from .. import store

    return Games(store(), current_app.extensions["snapshots"])


def json_body() -> Any:
    """The request's JSON body; 400 with a plain sentence when it is not JSON."""
    body = request.get_json(silent=True)
    if body is None:
        raise BadRequest("the body must be JSON (Content-Type: application/json)")
    if not isinstance(body, dict):
        raise BadRequest("the body must be a JSON object")
    return body


def header(name: str, limit: int) -> str | None:
    value = request.headers.get(name)
    if value is not None and not (0 < len(value) <= limit):
        raise BadRequest(f"the {name} header has 1 to {limit} characters")
    return value


def int_arg(name: str, required: bool = False, minimum: int = 0) -> int | None:
    raw = request.args.get(name)
    if raw is None:
        if required:
            raise BadRequest(
                f"the query parameter {name!r} is required", errors={name: ["missing"]}
            )
        return None
    if not raw.isdigit() or int(raw) < minimum:
        raise BadRequest(
            f"the query parameter {name!r} must be a whole number from {minimum}",
            errors={name: ["not a valid integer"]},
        )
    return int(raw)
