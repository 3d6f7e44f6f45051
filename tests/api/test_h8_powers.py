"""Huit américain through the API: the classic powers and the options that add powers
(H8-POW-A, -JK, -J, -10, -7, -5, -AJ, -COMPLETE)."""

from __future__ import annotations

from tests.support.h8_table import dealt, play_all

JOKERS = {"deck": {"size": 54, "copies": 1}}


def opened(t, *moves):
    return play_all(t, moves)


def test_h8_pow_a_the_ace_attack_grows_until_drawn(new_table):
    hands = ["3S AS KD 4D 4S", "AD 2D 5D 6D 10D", "6S 9S QH 4C 5C"]
    t = opened(
        dealt(new_table, hands, "2S", "2C"),
        ("anna", "3S"),
        ("ben", None),
        ("chloe", "6S"),
        ("anna", "AS"),
    )
    body = t.refused("H8-POW-A", "card_played", player="ben", card="5D")
    # A 52-card deck: no joker answers the ace, nor is one named.
    assert body["message"] == (
        "Ben doit répondre à l'as de pique : jouer un as ou un 8, ou piocher 2 cartes"
    )
    english = t.client.post(
        f"/games/{t.id}/events?lang=en",
        json={"type": "card_played", "data": {"player": "ben", "card": "5D"}},
        headers=t.auth,
    ).get_json()
    assert english["message"] == (
        "Ben must answer the ace of spades: play an ace or an 8, or draw 2 cards"
    )
    t.ok("card_played", player="ben", card="AD")
    assert t.hand()["pending"]["amount"] == 4 and t.hand()["pending"]["player"] == "chloe"
    t.refused("H8-POW-A", "cards_drawn", player="chloe", count=2)
    t.ok("cards_drawn", player="chloe", count=4)
    assert t.hand()["turn"] == "anna" and t.hand()["counts"]["chloe"] == 8


def test_h8_pow_a_an_eight_stops_the_attack(new_table):
    hands = ["3S AS KD 4D 4S", "AD 2D 5D 6D 10D", "6S 9S 8H 4C 5C"]
    t = opened(
        dealt(new_table, hands, "2S", "2C"),
        ("anna", "3S"),
        ("ben", None),
        ("chloe", "6S"),
        ("anna", "AS"),
        ("ben", "AD"),
    )
    t.ok("card_played", player="chloe", card="8H", suit="C")
    hand = t.hand()
    assert hand["pending"] is None and hand["turn"] == "anna" and hand["suit"] == "C"


def test_h8_pow_jk_the_joker_attacks_4_and_no_ace_answers_it(new_table):
    hands = ["3S JK KD 4D 4S", "AD 2D 5D 6D JK", "6S 9S QH 4C 5S"]
    t = opened(
        dealt(new_table, hands, "3D", options=JOKERS),
        ("anna", "4D"),
        ("ben", "5D"),
        ("chloe", "5S"),
        ("anna", "JK"),
    )
    assert t.hand()["suit"] == "S"  # H8-PLAY-4: the suit before the joker stays
    t.refused("H8-POW-JK", "card_played", player="ben", card="AD")
    t.ok("card_played", player="ben", card="JK")
    assert t.hand()["pending"]["amount"] == 8
    t.ok("cards_drawn", player="chloe", count=8)
    assert t.hand()["counts"]["chloe"] == 12


def test_h8_pow_a_a_joker_answers_an_ace(new_table):
    hands = ["3S AS KD 4D 4S", "JK 2D 5D 6D 10D", "6S 9S QH 4C 5S"]
    t = opened(
        dealt(new_table, hands, "3D", options=JOKERS),
        ("anna", "4D"),
        ("ben", "5D"),
        ("chloe", "5S"),
        ("anna", "AS"),
        ("ben", "JK"),
    )
    assert t.hand()["pending"]["amount"] == 6 and t.hand()["pending"]["rule"] == "H8-POW-JK"


def test_h8_pow_j_the_jack_reverses(new_table):
    t = dealt(new_table, ["JH 9C KD", "6S 2D 5D", "5H QH 4C"], "9H")
    t.ok("card_played", player="anna", card="JH")
    assert t.hand()["direction"] == "counterclockwise" and t.hand()["turn"] == "chloe"
    t.refused("H8-TURN-1", "card_played", player="ben", card="6S")
    t.ok("card_played", player="chloe", card="5H")
    assert t.hand()["turn"] == "ben"
    two = dealt(new_table, ["JH 9C KD", "6S 2D 5D"], "9H", players=["anna", "ben"])
    two.ok("card_played", player="anna", card="JH")
    assert two.hand()["turn"] == "anna"  # two players: play again


def test_h8_pow_10_play_again_even_as_the_last_card(new_table):
    t = dealt(new_table, ["10H 10C", "6S 2D", "5D QH"], "9H", stock="3D 4D")
    t.ok("card_played", player="anna", card="10H")
    t.refused("H8-TURN-1", "card_played", player="ben", card="6S")
    t.ok("card_played", player="anna", card="10C")
    hand = t.hand()
    assert hand["turn"] == "anna" and hand["counts"]["anna"] == 0 and hand["out"] == []
    t.refused("H8-TURN-1", "cards_drawn", player="ben", count=1)
    t.ok("cards_drawn", player="anna", count=1)
    assert t.hand()["turn"] == "ben" and t.state()["in_hand"]


def test_h8_pow_7_the_next_player_loses_the_turn(new_table):
    t = dealt(new_table, ["7H 9C KD", "6S 2D 5D", "5H QH 4C"], "9H")
    t.ok("card_played", player="anna", card="7H")
    t.refused("H8-TURN-1", "card_played", player="ben", card="6S")
    t.ok("card_played", player="chloe", card="5H")
    two = dealt(new_table, ["7H 9C KD", "6S 2D 5D"], "9H", players=["anna", "ben"])
    two.ok("card_played", player="anna", card="7H")
    assert two.hand()["turn"] == "anna"


def test_h8_pow_5_five_gives_a_card(new_table):
    t = dealt(new_table, ["5H 9C KD", "6S 2D 5D", "7H QH 4C"], "9H", options={"five_gives": True})
    t.ok("card_played", player="anna", card="5H")
    assert t.hand()["pending"] == {
        "kind": "give",
        "amount": 1,
        "player": "anna",
        "by": "anna",
        "rule": "H8-POW-5",
    }
    t.refused("H8-POW-5", "card_played", player="ben", card="5D")
    t.refused("H8-POW-5", "cards_given", {"from": "anna", "to": "chloe", "count": 1})
    t.refused("H8-POW-5", "cards_given", {"from": "anna", "to": "chloe", "cards": ["KD", "9C"]})
    t.refused("H8-POW-5", "cards_given", {"from": "anna", "to": "anna", "cards": ["KD"]})
    t.ok("cards_given", {"from": "anna", "to": "chloe", "cards": ["KD"]})
    hand = t.hand()
    assert hand["cards"]["chloe"] == ["7H", "QH", "4C", "KD"] and hand["turn"] == "ben"


def test_h8_pow_5_without_five_gives_no_card_is_given(new_table):
    t = dealt(new_table, ["5H 9C KD", "6S 2D 5D", "7H QH 4C"], "9H")
    t.ok("card_played", player="anna", card="5H")
    assert t.hand()["pending"] is None and t.hand()["turn"] == "ben"
    t.refused("H8-POW-5", "cards_given", {"from": "anna", "to": "chloe", "cards": ["KD"]})


def test_h8_pow_aj_ace_and_jack_together_make_the_next_draw_6(new_table):
    hands = ["3H AH JH AS JS", "2D 5D 6D 10D KD", "5H 9S QS 4C 5C"]
    options = {"ace_jack_combo": True}
    first = dealt(new_table, hands, "9H", options=options)
    first.refused("H8-SETUP-3", "card_played", player="anna", cards=["AH", "JH"])
    t = opened(
        dealt(new_table, hands, "9H", "2C", options=options),
        ("anna", "3H"),
        ("ben", None),
        ("chloe", "5H"),
    )
    t.refused(
        "H8-PLAY-1", "card_played", player="anna", cards=["AS", "JS"]
    )  # no match: suit or rank
    t.refused("H8-POW-AJ", "card_played", player="anna", cards=["AH", "JS"])  # two suits
    t.ok("card_played", player="anna", cards=["AH", "JH"])
    hand = t.hand()
    assert hand["direction"] == "counterclockwise" and hand["top"] == "AH"
    assert hand["pending"]["player"] == "chloe" and hand["pending"]["amount"] == 6
    t.refused("H8-POW-AJ", "cards_drawn", player="chloe", count=2)
    t.ok("cards_drawn", player="chloe", count=6)
    assert t.hand()["turn"] == "ben"


def test_h8_pow_complete_the_fourth_card_of_a_rank(new_table):
    hands = ["4H 4C 9C KD 3S", "4S 2D 5D 6D QS", "4D 5H QH 6C 5C"]
    options = {"complete": True}
    t = opened(
        dealt(new_table, hands, "9H", "2C 3C", options=options),
        ("anna", "4H"),
        ("ben", "4S"),
        ("chloe", "4D"),
    )
    assert t.hand()["may_complete"] == "chloe"
    t.refused("H8-POW-COMPLETE", "announced", player="ben", call="complete")
    t.ok("announced", player="chloe", call="complete")
    t.refused("H8-POW-COMPLETE", "cards_drawn", player="anna", count=2)  # anna holds 4C
    t.refused("H8-POW-COMPLETE", "card_played", player="anna", card="9C")
    t.ok("card_played", player="anna", card="4C")
    hand = t.hand()
    assert hand["turn"] == "anna" and hand["counts"]["chloe"] == 4 + 2
    lacking = ["4H 2C 9C KD 3S", "4S 2D 5D 6D QS", "4D 5H QH 6C 5C"]
    u = opened(
        dealt(new_table, lacking, "9H", "2S 3C", options=options),
        ("anna", "4H"),
        ("ben", "4S"),
        ("chloe", "4D"),
    )
    u.ok("announced", player="chloe", call="complete")
    u.ok("cards_drawn", player="anna", count=2)
    assert u.hand()["turn"] == "ben" and u.hand()["counts"]["chloe"] == 4


def test_h8_pow_complete_is_refused_without_the_option(new_table):
    hands = ["4H 2C 9C KD 3S", "4S 2D 5D 6D QS", "4D 5H QH 6C 5C"]
    t = opened(
        dealt(new_table, hands, "9H", "2S 3C"), ("anna", "4H"), ("ben", "4S"), ("chloe", "4D")
    )
    t.refused("H8-POW-COMPLETE", "announced", player="chloe", call="complete")
