"""A game registered tomorrow gets the suite by registering: the toy score-only game of
tests/api/test_plugin_game.py, plugged in for this test only, is found by `cases()` and its
score sheets pass what every game's pass."""

from __future__ import annotations

from replays import registry
from tests.api.test_plugin_game import FirstToThirty

from . import checks
from .cases import cases
from .sheets import Sheet


def test_a_game_registered_in_a_test_is_played_by_the_suite():
    assert not [c for c in cases() if c.game == FirstToThirty.game]
    with registry.registered(FirstToThirty()):
        found = [c for c in cases() if c.game == FirstToThirty.game]
        assert [(c.preset, c.tracking, c.scoring) for c in found] == [("trente", "score", "points")]
        sheet = Sheet(found[0]).play()
        assert sheet.match.status == "over" and sheet.match.results, sheet.playout.where()
        checks.replay_equals_incremental(sheet.playout)
        checks.codec_round_trips(sheet.playout)
        assert checks.explains_every_event(sheet.playout) == len(sheet.playout.events)
    assert FirstToThirty.game not in registry.names()
