"""Security headers on every response; a Content-Security-Policy on every HTML one."""

from __future__ import annotations

import pytest


@pytest.fixture
def game(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 10, "ben": 0})
    return t


def _directives(response) -> dict[str, str]:
    policy = response.headers["Content-Security-Policy"]
    return dict((part.strip() + " ").split(" ", 1) for part in policy.split(";"))


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/docs",
        "/openapi.yaml",
        "/static/app.js",
        "/presets",
        "/games/{id}/state",
        "/games/{id}/export?format=html",
        "/games/{id}/export?format=txt",
        "/games/g_nope/state",
        "/no/such/page",
    ],
)
def test_every_response_has_nosniff_no_referrer_and_no_framing(client, game, path):
    with client.get(path.replace("{id}", game.id)) as r:  # a static file is closed after
        headers = r.headers
        assert _directives(r)["frame-ancestors"].strip() == "'none'"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "no-referrer"


def test_the_page_may_run_webassembly_and_a_service_worker(client):
    d = {k: v.strip() for k, v in _directives(client.get("/")).items()}
    assert d["script-src"] == "'self' 'wasm-unsafe-eval'"
    assert d["worker-src"] == d["connect-src"] == d["manifest-src"] == "'self'"
    assert d["img-src"] == "'self' data: blob:"
    assert "unsafe-inline" not in client.get("/").headers["Content-Security-Policy"]


def test_the_html_export_allows_its_own_inline_script_by_hash_only(client, game):
    r = client.get(f"/games/{game.id}/export?format=html")
    assert r.mimetype == "text/html"
    d = _directives(r)
    assert d["script-src"].strip().startswith("'sha256-") and "unsafe" not in d["script-src"]
    assert d["style-src"].strip().startswith("'sha256-") and d["default-src"].strip() == "'none'"


def test_json_answers_allow_nothing_to_run(client, game):
    assert _directives(client.get(f"/games/{game.id}/state"))["default-src"].strip() == "'none'"
