"""Huit américain through the API: hand end and scores (H8-END-1 .. H8-END-4,
H8-SCORE-NEG, H8-SCORE-POS, H8-SCORE-TIE)."""

from __future__ import annotations

from tests.support.h8_table import dealt, play_all

HANDS = ["6H 9H", "5H 2D", "4H QH"]


def test_h8_end_1_the_hand_ends_when_a_player_lays_the_last_card(new_table):
    t = play_all(
        dealt(new_table, HANDS, "3H"),
        [("anna", "6H"), ("ben", "5H"), ("chloe", "4H"), ("anna", "9H")],
    )
    state = t.state()
    assert not state["in_hand"] and state["hand"]["over"] and state["hand"]["out"] == ["anna"]
    t.refused("CORE-HAND-1", "card_played", player="ben", card="2D")
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 2, "chloe": 10}


def test_h8_end_1_no_going_out_on_an_eight_in_classique(new_table):
    t = dealt(new_table, ["9H 8S", "5H 2D", "4H QH"], "9C", "2C 3C 4C")
    t.ok("card_played", player="anna", card="9H")
    t.ok("card_played", player="ben", card="5H")
    t.ok("card_played", player="chloe", card="4H")
    body = t.refused("H8-END-1", "card_played", player="anna", card="8S", suit="H")
    assert (
        body["message"] == "Anna ne peut pas finir sur un 8 : le 8 reste en main, il faut piocher"
    )
    t.ok("cards_drawn", player="anna", count=1)  # she keeps it and draws


def test_h8_end_1_a_last_attack_ends_the_hand_once_the_chain_ends(new_table):
    hands = ["3S AS", "AD 2D", "6S 9S"]
    t = play_all(
        dealt(new_table, hands, "2S", "2C 3C 4C 5C 6C"),
        [("anna", "3S"), ("ben", None), ("chloe", "6S"), ("anna", "AS")],
    )
    hand = t.hand()
    assert hand["counts"]["anna"] == 0 and hand["out"] == [] and t.state()["in_hand"]
    t.ok("card_played", player="ben", card="AD")
    t.ok("cards_drawn", player="chloe", count=4)
    state = t.state()
    assert not state["in_hand"] and state["hand"]["out"] == ["anna"]
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 4, "chloe": 27}


def test_h8_end_1_the_chain_comes_back_to_the_player_who_went_out(new_table):
    t = play_all(
        dealt(new_table, ["3S AS", "AD 2D"], "2S", "2C 3C 4C 5C 6C", players=["anna", "ben"]),
        [("anna", "3S"), ("ben", None), ("anna", "AS"), ("ben", "AD")],
    )
    t.refused("H8-POW-A", "cards_drawn", player="anna", count=2)
    t.ok("cards_drawn", player="anna", count=4)
    hand = t.hand()
    assert hand["counts"]["anna"] == 4 and hand["out"] == [] and hand["turn"] == "ben"


def test_h8_end_1_last_ace_unanswerable(new_table):
    t = play_all(
        dealt(
            new_table,
            ["3S AS", "AD 2D"],
            "2S",
            "2C 3C 4C",
            players=["anna", "ben"],
            options={"last_ace_unanswerable": True},
        ),
        [("anna", "3S"), ("ben", None), ("anna", "AS")],
    )
    body = t.refused("H8-END-1", "card_played", player="ben", card="AD")
    assert body["message"] == "Anna a fini sur un as : aucun as n'y répond"
    t.ok("cards_drawn", player="ben", count=2)
    assert t.state()["hand"]["out"] == ["anna"] and not t.state()["in_hand"]


def test_h8_end_2_positive_scoring_plays_on_until_one_is_left(new_table):
    t = play_all(
        dealt(new_table, ["6H 9H", "5H 2H", "4H QD"], "3H", scoring="positive"),
        [("anna", "6H"), ("ben", "5H"), ("chloe", "4H"), ("anna", "9H")],
    )
    assert t.state()["in_hand"] and t.hand()["out"] == ["anna"] and t.hand()["turn"] == "ben"
    t.refused("H8-TURN-1", "cards_drawn", player="anna", count=1)
    t.ok("card_played", player="ben", card="2H")
    state = t.state()
    assert not state["in_hand"] and state["hand"]["out"] == ["anna", "ben"]
    assert t.scores()["hands"][0]["points"] == {"anna": 50, "ben": 20, "chloe": 0}


def test_h8_score_pos_fifty_twenty_ten_and_the_highest_wins(new_table):
    hands = ["6H 9H", "5H 2H", "4H 3H", "KH QD"]
    t = play_all(
        dealt(
            new_table,
            hands,
            "AH",
            players=["anna", "ben", "chloe", "dan"],
            scoring="positive",
            target=50,
        ),
        [
            ("anna", "6H"),
            ("ben", "5H"),
            ("chloe", "4H"),
            ("dan", "KH"),
            ("anna", "9H"),
            ("ben", "2H"),
            ("chloe", "3H"),
        ],
    )
    scores = t.scores()
    assert scores["hands"][0]["points"] == {"anna": 50, "ben": 20, "chloe": 10, "dan": 0}
    assert scores["hands"][0]["order"] == ["anna", "ben", "chloe"]
    assert scores["match_over"] and scores["winner"] == "anna" and not scores["lowest_wins"]


def test_h8_score_pos_a_finishing_order_gives_nothing_to_the_player_left(new_table):
    """Score-only: the order lists every player; the last one is the player left in the
    hand (H8-END-2), who scores nothing, as in a hand played move by move."""
    three = new_table("huit_americain", tracking="score", scoring="positive")
    three.ok("order_entered", hand=1, order=["ben", "anna", "chloe"])
    assert three.scores()["hands"][0]["points"] == {"anna": 20, "ben": 50, "chloe": 0}
    two = new_table("huit_americain", players=["anna", "ben"], tracking="score", scoring="positive")
    two.ok("order_entered", hand=1, order=["ben", "anna"])
    assert two.scores()["hands"][0]["points"] == {"anna": 0, "ben": 50}
    four = new_table(
        "huit_americain",
        players=["anna", "ben", "chloe", "dan"],
        tracking="score",
        scoring="positive",
    )
    four.ok("order_entered", hand=1, order=["dan", "chloe", "ben", "anna"])
    assert four.scores()["hands"][0]["points"] == {"anna": 0, "ben": 10, "chloe": 20, "dan": 50}


def test_h8_score_neg_the_cards_left_and_the_lowest_total_wins(new_table):
    hands = ["10H 10S 10D 10C 6C", "AD 7C KD JH 2S", "JK 8S QS 9C 3D"]
    t = dealt(new_table, hands, "3H", options={"deck": {"size": 54, "copies": 1}})
    for card in ["10H", "10S", "10D", "10C"]:
        t.ok("card_played", player="anna", card=card)  # a 10: play again
    t.refused("H8-TURN-1", "card_played", player="ben", card="7C")
    t.ok("card_played", player="anna", card="6C")
    scores = t.scores()
    assert scores["hands"][0]["points"] == {"anna": 0, "ben": 102, "chloe": 122}
    assert scores["match_over"] and scores["winner"] == "anna" and scores["lowest_wins"]
    assert [row["player"] for row in scores["standings"]] == ["anna", "ben", "chloe"]
    t.refused("CORE-OVER-1", "hand_started", hand=2, seed=1)


def test_h8_end_3_table_tracking_scores_from_the_revealed_hands(new_table):
    t = play_all(
        dealt(new_table, HANDS, "3H", tracking="table"),
        [("anna", "6H"), ("ben", "5H"), ("chloe", "4H"), ("anna", "9H")],
    )
    assert t.state()["in_hand"] and t.hand()["awaiting_reveal"] == ["ben", "chloe"]
    t.refused("H8-END-3", "card_played", player="ben", card="2D")
    body = t.refused("H8-END-3", "hand_revealed", player="ben", cards=["2D", "3D"])
    assert body["params"] == {"who": "Ben", "n": 1, "count": 2}
    assert body["message"].startswith("Ben a 1 carte d'après le carnet, pas 2")
    t.ok("hand_revealed", player="ben", cards=["2D"])
    t.refused("H8-END-3", "hand_revealed", player="ben", cards=["2D"])
    assert t.scores()["hands"] == []
    t.ok("hand_revealed", player="chloe", cards=["QH"])
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 2, "chloe": 10}


def test_h8_end_3_a_reveal_shows_no_card_on_the_pile_nor_shown_twice(new_table):
    t = play_all(
        dealt(new_table, HANDS, "3H", tracking="table"),
        [("anna", "6H"), ("ben", "5H"), ("chloe", "4H"), ("anna", "9H")],
    )
    body = t.refused("H8-END-3", "hand_revealed", player="ben", cards=["5H"])
    assert body["params"]["why"] == {
        "key": "h8.shown_on_pile",
        "params": {"card": "5H", "copies": 1},
    }
    assert "le 5 de cœur est sur la défausse" in body["message"]
    t.refused("H8-END-3", "hand_revealed", player="ben", cards=["JK"])  # 52 cards: no joker
    t.ok("hand_revealed", player="ben", cards=["2D"])
    t.refused("H8-END-3", "hand_revealed", player="chloe", cards=["2D"])
    t.ok("hand_revealed", player="chloe", cards=["QH"])


BLOCKED = [
    "8S JS QS KS AS 7D 8C JC QC KC",
    "8H 9H 10H JH QH KH AH 7S 9S 10S",
    "8D 9D 10D JD QD KD AD 7C 9C 10C",
]


def blocked(new_table):
    """Table tracking, 32 cards, 10 each: anna draws the last card, then nobody can draw."""
    t = dealt(
        new_table,
        BLOCKED,
        "7H",
        "AC",
        tracking="table",
        preset="minimale",
        options={"deck": {"size": 32, "copies": 1}},
        target=100,
    )
    t.refused("H8-PLAY-2", "passed", player="anna")  # one card is left to draw
    t.ok("cards_drawn", player="anna", count=1)
    t.refused("H8-PLAY-5", "cards_drawn", player="ben", count=1)
    t.ok("passed", player="ben")
    t.ok("passed", player="chloe")
    assert t.state()["in_hand"]
    t.ok("passed", player="anna")
    return t


def reveal_all(t):
    t.ok("hand_revealed", player="anna", cards=BLOCKED[0].split() + ["AC"])
    t.ok("hand_revealed", player="ben", cards=BLOCKED[1].split())
    t.ok("hand_revealed", player="chloe", cards=BLOCKED[2].split())
    return t.scores()


def test_h8_end_4_a_blocked_hand_ends_with_nobody_out(new_table):
    t = blocked(new_table)
    hand = t.hand()
    assert hand["ended"] == "blocked" and hand["out"] == []
    assert hand["awaiting_reveal"] == ["anna", "ben", "chloe"]
    assert reveal_all(t)["hands"][0]["points"] == {"anna": 169, "ben": 146, "chloe": 146}


def test_h8_score_tie_names_every_tied_player(new_table):
    scores = reveal_all(blocked(new_table))
    assert scores["match_over"] and scores["tie"] and scores["winner"] is None
    assert scores["winners"] == ["ben", "chloe"]
    assert [row["rank"] for row in scores["standings"]] == [1, 1, 3]


def test_h8_end_1_an_eight_drawn_as_the_last_card_is_kept_under_continuous_draw(new_table):
    options = {"continuous_draw": True, "no_finish_on_eight": True}
    t = dealt(new_table, ["10H", "3C", "4C"], "9H", "8D 5H", preset="minimale", options=options)
    t.ok("card_played", player="anna", card="10H")  # her last card plays again: she draws
    t.ok("cards_drawn", player="anna", count=1)
    assert t.hand()["must_play"] is None and t.hand()["turn"] == "anna"  # 8D is kept
    t.refused("H8-END-1", "card_played", player="anna", card="8D", suit="H")
    assert {"type": "cards_drawn", "data": {"player": "anna", "count": 1}} in t.moves()
    t.ok("cards_drawn", player="anna", count=1)
    assert t.hand()["must_play"] == "5H"
    t.ok("card_played", player="anna", card="5H")
