"""A game's sentence patterns over slots, as data (its `talk.json` "patterns"), and the one
matcher that reads a clause with them and returns every match (docs/ENGINES.md).

A pattern is `"PLAYER <play> CARDS"`: `<intent>` the clause's verb (`<play|again>` either),
PLAYER before it its subject, and after it the slots the clause's words must say — CARDS
(cards said, one reading per card list they can be), CARD (one card), COUNT (a number),
TARGET (another player named) — each optional in brackets, `SLOT:field` naming the event's
field (else the slot in lower case). It means an event type, or `null`: the clause is told,
no move of its own ("il rejoue"). A pattern without CARD(S) never matches cards said (a pass
names none). Its options: `ask` (the question when several readings are left), `unsaid`
(asked when a player named says the move but not its cards), `nobody` (asked when no one is
to act), `together` (cards said in any order are one play), `any_cards` (cards from every
suit, not from the hand known), `hand` (the hand's number in the event), `named` (the one
player named after the verb is the subject: "montre les cartes de Ben").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from .context import Clause, Meaning, Talk, asked, cards_unsaid, combined
from .groups import choices, count_agrees, groups_in
from .lexicon import game_words
from .words import number_at

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

    def has(self, slot: str) -> bool:
        return any(s == slot for s, _, _ in self.slots)


def _parsed(said: str, means: str | dict | None) -> Pattern:
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
    return Pattern(verbs, subject, tuple(slots), options["means"], options)


def parsed(table: Mapping[str, str | dict | None]) -> tuple[Pattern, ...]:
    """Patterns as a talk.json lists them (pattern → event type, options or null)."""
    return tuple(_parsed(p, means) for p, means in table.items())


@cache
def patterns(package: str) -> tuple[Pattern, ...]:
    """A game's patterns (its talk.json's "patterns"), in the order it lists them."""
    return parsed(game_words(package).get("patterns", {}))


def matched(talk: Talk, clause: Clause, said: Sequence[Pattern], held: Held) -> Meaning | None:
    """Every pattern that reads `clause`, their readings together (the rules keep what they
    accept); a question when one only asks; None when none reads it."""
    found = [p for p in said if clause.verb in p.verbs]
    got = [m for p in found if (m := _read(talk, clause, p, held)) is not None]
    read = [m for m in got if m.readings and m is not TOLD]
    if len(read) == 1:
        return read[0]
    if read:  # "pose le 9": a discard or a card added, the rules keep what they accept
        return Meaning([r for m in read for r in m.readings], read[-1].question, prune=True)
    return TOLD if any(m is TOLD for m in got) else next(iter(got), None)


def handles(clause: Clause, said: Sequence[Pattern]) -> bool:
    """Whether a pattern is about the clause's verb (else the game's own code reads it)."""
    return any(clause.verb in p.verbs for p in said)


def _read(talk: Talk, clause: Clause, p: Pattern, held: Held) -> Meaning | None:
    groups = groups_in(clause.words)
    cards = p.has("CARDS") or p.has("CARD")
    if groups and not cards:
        return None
    if cards and not groups:
        unsaid = p.options.get("unsaid")
        return Meaning([], asked(unsaid)) if unsaid and cards_unsaid(clause) else None
    named = talk.players_in(clause.words) if p.options.get("named") else []
    if len(named) == 1:  # "montre les cartes de Ben": the one player named is the subject
        clause = Clause(clause.verb, named[0], True, clause.words)
    if p.subject and clause.subject is None:
        nobody = p.options.get("nobody")
        return Meaning([], asked(nobody)) if nobody and not clause.named else None
    if p.means is None:
        return TOLD
    values = _values(talk, clause, p, held, groups)
    if values is None:
        return None
    readings = [[{"type": p.means, "data": data}] for data in values]
    ask = p.options.get("ask")
    return Meaning(readings, asked(ask) if ask else ("", "")) if readings else None


def _values(talk: Talk, clause: Clause, p: Pattern, held: Held, groups: list) -> list[dict] | None:
    """Each event data the clause's words make with the pattern's slots."""
    data: dict[str, Any] = {p.subject: clause.subject} if p.subject else {}
    if p.options.get("hand"):
        data["hand"] = talk.match.hand_no
    lists: list[list[str]] = []
    for slot, field, optional in p.slots:
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
    if p.options.get("together"):  # "7 7": one play, whatever the order said
        laid = {tuple(sorted(c)): c for c in reversed(found)}
        found = list(reversed(laid.values()))
    return found


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
