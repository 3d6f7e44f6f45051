"""Disputes at a Huit américain table: "you didn't say Carte!", "that ace made you draw four"."""

from __future__ import annotations

from replays.rulebook import sentence
from tests.support.disputes import (
    attack_chain,
    down_to_one_card,
    explain,
    rules_of,
    ruling,
    stacked,
)

PLAYERS = ["anna", "ben", "chloe"]  # chloe deals: anna plays first (H8-SETUP-4)


def test_explain_a_valid_contre_carte_names_h8_ann_2_and_the_penalty(new_table):
    t = down_to_one_card(new_table)
    stored = t.ok("challenged", by="ben", target="anna", call="contre-carte")
    told = explain(t, stored["seq"])
    assert told["allowed"] is True and "H8-ANN-2" in rules_of(told["steps"])
    assert all(s["sentence"] == sentence(s["rule"]) for s in told["steps"])
    assert told["penalty"]["rule"] == "H8-ANN-2"
    assert told["penalty"]["draws"] == {"anna": 2}  # from the stock, in open tracking
    assert told["after"]["hand"]["cards"]["anna"] == ["6S", "2H", "3H"]


def test_ruling_refuses_an_invalid_contre_carte(new_table):
    t = down_to_one_card(new_table)
    early = ruling(t, "challenged", at=4, by="ben", target="anna", call="contre-carte")
    assert (early["allowed"], early["rule"]) == (False, "H8-ANN-2")  # anna still held 2 cards
    assert early["sentence"] == sentence("H8-ANN-2") and early["message"]
    now = ruling(t, "challenged", by="ben", target="anna", call="contre-carte")
    assert (now["allowed"], now["rule"]) == (True, "H8-ANN-2")


def test_ruling_refuses_a_contre_carte_after_the_call(new_table):
    t = down_to_one_card(new_table, announce=True)
    late = ruling(t, "challenged", by="chloe", target="anna", call="contre-carte")
    assert (late["allowed"], late["rule"]) == (False, "H8-ANN-2")
    assert explain(t, 6)["steps"][0]["rule"] == "H8-ANN-1"  # the call itself


def test_explain_an_attack_chain_grows_two_then_four(new_table):
    t = attack_chain(new_table)
    ace = explain(t, 4)["steps"]
    assert "H8-POW-A" in rules_of(ace)
    assert any("attack of 2" in s["text"] for s in ace)
    answer = explain(t, 5)["steps"]
    assert rules_of(answer).count("H8-POW-A") >= 2
    assert any("answers the attack of 2" in s["text"] for s in answer)
    assert any("attack of 4" in s["text"] for s in answer)
    short = ruling(t, "cards_drawn", player="anna", count=2)
    assert (short["allowed"], short["rule"]) == (False, "H8-POW-A")  # four, not two
    drawn = t.ok("cards_drawn", player="anna", count=4)
    draw = explain(t, drawn["seq"])["steps"]
    assert draw[0]["rule"] == "H8-POW-A" and "draws 4 cards and loses the turn" in draw[0]["text"]


def test_explain_an_undo_names_the_card_taken_back(new_table):
    t = attack_chain(new_table)
    t.ok("cards_drawn", player="anna", count=4)
    undo = t.ok("retracted", seq=6, reason="Anna had an 8")
    told = explain(t, undo["seq"])
    assert rules_of(told["steps"]) == ["CORE-RETRACT-1"]
    assert told["undid"]["seq"] == 6 and told["undid"]["type"] == "cards_drawn"
    assert "H8-POW-A" in rules_of(told["undid"]["steps"])
    effect = [s["text"] for s in told["undid"]["effect"]]
    assert "Anna holds 2 cards again, not 6" in effect
    assert "it is Anna's turn again" in effect
    assert told["after"]["hand"]["pending"]["amount"] == 4
    assert explain(t, 6)["retracted_by"] == undo["seq"]


def test_explain_an_infraction_gives_its_penalty(new_table):
    t = attack_chain(new_table)
    fault = t.ok("infraction", player="ben", kind="out_of_turn")
    told = explain(t, fault["seq"])
    assert told["penalty"]["rule"] == "H8-PEN-1" and told["penalty"]["draws"] == {"ben": 2}


def test_a_false_challenge_costs_the_challenger_where_the_option_says(new_table):
    t = new_table(
        "huit_americain",
        players=PLAYERS,
        tracking="open",
        options={"false_challenge_penalty": True},
    )
    deck = stacked([["4H", "6S", "KD"], ["9H", "9S", "2C"], ["9D", "3S", "QC"]], "6H")
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=3, deck=deck)
    wrong = t.ok("challenged", by="ben", target="anna", call="contre-carte")
    told = explain(t, wrong["seq"])
    assert told["penalty"]["rule"] == "H8-ANN-2"
    assert "false challenge" in told["penalty"]["verdict"]
    assert told["penalty"]["draws"] == {"ben": 2}
