"""Disputes at a Rami table: "that is not 51 points", asked before laying, then explained."""

from __future__ import annotations

from replays.cards import deck
from replays.rulebook import sentence
from tests.support.disputes import explain, rules_of, ruling, stacked

PACK = [str(c) for c in deck(52)] + ["JK", "JK"]  # RAMI-SETUP-1: two jokers by default
ANNA = ["KH", "KS", "KD", "QH", "QS", "QD", "7H", "7S", "7D", "2C"]
BEN = ["3C", "4C", "5C", "9H", "9S", "2D", "4D", "6S", "8H", "10S"]


def _second_turn(new_table):
    """Ben deals 10 each (RAMI-SETUP-2); anna's first round, ben's, then anna takes again."""
    t = new_table("rami", players=["anna", "ben"], tracking="open")
    t.ok(
        "hand_started",
        hand=1,
        dealer="ben",
        deck=stacked([ANNA, BEN], "5H", ["6C", "2S", "9D"], PACK),
    )
    t.ok("card_taken", player="anna", source="stock")
    first = ruling(t, "melds_laid", player="anna", melds=[["KH", "KS", "KD"], ["QH", "QS", "QD"]])
    assert (first["allowed"], first["rule"]) == (False, "RAMI-TURN-2")  # not in the first round
    t.ok("card_discarded", player="anna", card="2C")
    t.ok("card_taken", player="ben", source="stock")
    t.ok("card_discarded", player="ben", card="10S")
    t.ok("card_taken", player="anna", source="stock")
    return t


def test_ruling_on_an_opening_below_51_cites_rami_open_1(new_table):
    t = _second_turn(new_table)
    low = ruling(t, "melds_laid", player="anna", melds=[["7H", "7S", "7D"]])
    assert (low["allowed"], low["rule"]) == (False, "RAMI-OPEN-1")
    assert low["sentence"] == sentence("RAMI-OPEN-1") and "21" in low["message"]
    enough = ruling(t, "melds_laid", player="anna", melds=[["7H", "7S", "7D"], ["QH", "QS", "QD"]])
    assert enough["allowed"] is True and "RAMI-OPEN-1" in rules_of(enough["steps"])


def test_explain_a_valid_opening_counts_its_points(new_table):
    t = _second_turn(new_table)
    laid = t.ok("melds_laid", player="anna", melds=[["KH", "KS", "KD"], ["QH", "QS", "QD"]])
    told = explain(t, laid["seq"])
    rules = rules_of(told["steps"])
    assert {"RAMI-TURN-2", "RAMI-MELD-1", "RAMI-OPEN-1"} <= set(rules)
    opening = next(s for s in told["steps"] if s["rule"] == "RAMI-OPEN-1")
    assert "60" in opening["text"]
    assert told["after"]["hand"]["opened"] == ["anna"]
    assert told["before"]["hand"]["opened"] == []
