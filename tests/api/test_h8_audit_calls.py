"""Audit of "Carte", "contre-carte" and the penalties against RULES.md §1, played through the
API: when a challenge is valid, where the penalty cards come from, what a penalty does to
the turn and to a pending attack (H8-ANN-1, H8-ANN-2, H8-PEN-1, H8-PLAY-5)."""

from __future__ import annotations

from tests.support.h8_table import dealt, play_all

HANDS = ["6H 9H KD", "5H 2D 5D", "4H QH 4C"]
ROUND = [("anna", "6H"), ("ben", "5H"), ("chloe", "4H"), ("anna", "9H")]


def test_h8_ann_2_the_challenge_stays_valid_until_the_player_plays_again(new_table):
    """Valid from the moment anna is down to one card without announcing, while the others
    play on, until she plays again or announces."""
    t = play_all(dealt(new_table, HANDS, "3H", "2C 3C 4D"), ROUND + [("ben", None)])
    t.ok("card_played", player="chloe", card="QH")
    assert t.hand()["turn"] == "anna" and t.hand()["players"][0]["challengeable"]
    t.ok("challenged", by="chloe", target="anna", call="contre-carte")
    assert t.hand()["counts"]["anna"] == 3 and t.hand()["turn"] == "anna"


def test_h8_ann_2_no_challenge_once_the_player_drew_past_one_card(new_table):
    hands = ["6H 9H KC", "5H 2D 5D", "4H QH 4C"]
    t = play_all(dealt(new_table, hands, "3H", "2C 3C"), ROUND + [("ben", None)])
    t.ok("card_played", player="chloe", card="QH")
    t.ok("cards_drawn", player="anna", count=1)  # KC on QH: she cannot play, she draws
    body = t.refused("H8-ANN-2", "challenged", by="ben", target="anna", call="contre-carte")
    assert body["params"] == {"who": "Anna", "n": 2}


def test_h8_ann_2_a_penalty_during_an_attack_leaves_the_attack_pending(new_table):
    """Anna's ace leaves her one card; challenged while the ace waits on ben, she draws 2
    out of turn and the attack still waits on ben (H8-ANN-2, H8-TURN-1)."""
    hands = ["10S AS 4D", "4S 5D 6D", "5S 6C 9C"]
    t = play_all(dealt(new_table, hands, "2S", "2C 3C 4H 5H"), [("anna", "10S"), ("anna", "AS")])
    t.ok("challenged", by="chloe", target="anna", call="contre-carte")
    hand = t.hand()
    assert hand["cards"]["anna"] == ["4D", "2C", "3C"]
    assert (hand["pending"]["player"], hand["pending"]["amount"]) == ("ben", 2)
    t.ok("cards_drawn", player="ben", count=2)
    assert t.hand()["cards"]["ben"][-2:] == ["4H", "5H"] and t.hand()["turn"] == "chloe"


AGAIN = "7H 7S 7D 7C 10C 10H 10S 10D JD JH JS JC 9C KC 9D"
OTHERS = "8H 8S 8D 8C 9S QH QS QD QC KH KS KD AH AS AD"


def test_h8_ann_2_contre_carte_on_a_short_stock_is_preceded_by_a_reshuffle(new_table):
    """Open tracking: the penalty comes from the stock; a stock of one card is first refilled
    from the discard pile less its top (H8-PLAY-5), logged by the server; the player takes
    the old stock card first."""
    t = dealt(
        new_table,
        [AGAIN, OTHERS],
        "9H",
        "AC",
        players=["anna", "ben"],
        options={"deck": {"size": 32, "copies": 1}},
    )
    for card in AGAIN.split()[:13]:  # 7, 10, J play again with two players; then 9C
        t.ok("card_played", player="anna", card=card)
    t.ok("card_played", player="ben", card="9S")
    t.ok("card_played", player="anna", card="9D")
    assert t.hand()["stock"] == 1 and t.hand()["cards"]["anna"] == ["KC"]
    t.ok("challenged", by="ben", target="anna", call="contre-carte")
    reshuffle, challenged = t.events()[-2:]
    assert reshuffle["type"] == "stock_reshuffled" and challenged["type"] == "challenged"
    hand = t.hand()
    assert hand["cards"]["anna"][:2] == ["KC", "AC"] and hand["counts"]["anna"] == 3
    assert hand["cards"]["anna"][2] == reshuffle["data"]["order"][0]
    assert hand["discard_pile"] == ["9D"]


def test_h8_pen_1_an_infraction_on_the_player_attacked_keeps_the_attack(new_table):
    hands = ["3S AS 4D", "4S 5D 6D", "5S 6C 9C"]
    t = play_all(
        dealt(new_table, hands, "2S", "2C 3C 4H 5H"),
        [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "AS")],
    )
    t.ok("infraction", player="ben", kind="illegal_play")
    hand = t.hand()
    assert hand["counts"]["ben"] == 4 and hand["cards"]["ben"] == ["5D", "6D", "2C", "3C"]
    assert hand["pending"]["player"] == "ben" and hand["pending"]["amount"] == 2
    t.ok("cards_drawn", player="ben", count=2)
    assert t.hand()["cards"]["ben"][-2:] == ["4H", "5H"] and t.hand()["turn"] == "chloe"


def test_h8_ann_1_a_player_left_with_one_card_by_a_gift_must_announce(new_table):
    """five_gives: the 5 leaves anna two cards, the gift one: she is left with one card and
    must announce it (H8-ANN-1); not announced, it is challengeable (H8-ANN-2)."""
    t = dealt(new_table, ["5H KD 9C", "6S 2D 5D", "7H QH 4C"], "9H", options={"five_gives": True})
    t.ok("card_played", player="anna", card="5H")
    t.ok("cards_given", {"from": "anna", "to": "chloe", "cards": ["KD"]})
    assert t.hand()["players"][0]["challengeable"]
    t.ok("challenged", by="ben", target="anna", call="contre-carte")
    assert t.hand()["counts"]["anna"] == 3
    said = dealt(
        new_table, ["5H KD 9C", "6S 2D 5D", "7H QH 4C"], "9H", options={"five_gives": True}
    )
    said.ok("card_played", player="anna", card="5H")
    said.ok("cards_given", {"from": "anna", "to": "chloe", "cards": ["KD"]})
    said.ok("announced", player="anna", call="carte")
    said.refused("H8-ANN-2", "challenged", by="ben", target="anna", call="contre-carte")


def test_h8_ann_1_an_announced_card_does_not_cover_a_later_single_card(new_table):
    """Anna announced at one card, drew (two cards), then is down to one again: the old
    announcement does not count, she must announce again (H8-ANN-1, H8-ANN-2)."""
    hands = ["6H 9H KC", "5H 2D 5D", "4H QH 4C"]
    t = play_all(dealt(new_table, hands, "3H", "2C QC 4D 5S"), ROUND)
    t.ok("announced", player="anna", call="carte")
    play_all(t, [("ben", None), ("chloe", "QH"), ("anna", None)])
    assert t.hand()["players"][0]["carte"] is None and t.hand()["counts"]["anna"] == 2
    play_all(t, [("ben", None), ("chloe", None), ("anna", "QC")])
    assert t.hand()["players"][0]["carte"] == "due"
    t.ok("challenged", by="ben", target="anna", call="contre-carte")


def test_h8_pen_1_nothing_left_to_draw_the_penalty_lapses(new_table):
    """H8-PLAY-5: with nothing to reshuffle, a penalty draws what exists."""
    from replays.cards import deck, fmt

    rest = [c for c in fmt(deck()) if c != "9H"]
    hands = [" ".join(rest[i * 17 : (i + 1) * 17]) for i in range(3)]
    t = dealt(new_table, hands, "9H")
    t.ok("infraction", player="ben", kind="other")
    assert t.hand()["counts"]["ben"] == 17
