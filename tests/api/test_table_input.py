"""Input as the table writes it and the record of the table as played (issue 39, points 5
and 6). Each test failed before its fix."""

from __future__ import annotations

import pytest

from tests.support.disputes import stacked

PLAYERS = ["anna", "ben", "chloe"]


@pytest.mark.parametrize(("written", "stored"), [("h", "H"), ("♣", "C"), ("♡", "H"), (" d ", "D")])
def test_a_named_suit_is_read_as_a_cards_suit(new_table, written, stored):
    t = new_table("huit_americain", players=PLAYERS)
    deck = stacked([["8S", "4H"], ["5C", "KD"], ["QH", "2H"]], "6S")
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=2, deck=deck)
    t.ok("card_played", player="anna", card="8S", suit=written)
    assert t.events()[-1]["data"]["suit"] == stored
    assert t.get("/state")["hand"]["suit"] == stored


def test_a_suit_that_is_none_is_still_refused(new_table):
    t = new_table("huit_americain", players=PLAYERS)
    deck = stacked([["8S", "4H"], ["5C", "KD"], ["QH", "2H"]], "6S")
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=2, deck=deck)
    before = t.events()
    r = t.post("card_played", {"player": "anna", "card": "8S", "suit": "x"})
    assert r.status_code == 400 and t.events() == before


def test_the_record_shows_every_power_as_played(new_table):
    """Variante 6 with `joker_attack: 4`: the joker's attack is in `game_created.rules`."""
    t = new_table(
        "huit_americain", players=PLAYERS, preset="variante-6", options={"joker_attack": 4}
    )
    rules = t.events()[0]["data"]["rules"]
    assert rules["powers"]["JK"] == [
        {"kind": "attack", "rule": "H8-POW-JK", "draw": 4, "answers": ["JK"], "stoppers": ["8"]}
    ]
    gives = new_table("huit_americain", players=PLAYERS, options={"five_gives": True})
    assert {"kind": "give", "rule": "H8-POW-5", "count": 1} in gives.events()[0]["data"]["rules"][
        "powers"
    ]["5"]
