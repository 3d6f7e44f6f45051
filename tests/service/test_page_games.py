"""The page names no game: its common files (service/static/*.js) never spell a registered
game's name, each game that declares a page module has its file in service/static/games/,
and what the page derives its forms from is served by `GET /presets` (docs/ENGINES.md "The
page file")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from replays import registry
from replays.engine import ScoringEngine
from replays.game import Scoring

STATIC = Path(__file__).parents[2] / "service" / "static"
COMMON = sorted(STATIC.glob("*.js"))


def _spelled(name: str, text: str) -> list[str]:
    """The lines that spell `name` as a word of their own (any case: "Rami", "rami")."""
    word = re.compile(rf"\b{re.escape(name)}\b", re.IGNORECASE)
    lines = enumerate(text.splitlines(), 1)
    return [f"{n}: {line.strip()}" for n, line in lines if word.search(line)]


def test_the_check_finds_a_name_where_it_is_spelled():
    lines = 'if (ctx.state.game === "rami") {}\nconst x = "ramis";\n// Rami\'s rami'
    assert _spelled("rami", lines) == ['1: if (ctx.state.game === "rami") {}', "3: // Rami's rami"]
    assert _spelled("president", 't("title.president")\nvice_president, Président') == [
        '1: t("title.president")'
    ]


@pytest.mark.parametrize("path", COMMON, ids=lambda p: p.name)
def test_no_common_page_file_spells_a_registered_games_name(path):
    text = path.read_text(encoding="utf-8")
    found = {name: _spelled(name, text) for name in registry.names()}
    assert not {name: lines for name, lines in found.items() if lines}


def test_every_game_with_a_page_module_has_its_file_and_every_file_its_game():
    pages = {e.page for e in registry.engines().values() if e.page}
    assert pages == {"huit_americain", "rami", "president", "tarot", "belote"}
    for page in pages:
        assert (STATIC / "games" / f"{page}.js").is_file(), page
    assert {p.stem for p in (STATIC / "games").glob("*.js")} == pages


def test_presets_serve_what_the_page_derives_its_forms_from(client):
    games = {g["game"]: g for g in client.get("/presets").get_json()["games"]}
    huit, rami, president = games["huit_americain"], games["rami"], games["president"]
    assert huit["scorings"] == [
        {"name": "negative", "entries": ["points_entered", "hand_revealed"],
         "ends": ["t:50", "t:100", "t:300", "t:500"]},
        {"name": "positive", "entries": ["order_entered", "points_entered"],
         "ends": ["t:200", "t:500"]},
    ]  # fmt: skip
    assert (huit["deck_option"], huit["joker_option"]) == (True, None)
    assert huit["page"] == "huit_americain"
    assert rami["scorings"] == [
        {"name": "negative", "entries": ["points_entered", "hand_revealed"], "ends": ["t:1000"]}
    ]
    assert president["scorings"][0]["entries"] == ["order_entered", "points_entered"]
    assert (president["deck_option"], president["joker_option"]) == (False, "jokers")


class Tally(ScoringEngine):
    """A score-only toy: declares nothing for the page."""

    game = "tally"
    titles = {"fr": "Pointage", "en": "Tally"}
    prefix = "TALLY"
    presets = {"base": {"description": {"fr": "Des points.", "en": "Points."}, "rules": {}}}
    default_preset = "base"
    scorings = {"points": Scoring("TALLY-1", frozenset({"points_entered"}))}


def test_a_game_that_declares_nothing_for_the_page_gets_the_defaults(client):
    with registry.registered(Tally()):
        (tally,) = client.get("/presets?game=tally").get_json()["games"]
    assert tally["scorings"] == [{"name": "points", "entries": ["points_entered"], "ends": []}]
    assert (tally["page"], tally["deck_option"], tally["entry_fields"]) == (None, False, [])
