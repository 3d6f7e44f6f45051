"""The exchange before hands 2 and later, and the match (PRES-XCHG-1, PRES-MATCH-1)."""

from __future__ import annotations

import pytest

from tests.support.president_table import FOUR, RACE, deal_for, play, race, start, table

# After RACE: dan Président, chloe Vice-président, ben Vice-trou, anna Trou.
HAND_2 = {
    "anna": ["2H", "AS", "KD", "3S", "3H", "3D", "3C", "4S", "4H", "4D", "4C", "5S", "5H"],
    "ben": ["2C", "6S", "6H", "6D", "6C", "7S", "7H", "7D", "7C", "8S", "8H", "8D", "8C"],
    "dan": ["QC"],
}


def after_race(new_table, **options):
    t = table(new_table, revolution=False, **options)
    start(t, hands=RACE)
    race(t)
    return t


def give(t, giver: str, receiver: str, *cards: str) -> dict:
    return t.ok("cards_exchanged", {"from": giver, "to": receiver, "cards": list(cards)})


def test_pres_xchg_1_no_exchange_in_the_first_hand(new_table):
    t = table(new_table)
    start(t, hands={"anna": ["QH"]})
    t.refused("PRES-XCHG-1", "cards_exchanged", {"from": "anna", "to": "ben", "count": 2})


def test_pres_xchg_1_trou_gives_best_then_vice_trou_in_that_order(new_table):
    t = after_race(new_table)
    start(t, hand=2, dealer="dan", hands=HAND_2)
    owed = t.hand()["exchange"]["owed"]
    assert [(s["from"], s["to"], s["count"], s["best"]) for s in owed] == [
        ("anna", "dan", 2, True),
        ("dan", "anna", 2, False),
        ("ben", "chloe", 1, True),
        ("chloe", "ben", 1, False),
    ]
    t.refused("PRES-XCHG-1", "cards_played", player="anna", cards=["3S"])
    t.refused("PRES-XCHG-1", "cards_exchanged", {"from": "ben", "to": "chloe", "cards": ["2C"]})
    t.refused(
        "PRES-XCHG-1", "cards_exchanged", {"from": "anna", "to": "dan", "cards": ["2H", "KD"]}
    )  # AS is better than KD
    t.refused("PRES-XCHG-1", "cards_exchanged", {"from": "anna", "to": "dan", "count": 2})
    give(t, "anna", "dan", "2H", "AS")
    t.refused(
        "PRES-XCHG-1", "cards_exchanged", {"from": "dan", "to": "anna", "cards": ["2H"]}
    )  # two cards back
    give(t, "dan", "anna", "AS", "QC")  # any two: one just received, one of his own
    give(t, "ben", "chloe", "2C")
    give(t, "chloe", "ben", "2C")  # the card just received may go back
    hand = t.hand()
    assert hand["phase"] == "play" and hand["turn"] == "anna"  # the Trou leads
    mine = {p["id"]: p for p in hand["players"]}
    assert "AS" in mine["anna"]["cards"] and "2H" in mine["dan"]["cards"]
    assert {p["count"] for p in hand["players"]} == {13}
    assert [g["from"] for g in hand["exchange"]["done"]] == ["anna", "dan", "ben", "chloe"]


def test_pres_xchg_1_table_tracking_exchanges_a_count(new_table):
    t = table(new_table, tracking="table", revolution=False)
    t.ok("hand_started", hand=1, dealer="dan", first_player="anna")
    race(t)
    t.ok("hand_started", hand=2, dealer="anna")
    assert t.moves() == [
        {"type": "cards_exchanged", "data": {"from": "anna", "to": "dan", "count": 2}}
    ]
    t.refused("PRES-XCHG-1", "cards_exchanged", {"from": "anna", "to": "dan", "count": 1})
    for giver, receiver, count in [
        ("anna", "dan", 2),
        ("dan", "anna", 2),
        ("ben", "chloe", 1),
        ("chloe", "ben", 1),
    ]:
        t.ok("cards_exchanged", {"from": giver, "to": receiver, "count": count})
    hand = t.hand()
    assert hand["phase"] == "play" and hand["turn"] == "anna"
    assert {p["count"] for p in hand["players"]} == {13}


def test_pres_xchg_1_cards_named_at_a_real_table_follow_the_receiver(new_table):
    # Table tracking, cards named in the exchange: the engine knows where they went (it used
    # to forget them, so the Trou could play the 2 he had just given away).
    t = table(new_table, tracking="table", revolution=False)
    t.ok("hand_started", hand=1, dealer="dan", first_player="anna")
    race(t)
    t.ok("hand_started", hand=2, dealer="anna")
    give(t, "anna", "dan", "2H", "AS")
    give(t, "dan", "anna", "2H", "3S")  # one just received goes back
    t.refused("PRES-XCHG-1", "cards_exchanged", {"from": "ben", "to": "chloe", "cards": ["AS"]})
    give(t, "ben", "chloe", "2C")
    t.ok("cards_exchanged", {"from": "chloe", "to": "ben", "count": 1})
    t.refused("PRES-SETUP-1", "cards_played", player="anna", cards=["AS"])  # dan has it
    t.refused("PRES-SETUP-1", "cards_played", player="anna", cards=["2C"])  # chloe has it
    play(t, "anna", "2H")


def test_pres_xchg_1_off_means_no_exchange(new_table):
    t = after_race(new_table, exchange=False)
    assert t.hand()["next_exchange"] == []
    start(t, hand=2, dealer="dan", hands=HAND_2)
    assert t.hand()["exchange"]["owed"] == [] and t.hand()["turn"] == "anna"
    t.refused(
        "PRES-XCHG-1", "cards_exchanged", {"from": "anna", "to": "dan", "cards": ["2H", "AS"]}
    )
    play(t, "anna", "3S")


def test_pres_match_1_points_per_title_a_partial_table_is_merged(new_table):
    t = after_race(new_table, points={"president": 3})
    assert t.created["rules"]["options"]["points"] == {
        "president": 3,
        "vice_president": 1,
        "neutre": 0,
        "vice_trou": -1,
        "trou": -2,
    }
    assert t.scores()["totals"] == {"anna": -2, "ben": -1, "chloe": 1, "dan": 3}


def test_pres_match_1_points_entered_are_the_titles_points_one_each(new_table):
    """A score sheet's hand gives each title once (PRES-RANK-1): no two Présidents."""
    t = new_table("president", players=["anna", "ben", "chloe", "dan"], tracking="score")
    body = t.refused(
        "PRES-MATCH-1",
        "points_entered",
        hand=1,
        points={"anna": 2, "ben": 2, "chloe": -2, "dan": -1},
    )
    assert body["params"]["points"] == [2, 1, -1, -2]
    t.ok("points_entered", hand=1, points={"anna": 2, "ben": 1, "chloe": -2, "dan": -1})
    three = new_table("president", players=["anna", "ben", "chloe"], tracking="score")
    three.refused(
        "PRES-MATCH-1", "points_entered", hand=1, points={"anna": 2, "ben": 1, "chloe": -2}
    )
    three.ok("points_entered", hand=1, points={"anna": 2, "ben": 0, "chloe": -2})


def test_pres_match_1_unknown_titles_are_refused(client):
    body = {
        "game": "president",
        "tracking": "open",
        "options": {"points": {"king": 5}},
        "players": [{"id": p, "name": p} for p in FOUR],
    }
    response = client.post("/games", json=body)
    assert response.status_code == 400 and "king" in response.get_json()["message"]


@pytest.mark.parametrize("points", [1001, -1001, 2**53 + 1, 2**63])
def test_pres_match_1_title_points_stay_within_1000(client, points):
    """Beyond the longest target a title ends a match in one hand, and past 2**53 the event
    could not be hashed (a 500 before this bound)."""
    body = {
        "game": "president",
        "tracking": "open",
        "options": {"points": {"president": points}},
        "players": [{"id": p, "name": p} for p in FOUR],
    }
    response = client.post("/games?lang=en", json=body)
    assert response.status_code == 400, response.get_json()
    assert "from -1000 to 1000" in response.get_json()["message"]
    allowed = {**body, "options": {"points": {"president": 1000, "trou": -1000}}}
    assert client.post("/games", json=allowed).status_code == 201


def test_pres_match_1_rounds_then_the_highest_total_wins(new_table):
    t = table(new_table, revolution=False, exchange=False, rounds=2)
    for hand in (1, 2):
        start(t, hand=hand, hands=RACE)  # anna holds the queen, and is the Trou in hand 2
        race(t)
    scores = t.scores()
    assert scores["totals"] == {"anna": -4, "ben": -2, "chloe": 2, "dan": 4}
    assert scores["match_over"] and scores["winner"] == "dan"
    t.refused("CORE-OVER-1", "hand_started", hand=3, dealer="dan", deck=deal_for(FOUR, "dan", RACE))


def test_pres_match_1_target_ends_the_match_after_that_hand(new_table):
    t = table(new_table, revolution=False, exchange=False, target=4)
    start(t, hands=RACE)
    race(t)
    assert t.scores()["match_over"] is False
    start(t, hand=2, hands=RACE)
    race(t)
    assert t.scores()["match_over"] and t.scores()["winners"] == ["dan"]


def test_pres_match_1_a_tie_names_every_tied_player(new_table):
    t = table(new_table, revolution=False, rounds=1, points={"vice_president": 2})
    start(t, hands=RACE)
    race(t)
    scores = t.scores()
    assert scores["tie"] is True and scores["winners"] == ["chloe", "dan"]
