"""Huit américain through the API: the table and the turn (H8-SETUP-*, H8-TURN-1, H8-TWO-1)."""

from __future__ import annotations

from tests.support.h8_table import dealt, stacked
from tests.support.helpers import player_list

THREE = ["anna", "ben", "chloe"]


def create(client, players, **body):
    payload = {"game": "huit_americain", "players": player_list(players), "tracking": "open"}
    return client.post("/games", json={**payload, **body})


def test_h8_setup_1_more_players_need_two_decks(client, new_table):
    eight = [f"p{i}" for i in range(8)]
    refused = create(client, eight)  # 8 × 7 + 1 = 57 cards: more than 52
    assert refused.status_code == 422 and refused.get_json()["rule"] == "H8-SETUP-1"
    assert create(client, ["anna"]).get_json()["rule"] == "H8-SETUP-1"
    two_decks = create(client, eight, options={"deck": {"size": 52, "copies": 2}})
    assert two_decks.status_code == 201
    assert two_decks.get_json()["rules"]["deck"] == {"size": 52, "copies": 2}
    t = new_table("huit_americain", players=THREE, tracking="open")
    short = stacked(["7H", "8H", "9H"], "10H", size=32)
    t.refused("H8-SETUP-1", "hand_started", hand=1, dealer="chloe", hand_size=1, deck=short)
    t.ok("hand_started", hand=1, dealer="chloe", seed=3)


def test_h8_setup_1_too_many_players_for_two_decks_is_said_so(client):
    eight = [f"p{i}" for i in range(8)]
    one = create(client, eight).get_json()  # 8 × 7 + 1 = 57 cards: one deck holds 52
    assert one["rule"] == "H8-SETUP-1" and one["message"].endswith(": jouez avec deux jeux")
    fifteen = [f"p{i}" for i in range(15)]  # 15 × 7 + 1 = 106 cards: two decks hold 104
    two = create(client, fifteen, options={"deck": {"size": 52, "copies": 2}})
    body = two.get_json()
    assert two.status_code == 422 and body["rule"] == "H8-SETUP-1"
    assert body["message"] == (
        "15 joueurs × 7 cartes + la carte retournée demandent 106 cartes ; 2 jeux de 52 cartes"
        " en ont 104 : même avec deux jeux, jouez à moins de joueurs ou avec moins de cartes"
        " chacun"
    )
    english = client.post(
        "/games?lang=en",
        json={
            "game": "huit_americain",
            "players": player_list(fifteen),
            "tracking": "open",
            "options": {"deck": {"size": 52, "copies": 2}},
        },
    ).get_json()
    assert english["message"] == (
        "15 players × 7 cards + the upcard need 106 cards; 2 decks of 52 hold 104: even with"
        " two decks, play with fewer players or fewer cards each"
    )
    fewer = create(client, fifteen[:14], options={"deck": {"size": 52, "copies": 2}})
    smaller = create(client, fifteen, options={"deck": {"size": 52, "copies": 2}, "hand_size": 6})
    assert fewer.status_code == 201 and smaller.status_code == 201


def test_h8_setup_1_table_tracking_plays_only_cards_the_deck_can_supply(new_table):
    t = new_table("huit_americain", players=THREE, tracking="table")  # classique: 52 cards
    t.refused("H8-SETUP-1", "hand_started", hand=1, dealer="chloe", upcard="JK")
    t.ok("hand_started", hand=1, dealer="chloe", upcard="2H")
    t.ok("card_played", player="anna", card="3H")
    t.refused("H8-SETUP-1", "card_played", player="ben", card="JK")  # "sans joker"
    t.refused("H8-SETUP-1", "card_played", player="ben", card="3H")  # the only 3H is laid
    short = new_table(
        "huit_americain",
        players=THREE,
        tracking="table",
        options={"deck": {"size": 32, "copies": 1}},
    )
    short.ok("hand_started", hand=1, dealer="chloe", upcard="7H")
    short.refused("H8-SETUP-1", "card_played", player="anna", card="2H")
    two = new_table(
        "huit_americain",
        players=THREE,
        tracking="table",
        options={"deck": {"size": 52, "copies": 2}},
    )
    two.ok("hand_started", hand=1, dealer="chloe", upcard="3H")
    two.ok("card_played", player="anna", card="3H")  # the second copy
    two.refused("H8-SETUP-1", "card_played", player="ben", card="3H")


def test_h8_setup_2_hand_sizes(new_table):
    t = new_table("huit_americain", players=THREE, tracking="open")
    t.ok("hand_started", hand=1, seed=1)
    assert t.hand()["counts"] == {"anna": 7, "ben": 7, "chloe": 7}  # H8-SETUP-2: classique deals 7
    two = new_table("huit_americain", players=["anna", "ben"], tracking="open", preset="monclar")
    two.ok("hand_started", hand=1, seed=1)
    assert two.hand()["counts"] == {"anna": 10, "ben": 10}  # H8-SETUP-2: the table by players
    man = new_table("huit_americain", players=THREE, tracking="open", preset="man-et-resta")
    man.refused("H8-SETUP-2", "hand_started", hand=1, seed=1)
    man.refused("H8-SETUP-2", "hand_started", hand=1, seed=1, hand_size=9)
    man.ok("hand_started", hand=1, seed=1, hand_size=6)
    assert man.hand()["counts"]["chloe"] == 6 and man.hand()["hand_size"] == 6


def test_core_deal_1_a_hand_size_the_deck_cannot_deal(new_table):
    t = new_table("huit_americain", players=THREE, tracking="open")
    t.refused("CORE-DEAL-1", "hand_started", hand=1, seed=1, hand_size=20)
    t.ok("hand_started", hand=1, seed=1, hand_size=17)
    assert t.hand()["stock"] == 0


def test_h8_setup_3_the_upcard_does_not_act_and_no_attack_opens_the_hand(new_table):
    hands = ["AH 7H 3C 4C 5C", "6H 2D 5D 6D QS", "9S 8S QH 4D 5S"]
    t = dealt(new_table, hands, "7S", stock="2C")
    assert t.hand()["turn"] == "anna"  # the 7 turned up skips nobody
    t.ok("card_played", player="anna", card="7H")
    assert t.hand()["turn"] == "chloe"  # a 7 is not an attack card: it may open the hand
    other = dealt(new_table, hands, "9H")
    body = other.refused("H8-SETUP-3", "card_played", player="anna", card="AH")
    assert body["params"] == {"card": "AH"}
    table = new_table("huit_americain", players=THREE, tracking="table")
    table.ok("hand_started", hand=1, dealer="chloe", upcard="9H")
    unlogged = new_table("huit_americain", players=THREE, tracking="table")
    unlogged.ok("hand_started", hand=1, dealer="chloe")  # was refused: the upcard is optional
    unlogged.refused("H8-SETUP-3", "card_played", player="anna", card="AH")


def test_h8_setup_3_continuous_draw_goes_past_an_attack_card_before_the_first_play(new_table):
    """H8-PLAY-2 `continuous_draw` stops at a card the player may play: before the first
    card of the hand, an ace (courte-amicale's attack) may not be played (H8-SETUP-3), so
    drawing one does not stop the draw (the hand was stuck on it)."""
    hands = ["AH 9D 7D", "KH QD JD", "KD QC JC"]
    options = {"continuous_draw": True}
    t = dealt(new_table, hands, "AS", "AD 9S", preset="courte-amicale", options=options)
    t.refused("H8-SETUP-3", "card_played", player="anna", card="AH")
    body = t.refused("H8-PLAY-2", "cards_drawn", player="anna", count=3)
    assert body["params"]["card"] == "9S"  # the draw stops at 9S, not at AD
    t.ok("cards_drawn", player="anna", count=1)
    assert t.hand()["must_play"] is None and t.hand()["turn"] == "anna"
    assert {"type": "cards_drawn", "data": {"player": "anna", "count": 1}} in t.moves()
    t.refused("H8-SETUP-3", "card_played", player="anna", card="AD")
    t.ok("cards_drawn", player="anna", count=1)
    assert t.hand()["must_play"] == "9S"
    t.ok("card_played", player="anna", card="9S")
    assert t.hand()["turn"] == "ben"


def unlogged(new_table, preset=None, options=None, **data):
    """A table-tracking hand whose hand_started leaves the upcard out."""
    t = new_table("huit_americain", players=THREE, tracking="table", preset=preset, options=options)
    t.ok("hand_started", hand=1, dealer="chloe", **{"hand_size": 3, **data})
    return t


def test_h8_setup_3_table_hand_starts_without_upcard(new_table):
    t = unlogged(new_table)
    hand = t.hand()
    assert hand["turn"] == "anna" and hand["suit"] is None and hand["pending"] is None
    assert hand["top"] is None and hand["discard"] == 1 and hand["discard_pile"] == [None]
    assert "not logged" in hand["discard_note"]
    assert hand["stock"] == 52 - 3 * 3 - 1  # the unknown upcard is still off the stock
    crazy = unlogged(new_table, preset="crazy-eights")
    assert crazy.hand()["pending"] is None and crazy.hand()["turn"] == "anna"  # nothing acts
    logged = new_table("huit_americain", players=THREE, tracking="table")
    logged.ok("hand_started", hand=1, dealer="chloe", hand_size=3, upcard="9H")
    assert logged.hand()["discard_pile"] == ["9H"] and logged.hand()["discard_note"] is None


def test_h8_setup_3_first_moves_without_upcard_then_every_rule(new_table):
    t = unlogged(new_table)
    t.ok("card_played", player="anna", card="KD")  # nothing to check it against
    hand = t.hand()
    assert hand["top"] == "KD" and hand["suit"] == "D" and hand["discard_pile"] == [None, "KD"]
    t.refused("H8-PLAY-1", "card_played", player="ben", card="7C")  # the pile is known now
    t.ok("card_played", player="ben", card="KS")
    t.ok("card_played", player="chloe", card="AS")  # an attack, no longer the first card
    assert t.hand()["pending"]["player"] == "anna"
    wild = unlogged(new_table)
    wild.refused("H8-PLAY-3", "card_played", player="anna", card="8C")  # a wild card names
    wild.ok("card_played", player="anna", card="8C", suit="H")
    assert wild.hand()["suit"] == "H" and wild.hand()["top"] == "8C"
    wild.refused("H8-PLAY-1", "card_played", player="ben", card="2C")
    wild.ok("card_played", player="ben", card="2H")


def test_h8_setup_3_checks_that_need_no_upcard_still_bite_without_upcard(new_table):
    t = unlogged(new_table)
    t.refused("H8-TURN-1", "card_played", player="ben", card="KD")
    t.refused("H8-SETUP-3", "card_played", player="anna", card="AD")  # no attack first
    t.refused("H8-SETUP-1", "card_played", player="anna", card="JK")  # classique: no joker
    t.refused("H8-PLAY-3", "card_played", player="anna", card="KD", suit="H")
    t.refused("H8-PLAY-1", "card_played", player="anna", cards=["KD", "KH"])
    combo = unlogged(new_table, options={"ace_jack_combo": True})
    combo.refused("H8-SETUP-3", "card_played", player="anna", cards=["AH", "JH"])
    man = new_table("huit_americain", players=THREE, tracking="table", preset="man-et-resta")
    man.refused("H8-SETUP-2", "hand_started", hand=1, dealer="chloe")
    queen = new_table("huit_americain", players=THREE, tracking="table", preset="originale")
    queen.refused("H8-SETUP-4", "hand_started", hand=1, dealer="chloe")
    queen.ok("hand_started", hand=1, dealer="chloe", first_player="ben")
    assert queen.hand()["turn"] == "ben"
    volee = unlogged(new_table, options={"deck": {"size": 52, "copies": 2}, "a_la_volee": True})
    volee.refused("H8-TURN-1", "card_played", player="ben", card="KD")  # no volée on it
    volee.ok("card_played", player="anna", card="KD")
    volee.ok("card_played", player="chloe", card="KD")  # the very card on top, out of turn


def test_h8_setup_3_crazy_eights_turns_an_eight_back(new_table):
    t = dealt(
        new_table,
        ["2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2S 3S 4S 5S 6S"],
        "8H",
        stock="9H 10H",
        preset="crazy-eights",
    )
    assert t.hand()["top"] == "9H" and t.hand()["stock"] == 52 - 16
    table = new_table("huit_americain", players=THREE, tracking="table", preset="crazy-eights")
    table.refused("H8-SETUP-3", "hand_started", hand=1, dealer="chloe", upcard="8H")
    table.ok("hand_started", hand=1, dealer="chloe", upcard="2H")
    assert table.hand()["pending"]["player"] == "anna"  # the 2 acts as the dealer's play


def test_h8_setup_4_the_queen_of_hearts_starts_in_the_original_version(new_table):
    hands = [
        "2C 3C 4C 5C 6C 9C 10C KC",
        "QH 2D 3D 4D 5D 6D 9D 10D",
        "2S 3S 4S 5S 6S 9S 10S KS",
    ]
    t = new_table("huit_americain", players=THREE, tracking="open", preset="originale")
    order = stacked(hands, "2H", size=54)
    t.refused("H8-SETUP-4", "hand_started", hand=1, dealer="chloe", deck=order, first_player="anna")
    t.ok("hand_started", hand=1, dealer="chloe", deck=order)
    assert t.hand()["turn"] == "ben"
    queenless = new_table("huit_americain", players=THREE, tracking="open", preset="originale")
    hands[1] = "JH 2D 3D 4D 5D 6D 9D 10D"
    hands[2] = "2S 3S 4S 5S 6S 9S 10S QS"
    queenless.ok("hand_started", hand=1, dealer="chloe", deck=stacked(hands, "2H", size=54))
    assert queenless.hand()["turn"] == "chloe"  # the queen of spades, the last one asked
    table = new_table("huit_americain", players=THREE, tracking="table", preset="originale")
    table.refused("H8-SETUP-4", "hand_started", hand=1, dealer="chloe", upcard="2H")
    table.ok("hand_started", hand=1, dealer="chloe", upcard="2H", first_player="chloe")
    assert table.hand()["turn"] == "chloe"


def test_h8_turn_1_only_the_player_whose_turn_it_is(new_table):
    t = dealt(new_table, ["6H 9C KD 3S 4S", "6S 2D 5D 6D QS", "AH 8S QH 4C 5C"], "9H")
    body = t.refused("H8-TURN-1", "card_played", player="ben", card="6S")
    assert "Anna" in body["message"]
    t.refused("H8-TURN-1", "cards_drawn", player="ben", count=1)
    t.ok("card_played", player="anna", card="6H")
    t.ok("card_played", player="ben", card="6S")


def test_h8_two_1_two_players_still_in_the_hand(new_table):
    hands = ["5H 9H 9C", "6D 4H 2C", "KS JC QC"]
    t = dealt(new_table, hands, "3H", stock="2S 3S 4S", scoring="positive")
    for type_, data in [
        ("card_played", {"player": "anna", "card": "5H"}),
        ("card_played", {"player": "ben", "card": "4H"}),
        ("cards_drawn", {"player": "chloe", "count": 1}),
        ("card_played", {"player": "anna", "card": "9H"}),
        ("cards_drawn", {"player": "ben", "count": 1}),
        ("cards_drawn", {"player": "chloe", "count": 1}),
        ("card_played", {"player": "anna", "card": "9C"}),
        ("card_played", {"player": "ben", "card": "2C"}),
    ]:
        t.ok(type_, data)
    assert t.hand()["out"] == ["anna"]
    t.ok("card_played", player="chloe", card="JC")  # two players still in: play again
    assert t.hand()["turn"] == "chloe" and t.hand()["direction"] == "clockwise"
    t.refused("H8-TURN-1", "card_played", player="ben", card="6D")
    t.ok("card_played", player="chloe", card="QC")


def test_h8_turn_1_a_la_volee_with_two_decks(new_table):
    hands = ["9H 3C 4D", "6S 2D 5D", "9H QH 9C"]
    two_decks = {"deck": {"size": 52, "copies": 2}}
    plain = dealt(new_table, hands, "5H", options=two_decks)
    plain.ok("card_played", player="anna", card="9H")
    plain.refused("H8-TURN-1", "card_played", player="chloe", card="9H")
    t = dealt(new_table, hands, "5H", options={**two_decks, "a_la_volee": True})
    t.ok("card_played", player="anna", card="9H")
    t.refused("H8-TURN-1", "card_played", player="chloe", card="9C")
    t.ok("card_played", player="chloe", card="9H")  # the very card on top, out of turn
    assert t.hand()["turn"] == "anna"  # play resumes from chloe


def test_h8_turn_1_an_eight_a_la_volee_is_a_legal_move_naming_a_suit(new_table):
    """The twin of an 8 on top, laid out of turn, names its suit (H8-PLAY-3) as in turn:
    the legal moves list it so, and what they list is accepted."""
    hands = ["8H 3C 4D", "6S 2D 5D", "8H QH 9C"]
    volee = {"deck": {"size": 52, "copies": 2}, "a_la_volee": True}
    t = dealt(new_table, hands, "5H", options=volee)
    t.ok("card_played", player="anna", card="8H", suit="S")
    moves = t.client.get(f"/games/{t.id}/legal-moves").get_json()["moves"]
    chloe = [m["data"] for m in moves if m["data"].get("player") == "chloe"]
    assert chloe == [{"player": "chloe", "card": "8H", "suit": s} for s in "SHDC"]
    t.ok("card_played", **chloe[2])
    assert t.hand()["suit"] == "D" and t.hand()["turn"] == "anna"


def test_h8_turn_1_a_la_volee_answers_a_pending_attack(new_table):
    hands = ["9H AH 4D", "AH 2D 5D", "6S QH 9C"]
    volee = {"deck": {"size": 52, "copies": 2}, "a_la_volee": True}
    t = dealt(new_table, hands, "5H", options=volee)
    t.ok("card_played", player="anna", card="9H")
    t.ok("card_played", player="ben", card="AH")  # H8-POW-A: chloe draws 2 or answers
    t.ok("card_played", player="anna", card="AH")  # its twin, à la volée: the attack grows
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"], t.hand()["turn"]) == ("ben", 4, "ben")


def test_h8_pow_force_a_forced_draw_takes_no_volee(new_table):
    hands = ["9H 2H 4D", "2H 3D 5D", "6S QH 9C"]
    volee = {"deck": {"size": 54, "copies": 2}, "a_la_volee": True}
    t = dealt(new_table, hands, "5H", preset="variante-4", options=volee)
    t.ok("card_played", player="anna", card="9H")
    t.ok("card_played", player="ben", card="2H")  # chloe draws 2, no answer
    body = t.refused("H8-POW-FORCE", "card_played", player="anna", card="2H")
    assert "Chloé" in body["message"] or "chloe" in body["message"].lower()
