"""Président through the API: the deal and who starts (PRES-SETUP-1, PRES-START-1)."""

from __future__ import annotations

from replays.cards import deck
from tests.support.president_table import (
    FOUR,
    RACE,
    RACE_ORDER,
    counts,
    deal_for,
    play,
    race,
    start,
    table,
)

# -- PRES-SETUP-1 ---------------------------------------------------------------------------


def test_pres_setup_1_every_card_dealt_one_at_a_time_from_left_of_dealer(new_table):
    t = table(new_table, players=["anna", "ben", "chloe", "dan", "emma"])
    order = [str(c) for c in deck(52)]
    t.ok("hand_started", hand=1, dealer="ben", deck=order)
    hand = t.hand()
    assert counts(t) == {"anna": 10, "ben": 10, "chloe": 11, "dan": 11, "emma": 10}
    chloe = next(p for p in hand["players"] if p["id"] == "chloe")
    assert sorted(chloe["cards"]) == sorted(order[0::5])  # chloe, left of ben, gets the first
    assert sum(counts(t).values()) == 52


def test_pres_setup_1_a_seed_is_expanded_into_the_stored_deck(new_table):
    t = table(new_table, jokers=2)
    event = t.ok("hand_started", hand=1, dealer="dan", seed=42)
    assert event["data"]["seed"] == 42 and len(event["data"]["deck"]) == 54
    assert sorted(counts(t).values()) == [13, 13, 14, 14]
    assert t.created["rules"]["deck"]["size"] == 54


def test_pres_setup_1_refuses_two_or_eight_players(client):
    for ids in (["anna", "ben"], [f"p{i}" for i in range(8)]):
        body = {
            "game": "president",
            "tracking": "open",
            "players": [{"id": p, "name": p} for p in ids],
        }
        response = client.post("/games", json=body)
        assert response.status_code == 422
        assert response.get_json()["rule"] == "PRES-SETUP-1"


def test_pres_setup_1_refuses_a_deck_that_is_not_the_whole_deck(new_table):
    t = table(new_table)
    short = [str(c) for c in deck(52)][:-1] + ["AS"]
    t.refused("PRES-SETUP-1", "hand_started", hand=1, dealer="dan", deck=short)
    t.refused("PRES-SETUP-1", "hand_started", hand=1, dealer="dan", hand_size=5, seed=1)
    t.ok("hand_started", hand=1, dealer="dan", seed=1)


def test_pres_setup_1_jokers_are_zero_or_two(client):
    body = {
        "game": "president",
        "tracking": "open",
        "options": {"jokers": 1},
        "players": [{"id": p, "name": p} for p in FOUR],
    }
    refused = client.post("/games", json=body)
    assert refused.status_code == 422 and refused.get_json()["rule"] == "PRES-SETUP-1"
    assert client.post("/games", json={**body, "options": {"jokers": "two"}}).status_code == 400


def test_pres_setup_1_a_card_is_played_once_in_table_tracking(new_table):
    t = table(new_table, tracking="table")
    t.ok("hand_started", hand=1, dealer="dan", first_player="anna")
    play(t, "anna", "9S")
    t.refused("PRES-SETUP-1", "cards_played", player="ben", cards=["9S"])
    t.refused("PRES-SETUP-1", "cards_played", player="ben", cards=["JK"])  # no jokers here
    play(t, "ben", "9H")
    assert counts(t) == {"anna": 12, "ben": 12, "chloe": 13, "dan": 13}


# -- PRES-START-1 ---------------------------------------------------------------------------


def test_pres_start_1_the_queen_of_hearts_leads_the_first_hand(new_table):
    t = table(new_table)
    start(t, hands={"chloe": ["QH"]})
    hand = t.hand()
    assert hand["turn"] == "chloe" and hand["lead"]["reason"] == "start"
    t.refused("PRES-START-1", "cards_played", player="anna", cards=["AS"])
    play(t, "chloe", "QH")


def test_pres_start_1_a_named_first_player_must_hold_the_queen_in_open_tracking(new_table):
    t = table(new_table)
    cards = deal_for(FOUR, "dan", {"ben": ["QH"]})
    t.refused("PRES-START-1", "hand_started", hand=1, dealer="dan", deck=cards, first_player="anna")
    t.ok("hand_started", hand=1, dealer="dan", deck=cards, first_player="ben")
    assert t.hand()["turn"] == "ben"


def test_pres_start_1_table_tracking_takes_the_tables_word(new_table):
    t = table(new_table, tracking="table")
    t.ok("hand_started", hand=1, dealer="dan", first_player="chloe")
    assert t.hand()["turn"] == "chloe"
    assert [m["count"] for m in t.moves()] == [1, 2, 3, 4]
    t.refused("PRES-START-1", "cards_played", player="anna", cards=["5S"])


def test_pres_start_1_table_tracking_unnamed_leader_is_the_first_to_play(new_table):
    # first_player is optional (DESIGN.md): at a real table nobody knows who holds the
    # queen of hearts, so whoever lays the first cards leads (was refused: "name the leader").
    t = table(new_table, tracking="table")
    t.ok("hand_started", hand=1, dealer="dan")
    hand = t.hand()
    assert hand["turn"] is None and hand["lead"]["rule"] == "PRES-START-1"
    assert {m["data"]["player"] for m in t.moves()} == set(FOUR)
    t.refused("PRES-TRICK-1", "passed", player="ben")  # the leader lays cards, never passes
    play(t, "ben", "5S", "5H")
    assert t.hand()["turn"] == "chloe"
    t.refused("PRES-TURN-1", "cards_played", player="anna", cards=["6S", "6H"])
    steps = t.get("/explain", seq=3)["steps"]
    assert steps[0]["rule"] == "PRES-START-1"


def test_pres_start_1_table_tracking_later_hands_the_named_leader_is_the_trou(new_table):
    t = table(new_table, tracking="table", revolution=False, exchange=False)
    t.ok("hand_started", hand=1, dealer="dan", first_player="anna")
    race(t)
    t.refused("PRES-START-1", "hand_started", hand=2, dealer="anna", first_player="dan")
    t.ok("hand_started", hand=2, dealer="anna", first_player="anna")
    assert t.hand()["turn"] == "anna"


def test_pres_start_1_the_trou_leads_later_hands(new_table):
    t = table(new_table, revolution=False, exchange=False)
    start(t, hands=RACE)
    race(t)
    assert t.scores()["hands"][0]["order"] == RACE_ORDER
    cards = deal_for(FOUR, "anna", {"chloe": ["QH"]})
    t.refused(
        "PRES-START-1", "hand_started", hand=2, dealer="anna", deck=cards, first_player="chloe"
    )
    t.ok("hand_started", hand=2, dealer="anna", deck=cards)
    assert t.hand()["turn"] == "anna"  # the Trou of hand 1, whoever holds the queen
    t.refused("PRES-START-1", "cards_played", player="chloe", cards=["QH"])


# -- legal moves of hidden hands ------------------------------------------------------------


def test_table_tracking_plays_are_listed_with_cards_to_name(new_table):
    """As Rami's: `unknown` marks an entry whose cards the player names; its `data` filled in
    with them is a body the append accepts (posted as it is, it is refused, nothing stored)."""
    t = table(new_table, tracking="table")
    t.ok("hand_started", hand=1, dealer="dan", first_player="chloe")
    moves = t.moves()
    assert [(m["data"], m["unknown"], m["count"]) for m in moves] == [
        ({"player": "chloe"}, True, n) for n in (1, 2, 3, 4)
    ]
    before = t.events()
    assert t.post("cards_played", moves[1]["data"]).status_code == 400
    assert t.events() == before
    t.ok("cards_played", {**moves[1]["data"], "cards": ["9S", "9H"]})
    follow, passing = t.moves()
    assert follow["unknown"] is True and follow["data"] == {"player": "dan"}
    assert (follow["count"], follow["kind"], follow["to_beat"]) == (2, "pair", "une paire de 9")
    assert passing == {"type": "passed", "data": {"player": "dan"}}
    t.ok("cards_played", {**follow["data"], "cards": ["JS", "JH"]})
    assert t.hand()["turn"] == "anna"
