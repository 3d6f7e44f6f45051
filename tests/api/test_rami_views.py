"""What a Rami table sees through the API: the derived state, the legal moves of the phase
(with the points an opening still misses) and the explanation of a move."""

from __future__ import annotations

from tests.support.rami import stacked, turn

ANNA = "7S 7D 7C 7H JD QD KD AH 2H 3H"
BEN = "4S 5S 6S 8H 9H 10H 2C 3C 4C KC"


def dealt(new_table, anna: str = ANNA, **settings):
    t = new_table("rami", players=["anna", "ben"], **settings)
    t.ok("hand_started", hand=1, dealer="ben", deck=stacked([anna, BEN], "5C", "9D 8D 10D JC"))
    return t


def test_a_player_sees_only_their_own_hand_in_open_tracking(new_table):
    t = dealt(new_table)
    mine = t.hand(as_="ben")["hands"]
    assert mine["anna"] == {"count": 10} and mine["ben"]["cards"] == BEN.split()
    assert t.hand()["hands"]["anna"]["cards"] == ANNA.split()  # the whole table's view
    turn(t, "anna", "9D")
    turn(t, "ben", "8D")
    turn(t, "anna", "10D", melds=["7S 7D 7C 7H", "JD QD KD", "AH 2H 3H"])
    assert t.hand(as_="anna")["hands"]["ben"]["cards"] == BEN.split()  # shown for scoring


def test_phases_whose_turn_and_turn_counts(new_table):
    t = dealt(new_table)
    hand = t.hand()
    assert (hand["turn"], hand["phase"], hand["stock"]) == ("anna", "take", 54 - 21)
    t.ok("card_taken", player="anna", source="stock")
    assert t.hand()["phase"] == "discard"  # first round: laying is not allowed yet
    t.ok("card_discarded", player="anna", card="9D")
    turn(t, "ben", "KC", source="discard")
    t.ok("card_taken", player="anna", source="discard")
    hand = t.hand()
    assert (hand["turn"], hand["phase"], hand["taken_from_discard"]) == ("anna", "meld", "KC")
    assert hand["turns"] == {"anna": 2, "ben": 1} and hand["opened"] == []


def test_legal_moves_take_phase(new_table):
    t = dealt(new_table)
    assert t.moves() == [
        {"type": "card_taken", "data": {"player": "anna", "source": "stock"}},
        {"type": "card_taken", "data": {"player": "anna", "source": "discard", "card": "5C"}},
    ]


def test_legal_moves_say_whether_laying_is_allowed_and_what_the_opening_misses(new_table):
    t = dealt(new_table, anna="7S 7D 7C JD QD 2H 3H 9S 4D 6C")  # best melds: 21 points
    t.ok("card_taken", player="anna", source="stock")
    assert not [m for m in t.moves() if m["type"] == "melds_laid"]  # not postable yet
    laying = t.hints()[0]
    assert laying["type"] == "melds_laid" and laying["allowed"] is False
    assert laying["rule"] == "RAMI-TURN-2" and laying["missing"] == 51 - 21
    t.ok("card_discarded", player="anna", card="9D")
    turn(t, "ben", "8D")
    t.ok("card_taken", player="anna", source="stock")  # 10D: J Q 10 of diamonds
    moves = t.moves()
    laying = moves[0]
    assert laying["allowed"] is True and laying["opening"] == 51
    assert laying["missing"] == 0 and laying["ready"] is True  # 30 + 21
    assert laying["data"]["melds"] == [["7S", "7D", "7C"], ["10D", "JD", "QD"]]
    discards = [m["data"]["card"] for m in moves if m["type"] == "card_discarded"]
    assert discards == ["7S", "7D", "7C", "JD", "QD", "2H", "3H", "9S", "4D", "6C", "10D"]
    assert not [m for m in moves if m["type"] == "cards_added"]  # not opened
    t.ok("melds_laid", player="anna", melds=laying["data"]["melds"])


def test_legal_moves_list_each_card_that_fits_a_meld(new_table):
    t = dealt(new_table, anna="7S 7D 7C JD QD KD AH 2H 3H 4H")
    turn(t, "anna", "9D")
    turn(t, "ben", "8D")
    t.ok("card_taken", player="anna", source="stock")
    t.ok("melds_laid", player="anna", melds=[["7S", "7D", "7C"], ["JD", "QD", "KD"]])
    adds = [m["data"] for m in t.moves() if m["type"] == "cards_added"]
    assert {"player": "anna", "meld": 2, "cards": ["10D"]} in adds
    t.ok("cards_added", player="anna", meld=2, cards=["10D"])


def test_table_tracking_moves_say_where_cards_are_unknown(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="table")
    t.ok("hand_started", hand=1, dealer="ben", upcard="5C")
    t.ok("card_taken", player="anna", source="discard")
    moves = t.moves()
    assert t.hints()[0]["missing"] is None and t.hints()[0]["opening"] == 51
    assert {
        "type": "card_discarded",
        "data": {"player": "anna"},
        "unknown": True,
        "except": ["5C"],
    } in moves


def test_explain_names_the_rules_of_an_opening_and_a_rami(new_table, client):
    t = dealt(new_table)
    turn(t, "anna", "9D")
    turn(t, "ben", "8D")
    t.ok("card_taken", player="anna", source="stock")
    laid = t.ok(
        "melds_laid",
        player="anna",
        melds=[["7S", "7D", "7C", "7H"], ["JD", "QD", "KD"], ["AH", "2H", "3H"]],
    )
    body = client.get(f"/games/{t.id}/explain", query_string={"seq": laid["seq"]}).get_json()
    rules = [s["rule"] for s in body["steps"]]
    assert "RAMI-TURN-2" in rules and rules.count("RAMI-MELD-1") == 3
    assert any(s["rule"] == "RAMI-OPEN-1" and "74 points" in s["text"] for s in body["steps"])
    out = t.ok("card_discarded", player="anna", card="10D")
    body = client.get(f"/games/{t.id}/explain", query_string={"seq": out["seq"]}).get_json()
    rules = [s["rule"] for s in body["steps"]]
    assert "RAMI-END-1" in rules and "RAMI-SCORE-2" in rules
