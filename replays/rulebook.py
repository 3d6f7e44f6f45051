"""RULES.md as data: every rule id with its sentence, so a dispute can quote the page.

The page ships inside the package (`replays/RULES.md`, a copy of the shared one) and is
read once, as package data: the rule texts are part of the program, not of the world.
Each rule also has a short name in French and English and a French text, a game's own data
(`rule_names.py` in its package; the common rules' in `replays/rule_names.py`): a ruling
quotes the rule by id and name, and its text, in the reader's language.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import import_module, resources
from importlib.util import find_spec
from typing import Any

from . import registry
from .errors import Message, say


def id_pattern(prefixes: tuple[str, ...] = ()) -> str:
    """The regular expression of a rule id: CORE or a game's prefix, then parts ("H8-POW-A")."""
    heads = "|".join(map(re.escape, ("CORE", *(prefixes or registry.prefixes()))))
    return rf"(?:{heads})-[A-Z0-9]+(?:-[A-Z0-9]+)*"


@cache
def _patterns(prefixes: tuple[str, ...]) -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """(a rule item, an id, a second id inside an item after "; ") for these prefixes."""
    ids = id_pattern(prefixes)
    item = re.compile(rf"- ((?:{ids})(?:, {ids})*)\b\s*(.*)\Z")
    return item, re.compile(ids), re.compile(rf";\s+(?=(?:{ids}) )")


@dataclass(frozen=True, slots=True)
class Rule:
    """One decision of RULES.md: its id, its text and the section it belongs to."""

    id: str
    text: str
    section: str


def parse(page: str, prefixes: tuple[str, ...] = ()) -> dict[str, Rule]:
    """Rule id → Rule, in page order; a list item may name several ids that share a text."""
    prefixes = prefixes or registry.prefixes()
    inline = _patterns(prefixes)[2]
    rules: dict[str, Rule] = {}
    for section, ids, text in _items(page, prefixes):
        if len(ids) > 1:  # "H8-POW-REVERSE, H8-POW-AGAIN, … as J, 10, 7 above": keep the names
            text = f"{', '.join(ids)} {text}"
        first, *more = inline.split(text)
        for rule_id in ids:
            rules[rule_id] = Rule(rule_id, first, section)
        for part in more:  # "H8-POW-WILD wild, names a suit; H8-POW-WILDSUIT wild without …"
            rule_id, _, rest = part.partition(" ")
            rules[rule_id] = Rule(rule_id, rest, section)
    return rules


def _items(page: str, prefixes: tuple[str, ...]) -> Iterator[tuple[str, list[str], str]]:
    """(section, ids, text) of every rule item: "- ID text", continued on indented lines."""
    item_re, id_re, _ = _patterns(prefixes)
    section, ids, lines = "", [], []
    for raw in [*page.splitlines(), ""]:
        item = item_re.match(raw)
        if ids and (item or not (raw.startswith("  ") and raw.strip())):
            yield section, ids, " ".join(part.strip() for part in lines).strip()
            ids, lines = [], []
        if item:
            ids, lines = id_re.findall(item.group(1)), [item.group(2)]
        elif ids:
            lines.append(raw)
        elif raw.startswith("## "):
            section = raw[3:].strip()


def rules() -> dict[str, Rule]:
    """The rules of the packaged RULES.md, and those a registered game states itself."""
    return _rules(registry.version())


@cache
def page() -> str:
    return resources.files("replays").joinpath("RULES.md").read_text(encoding="utf-8")


@cache
def _rules(version: int) -> dict[str, Rule]:
    found = parse(page())
    for engine in registry.engines().values():
        title = engine.title("en")
        for rule_id, text in engine.rule_texts.items():
            found.setdefault(rule_id, Rule(rule_id, text, title))
    return found


def sentence(rule_id: str) -> str:
    """The text of a rule, or "" for an id the page does not have."""
    rule = rules().get(rule_id)
    return rule.text if rule else ""


def named() -> dict[str, dict[str, dict[str, str]]]:
    """Rule id → {"name": {fr, en}, "text": {fr}}: the common rules' and each game's."""
    return _named(registry.version())


@cache
def _named(version: int) -> dict[str, dict[str, dict[str, str]]]:
    games = registry.engines().values()
    packages = ["replays", *(type(e).__module__.rpartition(".")[0] for e in games)]
    found: dict[str, dict[str, dict[str, str]]] = {}
    for package in dict.fromkeys(packages):
        if find_spec(f"{package}.rule_names") is not None:
            found.update(import_module(f"{package}.rule_names").RULES)
    return found


def name(rule_id: str, lang: str) -> str:
    """The rule's short name in `lang` ("Contre-carte"), or "" for a rule not named."""
    return named().get(rule_id, {}).get("name", {}).get(lang, "")


def text(rule_id: str, lang: str) -> str:
    """The rule's text in `lang`: the French ours, the English RULES.md's (or the game's)."""
    own = named().get(rule_id, {}).get("text", {}).get(lang)
    return own if own else sentence(rule_id)


def quote(rule_id: str, lang: str) -> str:
    """The rule as a ruling cites it: "H8-ANN-2 · Contre-carte" (the id alone if unnamed)."""
    called = name(rule_id, lang)
    return f"{rule_id} · {called}" if called else rule_id


def cites(rule_id: str, lang: str) -> dict[str, str]:
    """A refusal's quote and rule text in `lang` (the API's and the page's error body)."""
    return {"quote": quote(rule_id, lang), "sentence": text(rule_id, lang)}


def cited(rule_id: str) -> dict[str, Message]:
    """The rule's quote and text, said in the reader's language by `catalogue.localised`."""
    return {
        "quote": say("core.rule.quote", rule=rule_id),
        "sentence": say("core.rule.text", rule=rule_id),
    }


def step(rule_id: str, said: str | Message, /, **params: Any) -> dict[str, Any]:
    """One step of an explanation: what happened (a catalogue key and its parameters, said
    in the reader's language by `catalogue.localised`), the rule that allowed it, its text."""
    return {"rule": rule_id, "text": say(said, **params), **cited(rule_id)}
