"""The security headers of every response, as data per kind of response, in one place.

Every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (game ids,
the read capability, are in URLs) and a Content-Security-Policy with `frame-ancestors 'none'`.
The policy depends on what is served: the page (it runs Pyodide, WebAssembly, and a service
worker), Swagger UI at /docs, the html export (self-contained: its inline script and style
are allowed by their hashes, nothing else), and for everything else (JSON, scripts, files)
nothing at all.
"""

from __future__ import annotations

import base64
import hashlib
import re
from functools import cache

from flask import Flask, Response, request

_COMMON = {"base-uri": "'none'", "form-action": "'self'", "frame-ancestors": "'none'"}
POLICIES: dict[str, dict[str, str]] = {
    "page": {
        "default-src": "'self'",
        "script-src": "'self' 'wasm-unsafe-eval'",
        "worker-src": "'self'",
        "connect-src": "'self'",
        "img-src": "'self' data: blob:",
        "style-src": "'self'",
        "manifest-src": "'self'",
        "object-src": "'none'",
    },
    "docs": {
        "default-src": "'self'",
        "script-src": "'self' {scripts}",
        "style-src": "'self'",
        "img-src": "'self' data:",
        "connect-src": "'self'",
        "object-src": "'none'",
    },
    "export": {
        "default-src": "'none'",
        "script-src": "{scripts}",
        "style-src": "{styles}",
        "img-src": "data:",
        "form-action": "'none'",
    },
    # The service worker and the engine's worker: a worker's policy is its own script's.
    "worker": {
        "default-src": "'self'",
        "script-src": "'self' 'wasm-unsafe-eval'",
        "connect-src": "'self'",
        "object-src": "'none'",
    },
    "none": {"default-src": "'none'"},
}
# Which views answer with which policy; any other response gets "none".
KINDS = {"web.index": "page", "docs.page": "docs", "exchange.export": "export"}
WORKERS = {"web.service_worker", "web.engine_worker"}

_INLINE = {
    "scripts": re.compile(r"<script>(.*?)</script>", re.S),
    "styles": re.compile(r"<style>(.*?)</style>", re.S),
}


def policy(kind: str, html: str = "") -> str:
    """The Content-Security-Policy of one kind; inline blocks of `html` allowed by hash."""
    return _inline_policy(kind, html) if html else _policy(kind)


@cache
def _policy(kind: str) -> str:
    """A kind's policy without inline blocks: the same for every response (built once)."""
    return _inline_policy(kind, "")


def _inline_policy(kind: str, html: str) -> str:
    found = {name: _hashes(pattern.findall(html)) for name, pattern in _INLINE.items()}
    directives = {**_COMMON, **POLICIES[kind]}
    return "; ".join(f"{k} {v.format(**found)}".strip() for k, v in directives.items())


def _hashes(blocks: list[str]) -> str:
    digests = (hashlib.sha256(b.encode("utf-8")).digest() for b in blocks)
    return " ".join(f"'sha256-{base64.b64encode(d).decode()}'" for d in digests) or "'none'"


def register(app: Flask) -> None:
    @app.after_request
    def secure(response: Response) -> Response:
        kind = (
            KINDS.get(request.endpoint or "", "none")
            if response.mimetype == "text/html"
            else "worker"
            if request.endpoint in WORKERS
            else "none"
        )
        html = response.get_data(as_text=True) if kind in ("docs", "export") else ""
        response.headers["Content-Security-Policy"] = policy(kind, html)
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        return response
