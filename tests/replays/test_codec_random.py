"""The snapshot codec over random legal games of every engine: at every step the state read
back equals the state written (and writes the same text again); nothing but the state
classes of `replays` can be read back."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from replays import codec
from replays.errors import RuleViolation
from replays.model import Match
from replays.registry import BUILTIN as GAMES
from replays.registry import engine_for
from tests.support import fold_game

PLAYERS = ("anna", "ben", "chloe", "dan")
MOVED = [g for g in GAMES if engine_for(g).play is not None]  # the games logged move by move


def stripped(match: Match) -> Match:
    """As the service persists a state: its undo as the seq it steps back to."""
    return match.evolve(undo=(match.undo[0], None)) if match.undo else match


def round_trip(match: Match) -> None:
    text = codec.encode(stripped(match))
    back = codec.decode(text)
    assert back == stripped(match)
    assert codec.encode(back) == text  # fields left out of == (a joker's stand-in) too
    assert back.totals == match.totals


def random_game(game: str, seed: int, players: int, steps: int) -> list[Match]:
    """A game of legal moves chosen at random, with a deal, retractions and notes; every state."""
    rng = random.Random(seed)
    engine = engine_for(game)

    class Game(fold_game.FoldGame):
        pass

    Game.engine = engine
    table = Game(PLAYERS[:players], "open")
    states = [table.match]
    for _ in range(steps):
        match = table.match
        if match.status != "playing":
            break
        moves = engine.play.legal_moves(match) if match.in_hand else []
        moves = [m for m in moves if m.get("ready", True)]
        try:
            if not match.in_hand:
                hand = len(match.results) + 1
                table.play("hand_started", hand=hand, dealer=PLAYERS[hand % players], seed=seed)
            elif rng.random() < 0.05 and match.undo is not None:
                table.play("retracted", seq=match.undo[0])
            elif rng.random() < 0.03:
                table.play("note", text="the table argues")
            elif moves:
                move = rng.choice(moves)
                table.play(move["type"], move["data"])
            else:
                break
        except RuleViolation:
            continue  # an engine's own refusal is its tests' subject, not this one's
        states.append(table.match)
    return states


@settings(max_examples=12, deadline=None)
@given(game=st.sampled_from(MOVED), seed=st.integers(0, 2**32), players=st.integers(2, 4))
def test_codec_round_trip_over_random_games(game, seed, players):
    engine = engine_for(game)  # a table size the game admits (Président 3+, Belote 4)
    players = min(max(players, engine.min_players), engine.max_players)
    states = random_game(game, seed, players, steps=150)
    assert len(states) > 5
    for match in states:
        round_trip(match)


def test_codec_reads_back_score_only_states_with_cards_revealed():
    class Game(fold_game.FoldGame):
        engine = engine_for("rami")

    table = Game(["anna", "ben"], "score")
    table.play("hand_started", hand=1, dealer="anna")
    table.play("hand_revealed", hand=1, player="anna", cards=["JK", "7H"])
    round_trip(table.match)
    table.play("hand_revealed", hand=1, player="ben", cards=[])  # the winner (RAMI-END-1)
    round_trip(table.match)


def _crafted(cls_key: str, fields: list[str], values: list) -> str:
    header = {"codec": codec.FORMAT, "classes": [[cls_key, fields]]}
    return json.dumps(header) + "\n" + json.dumps({"$": 0, "f": values})


@pytest.mark.parametrize(
    "text",
    [
        _crafted("os:system", ["command"], ["touch /tmp/pwned"]),
        _crafted("subprocess:Popen", ["args"], [["id"]]),
        _crafted("builtins:eval", ["source"], ["1"]),
        _crafted("replays.model:Player", ["id", "name", "extra"], ["anna", "Anna", 1]),
        _crafted("replays.model:Player", ["id", "name"], ["anna"]),
        "not json",
        '{"codec": 1, "classes": []}',
        '{"codec": 1, "classes": []}\n{"$": 0, "f": []}',
        '{"codec": 2, "classes": []}\n1',
    ],
)
def test_codec_builds_only_state_classes_with_their_own_fields(text):
    with pytest.raises(codec.CodecError):
        codec.decode(text)


def test_codec_allow_list_is_the_dataclasses_of_replays():
    classes = codec.allowed()
    assert "replays.model:Match" in classes and "replays.cards:Card" in classes
    assert all(key.startswith("replays.") for key in classes)
    with pytest.raises(codec.CodecError):
        codec.encode({"a": object()})


def test_codec_writes_a_score_only_evening_as_columns_and_reads_it_back():
    """1,250 hands of points: their dicts as one column per player, the empty details as a
    count; read back equal, and a malformed column refused."""
    from replays.model import HandResult

    results = tuple(
        HandResult(hand=n, points={"anna": n % 3, "ben": 1, "chloe": 0}) for n in range(1, 1251)
    )
    text = codec.encode(results)
    assert '"columns"' in text and '"empty"' in text and text.count('"anna"') == 1
    back = codec.decode(text)
    assert back == results and all(type(r.detail) is dict for r in back)
    head, _, body = text.partition("\n")
    for bad in (
        '{"$":"columns","keys":["a"],"cols":[[1,2]],"n":3}',
        '{"$":"columns","keys":["a","b"],"cols":[[1,2,3]],"n":3}',
        '{"$":"columns","keys":[1],"cols":[[1,2,3]],"n":3}',
        '{"$":"columns","keys":["a"],"cols":[[1,2,3]],"n":"3"}',
        '{"$":"rows","keys":["a"],"rows":[[1,2]]}',
        '{"$":"empty","n":"3"}',
    ):
        column = json.loads(bad)
        value = json.loads(body)
        value["cols"][1] = column
        with pytest.raises(codec.CodecError):
            codec.decode(head + "\n" + json.dumps(value))


def test_codec_reads_back_the_rows_it_wrote_before_columns():
    """A snapshot persisted before "columns" (its dicts as rows under one key list) still
    reads: FORMAT 1 did not change, so it is not rebuilt from the log."""
    from replays.model import HandResult

    results = (HandResult(hand=1, points={"anna": 2, "ben": 1}),
               HandResult(hand=2, points={"anna": 0, "ben": 3}))  # fmt: skip
    head, _, body = codec.encode(results).partition("\n")
    old = json.loads(body)
    assert old["cols"][1]["$"] == "columns"
    old["cols"][1] = {"$": "rows", "keys": ["anna", "ben"], "rows": [[2, 1], [0, 3]]}
    assert codec.decode(head + "\n" + json.dumps(old)) == results


def test_codec_writes_the_cards_left_of_every_hand_as_a_column_per_player():
    """Hands' cards left by player (Huit américain's detail): one column of lists per player,
    a few parser calls for any number of hands; read back as lists, equal."""
    from replays.model import HandResult

    results = tuple(
        HandResult(hand=n, points={"anna": n, "ben": 0},
                   detail={"ended": "out", "cards": {"anna": ["QD"] * (n % 3), "ben": []}})
        for n in range(1, 301)
    )  # fmt: skip
    text = codec.encode(results)
    assert text.count('"flatlists"') == 2 and text.count('"anna"') == 2  # points, cards
    back = codec.decode(text)
    assert back == results
    assert all(type(v) is list for r in back for v in r.detail["cards"].values())
    head, _, _ = text.partition("\n")
    for bad in ('{"$":"flatlists","items":[["QD"],[["QD"]]]}',
                '{"$":"flatlists","items":["QD"]}', '{"$":"flatlists","items":{}}'):  # fmt: skip
        with pytest.raises(codec.CodecError):
            codec.decode(head + "\n" + bad)


def test_codec_writes_the_cards_left_by_player_as_one_object_and_reads_them_back():
    """A dict of lists of plain values (a Huit américain hand's cards left) as one tagged
    object: read back as lists, equal; one holding anything else is refused."""
    cards = {"anna": ["QD", "3C"], "ben": [], "chloe": ["7C", 10, None]}
    nested = {"anna": [["QD"]], "ben": []}  # a list in a list: written item by item
    text = codec.encode((cards, nested))
    assert text.count('"lists"') == 1
    back = codec.decode(text)
    assert back == (cards, nested) and all(type(v) is list for v in back[0].values())
    head, _, _ = text.partition("\n")
    for bad in (
        '{"$":"lists","keys":["a","b"],"items":[["QD"]]}',
        '{"$":"lists","keys":["a"],"items":[[["QD"]]]}',
        '{"$":"lists","keys":["a"],"items":[[{"x":1}]]}',
        '{"$":"lists","keys":[1],"items":[["QD"]]}',
        '{"$":"lists","keys":["a"],"items":["QD"]}',
    ):
        with pytest.raises(codec.CodecError):
            codec.decode(head + "\n" + bad)
