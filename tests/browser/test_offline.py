"""A flaky connection: moves made offline wait on the phone with their idempotency key, go
when the network is back, never twice; another phone that logged first makes the page reload."""

from __future__ import annotations

from .pages import confirm_undo, enter_points, new_match, settled, token, totals

PLAYERS = ["Anna", "Ben", "Chloé"]


def waiting(page) -> int:
    return int(page.get_attribute("body", "data-waiting"))


def test_moves_made_offline_are_sent_once_when_the_network_is_back(phone, api, shots):
    game = new_match(phone, "rami", PLAYERS)
    phone.context.set_offline(True)
    enter_points(phone, {"anna": 0, "ben": 12, "chloe": 30})
    phone.wait_for_selector('body[data-waiting="1"]')
    assert "Hors ligne" in phone.locator("#net").inner_text()
    # The next hand is entered offline too: its start and its points wait behind the first.
    assert phone.locator("#hand-title").inner_text() == "Manche 2 — donne : Ben"
    enter_points(phone, {"anna": 5, "ben": 0, "chloe": 9})
    phone.wait_for_selector('body[data-waiting="3"]')
    assert phone.locator("#outbox li").count() == 3
    shots(phone, "08-hors-ligne")
    # Undo while offline takes back the move that was not sent.
    phone.get_by_role("button", name="Annuler le dernier coup").click()
    assert confirm_undo(phone) == "Annuler la manche 2 (Anna 5, Ben 0, Chloé 9) ?"
    phone.wait_for_selector('body[data-waiting="2"]')
    assert api.types(game) == ["game_created", "hand_started"]
    # Still offline, back home and into the match again: as last seen, moves still waiting.
    phone.click("#home-button")
    phone.locator("#my-games button").first.click()
    phone.wait_for_selector("#view-match:not([hidden])")
    assert phone.locator("#outbox li").count() == 2

    phone.context.set_offline(False)
    settled(phone, 4)
    assert api.types(game) == ["game_created", "hand_started", "points_entered", "hand_started"]
    stored = api.events(game)
    assert stored[2]["key"] and stored[3]["key"] and stored[2]["key"] != stored[3]["key"]
    assert stored[3]["data"] == {"hand": 2, "dealer": "ben"}
    assert totals(phone) == {"anna": 0, "ben": 12, "chloe": 30}
    assert phone.locator("#outbox").is_hidden()


def test_a_lost_answer_is_sent_again_with_its_key_and_stored_once(phone, api):
    game = new_match(phone, "rami", PLAYERS)
    lost = []

    def lose_the_first_answer(route):
        if route.request.method == "POST" and not lost:
            route.fetch()  # the server stores the event; its answer never reaches the phone
            lost.append(route.request.headers["idempotency-key"])
            route.abort()
        else:
            route.continue_()

    # On the context, after the service worker controls the page: its own routes stop
    # seeing the page's requests once the worker claims it (see test_two_phones).
    phone.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    phone.context.route("**/games/*/events", lose_the_first_answer)
    enter_points(phone, {"anna": 7, "ben": 0, "chloe": 3})
    settled(phone, 3)
    events = api.events(game)
    assert [e["type"] for e in events] == ["game_created", "hand_started", "points_entered"]
    assert events[2]["key"] == lost[0]
    assert totals(phone) == {"anna": 7, "ben": 0, "chloe": 3}


def test_another_phone_logging_first_shows_on_this_phone_at_once(phone, api):
    game = new_match(phone, "rami", PLAYERS)
    points = {"anna": 1, "ben": 2, "chloe": 0}
    assert api.post(game, token(phone, game), "points_entered", hand=1, points=points)[0] == 201
    settled(phone, 3)  # by the stream: no reload, no tap
    assert totals(phone) == points
    assert phone.locator("#hand-title").inner_text() == "Manche 2 — donne : Ben"


def test_a_move_another_phone_made_impossible_waits_for_the_users_word(phone, api):
    game = new_match(phone, "rami", PLAYERS)
    phone.context.set_offline(True)
    enter_points(phone, {"anna": 0, "ben": 50, "chloe": 50})
    phone.wait_for_selector('body[data-waiting="1"]')
    points = {"anna": 1, "ben": 2, "chloe": 0}
    assert api.post(game, token(phone, game), "points_entered", hand=1, points=points)[0] == 201
    phone.context.set_offline(False)
    # 409: the new event is fetched, the waiting score checked on top: hand 1 is scored.
    phone.wait_for_selector('body[data-waiting="0"][data-conflicts="1"]')
    listed = phone.locator("#conflicts li")
    assert "Manche 1 : Anna 0, Ben 50, Chloé 50" in listed.inner_text()
    assert "Un autre téléphone a noté avant vous" in phone.locator("#flash").inner_text()
    assert totals(phone) == points
    listed.get_by_role("button", name="Abandonner").click()
    phone.locator("#discard-dialog").get_by_role("button", name="Oui, abandonner").click()
    phone.wait_for_selector('body[data-conflicts="0"]')
    assert api.types(game).count("points_entered") == 1
