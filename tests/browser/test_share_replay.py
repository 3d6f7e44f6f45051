"""The share link opens the match read-only on another phone; the replay slider steps back
through the log with the state at each step."""

from __future__ import annotations

import re

from .pages import enter_points, new_match, ready, settled, tab, totals

PLAYERS = ["Anna", "Ben", "Chloé"]


def test_share_link_opens_the_match_read_only_and_follows_it(phone, new_phone, api, shots):
    game = new_match(phone, "rami", PLAYERS)
    enter_points(phone, {"anna": 10, "ben": 0, "chloe": 20})
    settled(phone, 3)
    tab(phone, "share")
    link = phone.locator("#share-link a").get_attribute("href")
    assert link.endswith(f"/?game={game}")
    exports = phone.locator("ul.exports a")
    assert exports.count() == 4
    for i in range(exports.count()):
        assert api.status(exports.nth(i).get_attribute("href")) == 200
    shots(phone, "10-partager")

    other = new_phone()
    ready(other, link)
    other.wait_for_selector("#view-match:not([hidden])")
    assert other.locator("#read-only").is_visible()
    assert totals(other) == {"anna": 10, "ben": 0, "chloe": 20}
    assert other.locator("#points-form").count() == 0
    assert "null" not in other.locator("#panel-hand").inner_text().split()
    assert other.get_by_role("button", name="Annuler le dernier coup").count() == 0
    assert other.evaluate(f"localStorage.getItem('cartes.token.{game}')") is None
    shots(other, "11-lecture-seule")

    tab(phone, "hand")
    enter_points(phone, {"anna": 0, "ben": 5, "chloe": 5})
    settled(phone, 5)
    # The read-only phone follows the stream: each event on its screen as it is stored.
    other.wait_for_selector('body[data-seq="5"]', timeout=2_000)
    assert totals(other) == {"anna": 10, "ben": 5, "chloe": 25}


def test_replay_slider_steps_back_to_an_earlier_state(phone, api, shots):
    game = new_match(phone, "rami", PLAYERS)
    enter_points(phone, {"anna": 10, "ben": 0, "chloe": 20})
    settled(phone, 3)
    enter_points(phone, {"anna": 0, "ben": 30, "chloe": 5})
    settled(phone, 5)
    tab(phone, "replay")
    phone.wait_for_selector('#replay-state[data-seq="5"]')
    slider = phone.locator("#replay-slider")
    assert slider.get_attribute("max") == "5"
    slider.focus()
    phone.keyboard.press("ArrowLeft")
    phone.keyboard.press("ArrowLeft")
    phone.wait_for_selector('#replay-state[data-seq="3"]')
    assert phone.locator("#replay-label").inner_text() == "Étape 3 sur 5"
    assert phone.locator("#replay-event").inner_text() == "3. Manche 1 : Anna 10, Ben 0, Chloé 20"
    rows = phone.locator("#replay-state tbody tr").all_inner_texts()
    assert [r.split("\t")[1:] for r in rows] == [["Ben", "0"], ["Anna", "10"], ["Chloé", "20"]]
    # Why it was allowed: the rules the event went through (GET /explain), each by its id and
    # name, « RAMI-… · Nom », with the rule's French sentence, not a bare id (issue 39).
    phone.locator("#replay-why summary").click()
    phone.wait_for_selector("#replay-why li")
    first = api.get(f"/games/{game}/explain?seq=3")["steps"][0]
    assert re.fullmatch(r"[A-Z0-9]+(-[A-Z0-9]+)+ · [^·]+", first["quote"]), first
    step = phone.locator("#replay-why li").first.inner_text()
    assert step.startswith(f"{first['quote']} ") and first["sentence"] in step, step
    shots(phone, "09-rejouer")
    phone.get_by_role("button", name="◀ Précédent").click()
    phone.wait_for_selector('#replay-state[data-seq="2"]')
    assert phone.locator("#replay-event").inner_text() == "2. Manche 1 : Anna distribue"
    # The match itself is untouched: the board still shows the latest totals.
    assert totals(phone) == {"anna": 10, "ben": 30, "chloe": 25}
