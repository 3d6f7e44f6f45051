"""One blueprint per resource; request helpers shared by them."""

from __future__ import annotations

import json
import re
from typing import Any

from flask import current_app, request
from marshmallow import ValidationError
from werkzeug.routing import BaseConverter

from replays import errors as sentences  # not `say`: the name of a module of this package
from replays.errors import InvalidInput
from schemas.api import load_event

from ..errors import BadRequest, NotFound
from ..games import Games
from ..ids import MAX_DEVICE, MAX_KEY, is_game_id, is_header_text
from ..request import DuplicateKey

__all__ = [
    "GameOfItsOwn",
    "MAX_DEVICE",
    "MAX_KEY",
    "current",
    "header",
    "int_arg",
    "json_body",
    "loaded",
    "whole",
    "wsgi_text",
]
MAX_QUERY_INT = 2**31 - 1


def current() -> Games:
    from .. import store

    extensions = current_app.extensions
    return Games(store(), extensions["snapshots"], extensions["group_commit"])


class GameOfItsOwn(BaseConverter):
    """A game id in a path whose other routes have a word there: `/games/import` takes no GET,
    so `GET /games/import` is a 405 naming the methods it takes, not "no game 'import'"."""

    regex = r"(?!import$)[^/]+"


def known_game(endpoint: str | None, values: dict[str, Any] | None) -> None:
    """A `<game_id>` that no game can have (every stored id is one `new_game_id` wrote, an
    import included) is a 404 before any read: the database never sees it (PostgreSQL
    would refuse a NUL in it with an error of its own)."""
    game = (values or {}).get("game_id")
    if game is not None and not is_game_id(game):
        raise NotFound(sentences.say("service.no_game", id=repr(game)))


def json_body() -> Any:
    """The request's JSON body; 400 with a plain sentence when it is not JSON."""
    raw = request.get_data()
    try:  # as request.get_json does, with the reason a body is not JSON kept
        body = current_app.json.loads(raw) if request.is_json else None
    except RecursionError:  # json gives up on deep nesting: a crafted body is no 500
        raise BadRequest(sentences.say("service.body_too_deep")) from None
    except DuplicateKey as exc:
        raise BadRequest(sentences.say("service.body_duplicate_key", name=exc.key)) from None
    except ValueError:  # not JSON, or not text (UnicodeDecodeError)
        body = None
    if body is None:
        raise BadRequest(sentences.say("service.body_not_json"))
    if not isinstance(body, dict):
        raise BadRequest(sentences.say("service.body_not_object"))
    if (_ESCAPED_SURROGATE.search(raw) or _WIDE.match(raw)) and not _is_unicode(body):
        raise BadRequest(sentences.say("service.body_surrogate"))
    return body


# Half of a UTF-16 pair alone, escaped ("\\ud800") or encoded as if UTF-8 (which json.loads
# lets through): such text cannot be stored, hashed or shown.
_ESCAPED_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F]|\xed[\xa0-\xbf]")
# A body in UTF-16 or UTF-32 (json.loads reads them too, told by a byte-order mark or the
# zero bytes of its first character), where the escape above is spelt with zero bytes.
_WIDE = re.compile(rb"\xff\xfe|\xfe\xff|.{0,3}\x00", re.DOTALL)


def _is_unicode(body: Any) -> bool:
    try:
        json.dumps(body, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def loaded(posted: Any) -> tuple[dict | None, ValidationError | InvalidInput | None]:
    """`posted` as the append loads it, or None and why its schema refuses it (a 400)."""
    try:
        return load_event(posted), None
    except (ValidationError, InvalidInput) as exc:
        return None, exc


def header(name: str, limit: int) -> str | None:
    """A free-text header (X-Device, Idempotency-Key) as the text the client sent in UTF-8;
    400 naming it when it is not UTF-8 or not 1 to `limit` printable characters."""
    value = request.headers.get(name)
    if value is None:
        return None
    text = wsgi_text(value)
    if text is None or not is_header_text(text, limit):
        raise BadRequest(sentences.say("service.header_format", name=name, most=limit))
    return text


def wsgi_text(value: str) -> str | None:
    """A header value as sent: WSGI (PEP 3333) hands the bytes over decoded as Latin-1, so
    "Chloé" sent in UTF-8 arrives as "ChloÃ©"; None when the bytes are not UTF-8. A value
    Latin-1 cannot hold was not decoded so (no WSGI server gives one): it is kept as it is."""
    if value.isascii():
        return value
    try:
        raw = value.encode("latin-1")
    except UnicodeEncodeError:
        return value
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def int_arg(name: str, required: bool = False, minimum: int = 0) -> int | None:
    raw = request.args.get(name)
    if raw is None:
        if required:
            raise BadRequest(
                sentences.say("service.query_required", name=name),
                errors={name: [sentences.say("service.field.missing")]},
            )
        return None
    value = whole(raw)
    if value is None or value < minimum:
        key = "service.field.not_integer" if value is None else "service.field.out_of_range"
        raise BadRequest(
            sentences.say("service.query_not_whole", name=name, least=minimum, most=MAX_QUERY_INT),
            errors={name: [sentences.say(key)]},
        )
    return value


def whole(raw: str) -> int | None:
    """`raw` as a whole number from 0 to MAX_QUERY_INT, else None: ASCII digits only ("²" is
    a digit to str.isdigit), no more than SQLite binds, and never thousands of digits (which
    int() refuses)."""
    if raw.isascii() and raw.isdigit() and len(raw) <= len(str(MAX_QUERY_INT)):
        value = int(raw)
        return value if value <= MAX_QUERY_INT else None
    return None
