"""Huit américain through the API: announcements, challenges and penalties (H8-ANN-1 ..
H8-ANN-4, H8-PEN-1)."""

from __future__ import annotations

from .test_h8_support import dealt

HANDS = ["6H 9H KD", "5H 2D 5D", "4H QH 4C"]


def down_to_one(t):
    """Anna lays 6H then 9H: one card (KD) left."""
    t.ok("card_played", player="anna", card="6H")
    t.ok("card_played", player="ben", card="5H")
    t.ok("card_played", player="chloe", card="4H")
    return t


def test_h8_ann_1_carte_with_one_card_left(new_table):
    t = dealt(new_table, HANDS, "3H")
    body = t.refused("H8-ANN-1", "announced", player="anna", call="carte")
    assert "3 cards" in body["message"]
    down_to_one(t).ok("card_played", player="anna", card="9H")
    assert t.hand()["players"][0]["carte"] == "due"
    t.ok("announced", player="anna", call="carte")  # seed 000: after is still in time
    assert t.hand()["players"][0]["carte"] == "announced"
    t.refused("H8-ANN-1", "announced", player="anna", call="carte")


def test_h8_ann_1_announce_before_play(new_table):
    options = {"announce_before_play": True}
    late = down_to_one(dealt(new_table, HANDS, "3H", options=options))
    late.ok("card_played", player="anna", card="9H")
    body = late.refused("H8-ANN-1", "announced", player="anna", call="carte")
    assert "too late" in body["message"]
    late.ok("challenged", by="chloe", target="anna", call="contre-carte")
    early = down_to_one(dealt(new_table, HANDS, "3H", options=options))
    early.refused("H8-ANN-1", "announced", player="ben", call="carte")  # not ben's turn
    early.ok("announced", player="anna", call="carte")  # just before the second-to-last
    early.ok("card_played", player="anna", card="9H")
    early.refused("H8-ANN-2", "challenged", by="ben", target="anna", call="contre-carte")


def test_h8_ann_2_contre_carte(new_table):
    t = down_to_one(dealt(new_table, HANDS, "3H", "2C 3C"))
    t.refused("H8-ANN-2", "challenged", by="ben", target="anna", call="contre-carte")
    t.ok("card_played", player="anna", card="9H")
    t.refused("H8-ANN-2", "challenged", by="anna", target="anna", call="contre-carte")
    t.ok("challenged", by="ben", target="anna", call="contre-carte")
    hand = t.hand()
    assert hand["counts"]["anna"] == 3 and hand["cards"]["anna"] == ["KD", "2C", "3C"]
    assert hand["turn"] == "ben"  # a penalty is out of turn: the turn stays where it was
    t.refused("H8-ANN-2", "challenged", by="chloe", target="anna", call="contre-carte")
    announced = down_to_one(dealt(new_table, HANDS, "3H"))
    announced.ok("card_played", player="anna", card="9H")
    announced.ok("announced", player="anna", call="carte")
    body = announced.refused("H8-ANN-2", "challenged", by="ben", target="anna",
                             call="contre-carte")
    assert "did announce" in body["message"]


def test_h8_ann_2_false_challenge_penalty(new_table):
    t = dealt(new_table, HANDS, "3H", options={"false_challenge_penalty": True})
    t.ok("challenged", by="ben", target="anna", call="contre-carte")
    assert t.hand()["counts"] == {"anna": 3, "ben": 5, "chloe": 3}


def test_h8_ann_3_maou_to_go_out_in_variante_2(new_table):
    hands = ["6H 9H", "2H 2D", "4H 5C"]
    t = dealt(new_table, hands, "3H", "3C 3S", preset="variante-2")
    t.refused("H8-ANN-3", "announced", player="anna", call="maou")
    t.refused("H8-ANN-3", "announced", player="anna", call="uno")
    t.ok("card_played", player="anna", card="6H")
    t.ok("card_played", player="ben", card="2H")
    t.ok("card_played", player="chloe", card="4H")
    t.ok("announced", player="anna", call="maou")
    t.ok("card_played", player="anna", card="9H")
    assert t.state()["hand"]["out"] == ["anna"] and not t.state()["in_hand"]
    u = dealt(new_table, hands, "3H", "3C 3S", preset="variante-2")
    for player, card in [("anna", "6H"), ("ben", "2H"), ("chloe", "4H"), ("anna", "9H")]:
        u.ok("card_played", player=player, card=card)
    hand = u.hand()
    assert hand["out"] == [] and hand["cards"]["anna"] == ["3C", "3S"]
    assert hand["turn"] == "ben" and u.state()["in_hand"]


def test_h8_ann_4_the_four_must_be_called_until_the_next_card(new_table):
    hands = ["4H 9C KD", "9H 2D 3D", "2H QC 4C"]
    t = dealt(new_table, hands, "7H", "5S 6S", preset="variante-1")
    t.ok("card_played", player="anna", card="4H")
    assert t.hand()["call_due"] == {"player": "anna", "call": "4", "counter": "contre-4",
                                    "done": False}
    t.refused("H8-ANN-4", "challenged", by="ben", target="chloe", call="contre-4")
    t.ok("challenged", by="ben", target="anna", call="contre-4")
    assert t.hand()["counts"]["anna"] == 4
    t.refused("H8-ANN-4", "challenged", by="chloe", target="anna", call="contre-4")
    said = dealt(new_table, hands, "7H", preset="variante-1")
    said.ok("card_played", player="anna", card="4H")
    said.ok("announced", player="anna", call="4")
    said.refused("H8-ANN-4", "challenged", by="ben", target="anna", call="contre-4")
    late = dealt(new_table, hands, "7H", preset="variante-1")
    late.ok("card_played", player="anna", card="4H")
    late.ok("card_played", player="ben", card="9H")
    late.refused("H8-ANN-4", "challenged", by="chloe", target="anna", call="contre-4")
    late.refused("H8-ANN-3", "announced", player="anna", call="4")


def test_h8_pen_1_an_infraction_costs_two_cards(new_table):
    t = dealt(new_table, HANDS, "3H", "2C 3C")
    t.ok("infraction", player="ben", kind="out_of_turn")
    hand = t.hand()
    assert hand["cards"]["ben"] == ["5H", "2D", "5D", "2C", "3C"] and hand["turn"] == "anna"
    off = dealt(new_table, HANDS, "3H", options={"error_penalty": False})
    body = off.refused("H8-PEN-1", "infraction", player="ben", kind="illegal_play")
    assert "error_penalty" in body["message"]
