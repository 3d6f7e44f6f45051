"""The rule a refusal or an explanation cites is the rule that was applied (H8-PLAY-1,
H8-PLAY-3, H8-SETUP-2)."""

from __future__ import annotations

from tests.support.disputes import explain
from tests.support.h8_table import dealt

HANDS = ["6H 9C KD 3S 4S", "6S 2D 5D 6D QS", "AH 8S QH 4C 5C"]


def _suit_steps(told: dict) -> list[str]:
    return [s["rule"] for s in told["steps"] if "suit to follow is now" in s["text"]]


def test_h8_play_1_an_ordinary_suit_change_is_explained_by_matching(new_table):
    t = dealt(new_table, HANDS, "9H")
    t.ok("card_played", player="anna", card="6H")
    by_rank = t.ok("card_played", player="ben", card="6S")  # hearts to spades, by rank
    assert _suit_steps(explain(t, by_rank["seq"])) == ["H8-PLAY-1"]
    wild = t.ok("card_played", player="chloe", card="8S", suit="C")  # the wild 8 names clubs
    assert _suit_steps(explain(t, wild["seq"])) == ["H8-PLAY-3"]


def test_h8_play_1_a_plain_mismatch_in_variante_1_is_refused_under_matching(new_table):
    t = dealt(new_table, ["QS 9C KD", "6S 2D 5D", "5H QH 4C"], "9H", preset="variante-1")
    body = t.refused("H8-PLAY-1", "card_played", player="anna", card="QS")  # no K under it
    assert body["params"]["card"] == "QS"
    t.refused("H8-PLAY-1", "card_played", player="anna", card="KD")
    t.ok("card_played", player="anna", card="9C")


def test_h8_setup_2_man_et_resta_out_of_range_says_the_dealer_chooses(new_table):
    for size in (4, 9):
        t = new_table("huit_americain", tracking="table", preset="man-et-resta")
        body = t.refused("H8-SETUP-2", "hand_started", hand=1, dealer="chloe", hand_size=size)
        assert body["params"] == {"low": 5, "high": 8, "n": size}, body
        assert "give hand_size" not in body["message"]
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=8, upcard="9H")
    missing = new_table("huit_americain", tracking="table", preset="man-et-resta")
    body = missing.refused("H8-SETUP-2", "hand_started", hand=1, dealer="chloe")
    assert body["params"] == {"low": 5, "high": 8} and "dites combien" in body["message"]


def _rules(t, seq: int) -> list[str]:
    return [s["rule"] for s in explain(t, seq)["steps"]]


def test_h8_pow_5_a_gift_after_a_five_is_explained_by_the_five(new_table):
    t = dealt(new_table, ["5H 9C KD", "6S 2D 5D", "7H QH 4C"], "9H", options={"five_gives": True})
    t.ok("card_played", player="anna", card="5H")
    given = t.ok("cards_given", {"from": "anna", "to": "chloe", "cards": ["KD"]})
    assert _rules(t, given["seq"])[0] == "H8-POW-5"


def test_h8_play_5_a_pass_with_nothing_to_draw_is_explained_by_the_empty_stock(new_table):
    from replays.cards import deck, fmt

    rest = [c for c in fmt(deck()) if c != "9H"]
    hands = [" ".join(rest[i * 17 : (i + 1) * 17]) for i in range(3)]
    t = dealt(new_table, hands, "9H", preset="crazy-eights")
    passed = t.ok("passed", player="anna")
    assert _rules(t, passed["seq"])[0] == "H8-PLAY-5"
    drawn = dealt(new_table, HANDS, "9H", "2C 3C 7C 10C JC", preset="crazy-eights")
    for _ in range(5):
        drawn.ok("cards_drawn", player="anna", count=1)
    after_five = drawn.ok("passed", player="anna")
    assert _rules(drawn, after_five["seq"])[0] == "H8-PLAY-2"


def _texts(t, seq: int) -> list[tuple[str, str]]:
    return [(s["rule"], s["text"]) for s in explain(t, seq)["steps"]]


def test_h8_play_1_a_card_matched_by_rank_is_explained_by_its_rank(new_table):
    t = dealt(new_table, HANDS, "9H")
    t.ok("card_played", player="anna", card="6H")
    by_rank = t.ok("card_played", player="ben", card="6S")
    assert ("H8-PLAY-1", "the 6 of spades follows the 6 of hearts (same rank)") in _texts(
        t, by_rank["seq"]
    )


def test_h8_pow_7_and_j_with_two_players_are_explained_as_play_again(new_table):
    t = dealt(new_table, ["7H JH 9C KS", "6S 2D 5D QS"], "KH", players=["anna", "ben"])
    seven = t.ok("card_played", player="anna", card="7H")
    assert ("H8-POW-7", "the 7 of hearts: the same player plays again") in _texts(t, seven["seq"])
    jack = t.ok("card_played", player="anna", card="JH")
    assert ("H8-POW-J", "the jack of hearts: the same player plays again") in _texts(t, jack["seq"])
    assert t.hand()["turn"] == "anna"


def test_h8_end_2_a_positive_hand_ends_by_its_own_rule(new_table):
    t = dealt(new_table, ["9S 4D", "9D 4C", "KD 5C"], "9H", scoring="positive")
    t.ok("card_played", player="anna", card="9S")
    t.ok("card_played", player="ben", card="9D")
    t.ok("card_played", player="chloe", card="KD")
    t.ok("card_played", player="anna", card="4D")  # out first: the hand goes on (H8-END-2)
    last = t.ok("card_played", player="ben", card="4C")  # the second out, one player left
    rules = [rule for rule, _ in _texts(t, last["seq"])]
    assert "H8-END-2" in rules and rules.count("H8-END-1") == 1  # Ben out; the end by END-2
