"""The API described: openapi.yaml as written, and Swagger UI served from the package."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, send_from_directory
from swagger_ui_bundle import swagger_ui_path

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
    return Response(SPEC.read_text(encoding="utf-8"), mimetype="application/yaml")


@bp.get("/docs")
def page() -> Response:
    return Response(_PAGE, mimetype="text/html")


@bp.get("/docs/assets/<path:name>")
def assets(name: str) -> Response:
    return send_from_directory(str(swagger_ui_path), name)
