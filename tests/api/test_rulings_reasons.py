"""A referee's reason (issue 39, point 2): a ruling cites the rule that decides, in the
request's language, and a refusal names every way out. Each test failed before its fix."""

from __future__ import annotations

from replays.cards import deck as cards
from replays.cards import fmt
from tests.support.disputes import stacked
from tests.support.president_table import play, start, table
from tests.support.rami import stacked as rami_deck
from tests.support.rami import turn

PLAYERS = ["anna", "ben", "chloe"]  # chloe deals: anna plays first (H8-SETUP-4)


def _h8(new_table, hands, upcard, preset="classique", size=52, **options):
    t = new_table("huit_americain", players=PLAYERS, preset=preset, options=options)
    deck = stacked([h.split() for h in hands], upcard, full=fmt(cards(size)))
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=len(hands[0].split()), deck=deck)
    return t


def _ruling(t, event_type: str, lang: str = "fr", **data) -> dict:
    before = t.events()
    r = t.client.post(f"/games/{t.id}/rulings?lang={lang}", json={"type": event_type, "data": data})
    assert r.status_code == 200, r.get_json()
    assert t.events() == before
    return r.get_json()


def test_an_allowed_card_is_ruled_by_suit_in_the_present_not_by_the_turn(new_table):
    t = _h8(new_table, ["3S 4H 9D", "5C 5D KD", "QH 2H 9H"], "6S")
    said = _ruling(t, "card_played", player="anna", card="3S")
    assert (said["allowed"], said["rule"]) == (True, "H8-PLAY-1")
    assert said["message"] == "Le 3 de pique suit le 6 de pique (pique)"
    assert said["quote"] == "H8-PLAY-1 · Couleur ou valeur"
    assert said["sentence"].startswith("À son tour, on joue une carte de la même couleur")


def test_a_second_carte_before_the_last_card_says_she_already_announced(new_table):
    t = _h8(new_table, ["3S 4S", "5C 5D", "QH 2H"], "6S")
    t.ok("announced", player="anna", call="carte")  # just before laying her second-to-last
    body = t.refused("H8-ANN-1", "announced", player="anna", call="carte")
    assert body["message"] == "Anna a déjà annoncé"


def test_a_late_contre_4_says_the_window_closed(new_table):
    t = _h8(new_table, ["4S KH 3C 2C", "5S 5D KD 2S", "QH 2H 9H 4C"], "6S", preset="variante-1")
    t.ok("card_played", player="anna", card="4S")  # no "4" called
    t.ok("card_played", player="ben", card="5S")  # the next card: the window closes
    body = t.refused("H8-ANN-4", "challenged", by="chloe", target="anna", call="contre-4")
    assert body["message"] == (
        "Trop tard : l'oubli du « 4 » d'Anna ne se contre que jusqu'à la carte suivante, déjà jouée"
    )
    assert body["quote"] == "H8-ANN-4 · Délai du contre"


def test_a_draw_of_two_outside_an_attack_says_a_turn_draws_one(new_table):
    t = _h8(new_table, ["3C 4H 9D", "5C 5D KD", "QH 2H 9H"], "6S")
    body = t.refused("H8-PLAY-2", "cards_drawn", player="anna", count=2)
    assert body["message"] == "Anna pioche au plus 1 carte par tour, pas 2"


def test_an_ace_and_a_jack_off_suit_break_h8_play_1(new_table):
    t = _h8(new_table, ["AH JH 3S 9D", "5S 5D KD 2S", "QS 2H 9H 4S"], "6S", ace_jack_combo=True)
    for player, card in (("anna", "3S"), ("ben", "5S"), ("chloe", "4S")):
        t.ok("card_played", player=player, card=card)
    body = t.refused("H8-PLAY-1", "card_played", player="anna", cards=["AH", "JH"])
    assert body["message"].startswith("Impossible de jouer l'as de cœur sur le 4 de pique")


def test_a_refusal_names_every_way_out(new_table):
    """Variante 1: a king also goes on a queen (H8-POW-BRIDGE); des-ulis: the joker, standing
    for an ace or an 8, answers an ace."""
    queen = _h8(new_table, ["9D KH 3C 2C", "5C 5D KD 2S", "QH 2H 9H 4C"], "QS", preset="variante-1")
    body = queen.refused("H8-PLAY-1", "card_played", player="anna", card="9D")
    assert body["message"] == (
        "Impossible de jouer le 9 de carreau sur la dame de pique : il faut jouer pique, une dame,"
        " un roi ou une carte qui change la couleur"
    )
    hands = ["AS 3S 3C 2C", "5S JK KD 2S", "QH 4S 9H 4C"]
    ulis = _h8(new_table, hands, "6S", preset="des-ulis", size=54)
    for player, card in (("anna", "3S"), ("ben", "5S"), ("chloe", "4S"), ("anna", "AS")):
        ulis.ok("card_played", player=player, card=card)
    body = ulis.refused("H8-POW-A", "card_played", player="ben", card="KD")
    assert body["message"] == (
        "Ben doit répondre à l'as de pique : jouer un as, un 8 ou un joker, ou piocher 2 cartes"
    )


def test_la_couleur_demandee_only_when_a_suit_was_asked(new_table):
    """Courte amicale: an 8 goes on its own suit only; no 8 asked for spades here."""
    hands = ["8H 7S 9D 8C", "10S 10D KD JS", "QH 9S 9H AC"]
    t = _h8(new_table, hands, "KS", preset="courte-amicale", size=32)
    body = t.refused("H8-PLAY-3", "card_played", player="anna", card="8H")
    assert body["message"] == (
        "Le 8 de cœur ne se pose que sur sa couleur ou sur un 8 : la couleur à jouer est pique"
    )


def test_rami_a_card_added_before_opening_is_refused_by_the_opening_rule(new_table):
    """Ben has not opened and does not hold the 9 of clubs Anna's joker stands for: the
    opening rule refuses it, not the table's swap option."""
    anna, ben = "JK 9S 9D KS KD KC 5H 6H 7H 2C", "2S 3S 4D 6D 8D 10D QS QH JS 4H"
    t = new_table("rami", players=["anna", "ben"])
    deck = rami_deck([anna, ben], "5C", "4C 8C 10C 6C")
    t.ok("hand_started", hand=1, dealer="ben", deck=deck)
    turn(t, "anna", "4C")
    turn(t, "ben", "8C")
    turn(t, "anna", "10C", melds=["9S 9D JK=9C", "KS KD KC"])
    t.ok("card_taken", player="ben", source="stock")
    body = t.refused("RAMI-OPEN-1", "cards_added", player="ben", meld=1, cards=["9C"])
    assert body["message"].startswith("Ben n'a pas encore ouvert")


def test_president_a_single_eight_on_a_pair_is_refused_by_the_count(new_table):
    t = table(new_table, preset="huit-ferme-le-pli")
    start(t, hands={"anna": ["QH", "9S", "9H"], "ben": ["8S", "8H", "8D"]})
    play(t, "anna", "9S", "9H")
    said = _ruling(t, "cards_played", player="ben", cards=["8S"])
    assert (said["allowed"], said["rule"]) == (False, "PRES-TRICK-1")
    assert (
        said["message"]
        == "Un 8 ne va pas sur une paire de 9 : il faut suivre avec une paire, ou passer"
    )
    assert said["quote"] == "PRES-TRICK-1 · Suivre le pli"


def test_president_an_allowed_play_is_ruled_by_the_trick_not_the_turn(new_table):
    t = table(new_table, revolution=False)
    start(t, hands={"anna": ["QH", "9S", "9H"], "ben": ["10S", "10H", "3C"]})
    play(t, "anna", "9S", "9H")
    said = _ruling(t, "cards_played", player="ben", cards=["10S", "10H"])
    assert (said["allowed"], said["rule"]) == (True, "PRES-TRICK-1")
    assert said["message"].startswith("Une paire de 10 de Ben suit une paire de 9 d'Anna")
