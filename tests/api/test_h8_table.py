"""Huit américain in `table` tracking: physical cards, hidden hands as counts, draws of
unknown cards, a hand scored from the revealed hands (H8-END-3), and the breaches of
H8-PLAY-3 that only the revealed cards show."""

from __future__ import annotations

THREE = ["anna", "ben", "chloe"]


def table_game(new_table, preset=None, **data):
    t = new_table("huit_americain", players=THREE, tracking="table", preset=preset)
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=3, **data)
    return t


def test_a_table_hand_with_unknown_draws_from_start_to_scores(new_table):
    t = table_game(new_table, upcard="9H")
    hand = t.hand()
    assert hand["cards"] is None and hand["stock"] == 42 and hand["turn"] == "anna"
    t.ok("card_played", player="anna", card="6H")
    t.ok("cards_drawn", player="ben", count=1)
    t.refused("H8-PLAY-1", "card_played", player="chloe", card="7D")  # public: no match
    t.ok("card_played", player="chloe", card="6C")
    t.ok("card_played", player="anna", card="9C")
    assert t.hand()["players"][0]["challengeable"]
    t.ok("challenged", by="ben", target="anna", call="contre-carte")  # valid: anna draws 2
    assert t.hand()["counts"] == {"anna": 3, "ben": 4, "chloe": 2}
    t.ok("card_played", player="ben", card="9S")
    t.ok("card_played", player="chloe", card="5S")
    t.ok("announced", player="chloe", call="carte")
    t.refused("H8-ANN-2", "challenged", by="anna", target="chloe", call="contre-carte")
    t.ok("card_played", player="anna", card="5D")
    t.ok("cards_drawn", player="ben", count=1)
    t.ok("card_played", player="chloe", card="KD")
    hand = t.hand()
    assert hand["out"] == ["chloe"] and hand["stock"] == 38
    assert hand["awaiting_reveal"] == ["anna", "ben"]
    t.refused("H8-END-3", "hand_revealed", player="anna", cards=["QS", "2C", "3C"])
    # As Rami's: `unknown` marks the cards the player names; posted as it is, it is refused.
    anna, ben = t.moves()
    listed = {"type": "hand_revealed", "data": {"player": "anna"}, "unknown": True, "count": 2}
    assert anna == listed
    assert (ben["data"], ben["unknown"], ben["count"]) == ({"player": "ben"}, True, 4)
    before = t.events()
    assert t.post("hand_revealed", anna["data"]).status_code == 400
    assert t.events() == before
    t.ok("hand_revealed", {**anna["data"], "cards": ["QS", "2C"]})
    t.ok("hand_revealed", {**ben["data"], "cards": ["AH", "7C", "3D", "4D"]})
    scores = t.scores()
    assert scores["hands"][0]["points"] == {"anna": 12, "ben": 77, "chloe": 0}
    assert scores["totals"] == {"anna": 12, "ben": 77, "chloe": 0}


def test_h8_play_3_a_named_suit_not_held_is_a_breach_found_on_reveal(new_table):
    moves = [
        ("card_played", {"player": "anna", "card": "8S", "suit": "H"}),
        ("card_played", {"player": "ben", "card": "5H"}),
        ("card_played", {"player": "chloe", "card": "5C"}),
        ("card_played", {"player": "anna", "card": "2C"}),
        ("card_played", {"player": "ben", "card": "3C"}),
        ("card_played", {"player": "chloe", "card": "3S"}),
        ("cards_drawn", {"player": "anna", "count": 1}),
        ("card_played", {"player": "ben", "card": "3D"}),
    ]
    games = []
    for shown in (["KD", "9S"], ["KH", "9S"]):
        t = table_game(new_table, preset="originale", upcard="2H", first_player="anna")
        named = t.ok(*moves[0])["seq"]
        for move in moves[1:]:
            t.ok(*move)
        assert t.hand()["out"] == ["ben"]
        t.ok("hand_revealed", player="anna", cards=shown)  # a breach does not refuse
        t.ok("hand_revealed", player="chloe", cards=["QC"])
        games.append((t, named))
    breached, named = games[0]
    [breach] = breached.hand()["breaches"]
    assert breach["rule"] == "H8-PLAY-3" and breach["seq"] == named
    assert breach["player"] == "anna" and breach["suit"] == "H"
    assert breached.scores()["hands"][0]["detail"]["breaches"] == [breach]
    assert games[1][0].hand()["breaches"] == []


def test_h8_play_5_a_reshuffle_takes_the_upcard_not_logged_into_the_stock(new_table):
    games = []
    for logged_reshuffle in (True, False):
        t = new_table("huit_americain", players=THREE, tracking="table")
        t.ok("hand_started", hand=1, dealer="chloe", hand_size=17)  # no upcard, no stock
        assert t.hand()["stock"] == 0 and t.hand()["discard_pile"] == [None]
        t.refused("H8-PLAY-5", "stock_reshuffled")  # only the (unknown) top card is there
        t.ok("card_played", player="anna", card="KD")
        if logged_reshuffle:
            t.ok("stock_reshuffled")
            hand = t.hand()
            assert hand["stock"] == 1 and hand["discard_pile"] == ["KD"]
            assert hand["discard_note"] is None
        t.ok("cards_drawn", player="ben", count=1)  # the engine infers the reshuffle if needed
        games.append(t.hand())
    for hand in games:
        assert hand["stock"] == 0 and hand["discard_pile"] == ["KD"] and hand["top"] == "KD"
        assert hand["counts"] == {"anna": 16, "ben": 18, "chloe": 17}
        assert hand["discard_note"] is None and hand["turn"] == "chloe"
