"""A game's sentence patterns over slots, as data (its `talk.json` "patterns"), and the one
matcher that reads a clause with them and returns every match (docs/ENGINES.md).

A pattern is `"PLAYER <play> CARDS"`: `<intent>` the clause's verb (`<play|again>` either),
PLAYER before it its subject, and after it the slots the clause's words must say — CARDS
(cards said, one reading per card list they can be), CARD (one card), COUNT (a number),
TARGET (another player named), {word} (a word of the game's talk.json `words` list) — each
optional in brackets, `SLOT:field` naming the event's field (else the slot in lower case).
It means an event type, or `null`: the clause is told, no move of its own ("il rejoue"). A
pattern without CARD(S) never matches cards said (a pass names none), nor one without a
{word} a word of it ("pioche dans la défausse" is no draw from the stock).

Its options: `ask` (the question when several readings are left), `unsaid` (asked when a
player named says the move but not its cards), `nobody` (asked when no one is to act),
`together` (cards said in any order are one play), `in_turn` (words that put cards in
successive events: "le 2 puis le 8"), `any_cards` (cards from every suit, not
from the hand known), `hand` (the hand's number in the event), `named` (the one player
named after the verb is the subject: "montre les cartes de Ben"), `data` (fields the
pattern gives; a list gives one reading per value: the stock or the pile), `legal` (the
legal move with those fields, a card said in place of its own).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..cards import SUITS
from .context import Clause, Meaning, Talk, asked, cards_unsaid, combined
from .groups import PLURAL_ARTICLES, choices, count_agrees, groups_in, plural
from .lexicon import game_words, words
from .words import number_at, rank_at

Held = Callable[[Any, str], "list[str] | None"]
TOLD = Meaning([[]])  # a clause that tells, no move of its own: joins as nothing


@dataclass(frozen=True)
class Pattern:
    """One pattern of a game's talk.json, its slots as (slot, field, optional)."""

    verbs: frozenset[str]
    subject: str | None  # the event's field the clause's subject fills (PLAYER before the verb)
    slots: tuple[tuple[str, str, bool], ...]
    means: str | None
    options: Mapping[str, Any]
    sets: Mapping[str, frozenset[str]]  # each {word} slot's words (the game's talk.json)

    def has(self, slot: str) -> bool:
        return any(s == slot for s, _, _ in self.slots)


def _parsed(said: str, means: str | dict | None, package: str | None) -> Pattern:
    options = means if isinstance(means, dict) else {"means": means}
    parts = said.split()
    at = next(i for i, p in enumerate(parts) if p.startswith("<"))
    slots = []
    for part in parts[at + 1 :]:
        optional = part.startswith("[")
        slot, _, field = part.strip("[]").partition(":")
        slots.append((slot, field or slot.lower(), optional))
    verbs = frozenset(parts[at].strip("<>").split("|"))
    subject = next((p.partition(":")[2] or "player" for p in parts[:at]), None)
    sets = {s: words(package, s[1:-1]) if package else frozenset() for s, _, _ in slots}
    sets = {s: w for s, w in sets.items() if s.startswith("{")}
    return Pattern(verbs, subject, tuple(slots), options["means"], options, sets)


def parsed(table: Mapping[str, Any], package: str | None = None) -> tuple[Pattern, ...]:
    """Patterns as a talk.json lists them (pattern → event type, options or null); a
    {word} slot is a list of `package`'s talk.json words."""
    return tuple(_parsed(p, means, package) for p, means in table.items())


@cache
def patterns(package: str) -> tuple[Pattern, ...]:
    """A game's patterns (its talk.json's "patterns"), in the order it lists them."""
    return parsed(game_words(package).get("patterns", {}), package)


def matched(talk: Talk, clause: Clause, said: Sequence[Pattern], held: Held) -> Meaning | None:
    """Every pattern that reads `clause`, their readings together (the rules keep what they
    accept); a question when one only asks; None when none reads it."""
    found = [p for p in said if clause.verb in p.verbs]
    sets = {s: w for p in found for s, w in p.sets.items() if w & set(clause.words)}
    got = [m for p in found if (m := _read(talk, clause, p, held, sets)) is not None]
    read = [m for m in got if m.readings and m is not TOLD]
    if len(read) == 1:
        return read[0]
    if read:  # "pose le 9": a discard or a card added, the rules keep what they accept
        return Meaning([r for m in read for r in m.readings], read[-1].question, prune=True)
    return TOLD if any(m is TOLD for m in got) else next(iter(got), None)


def handles(clause: Clause, said: Sequence[Pattern]) -> bool:
    """Whether a pattern is about the clause's verb (else the game's own code reads it)."""
    return any(clause.verb in p.verbs for p in said)


def _read(talk: Talk, clause: Clause, p: Pattern, held: Held, sets: Mapping) -> Meaning | None:
    """The pattern's reading of the clause: a {word} slot the clause says and the pattern
    lacks (as cards for a pass) keeps it from matching."""
    groups = groups_in(clause.words)
    if set(sets) - set(p.sets) or any(
        s not in sets for s, _, o in p.slots if s in p.sets and not o
    ):
        return None
    cards = any(s in ("CARDS", "CARD") for s, _, o in p.slots if not o)
    if groups and not (p.has("CARDS") or p.has("CARD")):
        return None
    if cards and not groups:
        unsaid = p.options.get("unsaid")
        if not unsaid or not cards_unsaid(clause):
            return None
        return Meaning(talk.unsaid(clause, p.means), asked(unsaid))
    named = talk.players_in(clause.words) if p.options.get("named") else []
    if len(named) == 1:  # "montre les cartes de Ben": the one player named is the subject
        clause = Clause(clause.verb, named[0], True, clause.words)
    if p.subject and clause.subject is None:
        nobody = p.options.get("nobody")
        return Meaning([], asked(nobody)) if nobody and not clause.named else None
    if p.means is None:
        return TOLD
    parts = _in_turn(clause, p) if len(groups) > 1 else []
    if len(parts) > 1:  # "le 2 de trèfle puis le 8 de cœur": one play after the other
        read = [_read(talk, part, p, held, sets) for part in parts]
        joined = combined([m.readings for m in read if m]) if all(read) else None
        return Meaning(joined, read[-1].question) if joined else None  # type: ignore[union-attr]
    values = _values(talk, clause, p, held, groups)
    if values is None:
        return None
    readings = [[{"type": p.means, "data": data}] for data in values]
    ask = p.options.get("ask")
    return Meaning(readings, asked(ask) if ask else ("", "")) if readings else None


def _in_turn(clause: Clause, p: Pattern) -> list[Clause]:
    """The clause cut at the pattern's `in_turn` words ("puis", "then") that stand between
    cards, each part a clause of the same verb and subject."""
    cuts = set(p.options.get("in_turn", []))
    parts: list[list[str]] = [[]]
    for w in clause.words:
        if w in cuts and groups_in(parts[-1]):
            parts.append([])
        else:
            parts[-1].append(w)
    return [Clause(clause.verb, clause.subject, clause.named, part) for part in parts if part]


def _values(talk: Talk, clause: Clause, p: Pattern, held: Held, groups: list) -> list[dict] | None:
    """Each event data the clause's words make with the pattern's slots."""
    data: dict[str, Any] = {p.subject: clause.subject} if p.subject else {}
    if p.options.get("hand"):
        data["hand"] = talk.match.hand_no
    if p.options.get("legal"):
        return _legal(talk, clause, p, data, groups)
    lists: list[list[str]] = []
    for slot, field, optional in p.slots:
        if slot in p.sets:
            continue
        if slot in ("CARDS", "CARD") and optional and not groups:
            continue
        if slot in ("CARDS", "CARD"):
            lists = _cards(talk, clause, p, held, groups, slot)
            if not lists:
                return None
            continue
        value = _SLOTS[slot](talk, clause)
        if value is None and not optional:
            return None
        if value is not None:
            data[field] = value
    field = next((f for s, f, _ in p.slots if s in ("CARDS", "CARD")), None)
    if field is None:
        return [data]
    return [{**data, field: c[0] if field == "card" else c} for c in lists]


def _cards(
    talk: Talk, clause: Clause, p: Pattern, held: Held, groups: list, slot: str
) -> list[list[str]]:
    if slot == "CARD" and (len(groups) != 1 or groups[0].count != 1):
        return []
    if p.options.get("any_cards") and not count_agrees(clause.words, groups):
        return []
    pool = None if p.options.get("any_cards") else held(talk.match, clause.subject)
    found = choices(groups, pool)
    every = _every_held(clause.words, groups, pool) if p.options.get("together") else None
    if every:  # "Anna pose ses 2", "the sevens": all of that rank in the hand known
        return [every]
    if p.options.get("together"):  # "7 7": one play, whatever the order said
        laid = {tuple(sorted(c)): c for c in reversed(found)}
        found = list(reversed(laid.values()))
    return found


def _every_held(words: list[str], groups: list, pool: list[str] | None) -> list[str] | None:
    """One rank said in the plural with no count and no suit ("ses 2", "les 7", "her twos"),
    and the hand known: every card of that rank in it."""
    if pool is None or len(groups) != 1 or groups[0].card.suit or groups[0].count != 1:
        return None
    rank = groups[0].card.rank
    at = next((i for i in range(len(words)) if rank_at(words, i) == rank), None)
    if at is None or (at > 0 and number_at(words, at - 1) is not None):
        return None
    many = plural(words[at]) or (at > 0 and words[at - 1] in PLURAL_ARTICLES)
    held = sorted((c for c in pool if c[:-1] == rank), key=lambda c: SUITS.index(c[-1]))
    return held if many and len(held) > 1 else None


def _legal(talk: Talk, clause: Clause, p: Pattern, data: dict, groups: list) -> list[dict]:
    """ "pioche dans la défausse": the legal move the words say, one per value of a field
    the pattern gives several of; a card said that is not the one in it replaces it (the
    check says so)."""
    fixed = p.options.get("data", {})
    many = max((len(v) for v in fixed.values() if isinstance(v, list)), default=1)
    out = []
    for i in range(many):
        given = {k: v[i] if isinstance(v, list) else v for k, v in fixed.items()}
        legal = talk.moves_of(p.means, **data, **given)
        move = dict(legal[0]["data"]) if legal else {**data, **given}
        said = [c for g in groups if (c := g.card.text)]
        if said and move.get("card") not in (None, said[0]):
            move["card"] = said[0]
        out.append(move)
    return out


def _count(talk: Talk, clause: Clause) -> int | None:
    got = next((n for i in range(len(clause.words)) if (n := number_at(clause.words, i))), None)
    return got[0] if got is not None else None


def _target(talk: Talk, clause: Clause) -> str | None:
    named = [p for p in talk.players_in(clause.words) if p != clause.subject]
    return named[0] if len(named) == 1 else None


_SLOTS: dict[str, Callable[[Talk, Clause], Any]] = {
    "COUNT": _count,
    "TARGET": _target,
}


def clauses_meaning(
    talk: Talk, clauses: Sequence[Clause], read: Callable[[Talk, Clause], Meaning | None]
) -> Meaning | None:
    """Each clause read in turn, their readings joined (every combination; the question of
    the last clause that asks); None as soon as one clause says nothing the game reads."""
    meanings = []
    for clause in clauses:
        got = read(talk, clause)
        if got is None:
            return None
        if got is not TOLD:
            meanings.append(got)
    if len(meanings) <= 1:
        return meanings[0] if meanings else None
    question = next((m.question for m in reversed(meanings) if m.question[0]), ("", ""))
    if any(not m.readings for m in meanings):
        return Meaning([], question)
    joined = combined([m.readings for m in meanings])
    if joined is None:
        return Meaning([], question if question[0] else asked("talk.ask.move_exactly"))
    prune = all(m.prune or len(m.readings) == 1 for m in meanings)
    return Meaning(joined, question, prune)
