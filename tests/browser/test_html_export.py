"""The html export, opened from disk in headless Chromium with the network off, steps through
the match with its slider and buttons and charts the totals."""

from __future__ import annotations

import pytest

from tests.support.disputes import attack_chain

pytestmark = pytest.mark.browser


@pytest.fixture
def page(browser):  # the session's Chromium (tests/browser/conftest.py)
    context = browser.new_context(offline=True)
    requests: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    context.route(
        "**/*",
        lambda route: (
            route.continue_() if route.request.url.startswith("file://") else route.abort()
        ),
    )
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    tab.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    yield tab
    context.close()
    assert errors == [], errors
    assert all(u.startswith("file://") for u in requests), requests


def _match(client, new_table) -> str:
    t = new_table("huit_americain", players=["anna", "ben", "chloe"], tracking="score", target=100)
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 31, "chloe": 60})
    t.ok("note", text="<img src=x onerror=alert(1)> Chloé")
    t.ok("points_entered", hand=2, points={"anna": 12, "ben": 0, "chloe": 7})
    t.ok("retracted", seq=4)
    t.ok("points_entered", hand=2, points={"anna": 20, "ben": 0, "chloe": 50})
    r = client.get(f"/games/{t.id}/export", query_string={"format": "html", "lang": "fr"})
    assert r.status_code == 200
    return r.get_data(as_text=True)


def _totals(tab) -> dict[str, str]:
    cells = tab.locator("#totals td")
    return {
        cells.nth(i).get_attribute("data-player"): cells.nth(i).inner_text()
        for i in range(cells.count())
    }


def test_html_export_steps_through_the_match_offline(client, new_table, page, tmp_path):
    path = tmp_path / "match.html"
    path.write_text(_match(client, new_table), encoding="utf-8")
    page.goto(path.as_uri())
    body = page.locator("body")
    assert body.get_attribute("data-step") == "5"  # opens at the last event
    assert "Étape 6 sur 6" in page.locator("#position").inner_text()
    assert _totals(page) == {"anna": "20", "ben": "31", "chloe": "110"}
    assert "fin de la partie" in page.locator("#comments").inner_text()

    page.locator("#slider").fill("0")
    assert body.get_attribute("data-seq") == "1"
    assert _totals(page) == {"anna": "0", "ben": "0", "chloe": "0"}

    page.locator("#next").click()
    assert page.locator("#line").inner_text() == "2. points 1 anna=0 ben=31 chloe=60"
    assert "donne 1 : Anna 0, Ben 31, Chloe 60" in page.locator("#comments").inner_text()

    page.keyboard.press("ArrowRight")
    assert "<img src=x onerror=alert(1)> Chloé" in page.locator("#line").inner_text()
    assert page.locator("#line img").count() == 0  # a note is text, never markup

    page.locator("#next").click()
    assert _totals(page) == {"anna": "12", "ben": "31", "chloe": "67"}
    marker = page.locator("#marker")
    at_two = marker.get_attribute("x1")
    page.locator("#next").click()  # the undo of seq 4
    assert _totals(page) == {"anna": "0", "ben": "31", "chloe": "60"}
    assert marker.get_attribute("x1") != at_two  # back to one hand scored
    page.locator("#prev").click()
    assert body.get_attribute("data-seq") == "4"


def test_html_chart_is_drawn(client, new_table, page, tmp_path):
    path = tmp_path / "match.html"
    path.write_text(_match(client, new_table), encoding="utf-8")
    page.goto(path.as_uri())
    assert page.locator("#chart polyline.series").count() == 3
    box = page.locator("#chart").bounding_box()
    assert box and box["width"] > 300 and box["height"] > 100


def test_html_shows_the_hand_of_a_move_by_move_game(client, new_table, page, tmp_path):
    t = attack_chain(new_table)
    t.ok("cards_drawn", player="anna", count=4)
    r = client.get(f"/games/{t.id}/export", query_string={"format": "html", "lang": "en"})
    path = tmp_path / "h8.html"
    path.write_bytes(r.data)
    page.goto(path.as_uri())
    page.locator("#slider").fill("3")  # seq 4: ben's ace
    assert page.locator("#line").inner_text() == "4. ben plays AH"
    state = page.locator("#state").inner_text()
    assert "AH" in state and "attack" in state
    page.locator("#slider").fill("5")
    assert page.locator("#line").inner_text().startswith("6. anna draws 4 cards ")
