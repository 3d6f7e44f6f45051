"""Every error the API can answer, in one table: type → status and JSON body.

One body shape everywhere: {"error", "message", "rule"?, "params"?, "errors"?, ...}; never an
HTML page. A rule violation's message, and the service's own sentences, are rendered from the
catalogue in the request's language (`service.lang`), a refusal's parameters beside it.
The API's own refusals are the types of `service.refusals`, named here too.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response, jsonify
from flask_limiter.errors import RateLimitExceeded
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from replays import rulebook
from replays.catalogue import localised, plain, sentence
from replays.errors import InvalidInput, Message, RuleViolation, say
from replays.phrases import DEFAULT_LANG
from schemas.said import said

from .lang import chosen, negotiated
from .refusals import (
    ApiError,
    BadRequest,
    Busy,
    Conflict,
    Forbidden,
    ImportRefused,
    KeyReused,
    NotFound,
    StaleSeq,
    Unauthorized,
)
from .store import StoreError, StoreFull

__all__ = [
    "ApiError",
    "BadRequest",
    "Busy",
    "Conflict",
    "Forbidden",
    "ImportRefused",
    "KeyReused",
    "NotFound",
    "StaleSeq",
    "Unauthorized",
    "register",
    "schema_refusal",
    "server_refusal",
]

log = logging.getLogger(__name__)


def _body(status: int, code: str, message: str, **extra: Any) -> Response:
    response = jsonify({"error": code, "message": message, **extra})
    response.status_code = status
    return response


def register(app: Flask) -> None:
    """Map every error type to its status, and anything unforeseen to a JSON 500."""

    @app.errorhandler(ApiError)
    def api_error(exc: ApiError) -> Response:
        lang = _lang()  # the field words of `errors` are Messages too
        return _body(
            exc.status, exc.code, localised(exc.message, lang), **localised(exc.extra, lang)
        )

    @app.errorhandler(RuleViolation)
    def rule_violation(exc: RuleViolation) -> Response:
        lang = _lang()
        said, cites = sentence(exc.said, lang), rulebook.cites(exc.rule, lang)
        return _body(422, "rule_violation", said, rule=exc.rule, **cites, params=plain(exc.params))

    @app.errorhandler(InvalidInput)
    def invalid_input(exc: InvalidInput) -> Response:
        message = localised(exc.message, _lang())
        return _body(400, "invalid", message, errors={exc.field: [message]} if exc.field else {})

    @app.errorhandler(ValidationError)
    def validation_error(exc: ValidationError) -> Response:
        message, errors = schema_refusal(exc, _lang())
        return _body(400, "invalid", message, errors=errors)

    @app.errorhandler(RequestEntityTooLarge)
    def too_large(exc: RequestEntityTooLarge) -> Response:
        return _body(413, "too_large", _said("service.too_large"))

    @app.errorhandler(StoreFull)
    def storage_full(exc: StoreFull) -> Response:
        log.error("%s", exc)
        return _body(507, "storage_full", _said("service.storage_full"))

    @app.errorhandler(StoreError)
    def storage_unavailable(exc: StoreError) -> Response:
        log.error("%s", exc)
        return _body(503, "storage_unavailable", _said("service.storage_unavailable"))

    @app.errorhandler(RateLimitExceeded)
    def rate_limited(exc: RateLimitExceeded) -> Response:
        return _body(429, "rate_limited", _said("service.rate_limited", limit=_rate(exc)))

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException) -> Response:
        # werkzeug's description is English prose of its own: the sentence is the catalogue's
        # (routing's 404 and 405; any other status, a static file's 416 say, by its number).
        status = exc.code or 500
        key = (
            "service.not_found"
            if status == 404
            else "service.method_not_allowed"
            if status == 405
            else "service.http_error"
        )
        response = _body(status, _slug(exc.name), _said(key, status=status))
        for name, value in exc.get_headers():
            if name.lower() != "content-type":  # a 405 keeps its Allow, a 416 its Content-Range
                response.headers[name] = value
        return response

    @app.errorhandler(Exception)
    def unexpected(exc: Exception) -> Response:
        log.exception("unexpected error")
        return _body(500, "internal", _said("service.internal"))


def server_refusal(status: int, reason: str, detail: str) -> dict[str, Any]:
    """The body of a refusal gunicorn makes before the app sees the request (service/serving.py):
    no header read, so the catalogue's default language; `detail` keeps gunicorn's words."""
    key = (
        "service.uri_too_long"
        if status == 414
        else "service.headers_too_large"
        if status == 431
        else "service.internal"
        if status == 500
        else "service.bad_http"
    )
    code = "internal" if status == 500 else _slug(reason)
    return {"error": code, "message": sentence(Message(key, {}), DEFAULT_LANG), "detail": detail}


def schema_refusal(exc: ValidationError, lang: str) -> tuple[str, Any]:
    """A schema's refusal as the 400 says it: its first sentence and every field's words, in
    `lang` (marshmallow's own words and the schemas', a card's too)."""
    errors = localised(said(exc.normalized_messages()), lang)
    return _first_message(errors), errors


def _lang() -> str:
    """The request's language for an error sentence; a bad ?lang= falls back to the
    Accept-Language header, else French (the refusal of that ?lang= is said in it)."""
    try:
        return chosen()
    except BadRequest:
        return negotiated() or DEFAULT_LANG


def _rate(exc: RateLimitExceeded) -> Message | str:
    """The limit hit, in the catalogue's words ("60 requêtes par minute"), not the limits
    library's English ("60 per 1 minute")."""
    item = exc.limit.limit
    span = item.GRANULARITY.name  # second, minute, hour, day, month, year
    if item.multiples == 1:
        return say("service.rate_per", amount=item.amount, span=span)
    return say("service.rate_per_span", amount=item.amount, n=item.multiples, span=span)


def _said(key: str, **params: Any) -> str:
    """A sentence of the service's own errors, from the catalogue, in the request's language."""
    return sentence(Message(key, params), _lang())


def _slug(name: str) -> str:
    return name.lower().replace(" ", "_").replace("'", "")


def _first_message(errors: Any, path: str = "") -> str:
    """A sentence from marshmallow's nested messages: 'data.card: unknown card …'."""
    if isinstance(errors, dict):
        for key, value in errors.items():
            return _first_message(value, f"{path}.{key}" if path else str(key))
    if isinstance(errors, list) and errors:
        return _first_message(errors[0], path)
    return f"{path}: {errors}" if path else str(errors)
