"""Le 8 ferme le pli (PRES-EIGHT-1, preset `huit-ferme-le-pli`): the rule, then one test per
change it makes to `standard`, each played in both presets where they differ."""

from __future__ import annotations

import pytest

from tests.support.president_table import RACE, passes, play, quad, start, table

BOTH = pytest.mark.parametrize("preset", ["standard", "huit-ferme-le-pli"])


def test_pres_eight_1_an_eight_closes_the_trick_and_its_player_leads(new_table):
    t = table(new_table, preset="huit-ferme-le-pli")
    start(t, hands={"anna": ["QH", "7S"], "ben": ["8S", "4S"], "chloe": ["9S"]})
    play(t, "anna", "7S")
    play(t, "ben", "8S")
    lead = t.hand()["lead"]
    assert (lead["player"], lead["reason"], lead["rule"]) == ("ben", "eights", "PRES-EIGHT-1")
    t.refused("PRES-EIGHT-1", "cards_played", player="chloe", cards=["9S"])
    play(t, "ben", "4S")


def test_pres_eight_1_an_eight_must_still_follow(new_table):
    t = table(new_table, preset="huit-ferme-le-pli")
    start(t, hands={"anna": ["QH", "9S", "9H"], "ben": ["8S", "8H", "8D"]})
    play(t, "anna", "9S", "9H")
    body = t.refused("PRES-EIGHT-1", "cards_played", player="ben", cards=["8S", "8H"])
    assert body["message"].startswith("Une paire de 8 ne va pas sur une paire de 9")
    t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["8S"])  # the count first
    passes(t, "ben")


# -- the table "Changements de règles" -----------------------------------------------------


@BOTH
def test_seed_003_row_1_plays_that_close_the_trick(new_table, preset):
    """Standard: only a group of 2s. Le 8 ferme le pli: 2s, and any play with an 8."""
    t = table(new_table, preset=preset)
    start(
        t,
        hands={"anna": ["QH", "7S", "7H"], "ben": ["8S", "8H", "2S", "2H"], "chloe": ["9S", "9H"]},
    )
    play(t, "anna", "7S", "7H")
    play(t, "ben", "8S", "8H")
    hand = t.hand()
    if preset == "standard":
        assert hand["trick"]["rank"] == "8" and hand["turn"] == "chloe"
        play(t, "chloe", "9S", "9H")
        passes(t, "dan", "anna")
        play(t, "ben", "2S", "2H")
    else:
        assert hand["trick"] is None and hand["lead"]["reason"] == "eights"
        play(t, "ben", "2S", "2H")  # a new trick: ben leads, and 2s still close it
    assert t.hand()["lead"]["reason"] == "twos" and t.hand()["turn"] == "ben"


@BOTH
def test_seed_003_row_2_an_eight_follows_like_any_card(new_table, preset):
    """An 8 follows with the same count, equal or higher: never on a 9 or stronger."""
    t = table(new_table, preset=preset)
    start(t, hands={"anna": ["QH", "9S"], "ben": ["8S"], "chloe": ["8H"]})
    play(t, "anna", "9S")
    rule = "PRES-TRICK-1" if preset == "standard" else "PRES-EIGHT-1"
    t.refused(rule, "cards_played", player="ben", cards=["8S"])
    passes(t, "ben", "chloe", "dan")
    play(t, "anna", "QH")
    t.refused(rule, "cards_played", player="ben", cards=["8S"])


@BOTH
def test_seed_003_row_3_who_leads_after_the_trick_closes(new_table, preset):
    """Standard: who laid the 2s. Le 8 ferme le pli: who laid the 8s, or the 2s."""
    t = table(new_table, preset=preset)
    start(
        t, hands={"anna": ["QH", "6S"], "ben": ["8S", "5S"], "chloe": ["10S", "4S"], "dan": ["2S"]}
    )
    play(t, "anna", "6S")
    play(t, "ben", "8S")
    if preset == "standard":
        play(t, "chloe", "10S")
        play(t, "dan", "2S")
        assert t.hand()["lead"]["player"] == "dan"
    else:
        t.refused("PRES-EIGHT-1", "cards_played", player="chloe", cards=["10S"])
        assert t.hand()["lead"]["player"] == "ben"
        play(t, "ben", "5S")


@BOTH
def test_seed_003_row_4_going_out_on_an_eight(new_table, preset):
    """Allowed; with le 8 ferme le pli the next player still in leads."""
    t = table(new_table, preset=preset, revolution=False)
    start(t, hands=RACE)
    play(t, "anna", "QH")
    play(t, "ben", "QS")
    passes(t, "chloe", "dan", "anna")
    for rank in "67":
        play(t, "ben", *quad(rank))
        passes(t, "chloe", "dan", "anna")
    play(t, "ben", *quad("8"))  # ben's last cards
    hand = t.hand()
    assert hand["out"] == ["ben"]
    if preset == "standard":
        assert hand["trick"]["rank"] == "8" and hand["turn"] == "chloe"
    else:
        lead = hand["lead"]
        assert (lead["player"], lead["reason"], lead["after_out"]) == ("chloe", "eights", True)
        t.refused("PRES-OUT-1", "cards_played", player="dan", cards=["KS"])
        play(t, "chloe", *quad("9"))


def test_seed_003_row_5_a_sequence_through_the_eight_closes_even_with_a_joker(new_table):
    """With sequences, a sequence through the 8 closes, even when a joker stands for it."""
    t = table(new_table, preset="huit-ferme-le-pli", sequences=True, jokers=2)
    start(
        t,
        jokers=2,
        hands={
            "anna": ["QH", "7S", "8S", "9S", "6H", "7H", "JK", "9H"],
            "ben": ["10S", "JS", "QS"],
        },
    )
    play(t, "anna", "7S", "8S", "9S")
    assert t.hand()["lead"]["reason"] == "eights"
    t.refused("PRES-EIGHT-1", "cards_played", player="ben", cards=["10S", "JS", "QS"])
    play(t, "anna", "7H", "JK=8H", "9H")
    assert t.hand()["lead"]["reason"] == "eights" and t.hand()["turn"] == "anna"
    play(t, "anna", "6H")


def test_seed_003_row_5_during_a_revolution_eights_close_and_threes_replace_twos(new_table):
    """Pendant une révolution, les 8 ferment toujours le pli, et les 3 prennent le relais des 2."""
    t = table(new_table, preset="huit-ferme-le-pli")
    start(
        t,
        hands={
            "anna": ["QH", *quad("9"), "KS"],
            "ben": ["8S", "4S"],
            "chloe": ["3S", "5S"],
            "dan": ["2S"],
        },
    )
    play(t, "anna", *quad("9"))
    passes(t, "ben", "chloe", "dan")
    play(t, "anna", "KS")
    play(t, "ben", "8S")  # an 8 goes on a king during a revolution, and closes
    assert t.hand()["lead"]["reason"] == "eights" and t.hand()["closing"] == ["3s", "8s"]
    play(t, "ben", "4S")
    play(t, "chloe", "3S")
    assert t.hand()["lead"]["reason"] == "threes"
    play(t, "chloe", "5S")
    t.refused("PRES-REV-1", "cards_played", player="dan", cards=["2S"])  # a 2 is lowest now


def test_seed_003_row_5_jokers_with_eights_close(new_table):
    t = table(new_table, preset="huit-ferme-le-pli", jokers=2)
    start(t, jokers=2, hands={"anna": ["QH", "7S", "7H"], "ben": ["8S", "JK"]})
    play(t, "anna", "7S", "7H")
    play(t, "ben", "8S", "JK")  # the joker stands for an 8: a pair of 8s closes
    assert t.hand()["lead"]["reason"] == "eights"
