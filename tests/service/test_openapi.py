"""openapi.yaml is valid, and it drifts neither from the Flask routes nor from the responses."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from openapi_spec_validator import validate

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi.yaml"
IGNORED = {
    "/static/<path:filename>",
    "/docs/assets/<path:name>",
    "/vendor/<package>/<version>/<path:name>",
}


def _spec() -> dict:
    return yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))


def test_spec_is_valid_openapi_3_1():
    spec = _spec()
    assert spec["openapi"].startswith("3.1")
    validate(spec)


def test_every_flask_route_is_in_the_spec(app):
    documented = {
        (path, method.upper())
        for path, item in _spec()["paths"].items()
        for method in item
        if method in {"get", "post", "put", "patch", "delete"}
    }
    for rule in app.url_map.iter_rules():
        if rule.rule in IGNORED:
            continue
        path = re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"{\1}", rule.rule).replace("{game_id}", "{game}")
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            assert (path, method) in documented, f"{method} {path} is missing from openapi.yaml"


def test_every_spec_path_is_served(app):
    routes = {
        re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"{\1}", r.rule).replace("{game_id}", "{game}")
        for r in app.url_map.iter_rules()
    }
    for path in _spec()["paths"]:
        assert path in routes, f"openapi.yaml documents {path}, which Flask does not serve"


def test_spec_and_docs_are_served(client):
    r = client.get("/openapi.yaml")
    assert r.status_code == 200 and yaml.safe_load(r.get_data(as_text=True)) == _spec()
    page = client.get("/docs")
    assert page.status_code == 200 and b"/openapi.yaml" in page.data
    assert b"https://" not in page.data  # served from the package, no CDN
    asset = client.get("/docs/assets/swagger-ui-bundle.js")
    assert asset.status_code == 200 and len(asset.data) > 100_000
    asset.close()
