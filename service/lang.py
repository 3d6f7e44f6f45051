"""The reader's language: `?lang=fr|en`, else the Accept-Language header, else French.

Babel's `negotiate_locale` matches "en-GB, en;q=0.8" or "fr-CA" to the languages the
catalogue has (`replays.phrases.LANGS`).
"""

from __future__ import annotations

from babel import negotiate_locale
from flask import Flask, has_request_context, request

from replays.errors import say
from replays.phrases import DEFAULT_LANG, LANGS

from .refusals import BadRequest


def chosen() -> str:
    """The language of this request's sentences (French outside a request)."""
    if not has_request_context():
        return DEFAULT_LANG
    return asked() or negotiated() or DEFAULT_LANG


def asked() -> str | None:
    """The request's `?lang=`, if any; one the catalogue has not is a 400."""
    value = request.args.get("lang")
    if value is not None and value not in LANGS:
        raise BadRequest(
            say("service.one_of", name="lang", values=", ".join(LANGS)),
            errors={"lang": [say("service.field.unknown")]},
        )
    return value


def register(app: Flask) -> None:
    """A `?lang=` the catalogue has not is refused on every route of the API, a write's too
    (not only where a sentence happens to be said); the page (`web`) reads no `lang`."""

    @app.before_request
    def check_lang() -> None:
        if request.blueprint != "web":
            asked()


def negotiated() -> str | None:
    """The best of LANGS for the Accept-Language header, in the client's order of preference."""
    preferred = [value for value, _ in request.accept_languages if value != "*"]
    if not preferred:
        return None
    # Babel answers with the tag as the client wrote it ("EN", "FR" of "FR-CA"): language
    # tags are case-insensitive (RFC 5646), the catalogue's are lower case.
    found = negotiate_locale(preferred, list(LANGS), sep="-")
    return found.lower() if found else None
