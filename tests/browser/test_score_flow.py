"""The score-only flow on a phone: a new match, hands by points, cards left and finishing
order, undo, the totals, the leader and the distance to the target, the chart."""

from __future__ import annotations

from .pages import confirm_undo, enter_points, new_match, pick, settled, tab, totals

PLAYERS = ["Anna", "Ben", "Chloé"]


def test_rami_hand_by_points_with_a_rami_then_by_cards_left(phone, api, shots):
    game = new_match(phone, "rami", PLAYERS, dealer="ben")
    assert phone.locator("#hand-title").inner_text() == "Manche 1 — donne : Ben"
    shots(phone, "03-manche-points", at="#hand-title")
    enter_points(phone, {"anna": 0, "ben": 25, "chloe": 40}, rami="anna")
    settled(phone, 3)
    # RAMI-SCORE-2: Anna went out in one go, the others' points are doubled.
    assert totals(phone) == {"anna": 0, "ben": 50, "chloe": 80}
    assert phone.locator("#hand-title").inner_text() == "Manche 2 — donne : Chloé"

    phone.get_by_role("button", name="Cartes restantes").click()
    pick(phone, "anna", ["KH", "7S"])
    pick(phone, "chloe", ["AS"])
    chloe = phone.locator(".reveal-row[data-player='chloe']")
    chloe.get_by_role("button", name="Joker", exact=True).click()
    shots(phone, "04-cartes-restantes", at="#hand-title")
    phone.get_by_role("button", name="Valider la manche").click()
    settled(phone, 7)
    # RAMI-SCORE-1: K 10 + 7 = 17; A 11 + joker 20 = 31; Ben went out.
    assert totals(phone) == {"anna": 17, "ben": 50, "chloe": 111}
    board = phone.locator("#board")
    assert board.locator("tr.leader").get_attribute("data-player") == "anna"
    assert "objectif 1000" in board.locator("caption").inner_text()
    assert board.locator("tr[data-player='anna'] td").last.inner_text() == "983"
    shots(phone, "05-totaux")
    assert api.types(game)[-4:] == ["hand_started"] + ["hand_revealed"] * 3


def test_undo_takes_back_the_last_event_and_the_hand_can_be_entered_again(phone, api):
    game = new_match(phone, "rami", PLAYERS)
    enter_points(phone, {"anna": 10, "ben": 0, "chloe": 5})
    settled(phone, 3)
    assert totals(phone) == {"anna": 10, "ben": 0, "chloe": 5}
    phone.get_by_role("button", name="Annuler le dernier coup").click()
    assert confirm_undo(phone) == "Annuler la manche 1 (Anna 10, Ben 0, Chloé 5) ?"
    settled(phone, 4)
    assert totals(phone) == {"anna": 0, "ben": 0, "chloe": 0}
    assert "Annulé" in phone.locator("#flash").inner_text()
    assert phone.locator("#hand-title").inner_text().startswith("Manche 1")
    enter_points(phone, {"anna": 3, "ben": 0, "chloe": 4})
    settled(phone, 5)
    assert totals(phone) == {"anna": 3, "ben": 0, "chloe": 4}
    assert api.types(game) == [
        "game_created",
        "hand_started",
        "points_entered",
        "retracted",
        "points_entered",
    ]


def test_president_hand_by_finishing_order(phone):
    new_match(phone, "president", ["Anna", "Ben", "Chloé", "Dan"])
    phone.get_by_role("button", name="Ordre d'arrivée").click()
    for name in ["Chloé", "Anna", "Dan"]:
        phone.locator("#order-form").get_by_role("button", name=name, exact=True).click()
    # The last one is placed by itself: Ben is the Trou.
    assert phone.locator("#order-form ol li").all_inner_texts() == ["Chloé", "Anna", "Dan", "Ben"]
    phone.get_by_role("button", name="Valider la manche").click()
    settled(phone, 3)
    # PRES-MATCH-1: Président 2, Vice-président 1, Vice-trou -1, Trou -2; highest leads.
    assert totals(phone) == {"chloe": 2, "anna": 1, "dan": -1, "ben": -2}
    assert phone.locator("#board tr.leader").get_attribute("data-player") == "chloe"
    # PRES-RANK-1: the order with its titles, and each title beside its holder's total.
    assert phone.locator("#finish-order li").all_inner_texts() == [
        "Chloé — Président",
        "Anna — Vice-président",
        "Dan — Vice-trou",
        "Ben — Trou",
    ]
    assert phone.locator("#board tr[data-player=ben] .title-badge").inner_text() == "Trou"


def test_scores_tab_shows_each_hand_and_the_chart_with_the_target(phone, shots):
    new_match(phone, "huit_americain", PLAYERS, end="t:100")
    phone.locator(".segmented").get_by_role("button", name="Points").click()
    enter_points(phone, {"anna": 20, "ben": 0, "chloe": 45})
    settled(phone, 3)
    enter_points(phone, {"anna": 0, "ben": 30, "chloe": 70})
    settled(phone, 5)
    # The match ends after the hand in which a total reaches the target; lowest wins.
    assert phone.locator("#match-end").inner_text() == "Partie terminée : Anna gagne !"
    tab(phone, "scores")
    rows = phone.locator("#sheet tbody tr")
    assert rows.count() == 2
    assert rows.nth(1).locator("td").nth(2).inner_text().split() == ["70", "115"]
    chart = phone.locator("svg.chart")
    assert chart.locator("g.series").count() == 3
    assert chart.locator("line.target-line").count() == 1
    points = chart.locator("g.series[data-player='chloe'] polyline").get_attribute("points")
    assert len(points.split()) == 3  # the start, then after each hand
    assert "Totaux : Anna 20, Ben 30, Chloé 115" in chart.locator("desc").text_content()
    shots(phone, "06-scores")
    shots(phone, "07-graphique", at="#sheet")


def test_english_on_request_and_kept_on_the_device(phone):
    new_match(phone, "rami", PLAYERS)
    assert phone.locator("#tab-hand").inner_text() == "Manche"
    phone.click("#lang-button")
    assert phone.locator("#tab-hand").inner_text() == "Hand"
    assert phone.locator("#hand-title").inner_text() == "Hand 1 — dealer: Anna"
    assert phone.evaluate("document.documentElement.lang") == "en"
    phone.reload()
    phone.wait_for_selector("body[data-ready=true]")
    assert phone.locator("#tab-scores").inner_text() == "Scores"
    assert phone.locator("#lang-button").inner_text() == "FR"
