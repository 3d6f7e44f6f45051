"""CORE-DEAL-2: the deal passes to the left, the same in every game: a hand_started that
names no dealer gets the player after the previous hand's dealer; hand 1's is the last seat."""

from __future__ import annotations

THREE = ["anna", "ben", "chloe"]
ENTRIES = {
    "huit_americain": {"anna": 0, "ben": 5, "chloe": 9},
    "rami": {"anna": 0, "ben": 5, "chloe": 9},
    "president": {"anna": 2, "ben": 0, "chloe": -2},
}


def test_core_deal_2_the_deal_passes_to_the_left_in_every_game(new_table):
    for game, points in ENTRIES.items():
        t = new_table(game, players=THREE, tracking="score")
        dealers = []
        for hand in (1, 2, 3, 4):
            t.ok("hand_started", hand=hand)
            dealers.append(t.hand()["dealer"])
            t.ok("points_entered", hand=hand, points=points)
        assert dealers == ["chloe", "anna", "ben", "chloe"], game
        named = new_table(game, players=THREE, tracking="score")
        named.ok("hand_started", hand=1, dealer="ben")
        named.ok("points_entered", hand=1, points=points)
        named.ok("hand_started", hand=2)
        assert named.hand()["dealer"] == "chloe", game  # after the dealer named


def test_core_deal_2_a_hand_scored_without_hand_started_passes_the_deal_on(new_table):
    """In score tracking `hand_started` is optional (DESIGN.md): a hand entered without one
    was dealt by its default dealer all the same, and the next hand's deal follows it."""
    for game, points in ENTRIES.items():
        t = new_table(game, players=THREE, tracking="score")
        t.ok("points_entered", hand=1, points=points)  # dealt by chloe, the last seat
        t.ok("hand_started", hand=2)
        assert t.hand()["dealer"] == "anna", game
        t.ok("points_entered", hand=2, points=points)
        t.ok("points_entered", hand=3, points=points)  # ben's deal, not logged
        t.ok("hand_started", hand=4)
        assert t.hand()["dealer"] == "chloe", game
    order = new_table("president", players=THREE, tracking="score")
    order.ok("order_entered", hand=1, order=THREE)
    order.ok("hand_started", hand=2)
    assert order.hand()["dealer"] == "anna"


def test_core_deal_2_huit_americain_first_seat_plays_first_then_the_next(new_table):
    t = new_table("huit_americain", players=THREE, tracking="open")
    started = t.ok("hand_started", hand=1, seed=7)
    assert started["data"]["dealer"] == "chloe" and t.hand()["turn"] == "anna"
    table = new_table("huit_americain", players=THREE, tracking="table")
    table.ok("hand_started", hand=1, hand_size=1, upcard="9H")
    assert table.hand()["dealer"] == "chloe" and table.hand()["turn"] == "anna"
    table.ok("card_played", player="anna", card="9C")  # anna is out
    table.ok("hand_revealed", player="ben", cards=["KD"])
    table.ok("hand_revealed", player="chloe", cards=["3S"])
    table.ok("hand_started", hand=2, hand_size=1, upcard="9D")
    assert table.hand()["dealer"] == "anna" and table.hand()["turn"] == "ben"


def test_core_deal_2_president_the_dealer_decides_who_gets_the_extra_card(new_table):
    t = new_table("president", players=THREE, tracking="table")
    t.ok("hand_started", hand=1)
    hand = t.hand()
    assert hand["dealer"] == "chloe"
    counts = {p["id"]: p["count"] for p in hand["players"]}
    assert counts == {"anna": 18, "ben": 17, "chloe": 17}  # dealt from chloe's left
    opened = new_table("president", players=THREE, tracking="open")
    opened.ok("hand_started", hand=1, seed=3)
    players = opened.hand()["players"]
    assert opened.hand()["dealer"] == "chloe" and len(players[0]["cards"]) == 18


def test_core_deal_2_explain_says_who_deals(new_table):
    t = new_table("rami", players=THREE, tracking="score")
    started = t.ok("hand_started", hand=1)
    told = t.client.get(f"/games/{t.id}/explain", query_string={"seq": started["seq"]})
    steps = told.get_json()["steps"]
    assert "Chloe distribue" in steps[0]["text"]
    assert {"rule": "CORE-DEAL-2"}.items() <= steps[-1].items()
