"""Cards in words (issue 39, point 4): what the engines say, in French and English, never
writes a card as the record does ("10H", "JK", "JK=7H"), and in French quotes no sentence of
the English RULES.md. Scanned over the explanations of every event of the playouts and over
moves they would refuse, posted at random states."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from functools import cache
from typing import Any

from replays import match as fold
from replays.catalogue import localised
from replays.errors import InvalidInput, RuleViolation
from replays.model import Match
from replays.rulebook import rules

from .playout import Playout
from .views import LANGS

_CARD = r"(?:10|[2-9JQKA])[SHDC]"
# Not inside a word nor a rule id ("H8-POW-JK"): a card as the record writes it.
NOTATION = re.compile(rf"(?<![\w=-])(?:{_CARD}|JK(?:={_CARD})?)(?![\w=-])")
PLAYER_FIELDS = ("player", "from", "to", "by", "target")
WRONG = 40  # states of a playout at which moves are posted that its rules may refuse
# French: "trois dames ne va pas", "une paire de 8 suivent" (the cards a play names, in words).
_SUBJECT = r"\S+(?: (?:de|d')\s?\S+)?(?: (?:de|d')\s?[A-ZÉ]\S*)?"
DISAGREEING = re.compile(
    rf"\b(?:(?:[Dd]eux|[Tt]rois|[Qq]uatre) {_SUBJECT} (?:ne )?(?:va|suit)"
    rf"|(?:[Uu]ne?) {_SUBJECT} (?:ne )?(?:vont|suivent))\b"
)
ENGLISH = re.compile(r"\b(the|is|are|and|of|to|with)\b")  # a sentence, not a list of names


def in_words(text: str, where: str, lang: str = "en") -> None:
    """Cards in words; in French, no sentence of the English RULES.md (issue 39, Done when)."""
    found = NOTATION.findall(text)
    assert not found, f"cards written as notation {found} in {text!r} {where}"
    if lang == "fr":
        english = [part for part in english_sentences() if part in text]
        assert not english, f"English {english} in a French text {text!r} {where}"
        wrong = DISAGREEING.findall(text)
        assert not wrong, f"a verb that does not agree with its cards {wrong} in {text!r} {where}"


@cache
def english_sentences() -> tuple[str, ...]:
    """The sentences of RULES.md's English texts (eight words or more, not a list of names)."""
    return tuple(
        part.strip()
        for rule in rules().values()
        for part in re.split(r"[.;:]", rule.text)
        if len(part.split()) >= 8 and ENGLISH.search(part)
    )


def said_in_words(body: dict[str, Any], where: str) -> None:
    """An explanation's steps, a ruling or a refusal: its sentences and the rule quoted, in
    both languages; the rule's text in French (the English one is RULES.md's, as written)."""
    for lang in LANGS:
        for s in localised(body.get("steps", []), lang):
            said = [s["text"], s["quote"]] + ([s["sentence"]] if lang == "fr" else [])
            for text in said:
                in_words(text, f"{where} {lang} {s['rule']}", lang)


def wrong_moves(p: Playout) -> Iterator[tuple[Match, dict]]:
    """Moves posted where they may not belong: a body the playout posted, at another state
    of its hands, by the player it names and by each other player; and each move the state
    offers, with the cards of another move of its type."""
    rng = random.Random(f"{p.case.seed}-wrong")
    bodies = [b for b in p.bodies if b["type"] not in ("hand_started", "retracted")]
    states = [m for m in p.states if m.in_hand]
    if not bodies:
        return
    for match in rng.sample(states, min(WRONG, len(states))):
        body = rng.choice(bodies)
        yield match, body
        for field in PLAYER_FIELDS:
            if field in body["data"]:
                for pid in match.player_ids:
                    yield match, {**body, "data": {**body["data"], field: pid}}
        for move in fold.legal_moves(match):
            alike = [b for b in bodies if b["type"] == move["type"]]
            if alike:
                other = rng.choice(alike)["data"]
                who = {k: v for k, v in move["data"].items() if k in PLAYER_FIELDS}
                what = {k: v for k, v in other.items() if k not in PLAYER_FIELDS}
                yield match, {"type": move["type"], "data": {**what, **who}}


def refusals_in_words(p: Playout) -> Counter:
    """Every refusal of `wrong_moves`, said in both languages, with cards in words; the
    refusals seen, by rule."""
    seen: Counter = Counter()
    for match, body in wrong_moves(p):
        where = p.where(f"refusal of {body} at seq {match.seq}")
        try:
            p.checked_at(match, body)
        except RuleViolation as exc:
            seen[exc.rule] += 1
            for lang in LANGS:
                in_words(exc.render(lang), f"{where} {lang}", lang)
        except InvalidInput as exc:
            seen["input"] += 1
            for lang in LANGS:
                in_words(localised(exc.message, lang), f"{where} {lang}", lang)
    return seen
