"""Every sentence an engine can say is in the catalogue, in French and English, and reads.

The raise sites are found by reading the source (`ast`): every `RuleViolation(rule, key)`,
`require(cond, rule, key)` and `say(key)` of `replays/` names a catalogue key, so a new
refusal without its entry fails here. Each entry is rendered in both languages with sample
parameters: nothing is missing, no placeholder is left, no player id shows where a name is.
"""

from __future__ import annotations

import ast
import json
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

import replays
from replays.cards import Card
from replays.catalogue import messages, render
from replays.errors import Message, RuleViolation
from replays.rulebook import rules
from schemas.said import TEMPLATES

from ..support.readable import assert_readable

ROOT = Path(replays.__file__).parent
SERVICE = ROOT.parent / "service"  # its own errors are said from the catalogue too
SCHEMAS = ROOT.parent / "schemas"  # the field errors too
SERVICE_MODULES = [*SERVICE.glob("*.py"), *SERVICE.glob("api/*.py"), *SCHEMAS.rglob("*.py")]
IDS = ("anna", "ben", "chloe")  # the sample players' ids: never in a sentence
NAMES = ("Anna", "Ben", "Chloé")
CARD = Card.parse("2S")
SAMPLES = {
    "who": NAMES[1],
    "other": NAMES[2],
    "names": list(NAMES),
    "card": CARD,
    "top": Card.parse("7H"),
    "cards": [Card.parse("8S"), Card.parse("AH")],
    "answers": ["A", "JK", "8"],
    "suit": "H",
    "rank": "Q",
    "call": "carte",
    "game": "huit_americain",
    "what": "order",
    "pending": Message("h8.pending.give", {"who": NAMES[0], "n": 1}),
    "why": Message("h8.shown_not_in_deck", {"card": CARD}),
    "dealer": NAMES[0],
    "stated": "5C",
    "choices": [[Card.parse("JK=4H")], [Card.parse("JK=7H")]],
    "known": [Card.parse("QS")],
    "melded": [Card.parse("9H"), Card.parse("10H"), Card.parse("JH")],
    "missing": [Card.parse("KD")],
    "extra": [Card.parse("JK")],
    "kind": "brelan",
    "where": "seen",
    "option": "jokers",
    "by": NAMES[0],
    "title": "trou",
    "other_title": "president",
    "closer": "eights",
    "rule": "H8-ANN-2",
    "also": ["K", "7"],
    "field": "upcard",
    "reason": "queen",
    "ranks": "7-8-9",
    "play": Message("pres.combo.pair", {"rank": "8"}),
    "step": Message(
        "pres.step.best",
        {"who": NAMES[2], "title": "trou", "n": 2, "other": NAMES[0], "other_title": "president"},
    ),
    "lead": Message("pres.lead.start", {"who": NAMES[0]}),
    "tracking": "table",
    "scoring": "negative",
    "best": "lowest",
    "status": "over",
    "source": "stock",
    "power": "wild",
    "preset": "classique",
    "hands": [2],
    "points": ["Anna 12", "Ben 0"],
    "totals": ["Anna 30", "Ben 7"],
    "was": ["Anna 30", "Ben 7"],
    "back": ["Anna 18", "Ben 7"],
    "titles": ["Anna Président", "Ben Trou"],
    "counts": ["Anna 13", "Ben 13"],
    "prizes": [50, 20, 10],
    "owed": "attack",
}
NUMBERS = (1, 3)  # every other field is a count: rendered with 1 and with 3


def _calls(tree: ast.AST) -> Iterator[tuple[str, ast.expr | None, ast.expr, int]]:
    """(function, rule argument, key argument, line) of each call that says a sentence:
    a refusal, a Message, a step of an explanation."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name | ast.Attribute):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
        args = node.args
        if name == "RuleViolation" and len(args) >= 2:
            yield name, args[0], args[1], node.lineno
        elif name == "require" and len(args) >= 3:
            yield name, args[1], args[2], node.lineno
        elif name in ("say", "_said", "asked", "_simple", "not_understood") and args:
            yield name, None, args[0], node.lineno
        elif name == "render" and isinstance(node.func, ast.Name) and args:  # table talk
            yield name, None, args[0], node.lineno
        elif name in ("step", "_step") and len(args) >= 2:  # a step of an explanation
            yield name, args[0], args[1], node.lineno


def _keys(expr: ast.expr) -> list[str] | None:
    """The keys a key argument can be: a literal, either side of `a if c else b`, or None
    for a computed Message (a helper's `say(...)`, found on its own)."""
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return [expr.value]
    if isinstance(expr, ast.IfExp):
        return (_keys(expr.body) or []) + (_keys(expr.orelse) or [])
    if isinstance(expr, ast.JoinedStr):
        return ["<f-string>"]
    return None


def _chosen_keys(tree: ast.AST) -> Iterator[tuple[str, int]]:
    """Keys chosen before the call that says them: `key = "a" if c else "b"`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "key" for t in node.targets
        ):
            for k in _keys(node.value) or []:
                yield k, node.lineno


def _table_keys(tree: ast.AST) -> Iterator[tuple[str, int]]:
    """Keys an engine picks from a table: `_MISSED_KEYS = {"fournir": "tarot.play.fournir"}`
    (a table of dotted message keys only)."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Dict)
            and any(isinstance(t, ast.Name) and t.id.endswith("_KEYS") for t in node.targets)
        ):
            said = [(k, v.lineno) for v in node.value.values for k in _keys(v) or []]
            if said and all("." in k for k, _ in said):
                yield from said


def _declared_keys(tree: ast.AST) -> Iterator[tuple[str, int]]:
    """Keys a game declares as data: `EntryField(..., step="rami.step.rami_entered")`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "step":
            for k in _keys(node.value) or []:
                yield k, node.value.lineno


def _pattern_keys() -> Iterator[tuple[str, str]]:
    """The questions a game's table-talk patterns ask (its talk.json: `ask`, `unsaid`,
    `nobody`), keys of the catalogue given as data."""
    for path in sorted(ROOT.rglob("talk.json")):
        said = json.loads(path.read_text(encoding="utf-8")).get("patterns", {})
        for name, options in said.items():
            for option in ("ask", "unsaid", "nobody"):
                if isinstance(options, dict) and option in options:
                    yield f"{path.relative_to(ROOT.parent)} {name!r}", options[option]


def cited() -> list[tuple[str, str, str]]:
    """(where, rule id or "", key) of every sentence the engines can say."""
    found = [(where, "", key) for where, key in _pattern_keys()]
    for path in sorted([*ROOT.rglob("*.py"), *SERVICE_MODULES]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for k, line in [*_chosen_keys(tree), *_declared_keys(tree), *_table_keys(tree)]:
            found.append((f"{path.relative_to(ROOT.parent)}:{line}", "", k))
        for _, rule, key, line in _calls(tree):
            where = f"{path.relative_to(ROOT.parent)}:{line}"
            rule_id = rule.value if isinstance(rule, ast.Constant) else ""
            for k in _keys(key) or []:
                found.append((where, rule_id, k))
    return found


def test_every_sentence_an_engine_says_is_in_the_catalogue():
    known = messages()
    missing = [(where, key) for where, _, key in cited() if key not in known]
    assert not missing, f"not in the catalogue: {missing}"


def test_every_rule_id_cited_with_a_sentence_is_in_rules_md():
    ids = rules()
    unknown = [(where, rule) for where, rule, _ in cited() if rule and rule not in ids]
    assert not unknown


def test_every_catalogue_entry_is_said_somewhere():
    said = {key for _, _, key in cited()} | set(TEMPLATES)  # marshmallow's words, said again
    unused = sorted(set(messages()) - said)
    assert not unused, f"catalogue entries no code says: {unused}"


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("key", sorted(messages()))
def test_an_entry_renders_in_both_languages(key):
    entry = messages()[key]
    assert set(entry) == {"fr", "en"}, key
    assert _fields(entry["fr"]) == _fields(entry["en"]), "both languages say the same things"
    for n in NUMBERS:
        params = {f: SAMPLES.get(f, n) for f in _fields(entry["en"])}
        said = RuleViolation("CORE-PLAYER-1", key, **params)
        fr, en = said.render("fr"), said.render("en")
        for text in (fr, en):
            assert_readable(text, IDS)
        assert fr != en, key


def test_a_refusal_in_french_and_english():
    said = Message(
        "h8.cannot_play_on", {"card": CARD, "top": Card.parse("7H"), "suit": "H", "rank": "7"}
    )
    assert render(said, "fr") == (
        "impossible de jouer le 2 de pique sur le 7 de cœur : il faut jouer cœur, un 7 ou une"
        " carte qui change la couleur"
    )
    assert render(said, "en") == (
        "cannot play the 2 of spades on the 7 of hearts: play hearts, a 7 or a wild card"
    )


def test_every_game_and_preset_has_a_name_in_both_languages():
    from replays.registry import engines
    from replays.titles import game_line, game_title, preset_title

    for engine in engines().values():
        for lang in ("fr", "en"):
            assert game_title(engine.game, lang) != engine.game
            assert game_line(engine.game, lang) != engine.game
            for name in engine.presets:
                assert preset_title(name, lang) != name, (engine.game, name, lang)
        for name, preset in engine.presets.items():
            assert set(preset["description"]) == {"fr", "en"}, name
