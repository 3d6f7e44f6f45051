"""What the phone remembers between matches: the players (suggested in the next setup), the
history (date, game, winner, totals; a match taken off the phone only), and the rematch."""

from __future__ import annotations

from playwright.sync_api import expect

from .pages import choose, enter_points, game_id, new_match, settled

PLAYERS = ["Anna", "Ben", "Chloé"]


def test_players_suggested_then_history_lists_the_matches_and_removes_one(phone, api):
    rami = new_match(phone, "rami", PLAYERS)
    enter_points(phone, {"anna": 0, "ben": 1000, "chloe": 20})  # Ben reaches 1000 (RAMI-END)
    settled(phone, 3)
    assert phone.locator("#match-end").inner_text() == "Partie terminée : Anna gagne !"

    phone.click("#home-button")
    phone.click("#new-button")
    chips = phone.locator("#known-players button")
    assert chips.all_inner_texts() == PLAYERS
    assert phone.locator("#player-names option").evaluate_all("os => os.map(o => o.value)") == (
        PLAYERS
    )
    choose(phone, "game", "huit_americain")
    phone.get_by_role("button", name="Ajouter Chloé").click()
    phone.get_by_role("button", name="Ajouter Anna").click()
    rows = phone.locator("#player-rows input")
    assert [rows.nth(i).input_value() for i in range(3)] == ["Chloé", "Anna", ""]
    assert chips.all_inner_texts() == ["Ben"]  # a name seated is no longer offered
    phone.click("#setup-form button[type=submit]")
    settled(phone, 2)
    huit = game_id(phone)

    phone.click("#home-button")
    phone.click("#history-button")
    items = phone.locator("#history-list li")
    expect(items).to_have_count(2)  # the list is drawn once the phone has read its logs
    newest, older = items.nth(0), items.nth(1)
    assert newest.get_attribute("data-game") == huit
    assert "Huit américain" in newest.inner_text() and "en cours · 0 manche" in newest.inner_text()
    assert older.get_attribute("data-game") == rami
    assert older.locator(".outcome").inner_text() == "Gagnant : Anna"
    assert older.locator(".totals").inner_text() == "Anna 0 · Ben 1000 · Chloé 20"
    assert "2026" in older.locator(".meta").first.inner_text()  # the date it was created

    older.get_by_role("button", name="Retirer").click()
    phone.locator("#remove-dialog").get_by_role("button", name="Retirer").click()
    expect(items).to_have_count(1)
    assert items.nth(0).get_attribute("data-game") == huit
    assert api.get(f"/games/{rami}")["status"] == "over"  # the server keeps it
    phone.click("#home-button")
    expect(phone.locator("#my-games li")).to_have_count(1)


def test_core_deal_2_a_rematch_starts_with_the_next_dealer(phone, api):
    first = new_match(phone, "rami", PLAYERS, dealer="ben")
    enter_points(phone, {"anna": 0, "ben": 10, "chloe": 20})  # hand 1: Ben deals
    settled(phone, 3)
    enter_points(phone, {"anna": 1000, "ben": 0, "chloe": 5})  # hand 2: Chloé deals
    settled(phone, 5)
    assert phone.locator("#match-end").inner_text() == "Partie terminée : Ben gagne !"

    phone.get_by_role("button", name="Revanche — donne : Anna").click()
    phone.wait_for_url(lambda url: first not in url)
    settled(phone, 2)
    second = game_id(phone)
    # The deal passes on to the left: after Chloé, Anna deals hand 1 of the rematch.
    assert phone.locator("#hand-title").inner_text() == "Manche 1 — donne : Anna"
    old, new = api.events(first)[0]["data"], api.events(second)[0]["data"]
    assert new["players"] == old["players"] and new["rules"] == old["rules"]
    assert [new[k] for k in ("game", "preset", "scoring", "target")] == [
        old[k] for k in ("game", "preset", "scoring", "target")
    ]
    started = api.events(second)[1]
    assert (started["type"], started["data"]) == ("hand_started", {"hand": 1, "dealer": "anna"})


def test_a_match_taken_off_while_the_server_is_asked_stays_off(phone, api):
    """The history asks the server for each match's summary; a match removed before that
    answer comes is not put back by it."""
    rami = new_match(phone, "rami", PLAYERS)
    settled(phone, 2)
    huit = new_match(phone, "huit_americain", PLAYERS)
    settled(phone, 2)
    held = []

    def hold(route):
        held.append(route)  # the summaries' answer waits

    phone.route("**/games?ids=*", hold)
    phone.click("#home-button")
    phone.click("#history-button")
    items = phone.locator("#history-list li")
    expect(items).to_have_count(2)
    phone.locator(f"#history-list li[data-game='{rami}']").get_by_role(
        "button", name="Retirer"
    ).click()
    phone.locator("#remove-dialog").get_by_role("button", name="Retirer").click()
    expect(items).to_have_count(1)
    items.nth(0).evaluate("li => { li.dataset.before = 'refresh'; }")
    for route in held:
        route.continue_()
    phone.unroute("**/games?ids=*", hold)
    # The history draws itself again once the answer is in: then still the one match left.
    phone.wait_for_function("() => !document.querySelector('#history-list li[data-before]')")
    expect(items).to_have_count(1)
    assert items.nth(0).get_attribute("data-game") == huit
    phone.click("#home-button")
    expect(phone.locator("#my-games li")).to_have_count(1)
