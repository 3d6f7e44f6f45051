"""RULES.md as data: ids and sentences, the packaged copy, and no rule id cited in vain."""

from __future__ import annotations

import re
from pathlib import Path

from replays import rulebook
from replays.errors import Message

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "RULES.md"
CITED = re.compile(rf"""["'`]({rulebook.id_pattern()})["'`]""")


def test_every_section_is_parsed():
    rules = rulebook.rules()
    assert {r.split("-")[0] for r in rules} == {"CORE", "H8", "RAMI", "PRES", "TAROT", "BELOTE"}
    assert rules["CORE-RETRACT-1"].section.startswith("0. Common rules")
    assert rules["PRES-EIGHT-1"].section.startswith("3. Président")
    assert rules["BELOTE-TRUMP-1"].section.startswith("5. Belote")


def test_a_sentence_joins_its_continuation_lines():
    text = rulebook.sentence("H8-ANN-2")
    assert text.startswith('"Contre-carte": an opponent who notices')
    assert text.endswith("the challenger draws 2.")
    assert "\n" not in text and "  " not in text


def test_ids_sharing_one_item_keep_their_names():
    for rule_id in ("H8-POW-REVERSE", "H8-POW-AGAIN", "H8-POW-SKIP"):
        assert rulebook.sentence(rule_id).startswith("H8-POW-REVERSE, H8-POW-AGAIN, H8-POW-SKIP as")


def test_an_unknown_id_has_no_sentence():
    assert rulebook.sentence("H8-NOPE-9") == ""
    assert rulebook.step("CORE-OVER-1", "core.named_twice") == {
        "rule": "CORE-OVER-1",
        "text": Message("core.named_twice"),
        "quote": Message("core.rule.quote", {"rule": "CORE-OVER-1"}),
        "sentence": Message("core.rule.text", {"rule": "CORE-OVER-1"}),
    }


def test_parse_reads_a_small_page():
    page = "## 9. Test\n- T-A-1 One line\n  and its tail.\n\n- not a rule\n- T-B-2 Two.\n"
    page = page.replace("T-", "CORE-")
    rules = rulebook.parse(page)
    assert {k: (r.text, r.section) for k, r in rules.items()} == {
        "CORE-A-1": ("One line and its tail.", "9. Test"),
        "CORE-B-2": ("Two.", "9. Test"),
    }


def test_the_packaged_copy_is_the_shared_page_and_our_sections():
    """replays/RULES.md is ../shared/RULES.md word for word, then the sections this project
    writes (new games, the common rules for sides), each rule with an id of its own."""
    packaged = (ROOT / "replays" / "RULES.md").read_text(encoding="utf-8")
    if SHARED.exists():  # beside the repository in the workspace; absent from an sdist
        shared = SHARED.read_text(encoding="utf-8")
        assert packaged.startswith(shared), "copy ../shared/RULES.md again"
        ours = rulebook.parse(packaged[len(shared) :])
        assert not set(ours) & set(rulebook.parse(shared)), "an id of the shared page reused"
    assert rulebook.rules() == rulebook.parse(packaged)


def test_every_rule_id_the_code_cites_is_on_the_page():
    known = set(rulebook.rules())
    cited: dict[str, set[str]] = {}
    for folder in ("replays", "service", "schemas"):
        for path in (ROOT / folder).rglob("*.py"):
            for rule_id in CITED.findall(path.read_text(encoding="utf-8")):
                cited.setdefault(rule_id, set()).add(str(path.relative_to(ROOT)))
    unknown = {r: sorted(paths) for r, paths in cited.items() if r not in known}
    assert not unknown, f"rule ids cited but not in RULES.md: {unknown}"


def test_a_game_states_its_own_rules_beside_the_page():
    """A plug-in's rule ids (its prefix) and texts join the rulebook while it is registered."""
    from replays import registry
    from replays.engine import ScoringEngine
    from replays.game import Scoring

    class Dice(ScoringEngine):
        game, prefix, titles = "dice", "DICE", {"fr": "Dés", "en": "Dice"}
        presets, default_preset = {"plain": {"description": {}, "rules": {"options": {}}}}, "plain"
        scorings = {"points": Scoring("DICE-WIN-1", frozenset({"points_entered"}))}
        rule_texts = {"DICE-WIN-1": "The highest total wins."}

    with registry.registered(Dice()):
        assert rulebook.sentence("DICE-WIN-1") == "The highest total wins."
        assert rulebook.rules()["DICE-WIN-1"].section == "Dice"
        assert re.fullmatch(rulebook.id_pattern(), "DICE-WIN-1")
    assert rulebook.sentence("DICE-WIN-1") == ""
    assert not re.fullmatch(rulebook.id_pattern(), "DICE-WIN-1")


def test_a_second_id_inside_an_item_gets_its_own_sentence():
    assert rulebook.sentence("H8-POW-WILD") == "wild, names a suit"
    assert rulebook.sentence("H8-POW-WILDSUIT") == "wild without naming (its own suit)."
