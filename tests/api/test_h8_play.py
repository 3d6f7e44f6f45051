"""Huit américain through the API: the turn (H8-PLAY-1 .. H8-PLAY-5)."""

from __future__ import annotations

from tests.support.h8_table import dealt

HANDS = ["6H 9C KD 3S 4S", "6S 2D 5D 6D QS", "AH 8S QH 4C 5C"]


def test_h8_play_1_suit_or_rank_or_a_joker(new_table):
    t = dealt(new_table, HANDS, "9H")
    t.ok("card_played", player="anna", card="6H")  # suit
    t.ok("card_played", player="ben", card="6S")  # rank
    body = t.refused("H8-PLAY-1", "card_played", player="chloe", card="AH")
    assert body["params"] == {"card": "AH", "top": "6S", "suit": "S", "rank": "6"}
    assert body["message"] == (
        "Impossible de jouer l'as de cœur sur le 6 de pique : il faut jouer pique, un 6 ou une"
        " carte qui change la couleur"
    )
    t.refused("H8-PLAY-1", "card_played", player="chloe", card="QS")  # not held
    t.ok("card_played", player="chloe", card="8S", suit="C")
    jokers = dealt(
        new_table,
        ["JK 9C KD", "6S 2D 5D", "5H QH 4C"],
        "9H",
        preset="minimale",
        options={"deck": {"size": 54, "copies": 1}},
    )
    jokers.ok("card_played", player="anna", card="JK")  # a joker goes on anything


def test_h8_play_2_draw_one_when_unable_and_the_turn_ends(new_table):
    t = dealt(new_table, HANDS, "9H", stock="2C")
    body = t.refused("H8-PLAY-2", "cards_drawn", player="anna", count=1)
    assert body["params"]["card"] in ("6H", "9C")
    t.ok("card_played", player="anna", card="9C")
    t.refused("H8-PLAY-2", "cards_drawn", player="ben", count=2)
    t.ok("cards_drawn", player="ben", count=1)
    assert t.hand()["turn"] == "chloe"  # after drawing, no play (H8-PLAY-2)
    t.refused("H8-PLAY-2", "card_played", player="ben", card="2D")  # "Ben a pioché …"
    t.refused("H8-TURN-1", "card_played", player="anna", card="6H")  # not her turn either
    able = dealt(new_table, HANDS, "9H", options={"may_draw_when_able": True})
    able.ok("cards_drawn", player="anna", count=1)


def test_h8_play_2_continuous_draw(new_table):
    t = dealt(new_table, HANDS, "9H", stock="2S 10S 7C JD", options={"continuous_draw": True})
    t.ok("card_played", player="anna", card="9C")
    t.refused("H8-PLAY-2", "cards_drawn", player="ben", count=4)  # 7C stops the draw
    t.ok("cards_drawn", player="ben", count=2)
    assert t.hand()["turn"] == "ben"  # 2S 10S: nothing to play yet
    t.ok("cards_drawn", player="ben", count=1)
    assert t.hand()["must_play"] == "7C"
    t.refused("H8-PLAY-2", "cards_drawn", player="ben", count=1)
    t.refused("H8-PLAY-2", "card_played", player="ben", card="2D")
    t.ok("card_played", player="ben", card="7C")
    assert t.hand()["turn"] == "anna"  # the 7 skips chloe


def test_h8_play_2_continuous_draw_lists_the_draw_to_the_first_playable_card(new_table):
    """What legal-moves lists is what the check accepts: one card at a time, or at once
    up to the first card that can be played."""
    t = dealt(new_table, HANDS, "9H", stock="2S 10S 7C JD", options={"continuous_draw": True})
    t.ok("card_played", player="anna", card="9C")
    draws = [m["data"]["count"] for m in t.moves() if m["type"] == "cards_drawn"]
    assert draws == [1, 2, 3]  # 2S 10S, then 7C plays on the 9 of clubs
    t.ok("cards_drawn", player="ben", count=3)
    assert t.hand()["must_play"] == "7C"


def test_h8_play_3_the_eight_names_a_suit(new_table):
    hands = ["8S 9C KD 3S 4S", "6S 2D 5D 6D QS", "AH 7C QH 4C 5C"]
    t = dealt(new_table, hands, "9H")
    body = t.refused("H8-PLAY-3", "card_played", player="anna", card="8S")
    assert body["message"] == "Anna joue le 8 de pique et doit demander une couleur"
    t.refused("H8-PLAY-3", "card_played", player="anna", card="9C", suit="S")
    t.ok("card_played", player="anna", card="8S", suit="D")
    assert t.hand()["suit"] == "D" and t.hand()["top"] == "8S"
    t.refused("H8-PLAY-1", "card_played", player="ben", card="6S")
    t.ok("card_played", player="ben", card="2D")


def test_h8_play_3_the_named_suit_must_be_held_in_the_original_version(new_table):
    hands = [
        "8S 2C 3C 4C 5C 6C 9C 10C",
        "2D 3D 4D 5D 6D 9D 10D KD",
        "2S 3S 4S 5S 6S 9S 10S KS",
    ]
    t = dealt(new_table, hands, "2H", preset="originale")
    body = t.refused("H8-PLAY-3", "card_played", player="anna", card="8S", suit="H")
    assert body["params"]["suit"] == "H" and "n'a pas de cœur" in body["message"]
    t.ok("card_played", player="anna", card="8S", suit="C")


def test_h8_play_3_eight_on_own_suit_and_going_out_on_an_eight(new_table):
    t = dealt(new_table, ["8S 9C", "7D KD", "JH QH"], "9H", preset="courte-amicale")
    t.refused("H8-PLAY-3", "card_played", player="anna", card="8S", suit="C")
    own = dealt(new_table, ["8S 9C", "7D KD", "JH QH"], "9S", preset="courte-amicale")
    own.ok("card_played", player="anna", card="8S", suit="D")
    last = dealt(new_table, ["8S 9H", "6D KD", "JC QC"], "9C", preset="minimale", stock="2S 3S")
    last.ok("card_played", player="anna", card="9H")
    last.ok("cards_drawn", player="ben", count=1)
    last.ok("cards_drawn", player="chloe", count=1)
    last.ok("card_played", player="anna", card="8S")  # going out: no suit to name
    assert last.state()["hand"]["out"] == ["anna"] and not last.state()["in_hand"]


def test_h8_play_3_eight_on_own_suit_stops_an_attack_only_where_it_may_go(new_table):
    hands = ["3H AH 5C", "4H 8S 8H", "5H 9D 6D"]
    t = dealt(new_table, hands, "2H", "KC QC", options={"eight_on_own_suit": True})
    for player, card in [("anna", "3H"), ("ben", "4H"), ("chloe", "5H"), ("anna", "AH")]:
        t.ok("card_played", player=player, card=card)
    t.refused("H8-PLAY-3", "card_played", player="ben", card="8S", suit="S")
    t.ok("card_played", player="ben", card="8H", suit="S")  # its own suit: it stops the ace
    assert t.hand()["pending"] is None and t.hand()["turn"] == "chloe"


def test_h8_play_4_after_a_joker_the_suit_in_force_stays(new_table):
    t = dealt(
        new_table,
        ["JK 9C KD", "6S 2D 5D", "5H QH 4C"],
        "9H",
        preset="minimale",
        options={"deck": {"size": 54, "copies": 1}},
    )
    t.ok("card_played", player="anna", card="JK")
    assert t.hand()["top"] == "JK" and t.hand()["suit"] == "H"
    body = t.refused("H8-PLAY-4", "card_played", player="ben", card="6S")
    assert body["message"] == (
        "Impossible de jouer le 6 de pique sur le joker : la couleur en cours est cœur"
    )
    t.ok("cards_drawn", player="ben", count=1)
    t.ok("card_played", player="chloe", card="5H")


def test_h8_play_5_the_server_reshuffles_before_a_draw(new_table):
    hands = [
        "7H 10H JH QH KH AH 7S 10S JS KS",
        "KD 8H 9H 8S 9S QS AS 7C 8C 9C",
        "QC 7D 10D JD QD AD 10C JC KC AC",
    ]
    t = dealt(new_table, hands, "9D", stock="8D", preset="variante-7")
    t.refused("H8-PLAY-5", "stock_reshuffled")
    t.ok("cards_drawn", player="anna", count=1)
    t.ok("card_played", player="ben", card="9C")
    t.ok("card_played", player="chloe", card="QC")  # anna draws 3, no answer
    assert t.hand()["stock"] == 0 and t.hand()["pending"]["amount"] == 3
    t.refused("H8-POW-FORCE", "cards_drawn", player="anna", count=3)
    drawn = t.ok("cards_drawn", player="anna", count=2)  # what exists: the rest lapses
    reshuffle = t.events()[-2]
    assert reshuffle["type"] == "stock_reshuffled"
    assert sorted(reshuffle["data"]["order"]) == ["9C", "9D"]
    assert drawn["data"]["cards"] == reshuffle["data"]["order"]
    hand = t.hand()
    assert hand["stock"] == 0 and hand["discard_pile"] == ["QC"] and hand["turn"] == "ben"
