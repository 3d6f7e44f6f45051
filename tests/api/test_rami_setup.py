"""Rami setup through the API: players, pack, deal, upcard, first player (RAMI-SETUP-*,
RAMI-PRESET, CORE-DEAL-1)."""

from __future__ import annotations

import pytest

from tests.support.helpers import player_list
from tests.support.rami import stacked

ANNA = "7S 7D 7C 7H JD QD KD AH 2H 3H"
BEN = "4S 5S 6S 8H 9H 10H 2C 3C 4C KC"


def create(client, players: int, **body):
    ids = [f"p{i}" for i in range(players)]
    payload = {"game": "rami", "players": player_list(ids), "tracking": "open", **body}
    return client.post("/games", json=payload)


@pytest.mark.parametrize("players", [2, 7])
def test_rami_setup_1_two_to_seven_players_accepted(client, players):
    assert create(client, players).status_code == 201


@pytest.mark.parametrize("players", [1, 8])
def test_rami_setup_1_fewer_than_two_or_more_than_seven_refused(client, players):
    response = create(client, players)
    assert response.status_code == 422
    assert response.get_json()["rule"] == "RAMI-SETUP-1"


@pytest.mark.parametrize("options", [{"jokers": 5}, {"jokers": -1}, {"decks": 3}])
def test_rami_setup_1_jokers_zero_to_four_one_or_two_decks(client, options):
    response = create(client, 3, options=options)
    assert response.status_code == 422
    assert response.get_json()["rule"] == "RAMI-SETUP-1"


def test_rami_setup_1_two_decks_and_four_jokers_make_a_pack_of_108(new_table):
    t = new_table("rami", players=["anna", "ben"], options={"decks": 2, "jokers": 4})
    assert t.created["rules"]["deck"] == {"size": 52, "copies": 2, "jokers": 4}
    deck = t.ok("hand_started", hand=1, dealer="ben", seed=7)["data"]["deck"]
    assert len(deck) == 108 and deck.count("JK") == 4 and deck.count("7H") == 2
    assert t.hand()["stock"] == 108 - 2 * 10 - 1


def test_rami_setup_1_the_deck_order_is_the_whole_pack(new_table):
    t = new_table("rami", players=["anna", "ben"])
    deck = stacked([ANNA, BEN], "5C")
    short = t.refused("RAMI-SETUP-1", "hand_started", hand=1, dealer="ben", deck=deck[:-1])
    assert short["params"]["missing"] and "il manque" in short["message"]
    doubled = deck[:-1] + ["7S"]  # one 7S too many, one card missing
    t.refused("RAMI-SETUP-1", "hand_started", hand=1, dealer="ben", deck=doubled)
    no_jokers = new_table("rami", players=["anna", "ben"], options={"jokers": 0})
    no_jokers.refused("RAMI-SETUP-1", "hand_started", hand=1, dealer="ben", deck=deck)
    t.ok("hand_started", hand=1, dealer="ben", deck=deck)


def test_rami_setup_1_table_tracking_refuses_a_card_the_pack_has_no_more(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="table")
    t.ok("hand_started", hand=1, dealer="ben", upcard="5C")
    t.ok("card_taken", player="anna", source="stock")
    t.ok("card_discarded", player="anna", card="9H")
    t.ok("card_taken", player="ben", source="stock")
    body = t.refused("RAMI-SETUP-1", "card_discarded", player="ben", card="9H")  # one deck
    assert body["params"]["card"] == "9H" and "du 9 de cœur" in body["message"]
    t.refused("RAMI-SETUP-1", "card_discarded", player="ben", card="5C")
    t.ok("card_discarded", player="ben", card="9S")


@pytest.mark.parametrize(("players", "size"), [(2, 10), (3, 7), (4, 7), (5, 7), (6, 6), (7, 6)])
def test_rami_setup_2_deal_by_number_of_players(new_table, players, size):
    ids = [f"p{i}" for i in range(players)]
    t = new_table("rami", players=ids)
    deck = t.ok("hand_started", hand=1, dealer=ids[-1], seed=players)["data"]["deck"]
    hand = t.hand()
    assert {p: h["count"] for p, h in hand["hands"].items()} == dict.fromkeys(ids, size)
    assert hand["stock"] == 54 - players * size - 1
    upcard = deck[players * size]
    assert hand["discard"] == {"top": upcard, "count": 1, "cards": [upcard]}
    # dealt one card at a time from the player left of the dealer
    assert hand["hands"]["p0"]["cards"] == deck[0 : players * size : players]


def test_rami_setup_2_the_upcard_starts_the_discard_pile(new_table):
    t = new_table("rami", players=["anna", "ben"])
    deck = stacked([ANNA, BEN], "5C", "9D")
    t.refused("RAMI-SETUP-2", "hand_started", hand=1, dealer="ben", deck=deck, upcard="9D")
    t.ok("hand_started", hand=1, dealer="ben", deck=deck, upcard="5C")
    assert t.hand()["discard"]["top"] == "5C"
    assert t.moves()[1] == {
        "type": "card_taken",
        "data": {"player": "anna", "source": "discard", "card": "5C"},
    }


def test_rami_setup_2_table_tracking_logs_the_upcard_not_a_deck(new_table):
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="table")
    # Changed: a start without upcard used to be refused (RAMI-SETUP-2); the upcard is
    # optional now, so it is accepted (see the *_without_upcard_* tests below).
    bare = new_table("rami", players=["anna", "ben", "chloe"], tracking="table")
    bare.ok("hand_started", hand=1, dealer="chloe")
    assert bare.hand()["discard"]["top"] is None
    deck = stacked(["7D 7C 7H JD QD KD AH", "8H 9H 10H 2C 3C 4C KC", "AS 2S 3S 4S 5S 6S 7S"], "5C")
    t.refused("RAMI-SETUP-2", "hand_started", hand=1, dealer="chloe", upcard="5C", deck=deck)
    t.ok("hand_started", hand=1, dealer="chloe", upcard="5C")
    hand = t.hand()
    assert hand["hands"]["anna"] == {"count": 7, "known": [], "revealed": False}
    assert hand["stock"] == 54 - 21 - 1 and hand["discard"]["top"] == "5C"


def test_rami_setup_2_table_tracking_accepts_a_start_without_upcard(new_table):
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="table")
    started = t.ok("hand_started", hand=1, dealer="chloe")
    assert "upcard" not in started["data"]
    hand = t.hand()
    assert (hand["turn"], hand["phase"]) == ("anna", "take")
    assert hand["stock"] == 54 - 21 - 1  # the upcard is still turned: one card less
    discard = hand["discard"]
    assert (discard["top"], discard["count"], discard["cards"]) == (None, 1, [None])
    assert discard["unknown"] == 1 and "not logged" in discard["note"]
    assert t.moves() == [
        {"type": "card_taken", "data": {"player": "anna", "source": "stock"}},
        {"type": "card_taken", "data": {"player": "anna", "source": "discard"}, "unknown": True},
    ]
    steps = t.get("/explain", seq=started["seq"], lang="en")["steps"]
    setup = [s for s in steps if s["rule"] == "RAMI-SETUP-2"]
    assert [s["rule"] for s in steps][-2:] == ["RAMI-SETUP-2", "RAMI-SETUP-3"]
    assert "not logged" in setup[0]["text"] and "32 cards make the stock" in setup[0]["text"]


def test_rami_setup_2_without_upcard_the_other_deal_checks_still_bite(new_table):
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="table")
    deck = stacked(["7D 7C 7H JD QD KD AH", "8H 9H 10H 2C 3C 4C KC", "AS 2S 3S 4S 5S 6S 7S"], "5C")
    t.refused("RAMI-SETUP-2", "hand_started", hand=1, dealer="chloe", deck=deck)
    t.refused("RAMI-SETUP-3", "hand_started", hand=1, dealer="chloe", first_player="ben")
    t.refused("CORE-DEAL-1", "hand_started", hand=1, dealer="chloe", hand_size=18)
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=17)
    assert t.hand()["stock"] == 54 - 51 - 1


def test_rami_setup_1_without_upcard_a_named_upcard_needs_a_copy_in_the_pack(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="table", options={"jokers": 0})
    t.ok("hand_started", hand=1, dealer="ben")
    body = t.refused("RAMI-SETUP-1", "card_taken", player="anna", source="discard", card="JK")
    assert "n'a pas été notée" in body["message"]
    t.ok("card_taken", player="anna", source="discard", card="5C")
    t.ok("card_discarded", player="anna", card="KD")
    t.ok("card_taken", player="ben", source="stock")
    t.refused("RAMI-SETUP-1", "card_discarded", player="ben", card="5C")  # anna holds it
    t.ok("card_discarded", player="ben", card="5D")


def test_rami_setup_2_open_tracking_is_unchanged_without_upcard(new_table):
    t = new_table("rami", players=["anna", "ben"])
    deck = stacked([ANNA, BEN], "5C")
    t.ok("hand_started", hand=1, dealer="ben", deck=deck)  # the upcard comes from the deck
    assert t.hand()["discard"] == {"top": "5C", "count": 1, "cards": ["5C"]}


def test_rami_setup_2_a_seed_is_stored_as_the_deck_order(new_table):
    one = new_table("rami", players=["anna", "ben"])
    two = new_table("rami", players=["anna", "ben"])
    first = one.ok("hand_started", hand=1, dealer="ben", seed="jeudi soir")["data"]
    second = two.ok("hand_started", hand=1, dealer="ben", seed="jeudi soir")["data"]
    assert first["seed"] == "jeudi soir" and first["deck"] == second["deck"]
    assert sorted(first["deck"]) == sorted(stacked([ANNA, BEN], "5C"))


def test_core_deal_1_a_deal_the_pack_cannot_supply_is_refused(new_table):
    t = new_table("rami", players=["anna", "ben"])
    body = t.refused("CORE-DEAL-1", "hand_started", hand=1, dealer="ben", hand_size=27, seed=1)
    assert "55" in body["message"]  # 2 x 27 + the upcard, from 54 cards
    t.ok("hand_started", hand=1, dealer="ben", hand_size=26, seed=1)
    assert t.hand()["stock"] == 1


def test_rami_setup_3_the_player_left_of_the_dealer_plays_first(new_table):
    t = new_table("rami", players=["anna", "ben", "chloe"])
    t.refused("RAMI-SETUP-3", "hand_started", hand=1, dealer="anna", first_player="chloe", seed=3)
    t.ok("hand_started", hand=1, dealer="anna", first_player="ben", seed=3)
    hand = t.hand()
    assert hand["turn"] == "ben" and hand["phase"] == "take"
    t.refused("RAMI-TURN-1", "card_taken", player="chloe", source="stock")
    t.ok("card_taken", player="ben", source="stock")


def test_rami_setup_3_without_a_dealer_the_deal_passes_left(new_table):
    t = new_table("rami", players=["anna", "ben"])
    t.ok("hand_started", hand=1, seed=1)  # no dealer named: the last seat deals, anna starts
    assert t.hand()["dealer"] == "ben" and t.hand()["turn"] == "anna"


def test_rami_preset_rami_51_is_the_default_and_bonus_adds_winner_bonus(new_table, client):
    plain = new_table("rami", players=["anna", "ben"])
    assert plain.created["preset"] == "rami-51"
    assert plain.created["rules"]["options"]["winner_bonus"] is False
    assert plain.created["rules"]["opening"] == 51 and plain.created["target"] == 1000
    bonus = new_table("rami", players=["anna", "ben"], preset="rami-51-bonus")
    assert bonus.created["rules"]["options"]["winner_bonus"] is True
    unknown = create(client, 2, preset="rami-101")
    assert unknown.status_code == 400  # an unknown preset is malformed input, not a rule
