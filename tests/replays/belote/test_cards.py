"""The cards' order and points at work in real tricks (BELOTE-DECK-3, -4) and who takes a
trick (BELOTE-PLAY-3), played through the pure fold with hands known."""

from __future__ import annotations

import random

import pytest

from replays import match as fold
from replays.belote.deal import pack
from replays.belote.end import declaration
from replays.cards import Card

from .test_play import Table, bid_80_hearts, contree_deck

FIRST_TRICKS = ("9H", "7H", "JH", "AH", "AD", "10H", "KD", "7D")  # Chloé's, then Dan's


def test_belote_deck_3_outside_trump_the_ace_and_the_10_above_the_king_and_the_jack():
    """Spades trump: hearts are a plain suit, where Dan's ace beats Chloé's jack (at hearts
    trump her jack took the trick: BELOTE-DECK-2), the jack worth 2, the ace 11."""
    table = Table().post("hand_started", hand=1, deck=contree_deck())
    table.post("bid", player="anna", value="80", suit="S")
    for p in ("ben", "chloe", "dan"):
        table.post("passed", player=p)
    table.play("9H", "7H", "JH", "AH")
    assert table.match.hand.winners == ("dan",)
    assert fold.view(table.match)["trick_points"] == {"nous": 0, "eux": 2 + 11}
    hearts = bid_80_hearts().play(*FIRST_TRICKS, "KC", "10C")
    assert hearts.match.hand.master() == ("anna", Card.parse("10C"))  # 10 above the king


def test_belote_play_3_a_trick_goes_to_its_highest_trump_else_the_highest_of_the_suit_led():
    table = bid_80_hearts().play(*FIRST_TRICKS)
    assert table.match.hand.winners == ("chloe", "dan")  # Dan's 10 of trump over the ace led
    assert table.match.hand.turn == "dan"
    table.play("KC", "10C", "10S", "AC")  # Ben's 10 of spades, discarded, takes nothing
    assert table.match.hand.winners[-1] == "chloe" and table.match.hand.turn == "chloe"
    assert fold.view(table.match)["trick_points"] == {"nous": 45 + 4 + 10 + 10 + 11, "eux": 25}


@pytest.mark.parametrize("preset", ["classique", "classique-annonces", "contree"])
def test_belote_deck_4_every_hand_played_holds_162_with_the_dix_de_der(preset):
    """Random hands played out card by card: the tricks' points, the dix de der to the last
    trick's team, make 162 (152 in the cards), whoever takes and whatever is played."""
    rng = random.Random(preset)
    played = 0
    for _ in range(30):
        deck = [str(c) for c in pack()]
        rng.shuffle(deck)
        table = Table(preset).post("hand_started", hand=1, deck=deck)
        while table.match.in_hand:
            move = rng.choice(fold.legal_moves(table.match))
            table.post(move["type"], **move["data"])
        hand = table.match.hand
        if hand.taker is None:
            continue  # thrown in (BELOTE-DEAL-4)
        played += 1
        cards = sum(len(plays) for _, plays in hand.tricks())
        assert cards == 32 and sum(declaration(table.match, hand)["points"].values()) == 162
    assert played >= 15
