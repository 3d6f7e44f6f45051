"""A whole Rami match through the API: six quick hands from stacked decks, to 1000
(RAMI-MATCH-1, with RAMI-SCORE-1 and the rami doubling of RAMI-SCORE-2 counted by hand)."""

from __future__ import annotations

from tests.support.rami import stacked, turn

HIGH = "JK JK AS AD AC KS KD KC QS QD"  # 20 + 20 + 3 x 11 + 5 x 10 = 123
RUN = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH"  # one séquence of 64 points: a rami in one go
SPADES = "2S 3S 4S 5S 6S 7S 8S 9S 10S 5D"
LOSER = "AH KH QH JH 10H 9H 8H 7C 6C 5C"  # 11 + 4 x 10 + 9 + 8 + 7 + 6 + 5 = 86


def deal(
    t, number: int, dealer: str | None, first: str, second: str, stock: str, upcard: str = "5C"
) -> None:
    deck = stacked([first, second], upcard, stock)
    t.ok("hand_started", hand=number, **({"dealer": dealer} if dealer else {}), deck=deck)


def anna_rami_playing_first(t, number: int) -> None:
    deal(t, number, "ben", RUN, HIGH, "2C 3C 4C")
    turn(t, "anna", "2C")
    turn(t, "ben", "3C")
    turn(t, "anna", "4C", melds=[RUN])


def anna_rami_playing_second(t, number: int) -> None:
    deal(t, number, "anna", HIGH, RUN, "2C 3C 4C 6C")
    turn(t, "ben", "2C")
    turn(t, "anna", "3C")
    turn(t, "ben", "4C")
    turn(t, "anna", "6C", melds=[RUN])


def ben_out_in_third_turn(t, number: int) -> None:
    deal(t, number, None, SPADES, LOSER, "3C 4C 6D 7D JS", "2C")  # the deal passes to anna
    turn(t, "ben", "3C")
    turn(t, "anna", "4C")
    turn(t, "ben", "6D", melds=["2S 3S 4S 5S 6S 7S 8S 9S 10S"])  # opens with 54
    turn(t, "anna", "7D")
    turn(t, "ben", "5D", adds=[(1, "JS")])


def anna_out_in_third_turn(t, number: int) -> None:
    deal(t, number, "ben", RUN, HIGH, "2C 3C 4C 6C QH")
    turn(t, "anna", "2C")
    turn(t, "ben", "3C")
    turn(t, "anna", "4C", melds=["2H 3H 4H 5H 6H 7H 8H 9H 10H"])
    turn(t, "ben", "6C")
    turn(t, "anna", None, adds=[(1, "JH QH")])


def last_hand(t) -> dict:
    return t.scores()["hands"][-1]


def test_rami_match_1_six_hands_to_1000_lowest_total_wins(new_table):
    t = new_table("rami", players=["anna", "ben"])
    assert t.created["target"] == 1000

    anna_rami_playing_first(t, 1)
    assert last_hand(t)["points"] == {"anna": 0, "ben": 246}  # 123 doubled
    assert last_hand(t)["rami"] == "anna"

    ben_out_in_third_turn(t, 2)
    assert t.hand()["dealer"] == "anna" and t.hand()["winner"] == "ben"
    assert last_hand(t)["points"] == {"anna": 86, "ben": 0}  # no rami: not doubled

    anna_rami_playing_first(t, 3)
    anna_rami_playing_second(t, 4)
    anna_out_in_third_turn(t, 5)
    assert [h["points"]["ben"] for h in t.scores()["hands"]] == [246, 0, 246, 246, 123]
    scores = t.scores()
    assert scores["totals"] == {"anna": 86, "ben": 861}
    assert scores["match_over"] is False and t.state()["status"] == "playing"

    anna_rami_playing_second(t, 6)
    scores = t.scores()
    assert scores["totals"] == {"anna": 86, "ben": 1107}  # 861 + 246 reaches 1000
    assert scores["match_over"] is True and scores["winner"] == "anna"
    assert scores["winners"] == ["anna"] and scores["tie"] is False
    assert [s["player"] for s in scores["standings"]] == ["anna", "ben"]
    assert t.state()["status"] == "over"
    t.refused("CORE-OVER-1", "hand_started", hand=7, dealer="ben", seed=1)


def test_rami_match_1_exactly_1000_ends_it_and_a_tie_names_both(new_table):
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 500, "chloe": 400})
    assert t.scores()["match_over"] is False
    t.ok("points_entered", hand=2, points={"anna": 500, "ben": 0, "chloe": 600})
    scores = t.scores()
    assert scores["match_over"] is True and scores["totals"] == {
        "anna": 500,
        "ben": 500,
        "chloe": 1000,
    }
    assert scores["tie"] is True and scores["winners"] == ["anna", "ben"]
    assert scores["winner"] is None
