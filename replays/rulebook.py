"""RULES.md as data: every rule id with its sentence, so a dispute can quote the page.

The page ships inside the package (`replays/RULES.md`, a copy of the shared one) and is
read once, as package data: the rule texts are part of the program, not of the world.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources

_ID = r"(?:CORE|H8|RAMI|PRES)-[A-Z0-9]+(?:-[A-Z0-9]+)*"
_ITEM = re.compile(rf"- ((?:{_ID})(?:, {_ID})*)\b\s*(.*)\Z")
_ID_RE = re.compile(_ID)
_INLINE = re.compile(rf";\s+(?=(?:{_ID}) )")  # a second id inside an item, after "; "

# PRES-RANK-1 names the Président titles; they are French words at every table.
TITLES = {
    "president": "Président",
    "vice_president": "Vice-président",
    "neutre": "Neutre",
    "vice_trou": "Vice-trou",
    "trou": "Trou",
}


@dataclass(frozen=True, slots=True)
class Rule:
    """One decision of RULES.md: its id, its text and the section it belongs to."""

    id: str
    text: str
    section: str


def parse(page: str) -> dict[str, Rule]:
    """Rule id → Rule, in page order; a list item may name several ids that share a text."""
    rules: dict[str, Rule] = {}
    for section, ids, text in _items(page):
        if len(ids) > 1:  # "H8-POW-REVERSE, H8-POW-AGAIN, … as J, 10, 7 above": keep the names
            text = f"{', '.join(ids)} {text}"
        first, *more = _INLINE.split(text)
        for rule_id in ids:
            rules[rule_id] = Rule(rule_id, first, section)
        for part in more:  # "H8-POW-WILD wild, names a suit; H8-POW-WILDSUIT wild without …"
            rule_id, _, rest = part.partition(" ")
            rules[rule_id] = Rule(rule_id, rest, section)
    return rules


def _items(page: str) -> Iterator[tuple[str, list[str], str]]:
    """(section, ids, text) of every rule item: "- ID text", continued on indented lines."""
    section, ids, lines = "", [], []
    for raw in [*page.splitlines(), ""]:
        item = _ITEM.match(raw)
        if ids and (item or not (raw.startswith("  ") and raw.strip())):
            yield section, ids, " ".join(part.strip() for part in lines).strip()
            ids, lines = [], []
        if item:
            ids, lines = _ID_RE.findall(item.group(1)), [item.group(2)]
        elif ids:
            lines.append(raw)
        elif raw.startswith("## "):
            section = raw[3:].strip()


@cache
def rules() -> dict[str, Rule]:
    """The rules of the packaged RULES.md."""
    page = resources.files("replays").joinpath("RULES.md").read_text(encoding="utf-8")
    return parse(page)


def sentence(rule_id: str) -> str:
    """The text of a rule, or "" for an id the page does not have."""
    rule = rules().get(rule_id)
    return rule.text if rule else ""


def step(rule_id: str, text: str) -> dict[str, str]:
    """One step of an explanation: what happened, the rule that allowed it, and its text."""
    return {"rule": rule_id, "text": text, "sentence": sentence(rule_id)}
