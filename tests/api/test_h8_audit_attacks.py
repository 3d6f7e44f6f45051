"""Audit of Huit américain's attacks against RULES.md §1, played through the API: chains
across presets, what an 8 or a joker does to them, what may follow (H8-POW-A, -JK, -AJ,
-ATTACK, H8-PLAY-3, H8-PLAY-4, H8-END-1)."""

from __future__ import annotations

from tests.support.h8_table import dealt, play_all

JOKERS = {"deck": {"size": 54, "copies": 1}}


def test_h8_pow_jk_ace_then_joker_then_joker_grows_to_ten_and_no_ace_answers(new_table):
    """A then JK = 6 and the chain is now the joker's: an ace cannot answer it (H8-POW-JK);
    a second joker adds 4; the suit in force stays the ace's (H8-PLAY-4)."""
    hands = ["3S AS 4D 9C", "4S JK 5D 9D", "5S AD JK 6C"]
    t = play_all(
        dealt(new_table, hands, "2S", options=JOKERS),
        [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "AS"), ("ben", "JK")],
    )
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"], pending["rule"]) == ("chloe", 6, "H8-POW-JK")
    t.refused("H8-POW-JK", "card_played", player="chloe", card="AD")
    t.ok("card_played", player="chloe", card="JK")
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"]) == ("anna", 10)
    t.refused("H8-POW-JK", "cards_drawn", player="anna", count=4)
    t.ok("cards_drawn", player="anna", count=10)
    hand = t.hand()
    assert hand["turn"] == "ben" and hand["counts"]["anna"] == 12 and hand["suit"] == "S"
    t.refused("H8-PLAY-4", "card_played", player="ben", card="5D")
    t.ok("cards_drawn", player="ben", count=1)


def test_h8_pow_jk_an_eight_stops_the_joker_and_names_the_suit(new_table):
    hands = ["3S JK 4D", "4S 8H 5D", "5S 6D 6C"]
    t = play_all(
        dealt(new_table, hands, "2S", options=JOKERS),
        [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "JK")],
    )
    t.refused("H8-PLAY-3", "card_played", player="ben", card="8H")  # it still names a suit
    t.ok("card_played", player="ben", card="8H", suit="D")
    hand = t.hand()
    assert hand["pending"] is None and hand["turn"] == "chloe" and hand["suit"] == "D"
    assert hand["counts"]["ben"] == 1
    t.refused("H8-PLAY-1", "card_played", player="chloe", card="6C")
    t.ok("card_played", player="chloe", card="6D")


def test_h8_play_4_a_joker_on_an_eight_keeps_the_named_suit(new_table):
    """The joker laid on an 8 attacks; once drawn, the suit the 8 named is still in force."""
    hands = ["8S 3C 4D 5D", "JK 4S 9H 2C", "5S 6H 6C 7C"]
    t = dealt(new_table, hands, "2H", "2D 3D 4H 5H", options=JOKERS)
    t.ok("card_played", player="anna", card="8S", suit="D")
    t.ok("card_played", player="ben", card="JK")
    assert t.hand()["suit"] == "D" and t.hand()["pending"]["player"] == "chloe"
    t.ok("cards_drawn", player="chloe", count=4)
    assert t.hand()["turn"] == "anna"
    body = t.refused("H8-PLAY-4", "card_played", player="anna", card="3C")
    assert body["params"]["suit"] == "D"
    t.ok("card_played", player="anna", card="4D")


def test_h8_pow_a_an_ace_on_an_ace_already_drawn_is_a_new_attack_of_two(new_table):
    """Once the chain is drawn, the ace on top is an ordinary card to follow: another ace on
    it (by rank) starts a fresh attack of 2, not one that grows the old amount."""
    hands = ["3S AS 4D", "4S 5D 6D", "5S AC 6C"]
    t = play_all(
        dealt(new_table, hands, "2S", "2D 3D"),
        [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "AS")],
    )
    t.ok("cards_drawn", player="ben", count=2)
    t.ok("card_played", player="chloe", card="AC")
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"]) == ("anna", 2)


def test_h8_pow_a_monclar_ace_three_answered_by_an_ace_or_stopped_by_an_eight(new_table):
    hands = ["3S AS KD", "4S AD 8H", "5S 6D 6C"]
    moves = [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "AS")]
    t = play_all(dealt(new_table, hands, "2S", preset="monclar"), moves)
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"]) == ("ben", 3)
    t.refused("H8-POW-A", "cards_drawn", player="ben", count=2)
    t.ok("card_played", player="ben", card="AD")
    assert t.hand()["pending"]["amount"] == 6 and t.hand()["pending"]["player"] == "chloe"
    t.ok("cards_drawn", player="chloe", count=6)
    stop = play_all(dealt(new_table, hands, "2S", preset="monclar"), moves)
    stop.ok("card_played", player="ben", card="8H", suit="C")
    assert stop.hand()["pending"] is None and stop.hand()["turn"] == "chloe"


def test_h8_pow_a_monclar_a_joker_does_not_answer_the_ace(new_table):
    """monclar's ace is answered by an ace or stopped by an 8, nothing else; its joker has
    no power and goes on anything, but not on an attack."""
    hands = ["3S AS KD", "4S JK 8H", "5S 6D 6C"]
    t = play_all(
        dealt(new_table, hands, "2S", preset="monclar", options=JOKERS),
        [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "AS")],
    )
    t.refused("H8-POW-A", "card_played", player="ben", card="JK")


def test_h8_pow_a_variante_7_only_an_ace_answers_no_eight_stops(new_table):
    hands = ["9S AH KD", "9H 8D AD", "KH QD KS"]
    moves = [("anna", "9S"), ("ben", "9H"), ("chloe", "KH"), ("anna", "AH")]
    t = play_all(dealt(new_table, hands, "QS", preset="variante-7"), moves)
    t.refused("H8-POW-A", "card_played", player="ben", card="8D", suit="H")
    t.ok("card_played", player="ben", card="AD")
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"]) == ("chloe", 4)
    t.ok("cards_drawn", player="chloe", count=4)
    assert t.hand()["turn"] == "anna"


def test_h8_pow_a_courte_amicale_an_eight_of_its_own_suit_stops_the_ace(new_table):
    hands = ["9S AH KD", "9H 8D 8H", "KH QD KS"]
    moves = [("anna", "9S"), ("ben", "9H"), ("chloe", "KH"), ("anna", "AH")]
    t = play_all(dealt(new_table, hands, "10S", preset="courte-amicale"), moves)
    t.refused("H8-PLAY-3", "card_played", player="ben", card="8D", suit="D")
    t.ok("card_played", player="ben", card="8H", suit="D")
    assert t.hand()["pending"] is None and t.hand()["suit"] == "D"


def _last_eight(new_table, preset=None):
    """Ben is down to his 8H when anna's ace attacks him."""
    hands = ["3S AS 4D", "10S 4S 8H", "5S 6D 6C"]
    moves = [("anna", "3S"), ("ben", "10S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "AS")]
    t = play_all(dealt(new_table, hands, "2S", "2D 3D", preset=preset), moves)
    assert t.hand()["cards"]["ben"] == ["8H"] and t.hand()["pending"]["player"] == "ben"
    return t


def test_h8_end_1_a_last_eight_cannot_stop_an_attack_in_classique(new_table):
    t = _last_eight(new_table)
    t.refused("H8-END-1", "card_played", player="ben", card="8H", suit="D")
    t.refused("H8-END-1", "card_played", player="ben", card="8H")
    t.ok("cards_drawn", player="ben", count=2)
    assert t.hand()["counts"]["ben"] == 3 and t.hand()["turn"] == "chloe"


def test_h8_play_3_a_last_eight_stops_an_attack_and_ends_the_hand_without_a_suit(new_table):
    t = _last_eight(new_table, preset="variante-5")
    t.ok("card_played", player="ben", card="8H")  # going out: no suit to name
    state = t.state()
    assert not state["in_hand"] and state["hand"]["out"] == ["ben"]
    assert t.scores()["hands"][0]["points"] == {"anna": 4, "ben": 0, "chloe": 12}


def test_h8_end_1_a_last_ace_stopped_by_an_eight_puts_its_player_out(new_table):
    hands = ["3S 10S AS", "4S 8H 9D", "5S 6D 7D"]
    t = play_all(
        dealt(new_table, hands, "2S"),
        [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "10S"), ("anna", "AS")],
    )
    assert t.hand()["out"] == [] and t.state()["in_hand"]
    t.ok("card_played", player="ben", card="8H", suit="D")
    state = t.state()
    assert not state["in_hand"] and state["hand"]["out"] == ["anna"]
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 9, "chloe": 26}


def test_h8_end_1_last_ace_unanswerable_still_takes_a_joker_or_an_eight(new_table):
    options = {**JOKERS, "last_ace_unanswerable": True}
    hands = ["3S 10S AS", "4S JK 8H", "5S 6D 6C"]
    moves = [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "10S"), ("anna", "AS")]
    t = play_all(dealt(new_table, hands, "2S", options=options), moves)
    t.ok("card_played", player="ben", card="JK")  # only an ace is barred
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"]) == ("chloe", 6)
    t.ok("cards_drawn", player="chloe", count=6)
    assert t.hand()["out"] == ["anna"] and not t.state()["in_hand"]
    stop = play_all(dealt(new_table, hands, "2S", options=options), moves)
    stop.ok("card_played", player="ben", card="8H", suit="C")
    assert stop.hand()["out"] == ["anna"] and not stop.state()["in_hand"]


def test_h8_pow_aj_the_combo_is_answered_by_an_ace_after_the_reversal(new_table):
    """A + J laid together: the jack reverses, the player then next draws 6, answerable as an
    ace's attack: another ace adds 2 and the chain goes on counterclockwise."""
    hands = ["3H AH JH", "2D 5D AD", "5H AC QS"]
    options = {"ace_jack_combo": True}
    t = play_all(dealt(new_table, hands, "9H", options=options), [("anna", "3H"), ("ben", None)])
    t.ok("card_played", player="chloe", card="5H")
    t.ok("card_played", player="anna", cards=["AH", "JH"])
    assert t.hand()["pending"]["player"] == "chloe"
    t.ok("card_played", player="chloe", card="AC")
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"]) == ("ben", 8)
    t.ok("card_played", player="ben", card="AD")
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"]) == ("anna", 10)
    assert t.hand()["out"] == [] and t.hand()["counts"]["anna"] == 0


def test_h8_pow_a_an_attack_after_a_jack_goes_to_the_player_before(new_table):
    hands = ["JH AD 4C", "2D 5D 6D", "5H 9S QS"]
    t = dealt(new_table, hands, "9H", "2C 3C")
    t.ok("card_played", player="anna", card="JH")  # counterclockwise: chloe next
    t.refused("H8-TURN-1", "card_played", player="ben", card="5D")
    t.ok("card_played", player="chloe", card="5H")
    t.ok("card_played", player="ben", card="5D")
    t.ok("card_played", player="anna", card="AD")
    assert t.hand()["pending"]["player"] == "chloe"


def test_h8_play_3_a_last_eight_names_a_suit_when_the_hand_goes_on(new_table):
    """Positive scoring, three players: anna going out does not end the hand (H8-END-2), so
    her last 8 is not "an 8 that ends the hand": it names the suit ben and chloe follow."""
    moves = [("anna", "3H"), ("ben", "4H"), ("chloe", "6H")]
    hands = ["3H 8S", "4H 5D", "6H 7C"]
    t = play_all(dealt(new_table, hands, "2H", preset="minimale", scoring="positive"), moves)
    plays = [m["data"] for m in t.moves() if m["type"] == "card_played"]
    assert {"player": "anna", "card": "8S", "suit": "D"} in plays
    assert {"player": "anna", "card": "8S"} not in plays
    body = t.refused("H8-PLAY-3", "card_played", player="anna", card="8S")
    assert body["params"] == {"who": "Anna", "card": "8S"}
    t.ok("card_played", player="anna", card="8S", suit="D")
    hand = t.hand()
    assert hand["out"] == ["anna"] and hand["suit"] == "D" and hand["turn"] == "ben"
    t.ok("card_played", player="ben", card="5D")
    # the last player out but one ends the hand: that 8 needs no suit
    last = play_all(
        dealt(new_table, ["3H 9H", "4H 8D", "6H 7C"], "2H", preset="minimale", scoring="positive"),
        moves + [("anna", "9H")],
    )
    assert last.hand()["out"] == ["anna"]
    last.ok("card_played", player="ben", card="8D")
    assert not last.state()["in_hand"] and last.hand()["out"] == ["anna", "ben"]


def test_h8_end_1_a_chain_of_last_aces_puts_out_everyone_who_laid_one(new_table):
    """Ben and chloe answer with their last aces; the chain comes back to anna, who went
    out on the first ace: she draws the total and is no longer out; ben and chloe are out
    once the chain has ended (H8-END-1), first ben then chloe (H8-SCORE-POS)."""
    hands = ["3S AS", "4S AD", "5S AC"]
    moves = [("anna", "3S"), ("ben", "4S"), ("chloe", "5S"), ("anna", "AS"), ("ben", "AD")]
    t = play_all(dealt(new_table, hands, "2S", scoring="positive"), moves)
    t.ok("card_played", player="chloe", card="AC")
    pending = t.hand()["pending"]
    assert (pending["player"], pending["amount"]) == ("anna", 6)
    assert t.hand()["out"] == [] and t.state()["in_hand"]
    t.ok("cards_drawn", player="anna", count=6)
    assert t.hand()["out"] == ["ben", "chloe"] and not t.state()["in_hand"]
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 50, "chloe": 20}


def test_h8_setup_3_a_joker_turned_up_does_not_attack_and_takes_any_card(new_table):
    """The upcard's power is not applied; a joker turned up has no suit in force before it
    (H8-PLAY-4), so the first player may lay any card but an attack card."""
    t = dealt(new_table, ["3C 4D AH", "5H 6D 7D", "5S 6S 7S"], "JK", options=JOKERS)
    hand = t.hand()
    assert hand["pending"] is None and hand["turn"] == "anna" and hand["suit"] is None
    t.refused("H8-SETUP-3", "card_played", player="anna", card="AH")
    t.ok("card_played", player="anna", card="4D")
    assert t.hand()["suit"] == "D"
