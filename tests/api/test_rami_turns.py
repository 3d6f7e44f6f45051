"""A Rami turn through the API: take, lay or add, discard; the stock turned over
(RAMI-TURN-1, RAMI-TURN-2, RAMI-TURN-3, RAMI-STOCK-1)."""

from __future__ import annotations

from tests.support.rami import stacked, turn

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
    assert "deuxième tour" in body["message"]
    t.refused("RAMI-TURN-2", "cards_added", player="anna", meld=1, cards=["7H"])
    assert t.hints()[0]["allowed"] is False and t.hints()[0]["rule"] == "RAMI-TURN-2"
    # the page shows why, in its own language
    assert t.hints()[0]["reason"].startswith("c'est le premier tour d'Anna")
    english = t.get("/legal-moves", lang="en")["hints"][0]["reason"]
    assert english.startswith("this is Anna's first turn")
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
    assert body["params"]["card"] == "9D"
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
    assert body["params"]["card"] == "5C" and "le 5 de trèfle" in body["message"]
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


def unlogged(new_table, hand_size: int | None = None, **settings):
    """A table-tracked hand started without its upcard (RAMI-SETUP-2: it is optional)."""
    t = new_table("rami", players=["anna", "ben"], tracking="table", **settings)
    sized = {"hand_size": hand_size} if hand_size else {}
    t.ok("hand_started", hand=1, dealer="ben", **sized)
    return t


def test_rami_turn_1_without_upcard_the_first_player_may_take_it_unknown(new_table):
    t = unlogged(new_table)
    t.refused("RAMI-TURN-1", "card_taken", player="ben", source="discard")  # not his turn
    taken = t.ok("card_taken", player="anna", source="discard")
    assert "card" not in taken["data"]
    hand = t.hand()
    assert hand["hands"]["anna"] == {"count": 11, "known": [], "revealed": False}
    assert hand["discard"] == {"top": None, "count": 0, "cards": []}
    assert hand["taken_from_discard"] is None and hand["stock"] == 54 - 21
    steps = t.get("/explain", seq=taken["seq"], lang="en")["steps"]
    assert [s["rule"] for s in steps] == ["RAMI-TURN-1", "RAMI-TURN-3"]
    assert "not logged" in steps[0]["text"] and "unknown" in steps[1]["text"]
    t.refused("RAMI-TURN-2", "melds_laid", player="anna", melds=[["7S", "7D", "7C"]])
    discards = [m for m in t.moves() if m["type"] == "card_discarded"]
    assert discards == [
        {"type": "card_discarded", "data": {"player": "anna"}, "unknown": True, "except": []}
    ]
    t.ok("card_discarded", player="anna", card="KD")
    assert t.hand()["discard"] == {"top": "KD", "count": 1, "cards": ["KD"]}  # known again


def test_rami_turn_3_without_upcard_a_named_take_makes_it_known(new_table):
    t = unlogged(new_table)
    taken = t.ok("card_taken", player="anna", source="discard", card="5C")
    assert taken["data"]["card"] == "5C"
    hand = t.hand()
    assert hand["hands"]["anna"]["known"] == ["5C"] and hand["taken_from_discard"] == "5C"
    steps = t.get("/explain", seq=taken["seq"], lang="en")["steps"]
    assert "named the 5 of clubs" in steps[0]["text"] and "the 5 of clubs" in steps[1]["text"]
    t.refused("RAMI-TURN-3", "card_discarded", player="anna", card="5C")
    discards = [m for m in t.moves() if m["type"] == "card_discarded"]
    assert discards[-1]["except"] == ["5C"]
    t.ok("card_discarded", player="anna", card="KD")
    assert t.hand()["hands"]["anna"] == {"count": 10, "known": ["5C"], "revealed": False}


def test_rami_turn_1_without_upcard_a_card_discarded_on_it_is_the_known_top(new_table):
    t = unlogged(new_table)
    t.ok("card_taken", player="anna", source="stock")
    t.ok("card_discarded", player="anna", card="KD")
    hand = t.hand()
    assert hand["discard"]["cards"] == [None, "KD"] and hand["discard"]["top"] == "KD"
    assert t.moves()[1] == {
        "type": "card_taken",
        "data": {"player": "ben", "source": "discard", "card": "KD"},
    }
    t.refused("RAMI-TURN-1", "card_taken", player="ben", source="discard", card="5C")
    assert t.ok("card_taken", player="ben", source="discard")["data"]["card"] == "KD"
    t.refused("RAMI-TURN-3", "card_discarded", player="ben", card="KD")
    t.ok("card_discarded", player="ben", card="9S")
    assert t.hand()["discard"] == {
        "top": "9S",
        "count": 2,
        "cards": [None, "9S"],
        "unknown": 1,
        "note": t.hand()["discard"]["note"],
    }


def small_unlogged(new_table):
    """Two hands of 25 from 52 cards, no upcard logged: a stock of one card."""
    t = unlogged(new_table, hand_size=25, options={"jokers": 0})
    turn(t, "anna", "KD")  # the last stock card; the pile is the unlogged upcard and KD
    assert t.hand()["stock"] == 0 and t.hand()["discard"]["cards"] == [None, "KD"]
    return t


def test_rami_stock_1_without_upcard_the_turned_pile_counts_the_unknown_card(new_table):
    t = small_unlogged(new_table)
    assert t.moves()[0] == {
        "type": "card_taken",
        "data": {"player": "ben", "source": "stock"},
        "unknown": True,
    }
    # the KD is known to be in the pile: the unlogged upcard cannot be it (one deck)
    t.refused("RAMI-SETUP-1", "card_taken", player="ben", source="stock", card="KD")
    taken = t.ok("card_taken", player="ben", source="stock")
    assert "card" not in taken["data"]
    hand = t.hand()
    assert hand["stock"] == 1 and hand["discard"] == {"top": None, "count": 0, "cards": []}
    assert hand["hands"]["ben"] == {"count": 26, "known": [], "revealed": False}
    steps = t.get("/explain", seq=taken["seq"], lang="en")["steps"]
    assert [s["rule"] for s in steps] == ["RAMI-STOCK-1", "RAMI-TURN-1"]
    assert "2 cards" in steps[0]["text"] and "not logged" in steps[1]["text"]
    t.ok("card_discarded", player="ben", card="9S")
    assert t.ok("card_taken", player="anna", source="stock")["data"]["card"] == "KD"


def test_rami_stock_1_without_upcard_the_turned_upcard_may_be_named(new_table):
    t = small_unlogged(new_table)
    assert t.ok("card_taken", player="ben", source="stock", card="5C")["data"]["card"] == "5C"
    assert t.hand()["hands"]["ben"]["known"] == ["5C"]
    t.ok("card_discarded", player="ben", card="5C")  # RAMI-TURN-3 is for discard takes only
    assert t.hand()["discard"] == {"top": "5C", "count": 1, "cards": ["5C"]}
