"""`des-ulis`'s joker (RULES.md §1, the preset's row): it stands for the card its player
names (`JK=AD`) and acts as that card in every way, power included; it goes on anything,
also on an attack, which it answers as that card would."""

from __future__ import annotations

from tests.support.disputes import explain
from tests.support.h8_table import dealt

HANDS = ["JK 9C KD 4S", "5S 6S 6D AC", "5D 3D 2C QD"]
ATTACKED = ["KD AD 9C 4S", "JK 6S 6D AC", "5D 3D 2C QD"]


def _ulis(new_table, hands=HANDS, upcard="KH", stock="4C 5C 6C 7D 9H", **settings):
    return dealt(new_table, hands, upcard, stock, preset="des-ulis", **settings)


def _attacked(new_table):
    """Anna's ace attacks ben, who holds the joker."""
    t = _ulis(new_table, ATTACKED)
    for player, card in [("anna", "KD"), ("ben", "6D"), ("chloe", "5D"), ("anna", "AD")]:
        t.ok("card_played", player=player, card=card)
    assert t.hand()["pending"]["player"] == "ben"
    return t


def _export(t, fmt: str) -> str:
    r = t.client.get(f"/games/{t.id}/export", query_string={"format": fmt, "lang": "en"})
    assert r.status_code == 200
    return r.get_data(as_text=True)


def test_h8_pow_wild_des_ulis_joker_stands_for_the_card_named(new_table):
    t = _ulis(new_table)
    body = t.refused("H8-POW-WILD", "card_played", player="anna", card="JK")
    assert "JK=" in body["message"]  # name the card it stands for
    played = t.ok("card_played", player="anna", card="JK=10H")  # a 10: play again
    hand = t.hand()
    assert hand["top"] == "JK=10H" and hand["suit"] == "H" and hand["turn"] == "anna"
    assert played["data"]["card"] == "JK=10H"
    t.refused("H8-PLAY-1", "card_played", player="anna", card="4S")
    t.ok("cards_drawn", player="anna", count=1)  # cannot play again: draws, turn over
    assert t.hand()["turn"] == "ben"
    told = explain(t, played["seq"])
    assert any(
        "the 10 of hearts" in s["text"] and s["rule"] == "H8-POW-WILD" for s in told["steps"]
    )
    assert any(s["rule"] == "H8-POW-AGAIN" for s in told["steps"])


def test_h8_pow_wild_des_ulis_joker_answers_an_ace_attack_as_an_ace(new_table):
    t = _attacked(new_table)
    t.refused("H8-POW-A", "card_played", player="ben", card="JK=5H")  # a 5 answers nothing
    t.ok("card_played", player="ben", card="JK=AS")  # as an ace: the attack grows
    hand = t.hand()
    assert hand["pending"]["player"] == "chloe" and hand["pending"]["amount"] == 4
    assert hand["suit"] == "S" and hand["top"] == "JK=AS"


def test_h8_pow_wild_des_ulis_joker_as_an_eight_stops_the_attack_and_names_a_suit(new_table):
    t = _attacked(new_table)
    t.refused("H8-PLAY-3", "card_played", player="ben", card="JK=8C")  # an 8 names a suit
    moves = [m["data"] for m in t.moves() if m["type"] == "card_played"]
    assert {"player": "ben", "card": "JK=8C", "suit": "D"} in moves
    assert {"player": "ben", "card": "JK=AD"} in moves
    assert {"player": "ben", "card": "JK=5H"} not in moves
    t.ok("card_played", player="ben", card="JK=8C", suit="D")  # stops the attack
    assert t.hand()["pending"] is None and t.hand()["suit"] == "D"
    assert t.hand()["turn"] == "chloe"


def test_h8_pow_wild_des_ulis_joker_goes_on_anything_and_the_next_card_follows_it(new_table):
    t = _ulis(new_table)
    t.ok("card_played", player="anna", card="JK=6S")  # on KH: at any moment
    t.refused("H8-PLAY-1", "card_played", player="ben", card="AC")
    t.ok("card_played", player="ben", card="6D")  # on a 6, by rank
    assert t.hand()["discard_pile"] == ["KH", "JK=6S", "6D"]
    assert t.state(as_="chloe")["hand"]["discard_pile"][1] == "JK=6S"
    for fmt in ("txt", "html", "ndjson"):
        assert "JK=6S" in _export(t, fmt), fmt
    headers = {"Content-Type": "text/plain; charset=utf-8"}
    back = t.client.post("/games/import", data=_export(t, "txt").encode(), headers=headers)
    assert back.status_code == 201, back.get_json()
    again = t.client.get(f"/games/{back.get_json()['id']}/state").get_json()
    assert again["hand"]["discard_pile"] == ["KH", "JK=6S", "6D"]


def test_h8_score_neg_des_ulis_joker_left_in_hand_scores_as_a_joker(new_table):
    t = _ulis(new_table, ["5H 4D", "JK 5S", "5D 3C"], upcard="KH", stock="9S")
    t.ok("card_played", player="anna", card="5H")
    t.ok("card_played", player="ben", card="5S")
    t.ok("card_played", player="chloe", card="5D")
    t.ok("card_played", player="anna", card="4D")  # anna is out
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 50, "chloe": 3}


def test_h8_pow_wild_other_presets_keep_a_plain_joker(new_table):
    jokers = {"deck": {"size": 54, "copies": 1}}
    t = dealt(new_table, HANDS, "KH", preset="minimale", options=jokers)
    t.ok("card_played", player="anna", card="JK")  # no card to name
    assert t.hand()["top"] == "JK" and t.hand()["suit"] == "H"


def test_h8_setup_3_des_ulis_joker_as_an_attack_card_does_not_open_the_hand(new_table):
    """It acts as that card in every way: as an ace it may not be the hand's first card."""
    t = _ulis(new_table)
    t.refused("H8-SETUP-3", "card_played", player="anna", card="JK=AD")
    short = _ulis(
        new_table,
        ["JK 9C KD 7S", "8S 9S 10D AC", "8D 10C JC QD"],
        upcard="KH",
        stock="7C",
        options={"deck": {"size": 34, "copies": 1}},
    )
    body = short.refused("H8-POW-WILD", "card_played", player="anna", card="JK=2H")
    assert body["params"]["card"] == "2H"  # a 34-card deck has no 2
    short.ok("card_played", player="anna", card="JK=7H")
