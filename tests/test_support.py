"""The test support deals what it says: stacked decks and tables dealt from them."""

from __future__ import annotations

from replays.cards import Card, deck, fmt, parse_cards
from replays.rami.state import pack
from tests.support.disputes import stacked as disputes_stacked
from tests.support.h8_table import dealt
from tests.support.huit_americain import Game as H8Game
from tests.support.huit_americain import stacked as h8_stacked
from tests.support.rami import Game as RamiGame
from tests.support.rami import stacked as rami_stacked


def test_disputes_stacked_deals_the_hands_then_the_upcard_then_the_stock():
    order = disputes_stacked([["2H", "3H"], ["4S", "5S"]], "6D", ["7C"])
    assert order[:6] == ["2H", "4S", "3H", "5S", "6D", "7C"]
    assert sorted(order) == sorted(str(c) for c in deck(52))


def test_dealt_gives_each_player_the_hand_written(new_table):
    t = dealt(new_table, ["6H 9C", "6S 2D", "AH 8S"], "9H", "KC", dealer="chloe")
    hand = t.hand()
    assert hand["cards"] == {"anna": ["6H", "9C"], "ben": ["6S", "2D"], "chloe": ["AH", "8S"]}
    assert hand["turn"] == "anna" and hand["top"] == "9H"
    t.ok("card_played", player="anna", card="9C")
    drawn = t.ok("cards_drawn", player="ben", count=1)
    assert drawn["data"]["cards"] == ["KC"]


def test_h8_stacked_deals_the_hands_from_the_left_of_the_dealer():
    order = h8_stacked(["AH 2H 3H", "KS QS JS"], "5D", "9C 8C")
    assert order[:8] == ["AH", "KS", "2H", "QS", "3H", "JS", "5D", "9C"]
    assert sorted(order) == sorted(fmt(deck(52, 1)))


def test_h8_engine_deals_a_stacked_deck_as_written():
    game = H8Game()
    hands = ["AH 2H 3H 4H 5H 6H 9H", "AS 2S 3S 4S 5S 6S 9S", "AD 2D 3D 4D 5D 6D 9D"]
    game.play("hand_started", hand=1, dealer="chloe", deck=h8_stacked(hands, "KC", "QC"))
    hand = game.hand
    assert hand.hands[0] == parse_cards(hands[0].split())  # anna, left of chloe
    assert hand.hands[2] == parse_cards(hands[2].split())
    assert hand.discard == (Card("K", "C"),) and hand.stock[0] == Card("Q", "C")
    assert game.view()["turn"] == "anna"


def test_rami_stacked_deals_the_hands_from_the_left_of_the_dealer():
    deck = rami_stacked(["AH 2H 3H", "KS QS JS"], "5D", "9C 8C")
    assert deck[:8] == ["AH", "KS", "2H", "QS", "3H", "JS", "5D", "9C"]
    assert sorted(deck) == sorted(fmt(pack({"options": {"decks": 1, "jokers": 2}})))


def test_rami_engine_deals_a_stacked_deck_as_written():
    game = RamiGame(["anna", "ben", "chloe"])
    hands = ["AH 2H 3H 4H 5H 6H 7H", "AS 2S 3S 4S 5S 6S 7S", "AD 2D 3D 4D 5D 6D 7D"]
    game.play("hand_started", hand=1, dealer="chloe", deck=rami_stacked(hands, "KC", "QC"))
    hand = game.hand
    assert hand.hands[0] == parse_cards(hands[0].split())  # anna, left of chloe
    assert hand.hands[2] == parse_cards(hands[2].split())
    assert hand.pile == (Card("K", "C"),) and hand.stock[0] == Card("Q", "C")
