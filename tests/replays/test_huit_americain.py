"""Huit américain engine through the pure fold: deal, the core turn, attacks, reshuffles,
view, legal moves, explain and expand (the API tests per rule id are in tests/api)."""

from __future__ import annotations

import pytest

from replays.cards import Card, deck
from replays.errors import InvalidInput, RuleViolation
from replays.huit_americain import ENGINE
from replays.huit_americain.presets import PRESETS
from tests.support.fold_game import seeded
from tests.support.huit_americain import (
    Game,
    conserved,
    stacked,
)

PLAY = ENGINE.play

HANDS = ["6H 9C KD 3S 4S", "6S 2D 5D 6D QS", "AH 8S QH 4C 5C"]


def started(preset: str | None = None, hands=HANDS, upcard="9H", stock=(), **options):
    game = Game(preset=preset, **options)
    order = stacked(hands, upcard, stock)
    game.play("hand_started", hand=1, dealer="chloe", hand_size=len(hands[0].split()), deck=order)
    return game


def test_every_preset_resolves_with_every_option_and_its_description():
    for name, preset in PRESETS.items():
        rules = ENGINE.resolve(name, {})
        assert set(preset["description"]) == {"fr", "en"}
        assert {"deck", "hand_size", "powers", "options", "target"} <= set(rules)
        assert set(rules["options"]) == set(PRESETS["classique"]["rules"]["options"])


def test_options_override_the_deck_and_refuse_unknown_keys():
    rules = ENGINE.resolve("classique", {"deck": {"size": 54, "copies": 2}, "complete": True})
    assert rules["deck"] == {"size": 54, "copies": 2} and rules["options"]["complete"]
    with pytest.raises(InvalidInput):
        ENGINE.resolve("classique", {"no_such_option": True})
    with pytest.raises(InvalidInput):
        ENGINE.resolve("classique", {"swap_card": "Z"})


def test_defaults_and_who_wins_per_scoring():
    assert ENGINE.defaults(ENGINE.resolve("classique", {}), "negative") == (100, None)
    assert ENGINE.defaults(ENGINE.resolve("originale", {}), "negative") == (500, None)
    assert ENGINE.defaults(ENGINE.resolve("monclar", {}), "positive") == (200, None)


def test_the_deal_the_upcard_and_the_first_player():
    game = started()
    view = game.view()
    assert view["turn"] == "anna" and view["top"] == "9H" and view["suit"] == "H"
    assert view["counts"] == {"anna": 5, "ben": 5, "chloe": 5}
    assert view["stock"] == 52 - 16 and view["discard"] == 1
    conserved(game.match)


def test_a_play_by_suit_then_by_rank_and_a_refusal():
    game = started()
    game.play("card_played", player="anna", card="6H")
    game.play("card_played", player="ben", card="6S")  # rank
    message = game.refused("H8-PLAY-1", "card_played", player="chloe", card="AH")
    assert message.startswith("cannot play the ace of hearts on the 6 of spades")
    assert game.view()["turn"] == "chloe"


def test_drawing_ends_the_turn_and_is_refused_when_able_to_play():
    game = started()
    game.refused("H8-PLAY-2", "cards_drawn", player="anna", count=1)
    game.play("card_played", player="anna", card="9C")
    game.play("cards_drawn", player="ben", count=1)  # ben holds no club nor 9
    assert game.view()["turn"] == "chloe" and game.view()["counts"]["ben"] == 6
    assert game.events[-1].data["cards"] == [str(game.hand.hands[1][-1])]


def test_an_ace_attack_grows_and_the_whole_amount_is_drawn():
    hands = ["3S AS KD 4D 4S", "AD 2D 5D 6D 10D", "6S 9S QH 4C 5C"]
    game = started(hands=hands, upcard="2S", stock="2C")
    game.refused("H8-SETUP-3", "card_played", player="anna", card="AS")
    game.play("card_played", player="anna", card="3S")
    game.play("cards_drawn", player="ben", count=1)
    game.play("card_played", player="chloe", card="6S")
    game.play("card_played", player="anna", card="AS")
    assert game.view()["pending"]["amount"] == 2
    game.play("card_played", player="ben", card="AD")
    assert game.view()["pending"] == {
        "kind": "attack",
        "amount": 4,
        "player": "chloe",
        "by": "ben",
        "rule": "H8-POW-A",
        "answers": ["A"],  # 52 cards: no joker to answer with
        "stoppers": ["8"],
    }
    game.refused("H8-POW-A", "card_played", player="chloe", card="4C")
    game.refused("H8-POW-A", "cards_drawn", player="chloe", count=2)
    game.play("cards_drawn", player="chloe", count=4)
    assert game.view()["turn"] == "anna" and game.view()["counts"]["chloe"] == 8
    assert game.view()["pending"] is None


def test_an_open_draw_needing_a_reshuffle_is_preceded_by_one():
    hands = [
        "7H 9H JH QH AH 7S 9S JS QS AS",
        "7D 9D JD QD AD 7C 9C JC QC AC",
        "KH KS KC 10H 10S 10D 10C 8H 8S 8C",
    ]
    game = Game(preset="minimale", deck={"size": 32, "copies": 1})
    order = stacked(hands, "8D", "KD", size=32)
    game.play("hand_started", hand=1, dealer="chloe", hand_size=10, deck=order)
    game.play("cards_drawn", player="anna", count=1)
    game.play("card_played", player="ben", card="7D")
    game.play("card_played", player="chloe", card="8H", suit="C")
    game.refused("H8-PLAY-5", "stock_reshuffled", order=["7D"])
    game.play("cards_drawn", player="anna", count=1)
    reshuffle, draw = game.events[-2:]
    assert reshuffle.type == "stock_reshuffled" and sorted(reshuffle.data["order"]) == ["7D", "8D"]
    assert draw.data["cards"] == reshuffle.data["order"][:1]
    assert game.view()["stock"] == 1 and game.view()["discard_pile"] == ["8H"]
    conserved(game.match)


def test_view_hides_the_other_hands():
    game = started()
    assert set(game.view("ben")["cards"]) == {"ben"}
    assert set(game.view()["cards"]) == {"anna", "ben", "chloe"}


def test_legal_moves_all_pass_check():
    game = started()
    moves = game.moves()
    for move in moves:
        for event in game.expand(move["type"], move["data"]):
            PLAY.check(game.match, event)
    assert {m["type"] for m in moves} == {"card_played"}
    assert {m["data"]["card"] for m in moves} == {"6H", "9C"}


def test_explain_names_the_rules():
    game = started()
    game.play("card_played", player="anna", card="6H")
    game.play("card_played", player="ben", card="6S")
    before = game.match
    game.play("card_played", player="chloe", card="8S", suit="C")
    steps = PLAY.explain(before, game.events[-1])
    rules = [s["rule"] for s in steps]
    assert rules[:2] == ["H8-PLAY-3", "H8-TURN-1"]  # the reason first
    assert any("clubs" in str(s["text"]) for s in steps)


def test_expand_turns_a_seed_into_a_deck_and_writes_the_deal():
    game = Game()
    game.play("hand_started", hand=1, seed=42)
    data = game.events[-1].data
    assert data["seed"] == 42 and data["deck"] == [str(c) for c in seeded(list(deck()), 42)]
    assert data["dealer"] == "chloe" and data["hand_size"] == 7  # CORE-DEAL-2: the last seat
    assert data["first_player"] == "anna" and data["upcard"] == data["deck"][21]


def test_check_setup_refuses_a_table_the_deck_cannot_deal():
    rules = ENGINE.resolve("classique", {})
    ENGINE.check_setup(rules, 7, "negative")
    with pytest.raises(RuleViolation) as exc:
        ENGINE.check_setup(rules, 8, "negative")
    assert exc.value.rule == "H8-SETUP-1"
    ENGINE.check_setup(
        ENGINE.resolve("classique", {"deck": {"size": 52, "copies": 2}}), 8, "negative"
    )


def test_score_only_points_per_preset_and_positive_order():
    classique = ENGINE.resolve("classique", {})
    six = ENGINE.resolve("variante-6", {"deck": {"size": 34, "copies": 1}})
    points = {c: ENGINE.card_points(classique, Card.parse(c)) for c in ["AS", "7H", "QD", "9C"]}
    assert points == {"AS": 50, "7H": 20, "QD": 10, "9C": 9}
    assert [ENGINE.card_points(six, Card.parse(c)) for c in ["JK", "8S", "10H", "KD"]] == [
        10,
        5,
        2,
        1,
    ]
    game = Game(["anna", "ben", "chloe", "dan"], "score", scoring="positive")
    result = ENGINE.order_points(game.match, 1, ("ben", "dan", "anna", "chloe"))
    assert result.points == {"anna": 10, "ben": 50, "chloe": 0, "dan": 20}
    assert not ENGINE.lowest_wins(game.match)
