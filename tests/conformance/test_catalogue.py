"""Every registered game says everything in French and English: each catalogue key its
package cites (read from its source, as tests/replays/test_catalogue.py reads all of
`replays/`) exists in both languages and renders; each rule id it cites is in the rulebook;
its titles, presets, words and enumerations have both languages. The sentences the
playouts actually met (refusals, explanations) are rendered by the other conformance
tests."""

from __future__ import annotations

import ast
from importlib.util import find_spec
from pathlib import Path

import pytest

from replays.catalogue import messages
from replays.errors import RuleViolation
from replays.registry import engines
from replays.rulebook import rules
from replays.titles import game_line, game_title, preset_title
from tests.replays.test_catalogue import IDS, NUMBERS, SAMPLES, _calls, _chosen_keys, _fields, _keys
from tests.support.readable import assert_readable

from .views import LANGS

GAMES = list(engines())


def package_files(game: str) -> list[Path]:
    """The source files of the package a game's engine lives in."""
    package = type(engines()[game]).__module__.rpartition(".")[0]
    spec = find_spec(package)
    assert spec is not None and spec.submodule_search_locations, package
    return sorted(p for d in spec.submodule_search_locations for p in Path(d).rglob("*.py"))


def cited(game: str) -> list[tuple[str, str, str]]:
    """(where, rule id or "", key) of every sentence the game's package can say."""
    found = []
    for path in package_files(game):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [(f"{path.name}:{line}", "", key) for key, line in _chosen_keys(tree)]
        for _, rule, key, line in _calls(tree):
            rule_id = rule.value if isinstance(rule, ast.Constant) else ""
            found += [(f"{path.name}:{line}", rule_id, k) for k in _keys(key) or []]
    return found


def rendered(key: str) -> None:
    """The entry in both languages, the same fields, rendered with sample values."""
    entry = messages()[key]
    assert set(entry) == set(LANGS), key
    assert _fields(entry["fr"]) == _fields(entry["en"]), key
    for n in NUMBERS:
        params = {f: SAMPLES.get(f, n) for f in _fields(entry["en"])}
        said = RuleViolation("CORE-PLAYER-1", key, **params)
        for lang in LANGS:
            assert_readable(said.render(lang), IDS)


@pytest.mark.parametrize("game", GAMES)
def test_every_key_a_game_cites_is_said_in_french_and_english(game):
    keys = {key for _, _, key in cited(game)}
    missing = sorted(k for k in keys if k not in messages())
    assert not missing, f"{game}: not in the catalogue: {missing}"
    for key in sorted(keys):
        rendered(key)


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_a_game_cites_is_in_the_rulebook(game):
    known = rules()
    unknown = [(where, r) for where, r, _ in cited(game) if r and r not in known]
    assert not unknown, f"{game}: {unknown}"
    engine = engines()[game]
    declared = [engine.tie_rule, *engine.entry_rules.values()]
    declared += [s.rule for s in engine.scorings.values()]
    assert not [r for r in declared if r not in known], game


@pytest.mark.parametrize("game", GAMES)
def test_a_game_is_named_in_french_and_english(game):
    engine = engines()[game]
    assert set(LANGS) <= set(engine.titles), game
    for lang in LANGS:
        assert game_title(game, lang) and game_line(game, lang), (game, lang)
        for name, preset in engine.presets.items():
            assert preset_title(name, lang), (game, name, lang)
            assert preset["description"].get(lang), (game, name, lang)
    if engine.words:
        assert set(engine.words) == set(LANGS), game
        assert engine.words["fr"].keys() == engine.words["en"].keys(), game
    for enum, by_lang in engine.enums.items():
        assert set(by_lang) == set(LANGS), (game, enum)
        assert by_lang["fr"].keys() == by_lang["en"].keys(), (game, enum)
