"""Huit américain through the API: the powers other presets use (H8-POW-FORCE, -ATTACK,
-WILD, -WILDSUIT, -REVERSE, -AGAIN, -SKIP, -GIVE, -BRIDGE, -PASSHAND, -SWAP, -ROTATE,
-RUN, -QUAD8)."""

from __future__ import annotations

from tests.support.h8_table import dealt

TWO = ["anna", "ben"]


def test_h8_pow_force_the_next_player_draws_with_no_answer(new_table):
    t = dealt(new_table, ["3H 9H KD", "3S 2D 5D", "9S QH 4C"], "2H", "2C", preset="monclar")
    t.ok("card_played", player="anna", card="3H")
    t.ok("card_played", player="ben", card="3S")
    t.ok("card_played", player="chloe", card="9S")
    t.refused("H8-POW-FORCE", "card_played", player="anna", card="9H")
    t.refused("H8-POW-FORCE", "cards_drawn", player="anna", count=2)
    t.ok("cards_drawn", player="anna", count=1)
    assert t.hand()["turn"] == "ben" and t.hand()["counts"]["anna"] == 3


def test_h8_pow_attack_crazy_eights_two_is_answered_only_by_a_two(new_table):
    t = dealt(new_table, ["2H 8C KD", "8S 2D 5D", "5H QH 4C"], "3H", preset="crazy-eights")
    t.ok("card_played", player="anna", card="2H")  # no first-play restriction here
    body = t.refused("H8-POW-ATTACK", "card_played", player="ben", card="8S", suit="H")
    assert body["message"] == "Ben doit répondre au 2 de cœur : jouer un 2, ou piocher 2 cartes"
    t.ok("card_played", player="ben", card="2D")
    t.ok("cards_drawn", player="chloe", count=4)
    assert t.hand()["counts"]["chloe"] == 7 and t.hand()["turn"] == "anna"


def test_h8_pow_wild_variante_2_jack_names_a_suit(new_table):
    t = dealt(new_table, ["JC 3C KD", "5S 2D 5D", "5H QH 4C"], "2H", preset="variante-2")
    t.refused("H8-POW-WILD", "card_played", player="anna", card="JC")
    t.ok("card_played", player="anna", card="JC", suit="D")
    t.refused("H8-PLAY-1", "card_played", player="ben", card="5S")
    t.ok("card_played", player="ben", card="2D")


def test_h8_pow_wildsuit_variante_1_five_keeps_its_suit(new_table):
    t = dealt(new_table, ["5C 3D KD", "6S 2C 6D", "7H QH 4D"], "2H", preset="variante-1")
    t.refused("H8-POW-WILDSUIT", "card_played", player="anna", card="5C", suit="H")
    t.ok("card_played", player="anna", card="5C")
    assert t.hand()["suit"] == "C"
    t.refused("H8-PLAY-1", "card_played", player="ben", card="6D")
    t.ok("card_played", player="ben", card="2C")


def test_h8_pow_reverse_variante_5_seven_and_crazy_eights_ace(new_table):
    t = dealt(new_table, ["7H 9C KD", "6S 2D 5D", "5H QH 4C"], "9H", preset="variante-5")
    t.ok("card_played", player="anna", card="7H")
    assert t.hand()["direction"] == "counterclockwise" and t.hand()["turn"] == "chloe"
    t.refused("H8-TURN-1", "card_played", player="ben", card="6S")
    two = dealt(new_table, ["AH 9C KD", "6S 2D 5H"], "9H", players=TWO, preset="crazy-eights")
    two.ok("card_played", player="anna", card="AH")
    assert two.hand()["turn"] == "ben"  # two players: a reverse changes nothing
    two.refused("H8-TURN-1", "card_played", player="anna", card="9C")


def test_h8_pow_again_des_ulis_seven_plays_again(new_table):
    t = dealt(new_table, ["7H 9C KD", "6S 2D 5D", "5H QH 4C"], "9H", preset="des-ulis")
    t.ok("card_played", player="anna", card="7H")
    assert t.hand()["turn"] == "anna"
    t.refused("H8-TURN-1", "card_played", player="ben", card="6S")
    t.refused("H8-PLAY-1", "card_played", player="anna", card="KD")
    t.ok("cards_drawn", player="anna", count=1)  # cannot play again: draw one, turn over
    assert t.hand()["turn"] == "ben"


def test_h8_pow_skip_variante_2_queen_skips(new_table):
    t = dealt(new_table, ["QH 9C KD", "6S 2D 5D", "5H 3H 4C"], "9H", preset="variante-2")
    t.ok("card_played", player="anna", card="QH")
    t.refused("H8-TURN-1", "card_played", player="ben", card="6S")
    t.ok("card_played", player="chloe", card="5H")


def test_h8_pow_give_variante_1_ace_gives_two_cards(new_table):
    t = dealt(new_table, ["AH 3C KD 9C", "6S 2D 5D 9D", "7H QH 4C 9S"], "2H", preset="variante-1")
    t.ok("card_played", player="anna", card="AH")
    t.refused("H8-POW-GIVE", "cards_given", {"from": "anna", "to": "chloe", "cards": ["KD"]})
    t.refused("H8-POW-GIVE", "card_played", player="ben", card="2D")
    t.ok("cards_given", {"from": "anna", "to": "chloe", "cards": ["KD", "3C"]})
    hand = t.hand()
    assert hand["counts"] == {"anna": 1, "ben": 4, "chloe": 6} and hand["turn"] == "ben"


def test_h8_pow_bridge_queen_on_king_and_des_ulis_seven_on_ten(new_table):
    t = dealt(new_table, ["QH 3C 4D", "KD 2D 5D", "7H 9H 4C"], "KS", preset="variante-1")
    t.ok("card_played", player="anna", card="QH")
    t.ok("card_played", player="ben", card="KD")
    jack = dealt(new_table, ["QH 3C 4D", "KD 2D 5D", "7H 9H 4C"], "JS", preset="variante-1")
    jack.refused("H8-PLAY-1", "card_played", player="anna", card="QH")  # the bridge: Q on K
    ulis = dealt(new_table, ["7H 3C 4D", "KD 2D 5D", "7C 9H 4C"], "10S", preset="des-ulis")
    ulis.ok("card_played", player="anna", card="7H")  # a 7 goes on a 10
    two = dealt(new_table, ["7H 3C 4D", "KD 2D 5D", "7C 9H 4C"], "2S", preset="des-ulis")
    body = two.refused("H8-PLAY-1", "card_played", player="anna", card="7H")
    assert body["params"]["top"] == "2S"  # on a 2 only with two players left
    pair = dealt(new_table, ["7H 3C 4D", "KD 2D 5D"], "2S", preset="des-ulis", players=TWO)
    pair.ok("card_played", player="anna", card="7H")


def test_h8_pow_passhand_variante_1_three_of_hearts(new_table):
    t = dealt(new_table, ["3H 3C KD", "6S 2D 5D", "7H QH 4C"], "2H", preset="variante-1")
    t.ok("card_played", player="anna", card="3H")
    hand = t.hand()
    assert hand["cards"] == {
        "anna": ["7H", "QH", "4C"],
        "ben": ["3C", "KD"],
        "chloe": ["6S", "2D", "5D"],
    }
    assert hand["turn"] == "ben"


def test_h8_pow_swap_option_swap_card(new_table):
    t = dealt(new_table, ["9H 3C KD", "6S 2D 5D", "7H QH 4C"], "2H", options={"swap_card": "9"})
    t.refused("H8-POW-SWAP", "card_played", player="anna", card="9H")
    t.refused("H8-POW-SWAP", "card_played", player="anna", card="9H", target="anna")
    t.ok("card_played", player="anna", card="9H", target="chloe")
    hand = t.hand()
    assert hand["cards"]["anna"] == ["7H", "QH", "4C"] and hand["cards"]["chloe"] == ["3C", "KD"]


def test_h8_pow_rotate_option_rotate_card_follows_the_direction(new_table):
    t = dealt(new_table, ["JH 3C KD", "6S 2D 5D", "9H QH 4C"], "2H", options={"rotate_card": "9"})
    t.ok("card_played", player="anna", card="JH")  # now counterclockwise: chloe next
    t.refused("H8-POW-SWAP", "card_played", player="chloe", card="9H", target="ben")
    t.ok("card_played", player="chloe", card="9H")
    hand = t.hand()
    assert hand["cards"] == {"anna": ["6S", "2D", "5D"], "ben": ["QH", "4C"], "chloe": ["3C", "KD"]}
    assert hand["turn"] == "ben"


def test_h8_pow_run_variante_4_ace_lays_its_suit(new_table):
    hands = ["AH 5H 9H 3C", "6S 2D 5D 6D", "7H QH 4C 5C"]
    t = dealt(new_table, hands, "2H", preset="variante-4")
    t.refused("H8-POW-RUN", "card_played", player="anna", cards=["AH", "9H", "5H"])
    t.refused("H8-POW-RUN", "card_played", player="anna", cards=["AH", "5H"])
    t.refused("H8-POW-RUN", "card_played", player="anna", cards=["AH", "5H", "9H", "3C"])
    t.ok("card_played", player="anna", cards=["AH", "5H", "9H"])
    hand = t.hand()
    assert hand["top"] == "9H" and hand["suit"] == "H" and hand["counts"]["anna"] == 1
    alone = dealt(new_table, hands, "2H", preset="variante-4")
    alone.ok("card_played", player="anna", card="AH")


def test_h8_pow_quad8_variante_6_four_eights_win_the_hand(new_table):
    hands = ["8H 8S 8D 8C 7H", "9H 10H JH QH KH", "9S 10S JS QS KS"]
    t = dealt(new_table, hands, "AH", preset="variante-6")
    t.refused("H8-POW-QUAD8", "card_played", player="anna", cards=["8H", "8S", "8D"])
    t.ok("card_played", player="anna", cards=["8H", "8S", "8D", "8C"])
    state = t.state()
    assert not state["in_hand"] and state["hand"]["ended"] == "quad"
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 7, "chloe": 7}
