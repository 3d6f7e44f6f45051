"""The request as the app reads it, whatever the WSGI server made of the bytes sent.

Two things a server hands over that werkzeug would otherwise turn into a 500 or a wrong
answer: a query string that is not UTF-8, and a body sent in chunks (no Content-Length).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
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


# RFC 3339's date-time (section 5.6): the offset is required; "T" and "Z" may be lower case;
# a second of 60 is a leap second. Longer than this is no date-time.
_DATE_TIME = re.compile(
    r"([0-9]{4}-[0-9]{2}-[0-9]{2})[Tt]([0-9]{2}:[0-9]{2}):([0-9]{2})(\.[0-9]+)?"
    r"([Zz]|[+-][0-9]{2}:[0-9]{2})"
)
_MOST = 64


def played_at(value: str | None) -> str | None:
    """The Played-At header (the device's clock when the move was made) as stored: UTC with
    a trailing Z, its milliseconds kept when it gives a fraction; None without the header;
    400 when it is no RFC 3339 date-time."""
    if value is None:
        return None
    found = _DATE_TIME.fullmatch(value.strip()) if len(value) <= _MOST else None
    moment = _moment(found) if found else None
    if moment is None:
        raise BadRequest(say("service.played_at_format"))
    millis = f".{moment.microsecond // 1000:03d}" if found and found[4] else ""
    return moment.isoformat(timespec="seconds")[:19] + millis + "Z"  # zero-padded years


def _moment(found: re.Match[str]) -> datetime | None:
    """The instant a date-time names, in UTC; None for a date or time that does not exist."""
    day, minute, second, fraction, offset = found.groups()
    leap = second == "60"  # 23:59:60 is the second before the next day's 00:00:00
    micros = (fraction or ".")[1:7].ljust(6, "0")  # the most datetime holds
    offset = "+00:00" if offset in ("Z", "z") else offset
    text = f"{day}T{minute}:{'59' if leap else second}.{micros}{offset}"
    try:
        moment = datetime.fromisoformat(text) + timedelta(seconds=leap)
        return moment.astimezone(UTC)
    except (ValueError, OverflowError):
        return None
