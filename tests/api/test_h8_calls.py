"""Huit américain through the API: announcements, challenges and penalties (H8-ANN-1 ..
H8-ANN-4, H8-PEN-1)."""

from __future__ import annotations

from tests.support.h8_table import dealt

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
    assert body["params"] == {"who": "Anna", "n": 3, "call": "carte"}
    assert body["message"].startswith("Anna a 3 cartes : « Carte » s'annonce")
    down_to_one(t).ok("card_played", player="anna", card="9H")
    assert t.hand()["players"][0]["carte"] == "due"
    t.ok("announced", player="anna", call="carte")  # H8-ANN-1: after is still in time
    assert t.hand()["players"][0]["carte"] == "announced"
    t.refused("H8-ANN-1", "announced", player="anna", call="carte")


def test_h8_ann_1_announce_before_play(new_table):
    options = {"announce_before_play": True}
    late = down_to_one(dealt(new_table, HANDS, "3H", options=options))
    late.ok("card_played", player="anna", card="9H")
    body = late.refused("H8-ANN-1", "announced", player="anna", call="carte")
    assert body["message"].startswith("Trop tard : Anna devait annoncer")
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
    body = announced.refused("H8-ANN-2", "challenged", by="ben", target="anna", call="contre-carte")
    assert body["message"] == "Anna a bien annoncé : la contestation est refusée"


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


def maou_missed(new_table, **settings):
    """variante-2: anna lays her last card, 9H, without calling "maou"."""
    t = dealt(
        new_table, ["6H 9H", "2H 2D", "4H 5C"], "3H", "3C 3S", preset="variante-2", **settings
    )
    for player, card in [("anna", "6H"), ("ben", "2H"), ("chloe", "4H"), ("anna", "9H")]:
        t.ok("card_played", player=player, card=card)
    return t


def test_h8_ann_3_maou_called_right_after_the_last_card(new_table):
    t = maou_missed(new_table)
    assert t.hand()["call_due"] == {
        "player": "anna",
        "call": "maou",
        "counter": "contre-maou",
        "done": False,
    }
    assert {"type": "announced", "data": {"player": "anna", "call": "maou"}} in t.moves()
    t.ok("announced", player="anna", call="maou")  # said as the card was laid: it finishes
    hand = t.hand()
    assert hand["out"] == ["anna"] and hand["cards"]["anna"] == [] and hand["stock"] == 45
    assert not t.state()["in_hand"]
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 2, "chloe": 5}


def test_h8_ann_3_contre_maou_closes_the_late_call(new_table):
    t = maou_missed(new_table)
    t.refused("H8-ANN-3", "challenged", by="ben", target="chloe", call="contre-maou")
    t.ok("challenged", by="ben", target="anna", call="contre-maou")
    hand = t.hand()
    assert hand["cards"]["anna"] == ["3C", "3S"] and hand["out"] == [] and hand["turn"] == "ben"
    t.refused("H8-ANN-3", "announced", player="anna", call="maou")
    t.refused("H8-ANN-3", "challenged", by="chloe", target="anna", call="contre-maou")
    late = maou_missed(new_table)
    late.ok("cards_drawn", player="ben", count=1)  # the next move: too late to call
    late.refused("H8-ANN-3", "announced", player="anna", call="maou")
    late.refused("H8-ANN-3", "challenged", by="chloe", target="anna", call="contre-maou")


def test_h8_ann_3_maou_late_or_contre_with_the_stock_nearly_out(new_table):
    """Two players, 32 cards, 14 each: 3 in the stock, 1 once anna's missed finish drew 2.
    Neither the counter-call (it draws nothing) nor a reshuffle closes the late call."""
    hands = [
        "10S 10H 10D 10C QS QH QD QC 8S 8H 8D 8C KC KH",
        "7S JS KS AS 7D 9D JD KD AD 7C 9C JC AC AH",
    ]
    plays = ["10S", "10H", "10D", "10C", "QC", "QS", "QH", "QD", "8D", "8S", "8H", "8C", "KC"]

    def missed():
        t = dealt(
            new_table,
            hands,
            "9S",
            "7H 9H JH",
            players=["anna", "ben"],
            preset="variante-2",
            options={"deck": {"size": 32, "copies": 1}},
        )
        for card in plays:  # 10 plays again; Q and 8 skip, so with two players: again
            t.ok("card_played", player="anna", card=card)
        t.ok("card_played", player="ben", card="KS")
        t.ok("card_played", player="anna", card="KH")
        assert t.hand()["cards"]["anna"] == ["7H", "9H"] and t.hand()["stock"] == 1
        return t

    t = missed()
    t.ok("challenged", by="ben", target="anna", call="contre-maou")
    assert [e["type"] for e in t.events()][-2:] == ["card_played", "challenged"]
    t.refused("H8-ANN-3", "announced", player="anna", call="maou")
    u = missed()
    u.ok("stock_reshuffled")
    u.ok("announced", player="anna", call="maou")
    assert not u.state()["in_hand"] and u.hand()["out"] == ["anna"]


def test_h8_ann_2_a_player_out_makes_no_false_challenge(new_table):
    t = dealt(
        new_table,
        ["6H 9H", "5H 2D", "4H QH"],
        "3H",
        scoring="positive",
        options={"false_challenge_penalty": True},
    )
    for player, card in [("anna", "6H"), ("ben", "5H"), ("chloe", "4H"), ("anna", "9H")]:
        t.ok("card_played", player=player, card=card)
    assert t.hand()["out"] == ["anna"]
    t.ok("announced", player="chloe", call="carte")
    body = t.refused("H8-ANN-2", "challenged", by="anna", target="chloe", call="contre-carte")
    assert body["params"] == {"who": "Anna"} and "plus dans la manche" in body["message"]
    t.ok("challenged", by="anna", target="ben", call="contre-carte")  # ben did not announce
    assert t.hand()["counts"] == {"anna": 0, "ben": 3, "chloe": 1}


def test_h8_ann_4_the_four_must_be_called_until_the_next_card(new_table):
    hands = ["4H 9C KD", "9H 2D 3D", "2H QC 4C"]
    t = dealt(new_table, hands, "7H", "5S 6S", preset="variante-1")
    t.ok("card_played", player="anna", card="4H")
    assert t.hand()["call_due"] == {
        "player": "anna",
        "call": "4",
        "counter": "contre-4",
        "done": False,
    }
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
    assert body["message"] == "Cette table joue sans pénalité pour les fautes"


def _calls(t) -> list[tuple[str, str]]:
    return [(e["type"], e["data"]["call"]) for e in t.events() if "call" in e["data"]]


def test_h8_ann_1_calls_as_people_write_them_are_stored_canonical(new_table):
    for said in ("Carte", "CARTE", " carte ", "Cârte"):
        t = down_to_one(dealt(new_table, HANDS, "3H"))
        t.ok("card_played", player="anna", card="9H")
        t.ok("announced", player="anna", call=said)
        assert t.hand()["players"][0]["carte"] == "announced", said
        assert _calls(t) == [("announced", "carte")], said
    for said in ("contre carte", "Contre-Carte", "contre-carte ", "CONTRE CARTE", "Contre_carte"):
        t = down_to_one(dealt(new_table, HANDS, "3H", "2C 3C"))
        t.ok("card_played", player="anna", card="9H")
        t.ok("challenged", by="ben", target="anna", call=said)
        assert t.hand()["counts"]["anna"] == 3, said
        assert _calls(t) == [("challenged", "contre-carte")], said


def test_h8_ann_3_maou_and_contre_4_as_people_write_them(new_table):
    t = maou_missed(new_table)
    t.ok("challenged", by="ben", target="anna", call="Contre Maou")
    four = dealt(
        new_table, ["4H 9C KD", "9H 2D 3D", "2H QC 4C"], "7H", "5S 6S", preset="variante-1"
    )
    four.ok("card_played", player="anna", card="4H")
    four.ok("challenged", by="ben", target="anna", call="Contre-4")
    assert _calls(t) == [("challenged", "contre-maou")]
    assert _calls(four) == [("challenged", "contre-4")]
    said = dealt(new_table, ["4H 9C KD", "9H 2D 3D", "2H QC 4C"], "7H", preset="variante-1")
    said.ok("card_played", player="anna", card="4H")
    said.ok("announced", player="anna", call=" 4 ")
    assert _calls(said) == [("announced", "4")]
    table = down_to_one(dealt(new_table, HANDS, "3H", tracking="table"))
    table.ok("card_played", player="anna", card="9H")
    table.ok("announced", player="anna", call="CARTE")
    assert _calls(table) == [("announced", "carte")]
    table.refused("H8-ANN-3", "announced", player="anna", call="carton")
    table.refused("H8-POW-COMPLETE", "announced", player="anna", call="Complète")  # option off
