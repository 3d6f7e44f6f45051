"""Each HTML response runs under its Content-Security-Policy in Chromium with no violation:
the page, Swagger UI at /docs, and the html export served with its own headers.

(Named to run after test_html_export.py, whose module launches a Playwright of its own: the
session's browser must not be running beside it.)"""

from __future__ import annotations

import urllib.request

import pytest

from .pages import ready


@pytest.fixture
def tab(browser, live_server):
    context = browser.new_context(base_url=live_server)
    context.set_default_timeout(10_000)
    page = context.new_page()
    seen: list[str] = []
    page.on("console", lambda m: seen.append(f"{m.type}: {m.text}"))
    page.on("pageerror", lambda e: seen.append(f"page error: {e}"))
    page.seen = seen
    yield page
    context.close()


def _violations(page) -> list[str]:
    words = ("Content Security Policy", "Content-Security-Policy", "Refused to")
    return [m for m in page.seen if any(w in m for w in words)]


def test_the_page_runs_under_its_policy(tab):
    ready(tab)
    assert tab.locator("#view-home").is_visible()
    assert _violations(tab) == [], tab.seen


def test_swagger_ui_runs_under_its_policy(tab):
    tab.goto("/docs")
    tab.wait_for_selector(".swagger-ui .opblock")  # the spec was fetched and rendered
    assert _violations(tab) == [], tab.seen


def test_the_html_export_runs_under_its_policy(tab, api, live_server):
    status, game = api.call(
        "POST",
        "/games",
        {"game": "rami", "players": [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}],
         "tracking": "score"},
    )  # fmt: skip
    assert status == 201, game
    auth = {"Authorization": f"Bearer {game['token']}"}
    for hand, points in ((1, {"anna": 10, "ben": 0}), (2, {"anna": 0, "ben": 25})):
        body = {"type": "points_entered", "data": {"hand": hand, "points": points}}
        assert api.call("POST", f"/games/{game['id']}/events", body, auth)[0] == 201
    url = f"{live_server}/games/{game['id']}/export?format=html"
    with urllib.request.urlopen(url, timeout=5) as response:
        html, policy = response.read(), response.headers["Content-Security-Policy"]
    # Served as an attachment, it would be downloaded: show it as it is, with its headers.
    tab.route(
        f"{live_server}/view-export",
        lambda route: route.fulfill(
            status=200,
            body=html,
            headers={"Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": policy},
        ),
    )
    tab.goto("/view-export")
    tab.wait_for_selector("input[type=range]")
    tab.locator("input[type=range]").fill("2")
    assert _violations(tab) == [], tab.seen
