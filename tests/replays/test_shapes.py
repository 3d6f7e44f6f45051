"""A game's own event types are declared as data (replays/shapes.py), checked at plug-in."""

from __future__ import annotations

from replays.registry import engines
from replays.shapes import Field, Shape, shape_problems


def test_a_badly_declared_event_type_is_named():
    shape = Shape({"player": Field("player"), "dice": Field("dice")}, one_of=("dice", "face"))
    assert shape_problems("rolled", shape) == [
        "rolled.dice: unknown kind 'dice'",
        "rolled: one_of names a field it lacks",
    ]
    counted = Shape({"count": Field("count")}, counted=True)
    assert shape_problems("drawn", counted) == ["drawn: counted needs fields cards and count"]


def test_every_own_move_type_of_the_games_is_declared():
    from schemas.events import COMMON, DATA_SCHEMAS

    for engine in engines().values():
        if engine.play is None:
            continue
        assert not [k for e in engine.play.shapes.values() for k in shape_problems("", e)]
        own = engine.play.move_types - set(COMMON)
        assert own <= set(engine.play.shapes) and own <= set(DATA_SCHEMAS)
