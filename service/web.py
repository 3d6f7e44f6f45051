"""The phone page at `/`: one HTML shell, the scripts and styles served from the package."""

from __future__ import annotations

from flask import Blueprint, Response, make_response, render_template

bp = Blueprint("web", __name__, template_folder="templates")

# The page talks only to this server: no CDN, no inline script, no third-party request.
POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
    " connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
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
    "app",
)


@bp.get("/")
def index() -> Response:
    response = make_response(render_template("index.html", scripts=SCRIPTS))
    response.headers["Content-Security-Policy"] = POLICY
    response.headers["Cache-Control"] = "no-cache"
    return response
