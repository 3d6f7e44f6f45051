"""Every rule has a short name and a text in French and English, each game's in its own
package, and a ruling quotes the rule in the reader's language (issue 39, point 1)."""

from __future__ import annotations

import re
from importlib import import_module

from replays import registry, rulebook
from replays.catalogue import localised
from replays.errors import Message

ENGLISH = re.compile(r"\b(the|is|are|and|of|to|with)\b")


def test_every_rule_has_a_name_and_a_text_in_both_languages_and_nothing_else_has_one():
    rules, named = rulebook.rules(), rulebook.named()
    assert set(named) == set(rules)
    for rule_id in rules:
        for lang in ("fr", "en"):
            called = rulebook.name(rule_id, lang)
            assert called and called == called.strip() and rule_id not in called, rule_id
            assert not called.endswith("."), rule_id
        assert rulebook.text(rule_id, "en") == rulebook.sentence(rule_id) != ""
        french = rulebook.text(rule_id, "fr")
        assert french and french != rulebook.sentence(rule_id), rule_id
        assert "`" not in french and '"' not in french, rule_id  # « » quotes, no markdown


def test_each_game_names_its_own_rules_in_its_package():
    """A game is a plug-in: its names come with it, the common file has the CORE ids only."""
    assert {rule_id.split("-")[0] for rule_id in import_module("replays.rule_names").RULES} == {
        "CORE"
    }
    for engine in registry.engines().values():
        package = type(engine).__module__.rpartition(".")[0]
        own = import_module(f"{package}.rule_names").RULES
        assert own and all(rule_id.startswith(f"{engine.prefix}-") for rule_id in own)


def test_a_french_text_has_no_sentence_of_the_english_page():
    """No English sentence of RULES.md (eight words or more) is left in a French text."""
    english = [
        part.strip()
        for rule in rulebook.rules().values()
        for part in re.split(r"[.;:]", rule.text)
        if len(part.split()) >= 8 and ENGLISH.search(part)  # not a list of names
    ]
    for rule_id in rulebook.rules():
        french = rulebook.text(rule_id, "fr")
        assert not [part for part in english if part in french], rule_id


def test_a_step_quotes_its_rule_by_id_and_name_in_the_readers_language():
    step = rulebook.step("H8-ANN-2", "core.step.players_only")
    assert step["quote"] == Message("core.rule.quote", {"rule": "H8-ANN-2"})
    fr, en = localised(step, "fr"), localised(step, "en")
    assert fr["quote"] == "H8-ANN-2 · Contre-carte"
    assert en["quote"] == "H8-ANN-2 · Counter-call"
    assert fr["sentence"].startswith("« Contre-carte » : un adversaire")
    assert en["sentence"] == rulebook.sentence("H8-ANN-2")


def test_a_rule_not_named_is_quoted_by_its_id_and_english_text():
    assert rulebook.quote("TOY-WIN-9", "fr") == "TOY-WIN-9"
    assert rulebook.text("TOY-WIN-9", "fr") == rulebook.sentence("TOY-WIN-9") == ""
