"""Every Huit américain preset plays a whole hand through the API, moves chosen from
`legal-moves`, and the hand is scored with that preset's own table (H8-SCORE-NEG), written
here from RULES.md independently of the engine's reading of the powers."""

from __future__ import annotations

import random

import pytest

from replays.huit_americain.presets import PRESETS
from service import games
from service.games import shuffle
from tests.support.h8_table import dealt
from tests.support.huit_americain import choose

FACE = {r: int(r) for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10")}
CLASSIC = {**FACE, "A": 50, "7": 20, "8": 50, "10": 20, "J": 20, "Q": 10, "K": 10, "JK": 50}
STRONG, MEDIUM = 50, 20
# H8-SCORE-NEG: "strong" 50 (joker, answerable attacks, wild cards, stoppers), "medium" 20
# (every other power), K Q J without a power 10, an ace without a power 1, else face value.
PLAIN = {**FACE, "A": 1, "J": 10, "Q": 10, "K": 10, "JK": STRONG}
TABLES = {
    "classique": CLASSIC,
    "originale": CLASSIC,
    "man-et-resta": CLASSIC,
    "minimale": {**PLAIN, "8": STRONG, "10": MEDIUM},
    "monclar": {
        **PLAIN,
        "10": MEDIUM,
        "7": MEDIUM,
        "J": MEDIUM,
        "9": MEDIUM,
        "A": STRONG,
        "8": STRONG,
    },
    "variante-1": {
        **PLAIN,
        "8": STRONG,
        "10": MEDIUM,
        "7": MEDIUM,
        "J": MEDIUM,
        "Q": MEDIUM,
        "K": MEDIUM,
        "6": MEDIUM,
        "A": MEDIUM,
        "4": MEDIUM,
        "5": STRONG,
        "3H": MEDIUM,
    },
    "variante-2": {**PLAIN, "10": MEDIUM, "8": MEDIUM, "7": MEDIUM, "J": STRONG, "Q": MEDIUM},
    "des-ulis": {**PLAIN, "7": MEDIUM, "10": MEDIUM, "2": MEDIUM, "A": STRONG, "8": STRONG},
    "variante-4": {**PLAIN, "J": MEDIUM, "10": MEDIUM, "A": MEDIUM, "2": MEDIUM, "8": STRONG},
    "variante-5": {**PLAIN, "10": MEDIUM, "7": MEDIUM, "A": STRONG, "8": STRONG},
    "variante-6": {"7": 2, "9": 2, "10": 2, "J": 1, "Q": 1, "K": 1, "A": 5, "8": 5, "JK": 10},
    "variante-7": {
        **PLAIN,
        "10": MEDIUM,
        "7": MEDIUM,
        "J": MEDIUM,
        "A": STRONG,
        "8": STRONG,
        "QC": MEDIUM,
    },
    "courte-amicale": {**PLAIN, "10": MEDIUM, "Q": MEDIUM, "A": STRONG, "8": STRONG},
    "crazy-eights": {**PLAIN, "8": STRONG, "A": MEDIUM, "Q": MEDIUM, "2": STRONG},
}
SEEDS = {"crazy-eights": 5}


def points(preset: str, card: str) -> int:
    table = TABLES[preset]
    return table.get(card, table[card if card == "JK" else card[:-1]])


def test_every_preset_has_its_table_here():
    assert set(TABLES) == set(PRESETS)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_each_preset_plays_a_whole_hand_scored_with_its_table(new_table, preset, monkeypatch):
    rng = random.Random(preset)
    # the reshuffles the server logs are seeded too, so the hand is the same on every run
    monkeypatch.setattr(games, "shuffle", lambda cards, seed=None: shuffle(cards, rng.random()))
    t = new_table(
        "huit_americain", players=["anna", "ben", "chloe"], tracking="open", preset=preset
    )
    dealer_picks = (
        isinstance(t.created["rules"]["hand_size"], dict)
        and "choice" in (t.created["rules"]["hand_size"])
    )
    size = {"hand_size": 6} if dealer_picks else {}
    t.ok("hand_started", hand=1, seed=SEEDS.get(preset, 1), **size)
    for _ in range(600):
        moves = t.moves()
        if not moves:
            break
        move = choose(moves, rng)
        t.ok(move["type"], move["data"])
    state = t.state()
    assert not state["in_hand"], f"{preset}: the hand did not end in 600 moves"
    hand = t.scores()["hands"][0]
    out = set(hand["order"])
    expected = {
        pid: 0 if pid in out else sum(points(preset, c) for c in cards)
        for pid, cards in hand["detail"]["cards"].items()
    }
    assert hand["points"] == expected
    assert any(expected.values())


def test_h8_play_1_a_wild_joker_names_the_suit_to_follow(new_table):
    """variante-4: the joker is wild and names a suit; a card off that suit breaks
    H8-PLAY-1 (the suit named by the last wild card), not H8-PLAY-4. (des-ulis's joker
    names a card instead: tests/api/test_h8_des_ulis_joker.py.)"""
    t = dealt(
        new_table,
        ["5H JK 3C 9C", "5S 6S 6D 4D", "5D 3D 4S QD"],
        "KH",
        "4C 5C 6C 7D 9H",
        preset="variante-4",
    )
    for player, card in [("anna", "5H"), ("ben", "5S"), ("chloe", "5D")]:
        t.ok("card_played", player=player, card=card)
    t.ok("card_played", player="anna", card="JK", suit="D")
    assert t.hand()["suit"] == "D"
    t.ok("cards_drawn", player="ben", count=5)  # its joker also makes the next player draw 5
    t.refused("H8-PLAY-1", "card_played", player="chloe", card="4S")
    t.ok("card_played", player="chloe", card="3D")
