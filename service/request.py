"""The request as the app reads it, whatever the WSGI server made of the bytes sent.

Two things a server hands over that werkzeug would otherwise turn into a 500 or a wrong
answer: a query string that is not UTF-8, and a body sent in chunks (no Content-Length).
"""

from __future__ import annotations

import re
from typing import Any

import flask
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import RequestEntityTooLarge

from replays.errors import say

from .errors import BadRequest

try:  # the chunks gunicorn cannot parse; another server raises what it raises
    from gunicorn.http.errors import ParseException as _ChunkError
except ImportError:  # pragma: no cover - gunicorn is a dependency of the service
    _ChunkError = ()  # type: ignore[assignment,misc]

_HIGH_BYTE = re.compile(rb"[\x80-\xff]")  # percent-encoded UTF-8 reads back as it was


class Request(flask.Request):
    """A request whose query string is always text, and whose chunked body is read as one
    with a Content-Length would be.

    WSGI hands the query string over as Latin-1 (PEP 3333); werkzeug reads it as UTF-8 and
    fails on bytes that are not (gunicorn refuses them before the app, another server may
    not): such bytes are kept percent-encoded, as werkzeug keeps a `%FF`, so a parameter is
    refused by its own check, never a UnicodeDecodeError.

    A chunked body whose chunks do not parse is the client's error (400, `_Chunks`); one
    longer than the route takes is a 413 as with a Content-Length, where werkzeug would stop
    reading at the limit and hand over the body cut short (then "not JSON", a 400).
    """

    def __init__(self, environ: dict[str, Any], *args: Any, **kwargs: Any):
        super().__init__(environ, *args, **kwargs)
        if not self.query_string.isascii():
            self.query_string = _HIGH_BYTE.sub(lambda m: b"%%%02X" % m[0][0], self.query_string)
        chunked = environ.get("wsgi.input_terminated") and not environ.get("CONTENT_LENGTH")
        if chunked and not isinstance(environ.get("wsgi.input"), _Chunks):
            environ["wsgi.input"] = _Chunks(environ["wsgi.input"])

    def get_data(self, *args: Any, **kwargs: Any) -> Any:
        data = super().get_data(*args, **kwargs)
        body, limit = self.environ.get("wsgi.input"), self.max_content_length
        if isinstance(body, _Chunks) and limit is not None and body.taken >= limit:
            if body.read(1):  # werkzeug read up to the limit: one byte more is too many
                raise RequestEntityTooLarge()
        return data


class _Chunks:
    """The server's stream of a chunked body, counted, its parse errors a 400."""

    def __init__(self, raw: Any):
        self.raw = raw
        self.taken = 0

    def read(self, size: int | None = -1) -> bytes:
        return self._counted(self.raw.read, size)

    def readline(self, size: int | None = -1) -> bytes:
        return self._counted(self.raw.readline, size)

    def _counted(self, read: Any, size: int | None) -> bytes:
        try:
            data = read(size if size is not None and size >= 0 else None)
        except _ChunkError:
            raise BadRequest(say("service.body_unreadable")) from None
        self.taken += len(data)
        return data


class DuplicateKey(ValueError):
    """A JSON object that names one key twice: which of its values is meant is not said."""

    def __init__(self, key: str):
        super().__init__(f"duplicate key {key!r}")
        self.key = key


def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """json's `object_pairs_hook`: an object as a dict, refused when a key comes twice
    (RFC 8259 leaves the meaning open; json.loads would keep the last value silently)."""
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen.add(key)
    return found


class JSONProvider(DefaultJSONProvider):
    """Flask's JSON, its bodies read with `unique_keys`; answers as Flask writes them."""

    sort_keys = False

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        kwargs.setdefault("object_pairs_hook", unique_keys)
        return super().loads(s, **kwargs)
