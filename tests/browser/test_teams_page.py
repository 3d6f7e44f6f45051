"""CORE-SIDE-1 on the page, with a game in fixed teams plugged in from the tests only
(tests/support/pairs.py: a 40-card deck of its own, two teams of two partners facing, a score
field naming a team): the new-match form sets the teams up from the seats and takes their
names, the score form takes each team's points, the board, the sheet and the chart are the
teams', and the match ends with a team's win — with no file of the page changed for it."""

from __future__ import annotations

import pytest

from replays import registry
from tests.support.pairs import PairsToHundred

from .pages import choose, game_id, ready, settled, tab, totals

SEATS = ["Anna", "Ben", "Chloé", "Dan"]


@pytest.fixture
def pairs():
    with registry.registered(PairsToHundred()) as engine:
        yield engine


def test_core_side_1_two_teams_set_up_scored_and_won_on_the_page(pairs, phone, api):
    # Plugged in on the server only: the phone's engine does not have it (the server answers).
    phone.route("**/engine/replays-*", lambda route: route.abort())
    ready(phone, engine=False)
    phone.click("#new-button")
    choose(phone, "game", "paires_a_cent")
    choose(phone, "tracking", "score")
    rows = phone.locator("#player-rows input")
    while rows.count() < len(SEATS):
        phone.click("#add-player")
    for i, name in enumerate(SEATS):
        rows.nth(i).fill(name)
    teams = phone.locator("#team-setup")
    assert teams.is_visible() and "face à face" in teams.inner_text()
    members = teams.locator(".team-members").all_inner_texts()
    assert members == ["Anna · Chloé", "Ben · Dan"]  # seats 1 and 3, 2 and 4
    phone.fill("#team-name-1", "Nous")
    phone.fill("#team-name-2", "Eux")
    phone.click("#setup-form button[type=submit]")
    phone.wait_for_selector("#view-match:not([hidden])")
    settled(phone, 2)
    game = game_id(phone)
    created = api.get(f"/games/{game}")
    assert [(t["name"], t["players"]) for t in created["teams"]] == [
        ("Nous", ["anna", "chloe"]),
        ("Eux", ["ben", "dan"]),
    ]
    nous, eux = (t["id"] for t in created["teams"])
    assert (
        phone.locator("#match-sub").inner_text().startswith("Nous (Anna, Chloé) · Eux (Ben, Dan)")
    )

    phone.wait_for_selector("#points-form .points-row")
    form = phone.locator("#points-form")
    assert form.locator(".points-row label").all_inner_texts() == ["Nous", "Eux"]
    assert form.locator("#entry-capot option").all_inner_texts()[1:] == ["Nous", "Eux"]
    phone.fill(f"#pts-{nous}", "62")
    phone.fill(f"#pts-{eux}", "90")
    phone.select_option("#entry-capot", eux)
    phone.fill("#entry-annonces", "20")
    form.get_by_role("button", name="Valider la manche").click()
    settled(phone, 3)
    assert totals(phone, {eux: 90, nous: 62}) == {eux: 90, nous: 62}
    phone.fill(f"#pts-{nous}", "40")
    phone.fill(f"#pts-{eux}", "0")
    phone.get_by_role("button", name="Valider la manche").click()
    settled(phone, 5)

    assert totals(phone, {nous: 102, eux: 90}) == {nous: 102, eux: 90}
    assert "Nous" in phone.locator("#match-end").inner_text()
    scores = api.get(f"/games/{game}/scores")
    assert (scores["winner"], scores["totals"]) == (nous, {nous: 102, eux: 90})
    assert scores["hands"][0]["capot"] == eux and scores["hands"][0]["annonces"] == 20
    tab(phone, "scores")
    head = phone.locator("#sheet thead th").all_inner_texts()
    assert head[1:] == ["Nous", "Eux"]
    first = phone.locator("#sheet tr[data-hand='1'] td").all_inner_texts()
    assert "◆" in first[1] and "◆" not in first[0]  # the capot's mark beside its team
    assert phone.locator(".legend li").all_inner_texts() == ["Nous", "Eux"]
