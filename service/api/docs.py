"""The API described: openapi.yaml as written, and Swagger UI served from the package."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml
from flask import Blueprint, Response, send_from_directory
from swagger_ui_bundle import swagger_ui_path

from replays.registry import names, version

bp = Blueprint("docs", __name__)
SPEC = Path(__file__).resolve().parents[2] / "openapi.yaml"

_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cartes API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({url: "/openapi.yaml", dom_id: "#swagger-ui",
deepLinking: true});</script></body></html>
"""


@bp.get("/openapi.yaml")
def spec() -> Response:
    return Response(_served(version()), mimetype="application/yaml")


def document() -> dict[str, Any]:
    """openapi.yaml as served: the file, with the registry's games as `CreateGame.game`'s enum
    (the file names no game: a game plugged in is listed by registering)."""
    spec = yaml.safe_load(SPEC.read_text(encoding="utf-8"))
    spec["components"]["schemas"]["CreateGame"]["properties"]["game"]["enum"] = list(names())
    return spec


@cache
def _served(registry_version: int) -> str:
    return yaml.safe_dump(document(), allow_unicode=True, sort_keys=False, width=100)


@bp.get("/docs")
def page() -> Response:
    return Response(_PAGE, mimetype="text/html")


@bp.get("/docs/assets/<path:name>")
def assets(name: str) -> Response:
    return send_from_directory(str(swagger_ui_path), name)
