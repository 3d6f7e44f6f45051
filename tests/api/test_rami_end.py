"""The end of a Rami hand through the API: going out, cards shown, the hand's points
(RAMI-END-1, RAMI-SCORE-1..4)."""

from __future__ import annotations

from tests.support.rami import stacked, turn

ANNA = "7S 7D 7C 7H JD QD KD AH 2H 3H"
BEN = "4S 5S 6S 8H 9H 10H 2C 3C 4C KC"  # 61 points
ALL_OF_ANNA = ["7S 7D 7C 7H", "JD QD KD", "AH 2H 3H"]


def dealt(new_table, ben: str = BEN, stock: str = "9D 8D 10D JC 4H", **settings):
    t = new_table("rami", players=["anna", "ben"], **settings)
    t.ok("hand_started", hand=1, dealer="ben", deck=stacked([ANNA, ben], "5C", stock))
    return t


def rami_by_discard(t) -> None:
    """Anna lays her ten cards in her second turn and discards the eleventh: a rami."""
    turn(t, "anna", "9D")
    turn(t, "ben", "8D")
    turn(t, "anna", "10D", melds=ALL_OF_ANNA)


def out_in_third_turn(t) -> None:
    """Anna opens in her second turn and lays her last cards in the third: no rami."""
    turn(t, "anna", "9D")
    turn(t, "ben", "8D")
    turn(t, "anna", "10D", melds=["7S 7D 7C", "JD QD KD", "AH 2H 3H"])
    turn(t, "ben", "JC")
    turn(t, "anna", None, adds=[(3, "4H"), (1, "7H")])


def test_rami_end_1_out_by_the_last_discard(new_table):
    t = dealt(new_table)
    rami_by_discard(t)
    state = t.state()
    hand = state["hand"]
    assert hand["over"] is True and hand["winner"] == "anna" and hand["phase"] == "over"
    assert hand["turn"] is None and hand["hands"]["anna"]["count"] == 0
    assert state["in_hand"] is False and len(t.scores()["hands"]) == 1
    # open tracking scores the hand at once: nothing more is played in it
    t.refused("CORE-HAND-1", "card_taken", player="ben", source="stock")


def test_rami_end_1_out_by_laying_the_last_cards(new_table):
    t = dealt(new_table)
    out_in_third_turn(t)
    hand = t.hand()
    assert hand["winner"] == "anna" and hand["discard"]["top"] == "JC"
    assert [m["cards"] for m in hand["melds"]] == [
        ["7S", "7H", "7D", "7C"],
        ["JD", "QD", "KD"],
        ["AH", "2H", "3H", "4H"],
    ]


def test_rami_end_1_table_tracking_waits_for_the_cards_shown(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="table")
    t.ok("hand_started", hand=1, dealer="ben", upcard="5C")
    turn(t, "anna", "9D")
    t.refused("RAMI-END-1", "hand_revealed", player="ben", cards=BEN.split())
    t.ok("card_taken", player="ben", source="discard")  # the 9D, seen by all
    t.ok("card_discarded", player="ben", card="KC")
    turn(t, "anna", "10D", melds=ALL_OF_ANNA)
    assert t.hand()["awaiting_reveal"] == ["ben"]
    assert t.state()["in_hand"] is True
    t.refused("RAMI-END-1", "card_taken", player="ben", source="stock")
    assert t.moves() == [
        {
            "type": "hand_revealed",
            "data": {"hand": 1, "player": "ben"},
            "unknown": True,
            "count": 10,
            "known": ["9D"],
        }
    ]


def test_rami_score_1_shown_cards_must_agree_with_the_log(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="table")
    t.ok("hand_started", hand=1, dealer="ben", upcard="5C")
    turn(t, "anna", "9D")
    turn(t, "ben", "KC", source="discard")
    turn(t, "anna", "10D", melds=ALL_OF_ANNA)
    shown = "4S 5S 6S 8H 9H 10H 2C 3C 4C 9D".split()
    body = t.refused("RAMI-SCORE-1", "hand_revealed", player="ben", cards=shown[:-1])
    assert body["params"] == {"who": "Ben", "n": 10, "count": 9}
    t.refused("RAMI-SCORE-1", "hand_revealed", player="ben", cards=shown[:-1] + ["KH"])
    t.refused("RAMI-SETUP-1", "hand_revealed", player="ben", cards=shown[:-2] + ["7S", "9D"])
    t.ok("hand_revealed", hand=1, player="ben", cards=shown)
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 2 * 60}  # a rami


def test_rami_score_1_cards_left_ace_eleven_faces_ten_joker_twenty(new_table):
    ben = "AS KS QS JS 10S 5H JK 2C 3C 4C"  # 11 + 40 + 5 + 20 + 9
    t = dealt(new_table, ben=ben)
    out_in_third_turn(t)
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 85}
    dear = dealt(new_table, ben=ben, options={"joker_points": 50})
    out_in_third_turn(dear)
    assert dear.scores()["hands"][0]["points"] == {"anna": 0, "ben": 115}


def test_rami_score_1_joker_points_is_a_count(client):
    body = {
        "game": "rami",
        "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
        "tracking": "open",
        "options": {"joker_points": -5},
    }
    response = client.post("/games", json=body)
    assert response.status_code == 422 and response.get_json()["rule"] == "RAMI-SCORE-1"


def test_rami_score_2_a_rami_doubles_the_opponents_points(new_table):
    t = dealt(new_table)
    rami_by_discard(t)
    hand = t.scores()["hands"][0]
    assert hand["points"] == {"anna": 0, "ben": 122} and hand["rami"] == "anna"
    assert t.hand()["rami"] is True


def test_rami_score_2_going_out_in_a_later_turn_is_no_rami(new_table):
    t = dealt(new_table)
    out_in_third_turn(t)
    hand = t.scores()["hands"][0]
    assert hand["points"] == {"anna": 0, "ben": 61} and hand.get("rami") is None


def test_rami_score_3_winner_bonus_minus_sixty_after_a_rami(new_table):
    t = dealt(new_table, preset="rami-51-bonus")
    rami_by_discard(t)
    assert t.scores()["hands"][0]["points"] == {"anna": -60, "ben": 61}


def test_rami_score_3_winner_bonus_minus_twenty_otherwise(new_table):
    t = dealt(new_table, options={"winner_bonus": True})
    out_in_third_turn(t)
    assert t.scores()["totals"] == {"anna": -20, "ben": 61}


def test_rami_score_3_score_only_winner_bonus_minus_twenty(new_table):
    """Points entered per hand: the winner's 0 becomes -20 with the bonus, as when shown."""
    t = new_table("rami", ["anna", "ben", "chloe"], tracking="score", preset="rami-51-bonus")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 40, "chloe": 7})
    assert t.scores()["totals"] == {"anna": -20, "ben": 40, "chloe": 7}
    t.refused(
        "CORE-POINTS-1", "points_entered", hand=2, points={"anna": 12, "ben": -20, "chloe": 30}
    )  # the bonus comes from the rules, never typed
    t.ok("points_entered", hand=2, points={"anna": 12, "ben": 0, "chloe": 30})
    t.ok("points_entered", hand=3, points={"anna": 0, "ben": 5, "chloe": 9}, rami="anna")
    assert t.scores()["totals"] == {"anna": -68, "ben": 25, "chloe": 46}


def test_rami_score_4_score_only_rami_doubles_or_takes_the_bonus(new_table):
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 40, "chloe": 7}, rami="anna")
    t.ok("points_entered", hand=2, points={"anna": 12, "ben": 0, "chloe": 30})
    assert t.scores()["totals"] == {"anna": 12, "ben": 80, "chloe": 44}
    t.refused(
        "CORE-PLAYER-1",
        "points_entered",
        hand=3,
        points={"anna": 1, "ben": 0, "chloe": 2},
        rami="dan",
    )
    bonus = new_table("rami", players=["anna", "ben"], tracking="score", preset="rami-51-bonus")
    bonus.ok("points_entered", hand=1, points={"anna": 0, "ben": 40}, rami="anna")
    assert bonus.scores()["totals"] == {"anna": -60, "ben": 40}
