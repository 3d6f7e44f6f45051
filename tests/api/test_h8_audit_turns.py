"""Audit of Huit américain's turn order against RULES.md §1, played through the API: jack,
7 and 10 with two players and as the last card, skips over players out, the upcard's power
(H8-POW-J, -7, -10, H8-TWO-1, H8-SETUP-3, H8-TURN-1)."""

from __future__ import annotations

from tests.support.h8_table import dealt, play_all

TWO = ["anna", "ben"]
FOUR = ["anna", "ben", "chloe", "dan"]


def test_h8_pow_j_a_last_jack_with_two_players_plays_again_and_draws(new_table):
    """H8-POW-10: "the same holds for every 'play again', a jack or 7 with two players
    included": a last jack does not end the hand, its player draws one."""
    t = dealt(new_table, ["5H JH", "3C 4C"], "9H", "2S 3S", players=TWO)
    t.ok("card_played", player="anna", card="5H")
    t.ok("cards_drawn", player="ben", count=1)
    t.ok("card_played", player="anna", card="JH")
    hand = t.hand()
    assert hand["counts"]["anna"] == 0 and hand["out"] == [] and hand["turn"] == "anna"
    assert t.state()["in_hand"]
    t.refused("H8-TURN-1", "cards_drawn", player="ben", count=1)
    t.ok("cards_drawn", player="anna", count=1)
    assert t.hand()["turn"] == "ben" and t.hand()["counts"]["anna"] == 1


def test_h8_pow_7_a_last_seven_with_two_players_plays_again_and_draws(new_table):
    t = dealt(new_table, ["5H 7H", "3C 4C"], "9H", "2S 3S", players=TWO)
    t.ok("card_played", player="anna", card="5H")
    t.ok("cards_drawn", player="ben", count=1)
    t.ok("card_played", player="anna", card="7H")
    assert t.hand()["out"] == [] and t.hand()["turn"] == "anna" and t.state()["in_hand"]
    t.ok("cards_drawn", player="anna", count=1)
    assert t.hand()["turn"] == "ben"


def test_h8_pow_7_and_j_as_the_last_card_with_three_players_end_the_hand(new_table):
    for card in ("7H", "JH"):
        t = play_all(
            dealt(new_table, ["5H " + card, "6H 4C", "4H 2C"], "9H"),
            [("anna", "5H"), ("ben", "6H"), ("chloe", "4H"), ("anna", card)],
        )
        state = t.state()
        assert not state["in_hand"] and state["hand"]["out"] == ["anna"], card


def test_h8_pow_j_then_7_skips_counterclockwise_with_four_players(new_table):
    hands = ["JH 2C 3C", "5H 6C 4C", "9H 5C KC", "7H KD QD"]
    t = dealt(new_table, hands, "10H", players=FOUR)
    t.ok("card_played", player="anna", card="JH")
    assert t.hand()["turn"] == "dan"
    t.ok("card_played", player="dan", card="7H")  # skips chloe, the next counterclockwise
    assert t.hand()["turn"] == "ben"
    t.refused("H8-TURN-1", "card_played", player="chloe", card="9H")
    t.ok("card_played", player="ben", card="5H")
    assert t.hand()["turn"] == "anna"


def test_h8_pow_7_skips_the_next_player_still_in_the_hand(new_table):
    """Positive scoring, four players, ben out: anna's 7 skips chloe (the next player still
    in the hand), not ben, who is out (H8-END-2, H8-POW-7)."""
    hands = ["5H 9H 7D", "6H 10H 2H", "4H QH 3S", "KH QD 4S"]
    t = play_all(
        dealt(new_table, hands, "3H", players=FOUR, scoring="positive"),
        [
            ("anna", "5H"),
            ("ben", "6H"),
            ("chloe", "4H"),
            ("dan", "KH"),
            ("anna", "9H"),
            ("ben", "10H"),
            ("ben", "2H"),
            ("chloe", "QH"),
            ("dan", "QD"),
        ],
    )
    assert t.hand()["out"] == ["ben"] and t.hand()["turn"] == "anna"
    t.ok("card_played", player="anna", card="7D")
    assert t.hand()["turn"] == "dan"
    t.refused("H8-TURN-1", "card_played", player="chloe", card="3S")
    t.refused("H8-TURN-1", "cards_drawn", player="ben", count=1)  # out: no more turns


def test_h8_pow_10_a_ten_then_an_attack_card_is_not_the_first_play(new_table):
    """H8-SETUP-3 bars an attack card as the first card of the hand only: after a 10 the
    same player may play an ace."""
    t = dealt(new_table, ["10H AH 4C", "5D 6D 7D", "5S 6S 7S"], "9H")
    t.refused("H8-SETUP-3", "card_played", player="anna", card="AH")
    t.ok("card_played", player="anna", card="10H")
    t.ok("card_played", player="anna", card="AH")
    assert t.hand()["pending"]["player"] == "ben"


def test_h8_setup_3_no_attack_first_even_after_the_first_player_drew(new_table):
    """The first card played in a hand may not be an attack card, whoever lays it."""
    t = dealt(new_table, ["3C 4C 5C", "AH 6D 7D", "5S 6S 7S"], "9H", "2D")
    t.ok("cards_drawn", player="anna", count=1)
    t.refused("H8-SETUP-3", "card_played", player="ben", card="AH")


def test_h8_setup_3_a_jack_or_ten_turned_up_does_not_act(new_table):
    hands = ["3H 4C 5C", "4H 6D 7D", "5H 6S 7S"]
    jack = dealt(new_table, hands, "JH")
    assert jack.hand()["turn"] == "anna" and jack.hand()["direction"] == "clockwise"
    jack.ok("card_played", player="anna", card="3H")
    assert jack.hand()["turn"] == "ben"
    ten = dealt(new_table, hands, "10H")
    ten.ok("card_played", player="anna", card="3H")
    assert ten.hand()["turn"] == "ben"
    ace = dealt(new_table, hands, "AH")
    assert ace.hand()["pending"] is None
    ace.ok("card_played", player="anna", card="3H")


def test_h8_setup_3_an_eight_turned_up_is_followed_by_suit_or_rank(new_table):
    t = dealt(new_table, ["3C 4C 8D", "3H 6D 7D", "5S 6S 7S"], "8H")
    assert t.hand()["suit"] == "H"
    t.refused("H8-PLAY-1", "card_played", player="anna", card="3C")
    t.ok("card_played", player="anna", card="8D", suit="S")
    assert t.hand()["suit"] == "S"


def test_h8_turn_1_a_pending_attack_waits_on_its_player_only(new_table):
    """While an attack waits on ben, nobody else plays or draws; anyone may still announce
    or challenge, and penalties are applied out of turn (H8-TURN-1)."""
    hands = ["3S AS 4D", "4S 5D 6D", "5S 6C 9C"]
    t = play_all(
        dealt(new_table, hands, "2S", "2C 3C 4H 5H"),
        [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "AS")],
    )
    t.refused("H8-TURN-1", "card_played", player="chloe", card="6C")
    t.refused("H8-TURN-1", "cards_drawn", player="chloe", count=2)
    t.refused("H8-TURN-1", "cards_drawn", player="anna", count=2)
    t.ok("announced", player="anna", call="carte")
    t.ok("infraction", player="chloe", kind="out_of_turn")
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"]) == ("ben", 2)
    assert t.hand()["counts"]["chloe"] == 4
    t.ok("cards_drawn", player="ben", count=2)
    assert t.hand()["turn"] == "chloe"


def test_h8_setup_2_hand_sizes_and_decks_by_preset_and_table(new_table):
    """H8-SETUP-2: seed 001's table (2: 10/15, 3: 8/12, 4+: 6/9 for one/two decks), the
    presets' fixed sizes, and the joker decks of the presets that give it a power."""
    cases = [
        ("monclar", ["a", "b", "c", "d", "e"], None, 6),
        ("monclar", ["a", "b", "c"], {"deck": {"size": 52, "copies": 2}}, 12),
        ("monclar", ["a", "b"], {"deck": {"size": 52, "copies": 2}}, 15),
        ("monclar", ["a", "b", "c", "d"], {"deck": {"size": 52, "copies": 2}}, 9),
        ("originale", ["a", "b", "c"], None, 8),
        ("crazy-eights", ["a", "b"], None, 7),
        ("crazy-eights", ["a", "b", "c", "d"], None, 5),
    ]
    for preset, players, options, size in cases:
        t = new_table("huit_americain", players=players, preset=preset, options=options)
        t.ok("hand_started", hand=1, seed=1)
        assert set(t.hand()["counts"].values()) == {size}, (preset, players, options)
    decks = {
        "classique": 52,
        "originale": 54,
        "des-ulis": 54,
        "variante-4": 54,
        "variante-6": 32,
        "variante-7": 32,
        "courte-amicale": 32,
        "man-et-resta": 52,
        "crazy-eights": 52,
    }
    for preset, size in decks.items():
        t = new_table("huit_americain", preset=preset)
        assert t.created["rules"]["deck"] == {"size": size, "copies": 1}, preset


def test_h8_turn_1_a_la_volee_play_resumes_from_that_player(new_table):
    """The volée's card acts from the player who laid it: a 7 skips the player after them,
    a 10 makes them play again."""
    volee = {"deck": {"size": 52, "copies": 2}, "a_la_volee": True}
    hands = ["7H 3C 4D 5S", "7H 2D 5D 6S", "5H 9H 9C 4S", "6H QH KC 3S"]
    t = dealt(new_table, hands, "9H", players=FOUR, options=volee)
    t.ok("card_played", player="anna", card="7H")  # ben is skipped: chloe's turn
    t.ok("card_played", player="ben", card="7H")  # the twin, out of turn: chloe is skipped
    assert t.hand()["turn"] == "dan"
    ten = ["10H 3C 4D 5S", "9H 2D 5D 6S", "5H 10H 9C 4S", "6H QH KC 3S"]
    u = dealt(new_table, ten, "9H", players=FOUR, options=volee)
    u.ok("card_played", player="anna", card="10H")
    u.ok("card_played", player="chloe", card="10H")
    assert u.hand()["turn"] == "chloe"


def test_h8_pow_force_variante_4_the_two_of_spades_draws_four_and_a_two_does_not_answer(
    new_table,
):
    hands = ["3S 2S 4D", "2H 5D 6D", "5S 6C 9C"]
    t = play_all(
        dealt(new_table, hands, "KS", preset="variante-4"),
        [("anna", "3S"), ("ben", None), ("chloe", "5S"), ("anna", "2S")],
    )
    pending = t.hand()["pending"]
    assert (pending["kind"], pending["player"], pending["amount"]) == ("force", "ben", 4)
    t.refused("H8-POW-FORCE", "card_played", player="ben", card="2H")
    t.ok("cards_drawn", player="ben", count=4)
    assert t.hand()["turn"] == "chloe"


def test_h8_ann_4_a_draw_does_not_close_the_four_call(new_table):
    t = dealt(
        new_table, ["4H 9C KD", "2S 2D 3D", "2H QC 4C"], "7H", "5S 6S 7S", preset="variante-1"
    )
    t.ok("card_played", player="anna", card="4H")
    t.ok("cards_drawn", player="ben", count=1)  # no card played yet: still due
    t.ok("challenged", by="chloe", target="anna", call="contre-4")
    assert t.hand()["counts"]["anna"] == 4
