"""Score-only games of all three kinds: totals, match end, the winner, ties (RULES.md §0)."""

from __future__ import annotations


def test_h8_score_neg_cards_left_counted_with_classique_table(new_table):
    t = new_table(
        "huit_americain",
        players=["anna", "ben", "chloe"],
        tracking="score",
        preset="classique",
        target=100,
    )
    t.ok("hand_revealed", hand=1, player="anna", cards=[])
    t.ok("hand_revealed", hand=1, player="ben", cards=["KH", "QS", "9D", "2C"])  # 10+10+9+2
    t.ok("hand_revealed", hand=1, player="chloe", cards=["JH", "10S", "7D", "AC", "8H"])
    scores = t.scores()
    assert scores["hands"][0]["points"] == {"anna": 0, "ben": 31, "chloe": 160}
    assert scores["match_over"] is True  # chloe reached 100: the lowest total wins
    assert scores["winner"] == "anna" and scores["tie"] is False


def test_h8_score_neg_reveals_must_complete_before_the_next_hand(new_table):
    t = new_table("huit_americain", players=["anna", "ben"], tracking="score", target=100)
    t.ok("hand_revealed", hand=1, player="anna", cards=["3H"])
    t.refused("CORE-HAND-1", "hand_revealed", hand=2, player="ben", cards=["3H"])
    t.refused("CORE-HAND-1", "hand_revealed", hand=1, player="anna", cards=["4H"])
    t.refused("CORE-HAND-1", "points_entered", hand=1, points={"anna": 3, "ben": 0})
    t.ok("hand_revealed", hand=1, player="ben", cards=[])
    assert t.scores()["totals"] == {"anna": 3, "ben": 0}


def test_h8_score_pos_fifty_twenty_ten_to_two_hundred(new_table):
    t = new_table(
        "huit_americain",
        players=["anna", "ben", "chloe", "dan"],
        tracking="score",
        scoring="positive",
        target=200,
    )
    for hand in range(1, 4):
        t.ok("order_entered", hand=hand, order=["anna", "ben", "chloe", "dan"])
    assert t.scores()["totals"] == {"anna": 150, "ben": 60, "chloe": 30, "dan": 0}
    assert t.state()["match_over"] is False
    t.ok("order_entered", hand=4, order=["ben", "anna", "dan", "chloe"])
    scores = t.scores()
    assert scores["totals"] == {"anna": 170, "ben": 110, "chloe": 30, "dan": 10}
    t.ok("order_entered", hand=5, order=["anna", "chloe", "ben", "dan"])
    scores = t.scores()
    assert scores["totals"]["anna"] == 220
    assert scores["match_over"] and scores["winner"] == "anna" and scores["lowest_wins"] is False
    t.refused("CORE-OVER-1", "order_entered", hand=6, order=["anna", "chloe", "ben", "dan"])


def test_h8_negative_scoring_refuses_an_order(new_table):
    t = new_table("huit_americain", players=["anna", "ben"], tracking="score")
    t.refused("CORE-TRACK-1", "order_entered", hand=1, order=["anna", "ben"])


def test_h8_score_tie_names_every_tied_player(new_table):
    t = new_table("huit_americain", players=["anna", "ben", "chloe"], tracking="score", target=50)
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 0, "chloe": 60})
    scores = t.scores()
    assert scores["match_over"] and scores["tie"] is True
    assert scores["winner"] is None and scores["winners"] == ["anna", "ben"]
    assert [s["rank"] for s in scores["standings"]] == [1, 1, 3]


def test_rami_score_1_cards_left_with_joker_twenty(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("hand_revealed", hand=1, player="anna", cards=[])
    t.ok("hand_revealed", hand=1, player="ben", cards=["AS", "KH", "QD", "JC", "10S", "5H", "JK"])
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 11 + 40 + 5 + 20}


def test_rami_score_4_entered_rami_doubles_the_others(new_table):
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 35, "chloe": 12}, rami="anna")
    hand = t.scores()["hands"][0]
    assert hand["points"] == {"anna": 0, "ben": 70, "chloe": 24} and hand["rami"] == "anna"


def test_rami_score_3_winner_bonus_replaces_the_doubling(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score", preset="rami-51-bonus")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 35}, rami="anna")
    assert t.scores()["totals"] == {"anna": -60, "ben": 35}
    t.ok("hand_revealed", hand=2, player="ben", cards=[])
    t.ok("hand_revealed", hand=2, player="anna", cards=["9H"])
    assert t.scores()["hands"][1]["points"] == {"anna": 9, "ben": -20}


def test_rami_match_1_ends_after_the_hand_reaching_1000_lowest_wins(new_table):
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 400, "chloe": 300})
    t.ok("points_entered", hand=2, points={"anna": 200, "ben": 599, "chloe": 0})
    assert t.state()["match_over"] is False  # ben 999
    t.ok("points_entered", hand=3, points={"anna": 0, "ben": 1, "chloe": 250})
    scores = t.scores()
    assert scores["totals"] == {"anna": 200, "ben": 1000, "chloe": 550}
    assert scores["match_over"] and scores["winner"] == "anna"
    t.refused("CORE-OVER-1", "points_entered", hand=4, points={"anna": 0, "ben": 1, "chloe": 0})
    t.ok("note", text="belle partie")
    t.ok("retracted", seq=5)  # the note
    t.ok("retracted", seq=4)  # the last score: the match goes on
    assert t.state()["match_over"] is False


def test_pres_rank_1_and_pres_match_1_titles_points_and_rounds(new_table):
    t = new_table(
        "president", players=["anna", "ben", "chloe", "dan", "emma"], tracking="score", rounds=2
    )
    t.ok("order_entered", hand=1, order=["ben", "anna", "emma", "chloe", "dan"])
    first = t.scores()["hands"][0]
    assert first["detail"]["titles"] == {
        "ben": "president",
        "anna": "vice_president",
        "emma": "neutre",
        "chloe": "vice_trou",
        "dan": "trou",
    }
    assert first["points"] == {"anna": 1, "ben": 2, "chloe": -1, "dan": -2, "emma": 0}
    t.ok("order_entered", hand=2, order=["ben", "dan", "emma", "anna", "chloe"])
    scores = t.scores()
    assert scores["totals"] == {"anna": 0, "ben": 4, "chloe": -3, "dan": -1, "emma": 0}
    assert scores["match_over"] and scores["winner"] == "ben"


def test_pres_rank_1_three_players_have_no_vices(new_table):
    t = new_table("president", players=["anna", "ben", "chloe"], tracking="score", target=4)
    t.ok("order_entered", hand=1, order=["chloe", "ben", "anna"])
    assert t.scores()["hands"][0]["points"] == {"anna": -2, "ben": 0, "chloe": 2}
    t.refused("PRES-RANK-1", "order_entered", hand=2, order=["chloe", "ben"])
    t.refused("CORE-PLAYER-1", "order_entered", hand=2, order=["chloe", "ben", "ben"])
    t.refused("PRES-MATCH-1", "hand_revealed", hand=2, player="anna", cards=["3H"])
    t.ok("order_entered", hand=2, order=["chloe", "anna", "ben"])
    assert t.scores()["winner"] == "chloe"  # 4 reaches the target


def test_core_track_1_score_events_refused_where_moves_are_tracked(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="table")
    t.refused("CORE-TRACK-1", "points_entered", hand=1, points={"anna": 0, "ben": 1})
    t.refused("CORE-TRACK-1", "order_entered", hand=1, order=["anna", "ben"])


def test_core_track_1_a_deck_order_is_logged_in_open_tracking_only(new_table):
    """At a real table (or on a score sheet) nobody saw the deck: a deck order or a seed
    would sit in the log, never read; refused in every game, nothing stored."""
    full = [f"{r}{s}" for s in "SHDC" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()]
    for game in ("huit_americain", "rami", "president"):
        for tracking in ("table", "score"):
            t = new_table(game, players=["anna", "ben", "chloe"], tracking=tracking)
            t.refused("CORE-TRACK-1", "hand_started", hand=1, seed=7)
            if (game, tracking) not in (("rami", "table"), ("president", "table")):
                t.refused(
                    "CORE-TRACK-1", "hand_started", hand=1, deck=full
                )  # the game's own rule else
            t.ok("hand_started", hand=1)


def test_core_hand_1_hands_in_order(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.refused("CORE-HAND-1", "points_entered", hand=2, points={"anna": 0, "ben": 1})
    t.ok("hand_started", hand=1, dealer="anna")
    t.refused("CORE-HAND-1", "hand_started", hand=2, dealer="ben")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 1})
    t.refused("CORE-HAND-1", "hand_started", hand=3, dealer="ben")
    t.ok("hand_started", hand=2, dealer="ben")


def test_core_over_1_abandoned_match_takes_only_notes_and_retractions(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("game_abandoned", reason="il est tard")
    assert t.state()["status"] == "abandoned"
    t.refused("CORE-OVER-1", "points_entered", hand=1, points={"anna": 0, "ben": 1})
    t.refused("CORE-OVER-1", "game_abandoned")
    t.ok("note", text="on reprend demain")


def test_core_hand_1_a_score_only_reveal_names_its_hand(new_table):
    t = new_table("huit_americain", players=["anna", "ben"], tracking="score")
    body = t.refused("CORE-HAND-1", "hand_revealed", player="ben", cards=["KS"])
    assert body["params"] == {"number": 1} and "manche 1" in body["message"]


def test_core_hand_1_a_reveal_names_the_hand_being_played(new_table):
    t = new_table("huit_americain", players=["anna", "ben"], tracking="table")
    t.ok("hand_started", hand=1, dealer="anna", hand_size=1, upcard="3S")
    t.ok("card_played", player="ben", card="4S")
    t.refused("CORE-HAND-1", "hand_revealed", hand=2, player="anna", cards=["KS"])
    t.ok("hand_revealed", hand=1, player="anna", cards=["KS"])


def test_h8_setup_1_score_only_reveals_hold_only_cards_of_the_deck(new_table):
    t = new_table("huit_americain", players=["anna", "ben"], tracking="score")  # 52, no joker
    t.refused("H8-SETUP-1", "hand_revealed", hand=1, player="anna", cards=["JK"])
    t.ok("hand_revealed", hand=1, player="anna", cards=["KS"])
    t.refused("H8-SETUP-1", "hand_revealed", hand=1, player="ben", cards=["KS"])  # one deck
    short = new_table(
        "huit_americain", players=["anna", "ben"], tracking="score", preset="variante-7"
    )  # 32 cards: no 2
    short.refused("H8-SETUP-1", "hand_revealed", hand=1, player="anna", cards=["2S"])


def test_rami_setup_1_score_only_reveals_count_the_jokers_of_the_pack(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score", options={"jokers": 1})
    t.ok("hand_revealed", hand=1, player="anna", cards=["JK"])
    t.refused("RAMI-SETUP-1", "hand_revealed", hand=1, player="ben", cards=["JK"])


def test_rami_is_only_entered_for_rami(new_table):
    t = new_table("huit_americain", players=["anna", "ben"], tracking="score")
    r = t.post("points_entered", {"hand": 1, "points": {"anna": 0, "ben": 9}, "rami": "anna"})
    assert r.status_code == 400 and "rami" in r.get_json()["errors"]


def test_h8_end_2_a_positive_order_names_at_least_the_first_three_out(new_table):
    t = new_table(
        "huit_americain",
        players=["anna", "ben", "chloe", "dan", "emma"],
        tracking="score",
        scoring="positive",
    )
    t.refused("H8-END-2", "order_entered", hand=1, order=["ben", "anna"])
    t.ok("order_entered", hand=1, order=["ben", "anna", "chloe"])
    assert t.scores()["hands"][0]["points"] == {
        "anna": 20,
        "ben": 50,
        "chloe": 10,
        "dan": 0,
        "emma": 0,
    }


def test_h8_score_pos_cards_left_are_not_counted(new_table):
    t = new_table("huit_americain", players=["anna", "ben"], tracking="score", scoring="positive")
    t.refused("H8-SCORE-POS", "hand_revealed", hand=1, player="ben", cards=["AS"])


def test_core_player_1_events_name_only_players_of_the_game(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.refused("CORE-PLAYER-1", "points_entered", hand=1, points={"anna": 1, "zoe": 2})
    t.refused("CORE-PLAYER-1", "points_entered", hand=1, points={"anna": 1})
    t.refused("CORE-PLAYER-1", "hand_revealed", hand=1, player="zoe", cards=["3H"])
    t.refused("CORE-PLAYER-1", "hand_started", hand=1, dealer="zoe")
    t.ok("points_entered", hand=1, points={"anna": 1, "ben": 0})
