"""openapi.yaml is valid, and it drifts neither from the Flask routes nor from the responses."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from openapi_spec_validator import validate

from service.api.docs import document

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
    """The file as written, the registry's games listed as CreateGame's `game` enum."""
    r = client.get("/openapi.yaml")
    served = yaml.safe_load(r.get_data(as_text=True))
    assert r.status_code == 200 and served == document()
    del served["components"]["schemas"]["CreateGame"]["properties"]["game"]["enum"]
    assert served == _spec()
    page = client.get("/docs")
    assert page.status_code == 200 and b"/openapi.yaml" in page.data
    assert b"https://" not in page.data  # served from the package, no CDN
    asset = client.get("/docs/assets/swagger-ui-bundle.js")
    assert asset.status_code == 200 and len(asset.data) > 100_000
    asset.close()


def test_the_spec_lists_what_the_registry_declares():
    """The enums of openapi.yaml (trackings, formats, …) are those of the code; of what
    depends on the games it lists only their names (CreateGame's `game`), and leaves their
    presets, scorings and own event types to `/presets` and the code (docs/ENGINES.md)."""
    from replays.exports import FORMATS, LANGS
    from replays.registry import engines
    from schemas.api import POSTABLE_TYPES
    from schemas.events import COMMON
    from schemas.events.common import TRACKINGS

    spec = document()
    schemas = spec["components"]["schemas"]
    assert "enum" not in _spec()["components"]["schemas"]["CreateGame"]["properties"]["game"]
    export = {
        p["name"]: p["schema"]
        for p in spec["paths"]["/games/{game}/export"]["get"]["parameters"]
        if "name" in p
    }
    presets = spec["paths"]["/presets"]["get"]["parameters"][0]["schema"]
    game = schemas["CreateGame"]["properties"]["game"]
    kind = schemas["AppendEvent"]["properties"]["type"]
    # The one list of games, made from the registry when served (schemathesis's stateful run
    # needs it to create a game): a game plugged in edits no line of openapi.yaml.
    assert game["enum"] == list(engines()) and "/presets" in game["description"]
    assert "enum" not in presets and "enum" not in kind
    common = set(POSTABLE_TYPES) & set(COMMON)
    assert {t for t in POSTABLE_TYPES if t in kind["description"]} >= common
    own = {t for e in engines().values() if e.play for t in e.play.shapes}
    assert not {t for t in own if f" {t}" in kind["description"]} - common
    listed = {v for values in _enums(spec) for v in values if isinstance(v, str)}
    listed.difference_update(game["enum"])
    assert not listed & (set(engines()) | (own - common))  # no other enum lists a game's own
    assert schemas["CreateGame"]["properties"]["tracking"]["enum"] == list(TRACKINGS)
    assert export["format"]["enum"] == list(FORMATS) and export["lang"]["enum"] == list(LANGS)


def _enums(node) -> list[list]:
    """Every `enum` list in the spec."""
    if isinstance(node, dict):
        found = [node["enum"]] if isinstance(node.get("enum"), list) else []
        return found + [e for v in node.values() for e in _enums(v)]
    if isinstance(node, list):
        return [e for v in node for e in _enums(v)]
    return []
