"""The phone page at `/`: one HTML shell, the scripts and styles served from the package."""

from __future__ import annotations

import json
from pathlib import Path

from flask import Blueprint, Response, abort, make_response, render_template, send_from_directory

bp = Blueprint("web", __name__, template_folder="templates")

# The scripts in load order of their imports; the page loads app.js, which imports the rest.
SCRIPTS = (
    "i18n",
    "api",
    "outbox",
    "cards",
    "labels",
    "score",
    "handview",
    "moves",
    "setup",
    "chart",
    "replay",
    "share",
    "say",
    "app",
)


@bp.get("/")
def index() -> Response:
    response = make_response(render_template("index.html", scripts=SCRIPTS))
    # The page talks only to this server (its Content-Security-Policy: service/headers.py).
    response.headers["Cache-Control"] = "no-cache"
    return response


# What the page loads from service/vendor (installed by `npm ci` from the committed lock):
# only these files, at a URL that carries the pinned version, so they may be cached for good.
VENDOR = Path(__file__).parent / "vendor"
VENDORED = {
    "pyodide": (
        "pyodide.mjs",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "python_stdlib.zip",
        "pyodide-lock.json",
    ),
    "qrcode-generator": ("dist/qrcode.mjs",),
}
TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm", ".zip": "application/zip"}


def vendored_versions() -> dict[str, str]:
    """The pinned version of each vendored package, as the lock file says."""
    lock = json.loads((VENDOR / "package-lock.json").read_text())
    return {name: lock["packages"][f"node_modules/{name}"]["version"] for name in VENDORED}


@bp.get("/vendor/<package>/<version>/<path:name>")
def vendored(package: str, version: str, name: str) -> Response:
    if name not in VENDORED.get(package, ()) or vendored_versions().get(package) != version:
        abort(404)
    response = send_from_directory(
        VENDOR / "node_modules" / package, name, mimetype=TYPES.get(Path(name).suffix)
    )
    response.headers["Cache-Control"] = "public, max-age=31536000, immutable"
    return response
