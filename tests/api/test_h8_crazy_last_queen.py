"""`crazy-eights` with two players: a queen (skip) lets the same player go again, and
H8-POW-10 holds for every "play again", laid as the last card too."""

from __future__ import annotations

from tests.support.h8_table import dealt


def test_h8_pow_10_crazy_eights_a_last_queen_with_two_players_does_not_end_the_hand(new_table):
    t = dealt(
        new_table, ["5H QH", "3C 4C"], "9H", "KH KS 2S", players=["anna", "ben"],
        preset="crazy-eights",
    )  # fmt: skip
    t.ok("card_played", player="anna", card="5H")
    t.ok("cards_drawn", player="ben", count=1)
    t.ok("card_played", player="ben", card="KH")
    t.ok("card_played", player="anna", card="QH")
    hand = t.hand()
    assert hand["counts"]["anna"] == 0 and hand["out"] == [] and hand["turn"] == "anna"
    assert t.state()["in_hand"]
    t.refused("H8-TURN-1", "card_played", player="ben", card="4C")
    drawn = t.ok("cards_drawn", player="anna", count=1)
    assert drawn["data"]["cards"] == ["KS"] and t.hand()["counts"]["anna"] == 1
