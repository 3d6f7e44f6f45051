"""Disputes at a Président table with "le 8 ferme le pli": the 8s closed it, nobody plays on."""

from __future__ import annotations

from replays.cards import deck
from replays.rulebook import sentence
from tests.support.disputes import explain, rules_of, ruling, stacked

PLAYERS = ("anna", "ben", "chloe", "dan")  # dan deals: anna is dealt first


def _hands(wanted: dict[str, list[str]]) -> list[list[str]]:
    """13 cards each: the cards wanted, then the rest of the deck in order."""
    rest = [str(c) for c in deck(52) if str(c) not in sum(wanted.values(), [])]
    hands = []
    for pid in PLAYERS:
        need = 13 - len(wanted.get(pid, []))
        hands.append(wanted.get(pid, []) + rest[:need])
        rest = rest[need:]
    return hands


def _closed_by_eights(new_table):
    t = new_table(
        "president", players=list(PLAYERS), tracking="open", preset="huit-ferme-le-pli", rounds=3
    )
    wanted = {"anna": ["QH", "5S", "5H"], "ben": ["8S", "8H"], "chloe": ["9S", "9H"]}
    t.ok("hand_started", hand=1, dealer="dan", deck=stacked(_hands(wanted)))
    t.ok("cards_played", player="anna", cards=["5S", "5H"])  # the queen of hearts leads
    eights = t.ok("cards_played", player="ben", cards=["8S", "8H"])
    return t, eights["seq"]


def test_explain_a_trick_closed_by_eights(new_table):
    t, seq = _closed_by_eights(new_table)
    told = explain(t, seq)
    assert rules_of(told["steps"]) == ["PRES-TRICK-1", "PRES-TURN-1", "PRES-EIGHT-1"]
    closing = told["steps"][-1]
    assert "8s" in closing["text"] and "Ben leads" in closing["text"]
    assert closing["sentence"] == sentence("PRES-EIGHT-1")
    assert told["after"]["hand"]["trick"] is None
    assert told["after"]["hand"]["lead"]["player"] == "ben"


def test_ruling_refuses_a_play_on_the_closed_trick(new_table):
    t, _ = _closed_by_eights(new_table)
    late = ruling(t, "cards_played", player="chloe", cards=["9S", "9H"])
    assert (late["allowed"], late["rule"]) == (False, "PRES-EIGHT-1")
    assert "Ben leads, not Chloe" in late["message"]
    before = ruling(t, "cards_played", at=3, player="ben", cards=["8S", "8H"])
    assert before["allowed"] is True and "PRES-EIGHT-1" in rules_of(before["steps"])
    lead = ruling(t, "cards_played", player="ben", cards=["AH"])
    assert lead["allowed"] is True
