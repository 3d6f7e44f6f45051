"""Melds and the opening through the API (RAMI-MELD-1, RAMI-MELD-2, RAMI-OPEN-1)."""

from __future__ import annotations

from tests.support import rami
from tests.support.rami import lay, refused_lay, turn

BEN = "2S 3S 4S 5S 6S 8S 2D 3D 4D KH"
STOCK = "4C 8C 10C 6C 7H JC"


def second_turn(new_table, anna: str, ben: str = BEN, stock: str = STOCK, **settings):
    return rami.second_turn(new_table, anna, ben, stock, **settings)


def test_rami_meld_1_brelan_carre_and_sequence(new_table):
    t = second_turn(new_table, "7S 7D 7C 7H 4H 5H 6H JS QS KS", stock="4C 8C 10C")
    refused_lay(t, "RAMI-MELD-1", "7S 7D")
    message = refused_lay(t, "RAMI-MELD-1", "7S 7D 6H", "JS QS KS")["message"]
    assert message.startswith(
        "Le 7 de pique, le 7 de carreau et le 6 de cœur ne forment pas une combinaison"
    )
    refused_lay(t, "RAMI-MELD-1", "4H 5H 7H", "JS QS KS", "7S 7D 7C")  # a gap
    refused_lay(t, "RAMI-MELD-1", "7S 7D 7C 7H 7S")  # five of a rank
    refused_lay(t, "RAMI-MELD-1", "JS QS KS 4H")
    lay(t, "7S 7D 7C 7H", "JS QS KS", "6H 4H 5H")  # laid in any order, kept in rank order
    melds = [(m["id"], m["kind"], m["cards"], m["owner"]) for m in t.hand()["melds"]]
    assert melds == [
        (1, "carré", ["7S", "7H", "7D", "7C"], "anna"),
        (2, "séquence", ["JS", "QS", "KS"], "anna"),
        (3, "séquence", ["4H", "5H", "6H"], "anna"),
    ]


def test_rami_meld_1_the_ace_is_low_unless_ace_high(new_table):
    anna = "QS KS AS 7D 7C 7H 9H 9S 9D 2C"
    low = second_turn(new_table, anna, stock="4C 8C 10C")
    refused_lay(low, "RAMI-MELD-1", "QS KS AS", "7D 7C 7H")
    high = second_turn(new_table, anna, stock="4C 8C 10C", options={"ace_high": True})
    refused_lay(high, "RAMI-MELD-1", "KS AS 2S", "7D 7C 7H")  # never round the corner
    lay(high, "QS KS AS", "7D 7C 7H")  # 10 + 10 + 11 + 21 = 52
    assert high.hand()["melds"][0]["points"] == 31


def test_rami_meld_1_with_two_decks_a_brelan_may_repeat_a_suit(new_table):
    anna = "7S 7S 7D 9H 10H JH QH 2C 3C 5D"
    one = second_turn(new_table, anna.replace("7S 7S", "7S 7H"), stock="4C 8C 10C")
    refused_lay(one, "RAMI-MELD-2", "7S 7H JK=7S", "9H 10H JH QH")  # one deck: one 7S
    two = second_turn(new_table, anna, stock="4C 8C 10C", options={"decks": 2})
    lay(two, "7S 7S 7D", "9H 10H JH QH")
    assert two.hand()["melds"][0]["kind"] == "brelan"


def test_rami_meld_2_a_joker_states_the_card_it_stands_for(new_table):
    t = second_turn(new_table, "JK JK 5H 6H 9S 9D 9C KD QD 2C")
    message = refused_lay(t, "RAMI-MELD-2", "JK 5H 6H", "9S 9D 9C", "JK=JD QD KD")["message"]
    # what the joker could be
    assert "le joker (pour le 4 de cœur) ou le joker (pour le 7 de cœur)" in message
    refused_lay(t, "RAMI-MELD-2", "JK=8H 5H 6H", "9S 9D 9C", "JK=JD QD KD")
    lay(t, "9S 9D 9C", "JK=JD QD KD")  # 27 + 30: the joker counts as the jack
    meld = t.hand()["melds"][1]
    assert meld["cards"] == ["JK=JD", "QD", "KD"] and meld["points"] == 30
    t.ok("cards_added", player="anna", meld=2, cards=["JK=10D"])
    t.refused("RAMI-MELD-2", "cards_added", player="anna", meld=1, cards=["JK"])
    assert t.hand()["melds"][1]["cards"] == ["JK=10D", "JK=JD", "QD", "KD"]


def test_rami_meld_2_joker_swap_takes_the_joker_back(new_table):
    anna = "JK JK 5H 6H 9S 9D 9C KD QD 2C"
    t = second_turn(new_table, anna, options={"joker_swap": True})
    lay(t, "5H 6H JK=7H", "9S 9D 9C", "JK=JD QD KD")
    t.ok("card_discarded", player="anna", card="2C")
    turn(t, "ben", "6C")
    t.ok("card_taken", player="anna", source="stock")  # the 7H
    t.refused("RAMI-MELD-2", "cards_added", player="anna", meld=1, cards=["8H"], swap=True)
    t.refused("RAMI-MELD-2", "cards_added", player="anna", meld=3, cards=["7H"], swap=True)
    t.ok("cards_added", player="anna", meld=1, cards=["7H"], swap=True)
    hand = t.hand()
    assert hand["melds"][0]["cards"] == ["5H", "6H", "7H"]
    assert sorted(hand["hands"]["anna"]["cards"]) == ["10C", "JK"]
    t.ok("cards_added", player="anna", meld=1, cards=["JK=8H"])
    t.ok("card_discarded", player="anna", card="10C")
    assert t.state()["hand"]["winner"] == "anna"


def test_rami_meld_2_joker_swap_read_from_the_card_without_a_swap_flag(new_table, client):
    """DESIGN's cards_added has no `swap`: adding the card a joker stands for swaps it."""
    anna = "JK JK 5H 6H 9S 9D 9C KD QD 2C"
    t = second_turn(new_table, anna, options={"joker_swap": True})
    lay(t, "5H 6H JK=7H", "9S 9D 9C", "JK=JD QD KD")
    t.ok("card_discarded", player="anna", card="2C")
    turn(t, "ben", "6C")
    t.ok("card_taken", player="anna", source="stock")  # the 7H
    added = t.ok("cards_added", player="anna", meld=1, cards=["7H"])
    hand = t.hand()
    assert hand["melds"][0]["cards"] == ["5H", "6H", "7H"]
    assert sorted(hand["hands"]["anna"]["cards"]) == ["10C", "JK"]
    steps = t.get("/explain", seq=added["seq"])["steps"]
    assert any(s["rule"] == "RAMI-MELD-2" and "joker" in s["text"] for s in steps)
    plain = second_turn(new_table, anna)
    lay(plain, "5H 6H JK=7H", "9S 9D 9C", "JK=JD QD KD")
    plain.ok("card_discarded", player="anna", card="2C")
    turn(plain, "ben", "6C")
    plain.ok("card_taken", player="anna", source="stock")
    body = plain.refused("RAMI-MELD-2", "cards_added", player="anna", meld=1, cards=["7H"])
    assert body["message"] == "Cette table n'échange pas les jokers"


def test_rami_open_1_a_joker_swap_needs_the_opening(new_table):
    """A swap puts the card onto a meld on the table: adding, so only once opened."""
    ben = "7H KH KS KC JS QS 10S 2D 3D 4D"
    anna = "JK JK 5H 6H 9S 9D 9C KD QD 2C"
    t = second_turn(new_table, anna, ben, "4C 8C 10C 6C 9H JC", options={"joker_swap": True})
    lay(t, "5H 6H JK=7H", "9S 9D 9C", "JK=JD QD KD")
    t.ok("card_discarded", player="anna", card="2C")
    t.ok("card_taken", player="ben", source="stock")  # the 6C
    body = t.refused("RAMI-OPEN-1", "cards_added", player="ben", meld=1, cards=["7H"], swap=True)
    assert body["message"].startswith("Ben n'a pas encore ouvert : prendre un joker sur la table")
    t.refused("RAMI-OPEN-1", "cards_added", player="ben", meld=1, cards=["7H"])  # no flag
    lay(t, "KH KS KC", "10S JS QS", player="ben")
    t.ok("cards_added", player="ben", meld=1, cards=["7H"], swap=True)  # opened this turn
    hand = t.hand()
    assert hand["melds"][0]["cards"] == ["5H", "6H", "7H"]
    assert sorted(hand["hands"]["ben"]["cards"]) == ["2D", "3D", "4D", "6C", "JK"]


def test_rami_meld_2_no_swap_without_the_option(new_table):
    t = second_turn(new_table, "JK JK 5H 6H 9S 9D 9C KD QD 2C")
    lay(t, "5H 6H JK=7H", "9S 9D 9C", "JK=JD QD KD")
    t.ok("card_discarded", player="anna", card="2C")
    turn(t, "ben", "6C")
    t.ok("card_taken", player="anna", source="stock")
    body = t.refused("RAMI-MELD-2", "cards_added", player="anna", meld=1, cards=["7H"], swap=True)
    assert body["message"] == "Cette table n'échange pas les jokers"


def test_rami_open_1_the_first_laying_down_makes_51(new_table):
    t = second_turn(new_table, "KS KD KC 2H 3H 4H 5H 6H AH 9D")
    message = refused_lay(t, "RAMI-OPEN-1", "KS KD KC", "2H 3H 4H 5H 6H")["message"]
    assert message == "L'ouverture demande 51 points : les combinaisons posées en font 50"
    t.refused("RAMI-OPEN-1", "cards_added", player="anna", meld=1, cards=["6H"])
    lay(t, "KS KD KC", "AH 2H 3H 4H 5H")  # the ace counts 11, even low: 30 + 25
    t.ok("cards_added", player="anna", meld=2, cards=["6H"])  # same turn, after opening
    t.ok("card_discarded", player="anna", card="9D")
    t.ok("card_taken", player="ben", source="stock")
    t.refused("RAMI-OPEN-1", "cards_added", player="ben", meld=1, cards=["KH"])
    refused_lay(t, "RAMI-OPEN-1", "2D 3D 4D", "4S 5S 6S", player="ben")


def test_rami_open_1_once_opened_any_meld_may_be_laid(new_table):
    t = second_turn(new_table, "KS KD KC 2H 3H 4H 5H AH 9D 9C", stock="4C 8C 10C 6C 9H")
    lay(t, "KS KD KC", "AH 2H 3H 4H 5H")
    t.ok("card_discarded", player="anna", card="10C")
    turn(t, "ben", "6C")
    t.ok("card_taken", player="anna", source="stock")  # 9H
    laying = t.moves()[0]
    assert laying["opening"] == 0 and laying["ready"] is True
    assert laying["data"]["melds"] == [["9H", "9D", "9C"]] and laying["missing"] == 0
    lay(t, "9D 9C 9H")  # 27 points: enough once opened
    state = t.state()
    assert state["hand"]["winner"] == "anna" and state["hand"]["rami"] is False
