"""Rami against RULES.md §0 and §2, case by case as a club referee would try them: each a
small real game through the API, played to the point where the rule bites. Refusals are
checked by `Table.refused`: the 422, the rule id cited, and a log left unchanged."""

from __future__ import annotations

import pytest

from tests.support import rami
from tests.support.rami import lay, refused_lay, stacked, turn

BEN = "4D 6D 8D 10D QC AC 9S 10H JH 8S"  # no meld, nothing the tests below deal to Anna


def second_turn(new_table, anna: str, ben: str = BEN, stock: str = "4C 8C 6S", **settings):
    return rami.second_turn(new_table, anna, ben, stock, **settings)


def test_rami_open_1_joker_counts_as_the_card_it_replaces(new_table):
    """RAMI-MELD-2: "that card's value counts for the opening", not the joker's 20."""
    t = second_turn(new_table, "JK KS KD 5H 6H 7H 8H 9C 2C 3C")
    body = refused_lay(t, "RAMI-OPEN-1", "JK=KC KS KD", "5H 6H 7H")  # 30 + 18, not 20 + 38
    assert body["params"]["made"] == 48 and body["params"]["need"] == 51
    lay(t, "JK=KC KS KD", "5H 6H 7H 8H")  # 30 + 26
    assert [m["points"] for m in t.hand()["melds"]] == [30, 26]


def test_rami_open_1_joker_standing_for_a_low_ace_counts_eleven(new_table):
    """RAMI-OPEN-1 "A 11 always", a joker for the ace included: 11 + 2 + 3 + 30 = 46."""
    t = second_turn(new_table, "JK 2H 3H KS KD KC 9C 9D 4S 5S")
    body = refused_lay(t, "RAMI-OPEN-1", "JK=AH 2H 3H", "KS KD KC")
    assert body["params"]["made"] == 46


def test_rami_open_1_exactly_51_opens(new_table):
    t = second_turn(new_table, "10S JS QS 7S 7D 7C 9C 9D 2C 3C")
    lay(t, "10S JS QS", "7S 7D 7C")  # 30 + 21: the threshold itself is enough
    assert t.hand()["opened"] == ["anna"]


def test_rami_meld_1_a_sequence_never_turns_the_corner_even_with_a_joker(new_table):
    anna = "JK QS KS 7D 7C 7H 2S 9C 3C 4H"
    low = second_turn(new_table, anna)
    refused_lay(low, "RAMI-MELD-2", "QS KS JK=AS", "7D 7C 7H")  # ace low only
    high = second_turn(new_table, anna, options={"ace_high": True})
    refused_lay(high, "RAMI-MELD-1", "KS JK=AS 2S", "7D 7C 7H")
    lay(high, "QS KS JK=AS", "7D 7C 7H")  # 10 + 10 + 11 + 21 = 52: the high ace counts 11
    assert high.hand()["melds"][0]["points"] == 31


def test_rami_open_1_laying_off_on_a_rivals_meld_waits_for_the_opening(new_table):
    """RAMI-TURN-1 lets a player add to a rival's meld; RAMI-OPEN-1 only once opened, and the
    card added does not count toward the 51. Ben then goes out in that same turn: a rami
    (RAMI-SCORE-2), the cards he added to Anna's meld included."""
    t = new_table("rami", players=["anna", "ben"])
    anna = "KS KD KC AH 2H 3H 4H 5H 9D 9C"
    ben = "QS QD QH 7C 7D 7S 2S 3S 4S 6H"
    t.ok("hand_started", hand=1, dealer="ben", deck=stacked([anna, ben], "5C", "4C 8C 10C 6C"))
    turn(t, "anna", "4C")
    turn(t, "ben", "8C")
    turn(t, "anna", "10C", melds=["KS KD KC", "AH 2H 3H 4H 5H"])
    t.ok("card_taken", player="ben", source="stock")
    t.refused("RAMI-OPEN-1", "cards_added", player="ben", meld=2, cards=["6H"])
    body = refused_lay(t, "RAMI-OPEN-1", "QS QD QH", "2S 3S 4S", player="ben")  # 39
    assert body["params"]["made"] == 39  # the 6H he would add later counts nothing
    lay(t, "QS QD QH", "7C 7D 7S", player="ben")  # 30 + 21
    t.ok("cards_added", player="ben", meld=2, cards=["6H"])  # Anna's séquence
    lay(t, "2S 3S 4S", player="ben")  # once opened, any meld
    t.ok("card_discarded", player="ben", card="6C")
    hand = t.scores()["hands"][0]
    assert hand["rami"] == "ben" and hand["points"] == {"anna": 2 * 18, "ben": 0}
    assert t.hand()["melds"][1]["cards"] == ["AH", "2H", "3H", "4H", "5H", "6H"]


def test_rami_meld_2_joker_swap_in_a_brelan_needs_the_card_it_stands_for(new_table):
    """`joker_swap`: "a player holding the card a joker stands for": the 9 of hearts is not
    the 9 of clubs the joker was said to be."""
    anna = "JK 9S 9D KS KD KC 5H 6H 7H 2C"
    t = new_table("rami", players=["anna", "ben"], options={"joker_swap": True})
    ben = BEN.replace("9S", "4S")
    stock = "4C 8C 10C 6C 9H 3S 9C"
    t.ok("hand_started", hand=1, dealer="ben", deck=stacked([anna, ben], "5C", stock))
    turn(t, "anna", "4C")
    turn(t, "ben", "8C")
    turn(t, "anna", "10C", melds=["9S 9D JK=9C", "KS KD KC"])
    turn(t, "ben", "6C")
    t.ok("card_taken", player="anna", source="stock")  # the 9H
    body = t.refused("RAMI-MELD-2", "cards_added", player="anna", meld=1, cards=["9H"], swap=True)
    assert body["params"]["card"] == "9H"
    t.ok("card_discarded", player="anna", card="9H")
    turn(t, "ben", "3S")
    t.ok("card_taken", player="anna", source="stock")  # the 9C
    t.ok("cards_added", player="anna", meld=1, cards=["9C"])  # one deck: a swap, read so
    hand = t.hand()
    assert hand["melds"][0]["cards"] == ["9S", "9D", "9C"]
    assert sorted(hand["hands"]["anna"]["cards"]) == ["2C", "5H", "6H", "7H", "JK"]


ANNA = "7S 7D 7C 7H JD QD KD AH 2H 3H"
LOADED = "JK AS 5S 6S 8H 9H 10H 2C 3C 4C"  # 20 + 11 + 5 + 6 + 8 + 9 + 10 + 2 + 3 + 4 = 78


@pytest.mark.parametrize(
    ("melds", "adds"),
    [
        (["7S 7D 7C 7H", "JD QD KD", "AH 2H 3H 4H"], []),
        (["7S 7D 7C 7H", "JD QD KD", "AH 2H 3H"], [(3, "4H")]),
    ],
    ids=["all_in_one_laying", "laid_then_added"],
)
def test_rami_score_2_rami_without_a_discard_doubles_joker_and_ace(new_table, melds, adds):
    """RAMI-END-1 (out by laying the last cards) in the opening turn is a rami
    (RAMI-SCORE-2); RAMI-SCORE-1 prices the joker 20 and the ace 11 before the doubling."""
    t = new_table("rami", players=["anna", "ben"])
    t.ok("hand_started", hand=1, dealer="ben", deck=stacked([ANNA, LOADED], "5C", "9D 8D 4H"))
    turn(t, "anna", "9D")
    turn(t, "ben", "8D")
    turn(t, "anna", None, melds=melds, adds=adds)
    hand = t.scores()["hands"][0]
    assert hand["rami"] == "anna" and hand["points"] == {"anna": 0, "ben": 2 * 78}


@pytest.mark.parametrize(
    ("preset", "points"),
    [
        ("rami-51", {"anna": 0, "ben": 2 * 52, "chloe": 2 * 65}),
        ("rami-51-bonus", {"anna": -60, "ben": 52, "chloe": 65}),  # RAMI-SCORE-3: no doubling
    ],
)
def test_rami_score_2_three_players_every_opponent_doubled(new_table, preset, points):
    t = new_table("rami", players=["anna", "ben", "chloe"], preset=preset)
    hands = ["7S 7D 7C 7H JD QD KD", "4S 5S 6S 8H 9H 10H KC", "AS 2S 3S JK 9C 10C QC"]
    t.ok("hand_started", hand=1, dealer="chloe", deck=stacked(hands, "5C", "9D 8D 4H 5D"))
    turn(t, "anna", "9D")
    turn(t, "ben", "8D")
    turn(t, "chloe", "4H")
    turn(t, "anna", "5D", melds=["7S 7D 7C 7H", "JD QD KD"])
    assert t.scores()["hands"][0]["points"] == points


def test_rami_turn_2_the_first_round_of_every_hand_lays_nothing(new_table):
    """The turns counted for RAMI-TURN-2 start again with each hand (CORE-DEAL-2: the deal
    passes to Anna, so Ben plays first in hand 2)."""
    t = new_table("rami", players=["anna", "ben"])
    t.ok("hand_started", hand=1, dealer="ben", deck=stacked([ANNA, LOADED], "5C", "9D 8D 4H"))
    turn(t, "anna", "9D")
    turn(t, "ben", "8D")
    turn(t, "anna", None, melds=["7S 7D 7C 7H", "JD QD KD", "AH 2H 3H 4H"])
    t.ok("hand_started", hand=2, deck=stacked([LOADED, ANNA], "5C", "9D 8D 4H"))
    t.ok("card_taken", player="ben", source="stock")
    t.refused("RAMI-TURN-2", "melds_laid", player="ben", melds=[["4C", "3C", "2C"]])
    t.ok("card_discarded", player="ben", card="9D")
    t.ok("card_taken", player="anna", source="stock")
    t.refused("RAMI-TURN-2", "melds_laid", player="anna", melds=[["7S", "7D", "7C", "7H"]])


def test_rami_stock_1_an_empty_stock_still_lets_the_player_take_the_discard(new_table):
    """RAMI-STOCK-1 turns the pile over only "when a player must take from an empty stock":
    the top of the discard pile may still be taken, and the turn-over waits."""
    t = new_table("rami", players=["anna", "ben"], options={"jokers": 0})
    rest = stacked([[], []], "5C", "9C", jokers=0)[2:]
    anna, ben = rest[:25], rest[25:]
    deck = stacked([anna, ben], "5C", "9C", jokers=0)
    t.ok("hand_started", hand=1, dealer="ben", hand_size=25, deck=deck)
    turn(t, "anna", anna[0])  # the last card of the stock
    assert t.hand()["stock"] == 0
    t.ok("card_taken", player="ben", source="discard")
    t.ok("card_discarded", player="ben", card=ben[0])
    hand = t.hand()
    assert hand["stock"] == 0 and hand["discard"]["cards"] == ["5C", ben[0]]
    assert t.ok("card_taken", player="anna", source="stock")["data"]["card"] == "5C"


def test_core_retract_1_a_retracted_opening_is_no_opening(new_table):
    t = second_turn(new_table, "10S JS QS 7S 7D 7C 9C 9D 2C 3C")
    laid = lay(t, "10S JS QS", "7S 7D 7C")
    t.ok("retracted", seq=laid["seq"])
    assert t.hand()["opened"] == [] and t.hand()["melds"] == []
    assert t.hand()["hands"]["anna"]["count"] == 11
    t.refused("RAMI-OPEN-1", "cards_added", player="anna", meld=1, cards=["9C"])
    refused_lay(t, "RAMI-OPEN-1", "7S 7D 7C")  # 21: a first laying down again


def test_core_track_1_rami_moves_refused_in_score_tracking(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.refused("CORE-TRACK-1", "card_taken", player="anna", source="stock")
    t.refused("RAMI-SCORE-4", "points_entered", hand=1, points={"anna": 0, "ben": 12}, rami="ben")
    t.refused("RAMI-SCORE-4", "points_entered", hand=1, points={"anna": 0, "ben": 0})
