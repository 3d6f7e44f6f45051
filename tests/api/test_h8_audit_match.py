"""Audit of Huit américain's scoring and match against RULES.md §0 and §1, through the API:
the target reached exactly, ties, the common rules on who and what an event may name
(H8-SCORE-NEG, H8-SCORE-POS, H8-SCORE-TIE, CORE-*)."""

from __future__ import annotations

from tests.support.h8_table import dealt, play_all

HANDS = ["6H 9H", "5H 2D", "4H QH"]
ROUND = [("anna", "6H"), ("ben", "5H"), ("chloe", "4H"), ("anna", "9H")]


def test_h8_score_neg_a_total_that_reaches_the_limit_exactly_ends_the_match(new_table):
    t = new_table("huit_americain", tracking="score", target=100)
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 99, "chloe": 40})
    assert not t.scores()["match_over"]
    u = new_table("huit_americain", tracking="score", target=100)
    u.ok("points_entered", hand=1, points={"anna": 0, "ben": 100, "chloe": 40})
    scores = u.scores()
    assert scores["match_over"] and scores["winner"] == "anna" and scores["lowest_wins"]


def test_h8_score_neg_classique_plays_to_100_by_default(new_table):
    t = new_table("huit_americain", tracking="score")
    assert t.created["target"] == 100
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 60, "chloe": 40})
    t.ok("points_entered", hand=2, points={"anna": 30, "ben": 40, "chloe": 0})
    scores = t.scores()
    assert scores["totals"] == {"anna": 30, "ben": 100, "chloe": 40}
    assert scores["match_over"] and scores["winner"] == "anna"
    t.refused("CORE-OVER-1", "points_entered", hand=3, points={"anna": 0, "ben": 1, "chloe": 1})


def test_h8_score_pos_the_highest_total_wins_when_two_pass_the_target(new_table):
    t = new_table("huit_americain", tracking="score", scoring="positive", target=60)
    t.ok("order_entered", hand=1, order=["anna", "ben", "chloe"])  # 50 20 10
    t.ok("order_entered", hand=2, order=["ben", "chloe", "anna"])  # anna 50, ben 70, chloe 20
    assert t.scores()["match_over"] and t.scores()["winner"] == "ben"


def test_h8_score_tie_positive_two_players_at_the_same_total(new_table):
    t = new_table("huit_americain", tracking="score", scoring="positive", target=70)
    t.ok("order_entered", hand=1, order=["anna", "ben", "chloe"])
    t.ok("order_entered", hand=2, order=["ben", "anna", "chloe"])
    scores = t.scores()
    assert scores["totals"] == {"anna": 70, "ben": 70, "chloe": 0}  # H8-END-2: one left
    assert scores["match_over"] and scores["tie"] and scores["winner"] is None
    assert scores["winners"] == ["anna", "ben"]


def test_h8_score_pos_two_players_the_first_out_scores_fifty(new_table):
    t = play_all(
        dealt(new_table, ["6H 9H", "5H 2D"], "3H", players=["anna", "ben"], scoring="positive"),
        [("anna", "6H"), ("ben", "5H"), ("anna", "9H")],
    )
    assert not t.state()["in_hand"]
    assert t.scores()["hands"][0]["points"] == {"anna": 50, "ben": 0}


def test_core_hand_1_no_new_hand_before_the_last_is_scored(new_table):
    t = play_all(dealt(new_table, HANDS, "3H", tracking="table", target=500), ROUND)
    t.refused("CORE-HAND-1", "hand_started", hand=2, dealer="anna", upcard="2C")
    t.ok("hand_revealed", player="ben", cards=["2D"])
    t.ok("hand_revealed", player="chloe", cards=["QH"])
    t.refused("CORE-HAND-1", "hand_started", hand=3, dealer="anna", upcard="2C")
    t.ok("hand_started", hand=2, upcard="2C")
    assert t.hand()["dealer"] == "anna" and t.hand()["turn"] == "ben"  # CORE-DEAL-2


def test_core_player_1_events_name_only_players_of_the_game(new_table):
    t = play_all(dealt(new_table, HANDS, "3H", "2C 3C"), ROUND[:3])
    t.refused("CORE-PLAYER-1", "card_played", player="zoe", card="9H")
    t.refused("CORE-PLAYER-1", "challenged", by="zoe", target="anna", call="contre-carte")
    t.refused("CORE-PLAYER-1", "infraction", player="zoe", kind="other")
    t.ok("card_played", player="anna", card="9H")
    t.refused("CORE-PLAYER-1", "challenged", by="ben", target="zoe", call="contre-carte")


def test_core_over_1_after_the_match_only_notes_retractions_and_corrections(new_table):
    t = play_all(dealt(new_table, HANDS, "3H", target=5), ROUND)
    assert t.scores()["match_over"]
    t.refused("CORE-OVER-1", "infraction", player="ben", kind="other")
    t.refused("CORE-OVER-1", "announced", player="ben", call="carte")
    t.ok("note", text="belle partie")
    last = t.events()[-1]["seq"]
    t.ok("retracted", seq=last)  # the note
    t.ok("retracted", seq=last - 1)  # anna's last card: the hand and the match are open again
    assert t.state()["in_hand"] and not t.scores()["match_over"]
    assert t.hand()["turn"] == "anna" and t.hand()["cards"]["anna"] == ["9H"]


def test_core_track_1_moves_and_score_entries_do_not_mix(new_table):
    t = dealt(new_table, HANDS, "3H")
    t.refused("CORE-TRACK-1", "points_entered", hand=1, points={"anna": 0, "ben": 2, "chloe": 9})
    score = new_table("huit_americain", tracking="score")
    score.refused("CORE-TRACK-1", "card_played", player="anna", card="3H")
