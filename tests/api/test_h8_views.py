"""Huit américain reads through the API: the derived state, legal moves, explain."""

from __future__ import annotations

from tests.support.h8_table import dealt

HANDS = ["3S AS KD 4D 4S", "AD 2D 5D 6D 10D", "6S 9S 8H 4C 5C"]


def attacked(new_table, tracking="open"):
    t = dealt(new_table, HANDS, "2S", "2C", tracking=tracking)
    t.ok("card_played", player="anna", card="3S")
    t.ok("cards_drawn", player="ben", count=1)
    t.ok("card_played", player="chloe", card="6S")
    t.ok("card_played", player="anna", card="AS")
    return t


def test_the_state_tells_the_turn_the_pile_and_the_pending_attack(new_table):
    t = attacked(new_table)
    hand = t.hand()
    assert hand["turn"] == "ben" and hand["direction"] == "clockwise"
    assert hand["top"] == "AS" and hand["suit"] == "S"
    assert hand["pending"]["amount"] == 2 and hand["pending"]["player"] == "ben"
    assert hand["counts"] == {"anna": 3, "ben": 6, "chloe": 4}
    assert hand["stock"] == 52 - 16 - 1 and hand["discard"] == 4
    assert hand["out"] == [] and not hand["over"]
    assert set(t.hand(as_="ben")["cards"]) == {"ben"}


def test_legal_moves_answer_the_attack_or_draw_it(new_table):
    t = attacked(new_table)
    turn = [m for m in t.moves() if m["type"] in ("card_played", "cards_drawn")]
    assert turn == [
        {"type": "card_played", "data": {"player": "ben", "card": "AD"}},
        {"type": "cards_drawn", "data": {"player": "ben", "count": 2}},
    ]


def test_table_tracking_legal_moves_use_public_information(new_table):
    t = attacked(new_table, tracking="table")
    moves = t.moves()
    plays = {m["data"]["card"] for m in moves if m["type"] == "card_played"}
    assert {"AH", "AD", "AC", "8C"} <= plays and "AS" not in plays and "5D" not in plays
    assert {"type": "cards_drawn", "data": {"player": "ben", "count": 2}} in moves


def test_explain_names_the_rules_of_an_attack(client, new_table):
    t = attacked(new_table)
    seq = t.events()[-1]["seq"]
    body = client.get(f"/games/{t.id}/explain", query_string={"seq": seq}).get_json()
    rules = [s["rule"] for s in body["steps"]]
    assert rules[:3] == ["H8-PLAY-1", "H8-TURN-1", "H8-POW-A"]  # the reason first
    dealt_steps = client.get(f"/games/{t.id}/explain", query_string={"seq": 2}).get_json()
    assert "H8-SETUP-4" in [s["rule"] for s in dealt_steps["steps"]]


def test_presets_are_listed_with_french_and_english_descriptions(client):
    body = client.get("/presets", query_string={"game": "huit_americain"}).get_json()
    names = {p["name"] for p in body["presets"]}
    assert len(names) == 14 and {"classique", "crazy-eights", "man-et-resta"} <= names
    for preset in body["presets"]:
        assert preset["description"]["fr"] and preset["description"]["en"]
        assert set(preset["rules"]["options"]) >= {"continuous_draw", "a_la_volee", "complete"}


def test_h8_setup_3_legal_moves_and_explain_without_upcard(client, new_table):
    t = new_table("huit_americain", players=["anna", "ben", "chloe"], tracking="table")
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=3)
    moves = t.moves()
    plays = [m["data"] for m in moves if m["type"] == "card_played"]
    cards = {p["card"] for p in plays}
    assert {"KD", "7C", "2H", "10S", "JH"} <= cards and {"AH", "AD", "JK"}.isdisjoint(cards)
    assert {p["player"] for p in plays} == {"anna"}
    assert {"player": "anna", "card": "8C"} not in plays  # a wild card still names a suit
    assert {"player": "anna", "card": "8C", "suit": "S"} in plays
    assert {"type": "cards_drawn", "data": {"player": "anna", "count": 1}} in moves
    dealt_steps = t.get("/explain", seq=2, lang="en")["steps"]
    assert any(s["rule"] == "H8-SETUP-3" and "not logged" in s["text"] for s in dealt_steps)
    played = t.ok("card_played", player="anna", card="KD")["seq"]
    steps = t.get("/explain", seq=played, lang="en")["steps"]
    assert steps[0]["rule"] == "H8-SETUP-3" and "not logged" in steps[0]["text"]
    after = {m["data"]["card"] for m in t.moves() if m["type"] == "card_played"}
    assert {"KS", "2D", "AD"} <= after and "7C" not in after  # the top is known from now on
