"""A rematch's body creates the same match again: every preset, and options laid over one."""

from __future__ import annotations

import pytest

from replays.registry import engine_for, engines
from replays.rematch import rematch

PLAYERS = [
    {"id": "anna", "name": "Anna"},
    {"id": "ben", "name": "Ben"},
    {"id": "chloe", "name": "Chloé"},
]


def created(game: str, preset: str, options: dict | None = None) -> dict:
    engine = engine_for(game)
    return {
        "game": game,
        "preset": preset,
        "rules": engine.resolve(preset, options),
        "players": PLAYERS,
        "tracking": "score",
        "scoring": engine.default_scoring,
        "target": 120,
        "rounds": None,
    }


def same_rules(data: dict) -> dict:
    body = rematch(data)
    return engine_for(body["game"]).resolve(body["preset"], body["options"])


@pytest.mark.parametrize(
    ("game", "preset"),
    [(g, name) for g in engines() for name in engine_for(g).presets],
)
def test_every_preset_is_created_again_with_no_options(game, preset):
    data = created(game, preset)
    body = rematch(data)
    assert body["options"] == {}
    assert same_rules(data) == data["rules"]
    assert (body["players"], body["target"], body["scoring"]) == (PLAYERS, 120, data["scoring"])


@pytest.mark.parametrize(
    ("game", "preset", "options"),
    [
        ("huit_americain", "classique", {"deck": {"size": 52, "copies": 2}, "hand_size": 9}),
        ("huit_americain", "monclar", {"false_challenge_penalty": True}),
        ("rami", "rami-51", {"decks": 1, "jokers": 2}),
        ("president", "standard", {"jokers": 0}),
    ],
)
def test_options_laid_over_a_preset_are_asked_for_again(game, preset, options):
    data = created(game, preset, options)
    assert same_rules(data) == data["rules"]
