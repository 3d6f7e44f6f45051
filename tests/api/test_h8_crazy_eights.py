"""The `crazy-eights` preset's row of RULES.md §1, played through the API: passing
(H8-PLAY-2, H8-PLAY-5), the upcard (H8-SETUP-3), two players (H8-TWO-1) and a last
queen, a "play again" like any other (H8-POW-10)."""

from __future__ import annotations

from replays.cards import deck, fmt
from tests.support.h8_table import dealt

TWO = ["anna", "ben"]
UPCARD = "9H"
STOCK = "2C 3C 4C 6C 7C"  # exactly five cards: the fifth draw empties the stock


def _whole_deck_dealt() -> list[str]:
    """Two hands of 23 that hold every card but the upcard and the five of the stock."""
    kept = {UPCARD, *STOCK.split()}
    rest = [c for c in fmt(deck()) if c not in kept]
    return [" ".join(rest[:23]), " ".join(rest[23:])]


def _empty_stock_game(new_table, tracking: str):
    hands = _whole_deck_dealt()
    assert "5H" in hands[0].split() and "QH" in hands[1].split()  # both can play
    return dealt(
        new_table, hands, UPCARD, STOCK, players=TWO, preset="crazy-eights", tracking=tracking
    )


def _passes(t) -> list[str]:
    return [m["data"]["player"] for m in t.moves() if m["type"] == "passed"]


def test_h8_play_2_crazy_eights_pass_after_fifth_draw_empties_stock(new_table):
    for tracking in ("open", "table"):
        t = _empty_stock_game(new_table, tracking)
        t.refused("H8-PLAY-2", "passed", player="anna")  # no draw yet, the stock holds 5
        for _ in range(5):
            t.ok("cards_drawn", player="anna", count=1)
        assert t.hand()["stock"] == 0 and t.hand()["discard_pile"] == [UPCARD]
        assert _passes(t) == ["anna"], tracking
        t.ok("passed", player="anna")  # after 5 draws, while holding 5H
        assert t.hand()["turn"] == "ben"


def _three_hands_of_17() -> list[str]:
    """Three hands of 17 and the upcard: the whole deck, nothing left to draw."""
    rest = [c for c in fmt(deck()) if c != UPCARD]
    return [" ".join(rest[i * 17 : (i + 1) * 17]) for i in range(3)]


def test_h8_play_5_crazy_eights_pass_when_nothing_is_left_to_draw(new_table):
    for tracking in ("open", "table"):
        t = dealt(new_table, _three_hands_of_17(), UPCARD, preset="crazy-eights", tracking=tracking)
        assert t.hand()["stock"] == 0 and t.hand()["turn"] == "anna"
        t.refused("H8-PLAY-5", "cards_drawn", player="anna", count=1)
        assert _passes(t) == ["anna"], tracking
        t.ok("passed", player="anna")  # nothing to draw, while holding hearts
        assert t.hand()["turn"] == "ben"


def test_h8_play_5_elsewhere_a_player_who_can_play_plays_when_nothing_is_left(new_table):
    """Outside the crazy-eights draw rule, a playable card is played (H8-PLAY-2)."""
    t = dealt(new_table, _three_hands_of_17(), UPCARD, preset="minimale")
    t.refused("H8-PLAY-2", "passed", player="anna")
    assert _passes(t) == []


HANDS = ["5C 3C 4C 2C 6D", "5D 3D 4D 9D 6C", "5S 3S 4S 9S 6S"]


def test_h8_setup_3_crazy_eights_power_card_turned_up_acts_as_the_dealers_play(new_table):
    skip = dealt(new_table, HANDS, "QH", preset="crazy-eights")  # chloe deals
    assert skip.hand()["turn"] == "ben"  # the queen skips anna
    skip.refused("H8-TURN-1", "card_played", player="anna", card="5C")
    reverse = dealt(new_table, HANDS, "AH", preset="crazy-eights")
    hand = reverse.hand()
    assert hand["direction"] == "counterclockwise" and hand["turn"] == "ben"
    attack = dealt(new_table, HANDS, "2H", preset="crazy-eights")
    assert attack.hand()["pending"]["player"] == "anna"
    attack.ok("card_played", player="anna", card="2C")  # answered: no first-play restriction
    assert attack.hand()["pending"]["player"] == "ben"
    assert attack.hand()["pending"]["amount"] == 4
    again = dealt(new_table, HANDS, "8H", stock="9H", preset="crazy-eights")
    assert again.hand()["top"] == "9H" and again.hand()["turn"] == "anna"  # the 8 went back


def test_h8_two_1_crazy_eights_skip_with_two_players_goes_again(new_table):
    t = dealt(new_table, ["QH 9C KD", "6S 2D 5H"], "9H", players=TWO, preset="crazy-eights")
    t.ok("card_played", player="anna", card="QH")
    assert t.hand()["turn"] == "anna"  # two players: the skip lets anna go again
    t.refused("H8-TURN-1", "card_played", player="ben", card="5H")
    t.refused("H8-PLAY-1", "card_played", player="anna", card="KD")
    t.ok("cards_drawn", player="anna", count=1)
    assert t.hand()["turn"] == "anna"  # crazy-eights: play after drawing


def test_h8_pow_10_crazy_eights_a_last_queen_with_two_players_does_not_end_the_hand(new_table):
    t = dealt(
        new_table, ["5H QH", "3C 4C"], "9H", "KH KS 2S", players=TWO,
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
