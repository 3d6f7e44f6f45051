"""Never a false word (issue 39, point 3): what `/explain` states is true of the table.
Each test failed before its fix; tests/conformance/facts.py checks the same facts over
random games of every preset."""

from __future__ import annotations

from replays.cards import deck, fmt
from tests.support.disputes import explain, rules_of, stacked
from tests.support.president_table import start, table

PLAYERS = ["anna", "ben", "chloe"]  # chloe deals: anna plays first (H8-SETUP-4)


def _h8(new_table, hands, upcard, preset, size=52):
    t = new_table("huit_americain", players=PLAYERS, preset=preset)
    order = stacked([h.split() for h in hands], upcard, full=fmt(deck(size)))
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=len(hands[0].split()), deck=order)
    return t


def test_four_eights_end_the_hand_while_the_player_still_holds_cards(new_table):
    hands = ["8S 8H 8D 8C 7S 9H 10D JC", "7H 9S 10S JS QS KS AS 7D", "9D 10H JH QH KH AH 7C 9C"]
    t = _h8(new_table, hands, "QD", "variante-6", size=32)
    seq = t.ok("card_played", player="anna", cards=["8S", "8H", "8D", "8C"])["seq"]
    steps = explain(t, seq, lang="fr")["steps"]
    texts = [s["text"] for s in steps]
    assert "Anna gagne la manche avec quatre 8 et garde 4 cartes en main" in texts
    assert not [text for text in texts if "plus de cartes" in text]
    assert ("H8-POW-QUAD8", "la manche est finie") in [(s["rule"], s["text"]) for s in steps]


def test_an_ace_answering_an_ace_is_told_as_an_answer(new_table):
    t = _h8(new_table, ["AS 3S 3C 2C", "5S AC KD 2S", "QH 4S 9H 4C"], "6S", "des-ulis", 54)
    for player, card in (("anna", "3S"), ("ben", "5S"), ("chloe", "4S"), ("anna", "AS")):
        t.ok("card_played", player=player, card=card)
    seq = t.ok("card_played", player="ben", card="AC")["seq"]
    steps = explain(t, seq, lang="fr")["steps"]
    assert (steps[0]["rule"], steps[0]["text"]) == (
        "H8-POW-A",
        "l'as de trèfle répond à l'attaque de 2",
    )
    assert "la couleur à jouer est maintenant trèfle" in [s["text"] for s in steps]
    assert not [s for s in steps if "demandée" in s["text"]]  # nobody asked for clubs


def test_a_queen_or_king_on_its_own_suit_cites_no_bridge(new_table):
    t = _h8(new_table, ["KS 3C 9D 2C", "QS 5D KD 2S", "QH 4C 9H 4D"], "6S", "variante-1")
    seq = t.ok("card_played", player="anna", card="KS")["seq"]
    assert "H8-POW-BRIDGE" not in rules_of(explain(t, seq)["steps"])
    seq = t.ok("card_played", player="ben", card="QS")["seq"]  # by suit: no bridge either
    assert "H8-POW-BRIDGE" not in rules_of(explain(t, seq)["steps"])
    seq = t.ok("card_played", player="chloe", card="QH")["seq"]  # by rank
    assert "H8-POW-BRIDGE" not in rules_of(explain(t, seq)["steps"])


def test_a_jokers_place_in_a_sequence_is_the_card_it_stands_for(new_table):
    t = table(new_table, sequences=True, jokers=2)
    start(t, hands={"anna": ["QH", "9D", "10D", "JK"]}, jokers=2)
    seq = t.ok("cards_played", player="anna", cards=["9D", "10D", "JK=JD"])["seq"]
    steps = explain(t, seq, lang="fr")["steps"]
    joker = [s for s in steps if s["rule"] == "PRES-ORDER-1"]
    assert [s["text"] for s in joker] == ["le joker vaut le valet de carreau"]
