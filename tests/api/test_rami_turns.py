"""A Rami turn through the API: take, lay or add, discard; the stock turned over
(RAMI-TURN-1, RAMI-TURN-2, RAMI-TURN-3, RAMI-STOCK-1)."""

from __future__ import annotations

from ..replays.test_rami_support import stacked, turn

ANNA = "7S 7D 7C 7H JD QD KD AH 2H 3H"
BEN = "4S 5S 6S 8H 9H 10H 2C 3C 4C KC"


def started(new_table, stock: str = "9D 8D 10D JC QC", **settings):
    t = new_table("rami", players=["anna", "ben"], **settings)
    t.ok("hand_started", hand=1, dealer="ben", deck=stacked([ANNA, BEN], "5C", stock))
    return t


def test_rami_turn_1_take_then_discard_in_turn_order(new_table):
    t = started(new_table)
    t.refused("RAMI-TURN-1", "card_taken", player="ben", source="stock")
    t.refused("RAMI-TURN-1", "card_discarded", player="anna", card="3H")  # take first
    taken = t.ok("card_taken", player="anna", source="stock")
    assert taken["data"]["card"] == "9D"  # open tracking: the server says which card
    assert t.hand()["phase"] == "discard"  # first round: no laying yet
    t.refused("RAMI-TURN-1", "card_taken", player="anna", source="discard")  # one card a turn
    t.refused("RAMI-TURN-1", "card_discarded", player="anna", card="5S")  # not hers
    t.ok("card_discarded", player="anna", card="9D")
    hand = t.hand()
    assert hand["turn"] == "ben" and hand["discard"]["top"] == "9D"
    assert hand["hands"]["anna"]["count"] == 10
    t.refused("RAMI-TURN-1", "card_taken", player="ben", source="discard", card="5C")
    assert t.ok("card_taken", player="ben", source="discard")["data"]["card"] == "9D"


def test_rami_turn_1_table_tracking_stock_cards_stay_unknown(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="table")
    t.ok("hand_started", hand=1, dealer="ben", upcard="5C")
    t.refused("RAMI-TURN-1", "card_taken", player="anna", source="stock", card="9D")
    assert "card" not in t.ok("card_taken", player="anna", source="stock")["data"]
    t.ok("card_discarded", player="anna", card="KD")
    t.ok("card_taken", player="ben", source="discard")
    assert t.hand()["hands"]["ben"] == {"count": 11, "known": ["KD"], "revealed": False}


def test_rami_turn_2_no_melds_in_the_first_round(new_table):
    t = started(new_table)
    t.ok("card_taken", player="anna", source="stock")
    body = t.refused("RAMI-TURN-2", "melds_laid", player="anna", melds=[ANNA.split()[:4]])
    assert "second turn" in body["message"]
    t.refused("RAMI-TURN-2", "cards_added", player="anna", meld=1, cards=["7H"])
    assert t.hints()[0]["allowed"] is False and t.hints()[0]["rule"] == "RAMI-TURN-2"
    t.ok("card_discarded", player="anna", card="9D")
    turn(t, "ben", "8D")
    t.ok("card_taken", player="anna", source="stock")
    assert t.hand()["phase"] == "meld"
    t.ok("melds_laid", player="anna", melds=[["7S", "7D", "7C", "7H"], ["JD", "QD", "KD"]])
    assert t.hand()["opened"] == ["anna"]


def test_rami_turn_3_the_card_taken_from_the_discard_pile_stays_this_turn(new_table):
    t = started(new_table)
    turn(t, "anna", "9D")
    t.ok("card_taken", player="ben", source="discard")
    body = t.refused("RAMI-TURN-3", "card_discarded", player="ben", card="9D")
    assert "9D" in body["message"]
    assert {"type": "card_discarded", "data": {"player": "ben", "card": "9D"}} not in t.moves()
    t.ok("card_discarded", player="ben", card="KC")
    t.ok("card_taken", player="anna", source="discard")  # the KC
    t.ok("melds_laid", player="anna", melds=[["7S", "7D", "7C", "7H"], ["JD", "QD", "KD"]])
    t.ok("card_discarded", player="anna", card="AH")  # the KC stays in her hand


def test_rami_turn_3_no_laying_down_to_only_the_card_taken(new_table):
    t = started(new_table, stock="9D 8D 10D JC")
    turn(t, "anna", "9D")
    turn(t, "ben", "KC")
    t.ok("card_taken", player="anna", source="discard")  # KC: it fits no meld of hers
    melds = [["7S", "7D", "7C", "7H"], ["JD", "QD", "KD"], ["AH", "2H", "3H"]]
    t.refused("RAMI-TURN-3", "melds_laid", player="anna", melds=melds)
    t.ok("melds_laid", player="anna", melds=melds[:2])


def test_rami_turn_3_the_taken_card_may_end_the_turn_in_a_meld(new_table):
    t = started(new_table, stock="9D 10D 8D JC")
    turn(t, "anna", "9D")
    turn(t, "ben", "10D")
    t.ok("card_taken", player="anna", source="discard")  # 10D extends J Q K of diamonds
    melds = [["7S", "7D", "7C", "7H"], ["JD", "QD", "KD"], ["AH", "2H", "3H"]]
    t.ok("melds_laid", player="anna", melds=melds)
    t.ok("cards_added", player="anna", meld=2, cards=["10D"])
    assert t.state()["hand"]["winner"] == "anna"


def small_stock(new_table):
    """Two hands of 25 from a 52-card pack: the upcard 5C and a stock of one card, 9C."""
    t = new_table("rami", players=["anna", "ben"], options={"jokers": 0})
    rest = stacked([[], []], "5C", "9C", jokers=0)[2:]
    t.ok(
        "hand_started",
        hand=1,
        dealer="ben",
        hand_size=25,
        deck=stacked([rest[:25], rest[25:]], "5C", "9C", jokers=0),
    )
    return t, rest[:25], rest[25:]


def test_rami_stock_1_an_empty_stock_is_the_discard_pile_turned_over(new_table):
    t, anna, ben = small_stock(new_table)
    turn(t, "anna", anna[0])  # takes 9C, the last card of the stock
    assert t.hand()["stock"] == 0 and t.hand()["discard"]["cards"] == ["5C", anna[0]]
    body = t.refused("RAMI-STOCK-1", "card_taken", player="ben", source="stock", card=anna[0])
    assert "5C" in body["message"]
    taken = t.ok("card_taken", player="ben", source="stock")
    assert taken["data"]["card"] == "5C"  # the first card of the pile is now on top
    hand = t.hand()
    assert hand["stock"] == 1 and hand["discard"] == {"top": None, "count": 0, "cards": []}
    t.ok("card_discarded", player="ben", card=ben[0])
    assert t.moves()[0]["data"] == {"player": "anna", "source": "stock"}
    assert t.ok("card_taken", player="anna", source="stock")["data"]["card"] == anna[0]


def test_rami_stock_1_in_table_tracking_the_turned_stock_is_known(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="table", options={"jokers": 0})
    t.ok("hand_started", hand=1, dealer="ben", hand_size=25, upcard="5C")
    turn(t, "anna", "KD")
    t.refused("RAMI-STOCK-1", "card_taken", player="ben", source="stock", card="KD")
    assert t.ok("card_taken", player="ben", source="stock")["data"]["card"] == "5C"
    t.ok("card_discarded", player="ben", card="5C")
    assert t.ok("card_taken", player="anna", source="stock")["data"]["card"] == "KD"
    assert t.hand()["hands"]["anna"]["known"] == ["KD"]
