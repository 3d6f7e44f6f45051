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

from replays import explain
from replays import match as fold
from replays.catalogue import localised
from replays.errors import InvalidInput, RuleViolation
from replays.model import Event, Match
from replays.rulebook import rules

from .playout import Playout, canonical
from .views import LANGS, attributed

_CARD = r"(?:10|[2-9JQKA])[SHDC]"
# Not inside a word nor a rule id ("H8-POW-JK"): a card as the record writes it.
NOTATION = re.compile(rf"(?<![\w=-])(?:{_CARD}|JK(?:={_CARD})?)(?![\w=-])")
PLAYER_FIELDS = ("player", "from", "to", "by", "target")
WRONG = 20  # states of a playout at which moves are posted that its rules may refuse
OTHER_CARDS = 3  # moves offered there, posted with the cards of another move
# French: "trois dames ne va pas", "une paire de 8 suivent" (the cards a play names, in words).
_SUBJECT = r"\S+(?: (?:de|d')\s?\S+)?(?: (?:de|d')\s?[A-ZÉ]\S*)?"
DISAGREEING = re.compile(
    rf"\b(?:(?:[Dd]eux|[Tt]rois|[Qq]uatre) {_SUBJECT} (?:ne )?(?:va|suit)"
    rf"|(?:[Uu]ne?) {_SUBJECT} (?:ne )?(?:vont|suivent))\b"
)
ENGLISH = re.compile(r"\b(the|is|are|and|of|to|with)\b")  # a sentence, not a list of names


def in_words(text: str, where: str, lang: str = "en") -> None:
    """Cards in words; in French, no sentence of the English RULES.md (issue 39, Done when)
    and a play's verb agreeing with its cards."""
    wrong = _wrong(text, lang)
    assert not wrong, f"{wrong} in {text!r} {where}"


@cache
def _wrong(text: str, lang: str) -> str:
    """What is wrong with `text` (sentences repeat: each is read once)."""
    if found := NOTATION.findall(text):
        return f"cards written as notation {found}"
    if lang != "fr":
        return ""
    if english := [part for part in english_sentences() if part in text]:
        return f"English {english} in a French text"
    if disagreeing := DISAGREEING.findall(text):
        return f"a verb that does not agree with its cards {disagreeing}"
    return ""


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
    """An explanation's steps, a ruling or a refusal, in both languages."""
    for lang in LANGS:
        steps_in_words(localised(body.get("steps", []), lang), lang, where)


def steps_in_words(steps: list[dict[str, Any]], lang: str, where: str) -> None:
    """Steps said in `lang`: their sentences and the rule quoted; the rule's text in French
    (the English one is RULES.md's, as written)."""
    for s in steps:
        said = [s["text"], s["quote"]] + ([s["sentence"]] if lang == "fr" else [])
        for text in said:
            in_words(text, f"{where} {lang} {s['rule']}", lang)


def wrong_moves(p: Playout) -> Iterator[tuple[Match, dict]]:
    """Moves posted where they may not belong: a body the playout posted, at another state
    of its hands, by the player it names and by each other player; a move the state offers,
    and a few of them with the cards of another move of its type, or with cards the mover
    holds."""
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
        moves = fold.legal_moves(match)
        ready = [m for m in moves if not m.get("unknown") and m.get("ready", True)]
        if ready:
            move = rng.choice(ready)
            yield match, {"type": move["type"], "data": move["data"]}
        for move in rng.sample(moves, min(OTHER_CARDS, len(moves))):
            alike = [b for b in bodies if b["type"] == move["type"]]
            who = {k: v for k, v in move["data"].items() if k in PLAYER_FIELDS}
            if alike:
                other = rng.choice(alike)["data"]
                what = {k: v for k, v in other.items() if k not in PLAYER_FIELDS}
                yield match, {"type": move["type"], "data": {**what, **who}}
            if own := _own_cards(match, move, rng):
                yield match, {"type": move["type"], "data": {**move["data"], **own}}


def _own_cards(match: Match, move: dict, rng: random.Random) -> dict[str, Any]:
    """A few cards the mover holds, in place of the cards (or the one meld) of `move`: a
    combination, a meld or a play the rules may refuse."""
    data, pid = move["data"], move["data"].get("player", move["data"].get("from"))
    if pid is None or not ({"cards", "melds"} & set(data)):
        return {}
    held = sorted(attributed(fold.view(match), pid).elements())
    if not held:
        return {}
    cards = rng.sample(held, min(len(held), rng.randint(1, 4)))
    return {"cards": cards} if "cards" in data else {"melds": [cards]}


def ruled(p: Playout, match: Match, body: dict) -> dict[str, Any]:
    """The ruling `POST /games/{id}/rulings` gives on `body` after `match`: on the events
    the service would log first, then on the last (service/api/disputes.py)."""
    event = Event(body["type"], canonical(body), match.seq + 1)
    *first, last = fold.expand(match, event, p.shuffle)
    for extra in first:
        verdict = explain.ruling(match, Event(extra.type, extra.data, match.seq + 1))
        if not verdict["allowed"]:
            return verdict
        match = fold.apply(match, Event(extra.type, extra.data, match.seq + 1))
    return explain.ruling(match, Event(last.type, last.data, match.seq + 1))


def rulings_in_words(p: Playout) -> Counter:
    """The ruling on each of `wrong_moves`, said in both languages: a sentence (capitalised,
    as a refusal is), its cards in words; the verdicts, by rule for a refusal ("allowed" for
    the others)."""
    seen: Counter = Counter()
    for match, body in wrong_moves(p):
        where = p.where(f"ruling on {body} at seq {match.seq}")
        try:
            verdict = ruled(p, match, body)
        except (RuleViolation, InvalidInput) as exc:  # refused before any ruling: a 4xx
            said = exc.said if isinstance(exc, RuleViolation) else exc.message
            verdict = {"allowed": False, "rule": "input", "message": said, "steps": []}
        seen["allowed" if verdict["allowed"] else verdict["rule"]] += 1
        for lang in LANGS:
            told = localised(verdict, lang)
            message = told["message"]
            assert message[:1] == message[:1].upper(), f"not a sentence: {message!r} {where}"
            for text in (message, told.get("quote", "")):
                in_words(text, f"{where} {lang}", lang)
        said_in_words(verdict, where)
    return seen
