"""Président against RULES.md §0 and §3, case by case as a club referee would try them: each a
small real game through the API, played to the point where the rule bites. Refusals are
checked by `Table.refused`: the 422, the rule id cited, and a log left unchanged."""

from __future__ import annotations

from tests.support.president_table import FOUR, deal_for, passes, play, quad, start, table

FIVE = [*FOUR, "eve"]


def test_pres_trick_2_a_pair_of_twos_closes_a_trick_of_pairs(new_table):
    t = table(new_table)
    start(
        t,
        hands={"anna": ["QH", "KS", "KH"], "ben": ["2S", "2H", "2D", "5S"], "chloe": ["AS", "AH"]},
    )
    play(t, "anna", "KS", "KH")
    t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["2S"])  # a pair, not one 2
    play(t, "ben", "2S", "2H")
    lead = t.hand()["lead"]
    assert (lead["player"], lead["reason"]) == ("ben", "twos") and t.hand()["trick"] is None
    t.refused("PRES-TRICK-2", "cards_played", player="chloe", cards=["AS", "AH"])
    t.refused("PRES-TRICK-1", "passed", player="ben")  # he leads: he lays cards
    play(t, "ben", "5S")


def test_pres_trick_2_a_lead_of_twos_closes_at_once(new_table):
    """PRES-TRICK-2 "a play of 2s closes the trick at once", a lead of 2s included."""
    t = table(new_table)
    start(t, hands={"anna": ["QH", "2S", "5S"], "ben": ["2H", "6S"]})
    play(t, "anna", "2S")
    lead = t.hand()["lead"]
    assert (lead["player"], lead["reason"]) == ("anna", "twos") and t.hand()["turn"] == "anna"
    t.refused("PRES-TRICK-2", "cards_played", player="ben", cards=["2H"])
    play(t, "anna", "5S")


def test_pres_trick_1_pass_is_final_a_last_card_nobody_follows_goes_to_the_next_player_in(
    new_table,
):
    """`pass_is_final`: a passer is out of the trick, but a new trick lets everyone in;
    PRES-TRICK-2/-OUT-1: the trick of a player who went out goes to the next player still in."""
    t = table(new_table, players=["anna", "ben", "chloe"], pass_is_final=True, revolution=False)
    start(t, players=["anna", "ben", "chloe"], dealer="chloe", hands=THREE)
    play(t, "anna", "QH", "QS")
    passes(t, "ben", "chloe")
    for rank in "3456":
        play(t, "anna", *quad(rank))
        passes(t, "ben")
        t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=quad("7"))
        passes(t, "chloe")
    assert t.hand()["out"] == ["anna"] and t.hand()["lead"]["player"] == "ben"
    play(t, "ben", *quad("7"))  # ben passed for good in the last trick, not in this one


THREE = {
    "anna": [*quad("3"), *quad("4"), *quad("5"), *quad("6"), "QH", "QS"],
    "ben": [*quad("7"), *quad("8"), *quad("9"), *quad("10"), "QD"],
}


def test_pres_trick_2_a_passer_comes_back_and_the_last_play_leads(new_table):
    """PRES-TRICK-1: a passer plays again when the turn comes back; PRES-TRICK-2: the trick
    closes once everyone else passed since the last play, whoever passed before it."""
    t = table(new_table)
    start(t, hands={"anna": ["QH", "5S"], "ben": ["7S"], "chloe": ["6S"], "dan": ["9S"]})
    play(t, "anna", "5S")
    passes(t, "ben")
    play(t, "chloe", "6S")
    passes(t, "dan", "anna")
    play(t, "ben", "7S")  # he passed on the 5, not on the 6
    passes(t, "chloe")
    assert t.hand()["turn"] == "dan"  # dan's earlier pass does not count any more
    passes(t, "dan", "anna")
    lead = t.hand()["lead"]
    assert (lead["player"], lead["reason"]) == ("ben", "all_passed")
    t.refused("PRES-TRICK-2", "cards_played", player="chloe", cards=["9S"])


def test_pres_rev_1_a_lone_joker_in_a_revolution_is_a_three_and_closes(new_table):
    t = table(new_table, jokers=2)
    start(t, jokers=2, hands={"anna": ["QH", *quad("9"), "7S"], "ben": ["JK", "2S"]})
    play(t, "anna", *quad("9"))
    passes(t, "ben", "chloe", "dan")
    play(t, "anna", "7S")
    play(t, "ben", "JK")  # alone, it is the rank that closes: a 3 now
    lead = t.hand()["lead"]
    assert (lead["player"], lead["reason"], lead["rule"]) == ("ben", "threes", "PRES-REV-1")
    assert t.hand()["trick"] is None


def lead_and_all_pass(t, player: str, *cards: str) -> None:
    """`player` leads `cards` and everyone else still in passes."""
    play(t, player, *cards)
    hand = t.hand()
    if hand["phase"] == "over":
        return
    while hand["trick"] is not None:
        passes(t, hand["turn"])
        hand = t.hand()


def five_player_hand(t) -> None:
    """A table-tracked hand of five, revolution on: anna, ben, chloe, dan go out in that
    order, each leading their own cards; eve, with the ten cards left, is placed last. Seven
    fours of a kind: the hand ends during a revolution."""
    t.ok("hand_started", hand=1, dealer="eve", first_player="anna")
    lead_and_all_pass(t, "anna", *quad("3"))
    lead_and_all_pass(t, "anna", *quad("4"))
    lead_and_all_pass(t, "anna", "5S", "5H", "5D")  # 11 cards: out, ben leads
    lead_and_all_pass(t, "ben", *quad("6"))
    lead_and_all_pass(t, "ben", *quad("7"))
    lead_and_all_pass(t, "ben", "8S", "8H", "8D")
    lead_and_all_pass(t, "chloe", *quad("9"))
    lead_and_all_pass(t, "chloe", *quad("10"))
    lead_and_all_pass(t, "chloe", "JS", "JH")
    lead_and_all_pass(t, "dan", *quad("Q"))
    lead_and_all_pass(t, "dan", "KS", "KH", "KD")
    assert t.hand()["revolution"] is True
    play(t, "dan", "AS", "AH", "AD")  # dan is out: eve is last


def test_pres_rank_1_five_players_titles_neutre_and_points(new_table):
    t = table(new_table, players=FIVE, tracking="table")
    five_player_hand(t)
    hand = t.hand()
    assert hand["phase"] == "over" and hand["out"] == FIVE
    assert hand["titles"] == {
        "anna": "president",
        "ben": "vice_president",
        "chloe": "neutre",
        "dan": "vice_trou",
        "eve": "trou",
    }
    points = t.scores()["hands"][0]["points"]
    assert points == {"anna": 2, "ben": 1, "chloe": 0, "dan": -1, "eve": -2}


def test_pres_xchg_1_five_players_the_neutre_exchanges_nothing_and_the_trou_leads(new_table):
    t = table(new_table, players=FIVE, tracking="table")
    five_player_hand(t)
    t.ok("hand_started", hand=2, dealer="anna")
    hand = t.hand()
    assert hand["revolution"] is False  # PRES-REV-1: "until … the end of the hand"
    owed = [(s["from"], s["to"], s["count"]) for s in hand["exchange"]["owed"]]
    assert owed == [("eve", "anna", 2), ("anna", "eve", 2), ("dan", "ben", 1), ("ben", "dan", 1)]
    t.refused("PRES-XCHG-1", "cards_exchanged", {"from": "chloe", "to": "anna", "count": 1})
    t.refused("PRES-XCHG-1", "cards_exchanged", {"from": "dan", "to": "ben", "count": 1})
    for giver, receiver, count in owed:
        t.ok("cards_exchanged", {"from": giver, "to": receiver, "count": count})
    t.refused("PRES-XCHG-1", "cards_exchanged", {"from": "chloe", "to": "anna", "count": 1})
    assert t.hand()["turn"] == "eve"  # PRES-START-1: the Trou leads
    t.refused("PRES-START-1", "cards_played", player="anna", cards=["3S"])


def joker_hand(t) -> None:
    """Hand 1 with two jokers (54 cards: anna and ben 14, chloe and dan 13), revolution
    off: dan, chloe, ben then anna go out."""
    start(
        t,
        jokers=2,
        hands={
            "anna": ["QH", "JK", *quad("3"), *quad("4"), *quad("5")],
            "ben": ["QS", "JK", *quad("6"), *quad("7"), *quad("8")],
            "chloe": ["QD", *quad("9"), *quad("10"), *quad("J")],
            "dan": ["QC", *quad("K"), *quad("A"), *quad("2")],
        },
    )
    play(t, "anna", "QH")
    play(t, "ben", "QS")
    play(t, "chloe", "QD")
    play(t, "dan", "QC")
    passes(t, "anna", "ben", "chloe")
    lead_and_all_pass(t, "dan", *quad("A"))
    lead_and_all_pass(t, "dan", *quad("K"))
    play(t, "dan", *quad("2"))  # out on 2s: anna, next still in, leads
    play(t, "anna", *quad("3"))
    play(t, "ben", *quad("6"))
    play(t, "chloe", *quad("9"))
    passes(t, "anna", "ben")
    lead_and_all_pass(t, "chloe", *quad("10"))
    lead_and_all_pass(t, "chloe", *quad("J"))  # chloe is out: anna, next still in, leads
    play(t, "anna", *quad("4"))
    play(t, "ben", *quad("7"))
    passes(t, "anna")
    lead_and_all_pass(t, "ben", *quad("8"))
    play(t, "ben", "JK")  # a lone joker is a 2: ben is out, anna is last


def test_pres_xchg_1_the_trou_gives_a_joker_before_a_two(new_table):
    """PRES-ORDER-1: "Best" cards are the highest in the normal order, a joker above a 2."""
    t = table(new_table, jokers=2, revolution=False)
    joker_hand(t)
    assert t.hand()["out"] == ["dan", "chloe", "ben", "anna"]
    anna = ["JK", "2H", "2S", "AS", "3S", "3H", "3D", "4S", "4H", "4D", "5S", "5H", "5D"]
    t.ok("hand_started", hand=2, dealer="anna", deck=deal_for(FOUR, "anna", {"anna": anna}, 2))
    body = t.refused(
        "PRES-XCHG-1", "cards_exchanged", {"from": "anna", "to": "dan", "cards": ["2H", "2S"]}
    )
    assert "JK" in body["params"]["cards"]
    t.ok("cards_exchanged", {"from": "anna", "to": "dan", "cards": ["JK", "2S"]})  # either 2
    t.ok("cards_exchanged", {"from": "dan", "to": "anna", "cards": ["JK", "2S"]})  # his choice
    hand = t.hand()
    assert "JK" in {p["id"]: p for p in hand["players"]}["anna"]["cards"]
    assert hand["exchange"]["owed"][0]["from"] == "ben"


def test_pres_rank_1_six_players_two_neutres(new_table):
    six = [*FIVE, "fred"]
    t = new_table("president", players=six, tracking="score", rounds=1)
    t.ok("order_entered", hand=1, order=["fred", "eve", "dan", "chloe", "ben", "anna"])
    points = t.scores()["hands"][0]["points"]
    assert points == {"fred": 2, "eve": 1, "dan": 0, "chloe": 0, "ben": -1, "anna": -2}


def test_core_track_1_president_moves_and_score_entries_kept_apart(new_table):
    score = new_table("president", players=FOUR, tracking="score", rounds=2)
    score.refused("CORE-TRACK-1", "cards_played", player="anna", cards=["3S"])
    score.refused("CORE-TRACK-1", "passed", player="anna")
    moves = table(new_table)
    start(moves, hands={"anna": ["QH"]})
    moves.refused("CORE-TRACK-1", "order_entered", hand=1, order=FOUR)


def test_core_retract_1_a_retracted_pass_gives_the_turn_back(new_table):
    t = table(new_table)
    start(t, hands={"anna": ["QH", "5S"], "ben": ["6S"]})
    play(t, "anna", "5S")
    passed = t.ok("passed", player="ben")
    assert t.hand()["turn"] == "chloe"
    t.ok("retracted", seq=passed["seq"])
    assert t.hand()["turn"] == "ben" and t.hand()["trick"]["passed"] == []
    t.refused("PRES-TURN-1", "passed", player="chloe")
    play(t, "ben", "6S")
