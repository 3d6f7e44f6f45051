"""The API's refusals as types: each an answer other than success, with its status and its
machine-readable `error` code. Plain data, so that what refuses (`service.lang`, the routes)
and what answers as JSON (`service.errors`) import them without importing each other.
"""

from __future__ import annotations

from typing import Any

from replays.errors import Message, Said


class ApiError(Exception):
    """An answer other than success, with its status and machine-readable `error` code; its
    sentence a catalogue Message (said in the request's language) or a text as it is."""

    status = 400
    code = "invalid"

    def __init__(self, message: str | Message, **extra: Any):
        # A Message as its English text (logs, the command line) that can be said again.
        text = Said(message) if isinstance(message, Message) else message
        super().__init__(text)
        self.message = text
        self.extra = extra


class BadRequest(ApiError):
    """The request is malformed (JSON, fields, types, query parameters)."""


class Unauthorized(ApiError):
    """No write token was sent."""

    status, code = 401, "unauthorized"


class Forbidden(ApiError):
    """A write token was sent, but not this game's."""

    status, code = 403, "forbidden"


class NotFound(ApiError):
    """No such game (or event)."""

    status, code = 404, "not_found"


class StaleSeq(ApiError):
    """`expected_seq` is not the game's last seq: another client logged first."""

    status, code = 409, "stale_seq"


class Conflict(ApiError):
    """The request collides with what is stored (a game id that exists already)."""

    status, code = 409, "conflict"


class KeyReused(ApiError):
    """An Idempotency-Key already stored with another request body."""

    status, code = 422, "idempotency_key_reused"


class Busy(ApiError):
    """This worker serves as many live streams as it may: try again shortly."""

    status, code = 503, "busy"


class ImportRefused(ApiError):
    """An imported log is tampered with or breaks the rules; names the first bad seq."""

    status, code = 422, "import_refused"
