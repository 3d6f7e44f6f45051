"""Président tricks through the API: turns, the order, following, closing, going out, the
revolution and the titles (PRES-TURN-1, -ORDER-1, -TRICK-1, -TRICK-2, -OUT-1, -REV-1, -RANK-1).

Four players anna, ben, chloe, dan; dan deals, so anna gets the first card; whoever holds
the queen of hearts leads the first hand."""

from __future__ import annotations

from tests.support.president_table import RACE, RACE_ORDER, passes, play, quad, race, start, table

PAIR_MESSAGE = (
    "Une paire de 8 ne va pas sur une paire de 9 : il faut suivre avec une paire de valeur égale"
    " ou supérieure"
)


def test_pres_turn_1_only_the_player_to_act_plays_or_passes(new_table):
    t = table(new_table)
    start(t, hands={"anna": ["QH", "5S"], "ben": ["6S"], "chloe": ["7S"], "dan": ["8S"]})
    play(t, "anna", "5S")
    t.refused("PRES-TURN-1", "cards_played", player="chloe", cards=["7S"])
    t.refused("PRES-TURN-1", "passed", player="dan")
    play(t, "ben", "6S")
    assert t.hand()["turn"] == "chloe"
    assert t.moves()[-1] == {"type": "passed", "data": {"player": "chloe"}}


def test_pres_order_1_three_is_lowest_two_is_highest(new_table):
    t = table(new_table)
    start(t, hands={"anna": ["QH", "KS", "3S"], "ben": ["AS"], "chloe": ["2S"], "dan": ["4S"]})
    play(t, "anna", "KS")
    t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["QS"])
    play(t, "ben", "AS")  # an ace beats a king
    play(t, "chloe", "2S")  # a 2 beats an ace
    assert t.hand()["ranks"][0] == "3" and t.hand()["ranks"][-1] == "2"


def test_pres_order_1_jokers_and_sequences_say_what_they_stand_for(new_table):
    t = table(new_table, jokers=2, sequences=True)
    start(
        t,
        jokers=2,
        hands={
            "anna": ["QH", "9S", "JK"],
            "ben": ["10S", "10H", "JK", "5H", "6H", "QS", "KS", "AS", "2S"],
            "chloe": ["6D", "7D", "8D"],
        },
    )
    play(t, "anna", "9S", "JK")  # a joker with a 9 is a pair of 9s
    assert t.hand()["trick"]["rank"] == "9" and t.hand()["trick"]["count"] == 2
    play(t, "ben", "10S", "10H")
    passes(t, "chloe", "dan", "anna")
    t.refused("PRES-ORDER-1", "cards_played", player="ben", cards=["5H", "6H", "JK"])
    t.refused("PRES-ORDER-1", "cards_played", player="ben", cards=["QS", "KS", "AS", "2S"])
    t.refused("PRES-ORDER-1", "cards_played", player="ben", cards=["JK=5S"])  # alone: a 2
    play(t, "ben", "5H", "6H", "JK=7H")
    assert t.hand()["trick"]["kind"] == "sequence of 3"
    play(t, "chloe", "6D", "7D", "8D")  # its highest card, 8, beats 7


def test_pres_trick_1_same_count_equal_or_higher_or_pass(new_table):
    t = table(new_table)
    start(
        t,
        hands={
            "anna": ["QH", "9S", "9H"],
            "ben": ["8S", "8H", "10S", "10H"],
            "chloe": ["9D", "9C"],
        },
    )
    play(t, "anna", "9S", "9H")
    body = t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["8S", "8H"])
    assert body["message"] == PAIR_MESSAGE
    t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["10S"])
    passes(t, "ben")
    play(t, "chloe", "9D", "9C")  # equal is enough
    passes(t, "dan", "anna")
    play(t, "ben", "10S", "10H")  # ben passed before, the turn came back: he may play
    assert t.hand()["trick"]["passed"] == []


def test_pres_trick_1_a_leader_lays_one_rank_and_cannot_pass(new_table):
    t = table(new_table, jokers=2)
    start(t, jokers=2, hands={"anna": ["QH", "5S", "5H", "5D", "5C", "JK", "6S"]})
    t.refused("PRES-TRICK-1", "passed", player="anna")
    t.refused("PRES-TRICK-1", "cards_played", player="anna", cards=["5S", "6S"])
    t.refused("PRES-TRICK-1", "cards_played", player="anna", cards=["5S", "5H", "5D", "5C", "JK"])
    t.refused("PRES-TRICK-1", "cards_played", player="anna", cards=["KD"])  # not hers
    play(t, "anna", "5S", "5H", "JK")  # a triple of 5s


def test_pres_trick_1_pass_is_final_keeps_a_passer_out_of_the_trick(new_table):
    t = table(new_table, pass_is_final=True)
    start(t, hands={"anna": ["QH", "5S"], "ben": ["7S", "8S"], "chloe": ["6S"]})
    play(t, "anna", "5S")
    passes(t, "ben")
    play(t, "chloe", "6S")
    passes(t, "dan")
    t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["7S"])
    passes(t, "anna")  # ben passed for good: the trick is closed
    lead = t.hand()["lead"]
    assert (lead["player"], lead["reason"]) == ("chloe", "all_passed")


def test_pres_trick_1_without_pass_is_final_a_passer_plays_again(new_table):
    t = table(new_table)
    start(t, hands={"anna": ["QH", "5S"], "ben": ["7S", "8S"], "chloe": ["6S"]})
    play(t, "anna", "5S")
    passes(t, "ben")
    play(t, "chloe", "6S")
    passes(t, "dan", "anna")
    play(t, "ben", "7S")


def test_pres_trick_1_sequences_follow_by_length_and_top_card(new_table):
    t = table(new_table, sequences=True)
    start(
        t,
        hands={
            "anna": ["QH", "5S", "6S", "7S"],
            "ben": ["4H", "5H", "6H", "7H", "8H", "9H", "10H"],
        },
    )
    play(t, "anna", "5S", "6S", "7S")
    t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["4H", "5H", "6H"])
    t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["7H", "8H", "9H", "10H"])
    play(t, "ben", "5H", "6H", "7H")  # same top card: equal is enough


def test_pres_trick_2_twos_close_the_trick_and_their_player_leads(new_table):
    t = table(new_table)
    start(t, hands={"anna": ["QH", "KS"], "ben": ["2S", "4S"], "chloe": ["2H"]})
    play(t, "anna", "KS")
    play(t, "ben", "2S")
    lead = t.hand()["lead"]
    assert (lead["player"], lead["reason"], lead["rule"]) == ("ben", "twos", "PRES-TRICK-2")
    assert t.hand()["trick"] is None
    t.refused("PRES-TRICK-2", "cards_played", player="chloe", cards=["2H"])
    play(t, "ben", "4S")


def test_pres_trick_2_a_lone_joker_is_a_two_and_closes(new_table):
    t = table(new_table, jokers=2)
    start(t, jokers=2, hands={"anna": ["QH", "AS"], "ben": ["JK"]})
    play(t, "anna", "AS")
    play(t, "ben", "JK")
    assert t.hand()["lead"]["reason"] == "twos"


def test_pres_trick_2_everyone_passed_the_last_player_leads(new_table):
    t = table(new_table)
    start(t, hands={"anna": ["QH", "5S"], "ben": ["6S"]})
    play(t, "anna", "5S")
    passes(t, "ben", "chloe", "dan")
    lead = t.hand()["lead"]
    assert (lead["player"], lead["reason"]) == ("anna", "all_passed")
    t.refused("PRES-TRICK-2", "cards_played", player="ben", cards=["6S"])
    assert {m["type"] for m in t.moves()} == {"cards_played"}  # a leader may not pass


def test_pres_out_1_out_after_the_last_card_the_next_player_leads(new_table):
    t = table(new_table, revolution=False)
    start(t, hands=RACE)
    play(t, "anna", "QH")
    play(t, "ben", "QS")
    play(t, "chloe", "QD")
    play(t, "dan", "QC")
    passes(t, "anna", "ben", "chloe")
    play(t, "dan", *quad("A"))
    passes(t, "anna", "ben", "chloe")
    play(t, "dan", *quad("K"))
    passes(t, "anna", "ben", "chloe")
    play(t, "dan", *quad("2"))  # the 2s close the trick and dan is out
    hand = t.hand()
    assert hand["out"] == ["dan"] and hand["lead"]["after_out"] is True
    assert hand["lead"]["player"] == "anna"
    t.refused("PRES-OUT-1", "cards_played", player="ben", cards=["6S"])
    t.refused("PRES-OUT-1", "passed", player="dan")
    play(t, "anna", "3S")


def test_pres_out_1_after_everyone_passed_on_a_last_card(new_table):
    t = table(new_table, revolution=False)
    start(t, hands=RACE)
    play(t, "anna", "QH")
    play(t, "ben", "QS")
    play(t, "chloe", "QD")
    play(t, "dan", "QC")
    passes(t, "anna", "ben", "chloe")
    play(t, "dan", *quad("2"))
    play(t, "dan", *quad("A"))
    passes(t, "anna", "ben", "chloe")
    play(t, "dan", *quad("K"))  # out, nobody can follow
    assert t.hand()["turn"] == "anna" and t.hand()["trick"]["count"] == 4
    passes(t, "anna", "ben", "chloe")
    lead = t.hand()["lead"]
    assert (lead["player"], lead["reason"], lead["rule"]) == ("anna", "all_passed", "PRES-OUT-1")


def test_pres_rev_1_four_of_a_kind_reverses_the_order_and_threes_close(new_table):
    t = table(new_table)
    start(t, hands={"anna": ["QH", *quad("9"), "7S"], "ben": ["4S"], "chloe": ["KS", "3S"]})
    play(t, "anna", *quad("9"))
    assert t.hand()["revolution"] is True and t.hand()["ranks"][-1] == "3"
    passes(t, "ben", "chloe", "dan")
    play(t, "anna", "7S")
    play(t, "ben", "4S")  # lower in the normal order, higher now
    body = t.refused("PRES-REV-1", "cards_played", player="chloe", cards=["KS"])
    assert "égale ou inférieure (révolution" in body["message"]
    play(t, "chloe", "3S")
    assert t.hand()["lead"]["reason"] == "threes" and t.hand()["closing"] == ["3s"]
    t.refused("PRES-REV-1", "passed", player="dan")


def test_pres_rev_1_a_four_on_a_four_turns_the_order_back(new_table):
    t = table(new_table)
    start(
        t,
        hands={"anna": ["QH", *quad("9")], "ben": quad("5"), "chloe": quad("K"), "dan": quad("A")},
    )
    play(t, "anna", *quad("9"))
    play(t, "ben", *quad("5"))  # lower in the normal order: it follows, order back
    assert t.hand()["revolution"] is False
    play(t, "chloe", *quad("K"))
    t.refused("PRES-REV-1", "cards_played", player="dan", cards=quad("A"))


def test_pres_rev_1_without_the_option_a_four_is_only_a_four(new_table):
    t = table(new_table, revolution=False)
    start(t, hands={"anna": ["QH", *quad("9")], "ben": quad("5")})
    play(t, "anna", *quad("9"))
    assert t.hand()["revolution"] is False
    t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=quad("5"))


def test_pres_rank_1_titles_and_points_for_four_players(new_table):
    t = table(new_table, revolution=False)
    start(t, hands=RACE)
    race(t)
    hand = t.hand()
    assert hand["phase"] == "over" and hand["out"] == RACE_ORDER
    assert hand["titles"] == {
        "dan": "president",
        "chloe": "vice_president",
        "ben": "vice_trou",
        "anna": "trou",
    }
    scores = t.scores()
    assert scores["hands"][0]["points"] == {"anna": -2, "ben": -1, "chloe": 1, "dan": 2}
    t.refused("CORE-HAND-1", "cards_played", player="anna", cards=["5S"])


def test_pres_rank_1_three_players_president_neutre_trou(new_table):
    t = table(new_table, players=["anna", "ben", "chloe"], revolution=False)
    start(
        t,
        players=["anna", "ben", "chloe"],
        dealer="chloe",
        hands={
            "anna": [*quad("3"), *quad("4"), *quad("5"), *quad("6"), "QH", "QS"],
            "ben": [*quad("7"), *quad("8"), *quad("9"), *quad("10"), "QD"],
        },
    )
    play(t, "anna", "QH", "QS")
    passes(t, "ben", "chloe")
    for rank in "3456":
        play(t, "anna", *quad(rank))
        passes(t, "ben", "chloe")
    assert t.hand()["titles"] == {"anna": "president"}
    for rank in ("7", "8", "9", "10"):
        play(t, "ben", *quad(rank))
        passes(t, "chloe")
    play(t, "ben", "QD")  # ben is out: chloe, last, is placed
    hand = t.hand()
    assert hand["titles"] == {"anna": "president", "ben": "neutre", "chloe": "trou"}
    assert [(s["from"], s["to"], s["count"]) for s in hand["next_exchange"]] == [
        ("chloe", "anna", 2),
        ("anna", "chloe", 2),
    ]
    assert t.scores()["hands"][0]["points"] == {"anna": 2, "ben": 0, "chloe": -2}


def test_legal_moves_list_the_plays_and_passing(new_table):
    t = table(new_table)
    start(
        t,
        hands={
            "anna": ["QH", "9S", "9H"],
            "ben": ["8S", "8H", "10S", "10H", "10D", "KS", "KH", "KD", "KC"],
        },
    )
    play(t, "anna", "9S", "9H")
    moves = t.moves()
    pairs = {tuple(m["data"]["cards"]) for m in moves if m["type"] == "cards_played"}
    assert ("10S", "10H") in pairs and ("KS", "KC") in pairs
    assert all(len(cards) == 2 and cards[0][:-1] in ("10", "K") for cards in pairs)
    assert len(pairs) == 3 + 6 and moves[-1]["type"] == "passed"  # three 10s, four kings


def test_view_as_a_player_hides_the_other_hands(new_table):
    t = table(new_table)
    start(t, hands={"anna": ["QH"]})
    seen = {p["id"]: "cards" in p for p in t.hand(as_="ben")["players"]}
    assert seen == {"anna": False, "ben": True, "chloe": False, "dan": False}
    assert all("cards" in p for p in t.hand()["players"])
