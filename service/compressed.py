"""The built files (service/build.py) served by WhiteNoise in front of the app: each as brotli
or gzip as the browser's Accept-Encoding asks (Vary: Accept-Encoding), with the cache headers
and the security headers the app gives the same file, and ETag / If-None-Match answered 304.

Only a built file that is still its source's copy is registered: a missing or stale build
leaves the request to the app's own routes (service/web.py), which serve it uncompressed."""

from __future__ import annotations

import json
from pathlib import Path

from flask import Flask
from werkzeug.wsgi import FileWrapper
from whitenoise import WhiteNoise

from .headers import policy

TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm", ".zip": "application/zip"}
NO_CACHE = "no-cache"  # the page's scripts: asked again each time, answered 304 when unchanged


class Built:
    """What the build holds that may be served: URL -> (file, Cache-Control)."""

    def __init__(self, root: Path):
        self.root = root
        self.files: dict[str, tuple[Path, str]] = {}
        manifest = root / "manifest.json"
        self.manifest = json.loads(manifest.read_text()) if manifest.is_file() else {}

    def same(self, url: str, name: str, source: Path, cache: str) -> None:
        """`url` from the build's copy of `source`, while it has the same bytes."""
        built = self.root / name
        if built.is_file() and source.is_file() and _same(built, source):
            self.files[url] = (built, cache)

    def made(self, url: str, name: str, cache: str) -> None:
        """`url` from a file the build made (its name holds its content's hash)."""
        built = self.root / name
        if built.is_file():
            self.files[url] = (built, cache)


def _same(built: Path, source: Path) -> bool:
    a, b = built.stat(), source.stat()
    if a.st_size != b.st_size:
        return False
    if a.st_size > 1 << 20:  # a vendored file, copied with its time
        return int(a.st_mtime) == int(b.st_mtime)
    return built.read_bytes() == source.read_bytes()


def serve(app: Flask, built: Built) -> None:
    """Put WhiteNoise in front of the app for the files of `built` (none: nothing changes)."""
    if not built.files:
        return
    cache = {url: control for url, (_, control) in built.files.items()}

    def headers(found, path: str, url: str) -> None:
        found["Cache-Control"] = cache[url]
        found["Content-Security-Policy"] = policy("none")
        found["X-Content-Type-Options"] = "nosniff"
        found["Referrer-Policy"] = "no-referrer"

    app_wsgi = app.wsgi_app
    front = WhiteNoise(
        app_wsgi, max_age=None, allow_all_origins=False, mimetypes=TYPES,
        add_headers_function=headers,
    )  # fmt: skip
    for url, (path, _) in built.files.items():
        front.add_file_to_dictionary(url, str(path))

    def wsgi(environ, start_response):
        # The server's way of sending a file (gunicorn's), or werkzeug's as Flask's own
        # routes use it: never the standard library's, which no server here knows.
        environ.setdefault("wsgi.file_wrapper", FileWrapper)
        if "HTTP_RANGE" in environ:  # a part of a file: the app's answer, as for any file
            return app_wsgi(environ, start_response)
        return front(environ, start_response)

    app.wsgi_app = wsgi
