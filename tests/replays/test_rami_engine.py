"""The Rami engine through the pure fold: corners the API tests do not reach."""

from __future__ import annotations

import json

import pytest

from replays.errors import RuleViolation
from replays.match import replay
from replays.model import Event
from replays.rami import ENGINE
from tests.support.rami import Game, stacked, turn

PLAY = ENGINE.play

ANNA = "7S 7D 7C 7H JD QD KD AH 2H 3H"
BEN = "4S 5S 6S 8H 9H 10H 2C 3C 4C KC"


def dealt(**options) -> Game:
    game = Game(["anna", "ben"], **options)
    decks = options.get("decks", 1)
    game.play(
        "hand_started",
        hand=1,
        dealer="ben",
        deck=stacked([ANNA, BEN], "5C", "9D 8D 10D JC", decks=decks),
    )
    return game


def test_core_deal_1_check_setup_refuses_a_deal_table_the_pack_cannot_supply():
    rules = ENGINE.resolve(None, {"jokers": 0})
    rules["deal"] = {**rules["deal"], "7": 8}  # 7 x 8 + 1 = 57 > 52
    with pytest.raises(RuleViolation) as exc:
        ENGINE.check_setup(rules, 7, "negative")
    assert exc.value.rule == "CORE-DEAL-1"
    ENGINE.check_setup(rules, 6, "negative")


def test_rami_turn_3_with_two_decks_the_other_copy_may_go():
    game = dealt(decks=2)
    turn(game, "anna", "9D")
    turn(game, "ben", "8D")
    turn(game, "anna", "KD")
    game.play("card_taken", player="ben", source="discard")  # a KD: anna had the other
    game.refused("RAMI-TURN-3", "card_discarded", player="ben", card="KD")
    one = Game(["anna", "ben"], decks=2)
    one.play(
        "hand_started",
        hand=1,
        dealer="ben",
        deck=stacked([ANNA, BEN.replace("KC", "KD")], "5C", "9D 8D", decks=2),
    )
    turn(one, "anna", "KD")
    one.play("card_taken", player="ben", source="discard")
    one.play("card_discarded", player="ben", card="KD")  # he holds a second KD


def test_rami_turn_1_table_tracking_counts_the_cards_laid():
    game = Game(["anna", "ben"], tracking="table")
    game.play("hand_started", hand=1, dealer="ben", upcard="5C", hand_size=3)
    turn(game, "anna", "9D")
    turn(game, "ben", "8D")
    game.play("card_taken", player="anna", source="stock")
    message = game.refused(
        "RAMI-TURN-1",
        "melds_laid",
        player="anna",
        melds=[["7S", "7D", "7C", "7H"], ["JD", "QD", "KD"]],
    )
    assert "holds 4 cards" in message


def test_rami_end_1_no_reveal_in_open_tracking_while_the_hand_goes_on():
    game = dealt()
    game.refused("RAMI-END-1", "hand_revealed", player="ben", cards=BEN.split())


def test_explain_tells_the_deal_and_a_turned_stock():
    game = Game(["anna", "ben"], jokers=0)
    game.play("hand_started", hand=1, dealer="ben", hand_size=25, seed=4)
    before = replay(game.events[:1], game_id="g_test")
    steps = PLAY.explain(before, game.events[1])
    assert [s["rule"] for s in steps] == ["RAMI-SETUP-2", "RAMI-SETUP-3"]
    assert "25 cards" in str(steps[0]["text"]) and "Anna" in str(steps[1]["text"])
    top = game.hand.hands[0][0]
    turn(game, "anna", str(top))
    before = game.match
    event = Event("card_taken", {"player": "ben", "source": "stock"}, before.seq + 1)
    assert [s["rule"] for s in PLAY.explain(before, event)] == [
        "RAMI-STOCK-1",
        "RAMI-TURN-1",
    ]


def test_state_is_json_and_a_replay_equals_the_live_match():
    game = dealt()
    turn(game, "anna", "9D")
    turn(game, "ben", "KC", source="discard")
    turn(game, "anna", "2H", source="discard", melds=["7S 7D 7C 7H", "JD QD KD"])
    for pid in (None, "anna", "ben"):
        json.dumps(PLAY.view(game.match, pid))
    json.dumps(PLAY.legal_moves(game.match))
    assert game.replayed() == game.match


def test_after_a_hand_the_next_hand_is_the_legal_move():
    game = dealt()
    turn(game, "anna", "9D")
    turn(game, "ben", "8D")
    turn(game, "anna", "10D", melds=["7S 7D 7C 7H", "JD QD KD", "AH 2H 3H"])
    assert not game.match.in_hand
    assert PLAY.legal_moves(game.match) == [
        {"type": "hand_started", "data": {"hand": 2, "dealer": "anna"}}
    ]
    assert PLAY.view(game.match)["points"] == {"anna": 0, "ben": 122}
