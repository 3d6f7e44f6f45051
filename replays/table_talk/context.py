"""What a game's `talk` module reads a sentence with: the tokens, the players by name, the
player to act and the legal moves, and the clauses a sentence falls into.

A game's vocabulary lives in its own package (`replays/<game>/talk.py`) and never imports the
fold: the common parser (`replays.table_talk.reading`) builds a `Talk` from the match and
judges what the game module answers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from ..catalogue import render
from ..model import Match
from ..registry import engine_for
from .words import (
    CLAUSE_BREAKS,
    FILLERS,
    RANK_WORDS,
    card_at,
    common_words,
    number_at,
    plain_name,
    rank_at,
)
from .words import SUITS as SUIT_WORDS

_W = common_words("context")

PRONOUNS = _W["pronouns"]
MAX_ALTERNATIVES = 12


def combined(options: Sequence[Sequence[list[dict]]]) -> list[list[dict]] | None:
    """One reading per part, joined, for every combination; None when there would be more than
    MAX_ALTERNATIVES (too many to list), counted before any is made: twelve parts of six
    readings each are two billion combinations."""
    if math.prod(len(o) for o in options) > MAX_ALTERNATIVES:
        return None
    return [[e for part in combo for e in part] for combo in product(*options)]


def asked(key: str, **params: Any) -> tuple[str, str]:
    """A question of the catalogue (`replays/talk_messages.py`), in French and in English."""
    return render(key, "fr", **params), render(key, "en", **params)


@dataclass(frozen=True)
class Meaning:
    """What a sentence means to a game: one or more readings, each a list of event bodies.

    With several readings the parser asks; `prune` lets it keep the only reading the rules
    accept, where the readings differ in how the words are taken (which meld, which count),
    never in a fact the table did not say (which suit).
    """

    readings: list[list[dict]]
    question: tuple[str, str] = ("", "")  # French, English
    prune: bool = False


@dataclass
class Clause:
    """One verb of a sentence, who it is about and the words after it."""

    verb: str
    subject: str | None
    named: bool = False  # the subject was said (not the player to act by default)
    words: list[str] = field(default_factory=list)


@dataclass
class Talk:
    match: Match
    words: list[str]
    lang: str
    actor: str | None
    moves: list[dict] = field(default_factory=list)

    def say(self, fr: str, en: str) -> tuple[str, str]:
        return fr, en

    # -- players -------------------------------------------------------------------------

    def player_at(self, i: int) -> tuple[str, int] | None:
        """The player named at `words[i]`: full name, first name or id, accents ignored."""
        best: tuple[str, int] | None = None
        for p in self.match.players:
            for said in name_forms(p.id, p.name):
                n = len(said)
                if self.words[i : i + n] == said and (best is None or n > best[1]):
                    best = (p.id, n)
        return best

    def each_named(
        self, read: Callable[[int, int], tuple[Any, int] | None]
    ) -> list[tuple[str, Any]] | None:
        """Left to right, each player named with what `read(at, after)` makes of the words
        after the name (`at` the name's place, `after` the word past it): (what, where it
        stops). None as soon as one name is followed by nothing `read` takes."""
        found: list[tuple[str, Any]] = []
        i = 0
        while i < len(self.words):
            hit = self.player_at(i)
            if hit is None:
                i += 1
                continue
            got = read(i, i + hit[1])
            if got is None:
                return None
            found.append((hit[0], got[0]))
            i = got[1]
        return found

    def players_in(self, words: list[str]) -> list[str]:
        found = []
        for i in range(len(words)):
            hit = Talk(self.match, words, self.lang, self.actor).player_at(i)
            if hit and hit[0] not in found:
                found.append(hit[0])
        return found

    def moves_of(self, kind: str, **fields: Any) -> list[dict]:
        """The legal moves of type `kind` whose data holds every field given."""
        return [
            m
            for m in self.moves
            if m["type"] == kind and all(m["data"].get(k) == v for k, v in fields.items())
        ]

    def unsaid(self, clause: Clause, kind: str) -> list[list[dict]]:
        """ "Anna pose un pique" (cards_unsaid): the subject's legal moves of `kind` whose
        cards fit what is said of them (a suit, a count), each a reading, when the hand is
        known and they are few enough to list; else none (the question alone)."""
        words = clause.words
        suits = {SUIT_WORDS[w] for w in words if w in SUIT_WORDS}
        counts = [_W["kinds"][w] for w in words if w in _W["kinds"]] + [
            n[0]
            for i, w in enumerate(words)
            if w not in _W["articles"] and (n := number_at(words, i)) is not None
        ]
        fits = []
        for move in self.moves_of(kind, player=clause.subject):
            cards = move["data"].get("cards") or [move["data"].get("card")]
            if None in cards or (counts and len(cards) != counts[0]):
                continue
            if all(c[-1] in suits for c in cards) or not suits:
                fits.append([move])
        return fits if len(fits) <= MAX_ALTERNATIVES else []

    # -- clauses -------------------------------------------------------------------------

    def clauses(self, verbs: Mapping[tuple[str, ...], str]) -> tuple[list[str], list[Clause]]:
        """The words before the first verb, and one clause per verb said.

        A subject is the name or pronoun right before a verb; a pronoun, or no subject, is
        the subject of the clause before, else the player to act.
        """
        lead: list[str] = []
        found: list[Clause] = []
        i, who = 0, None  # who: the subject said for the next verb, and whether it was named
        named: str | None = None  # the last player named, for a pronoun with no clause before
        while i < len(self.words):
            verb = _verb_at(self.words, i, verbs) if not self._noun_at(i) else None
            hit = self.player_at(i) if verb is None else None
            if verb is not None:
                before = (found[-1].subject, found[-1].named) if found else (self.actor, False)
                if who is None and self._stranger_before(i, verbs):
                    before = (None, True)  # "Anne pioche", "la voisine pioche": not the actor
                found.append(Clause(verb[0], *(who or before)))
                who, i = None, i + verb[1]
            elif hit and _before_verb(self.words, i + hit[1], verbs):
                who, i = (hit[0], True), i + hit[1]
            elif hit and found and _elided(self.words, i, hit[1]):
                # "Anna pose le 7 de pique, puis Ben le 7 de trèfle": the verb said once
                found.append(Clause(found[-1].verb, hit[0], True))
                i += hit[1]
            elif hit and found and (n := _likewise(self.words, i, hit[1])):
                # "Ben passe, Chloé aussi", "Anna pioche, puis Ben": the same move again
                found.append(Clause(found[-1].verb, hit[0], True, list(found[-1].words)))
                i += n
            elif self.words[i] in PRONOUNS and _before_verb(self.words, i + 1, verbs):
                if self.words[i] in _W["i"] and self.speaker() is not None:
                    who = (self.speaker(), True)  # "Ben : je pioche": Ben speaks
                elif who is None or self.words[i] not in _W["you"]:  # "Chloé, tu …" keeps Chloé
                    who = (
                        (found[-1].subject, found[-1].named)
                        if found
                        else (named, True)  # "Ben a fait une erreur, il pioche 2"
                        if named is not None and self.words[i] in _W["he"]
                        else (self.actor, False)
                    )
                if who[0] is not None and self._stranger_before(i, verbs):
                    who = (None, True)
                i += 1
            else:
                if hit and not found:
                    named = hit[0]
                (found[-1].words if found else lead).append(self.words[i])
                i += 1
        return lead, found

    def _noun_at(self, i: int) -> bool:
        """Whether the word at `i`, a verb's form, is the noun after an article: "la pioche
        est vide", "mélange la pioche", "the draw pile"; after a subject, "le", "la" and
        "les" are pronouns and the verb stays one ("Anna la pioche", "il le pose")."""
        if i == 0:
            return False
        before = self.words[i - 1]
        if before in _W["articles"]:
            return True
        if before in ("carte", "cartes") and self.words[i].endswith(("ee", "ees")):
            return True  # "la carte jetée": a participle that agrees with the card
        if before in ("de", "d"):  # "plus de pioche"; "vient de jouer" keeps its verb
            return not self.words[i].endswith(("er", "ir", "re"))
        if before not in _W["definite"]:
            return False
        j = i - 2
        return j < 0 or not (self._name_ends_at(j) or self.words[j] in PRONOUNS)

    def _name_ends_at(self, j: int) -> bool:
        """Whether a player's name (of up to four words) ends at `words[j]`."""
        return any(
            (hit := self.player_at(k)) and k + hit[1] == j + 1 for k in range(max(0, j - 3), j + 1)
        )

    def speaker(self) -> str | None:
        """The player who speaks, named before a colon at the start ("Ben : je pioche")."""
        hit = self.player_at(0)
        return hit[0] if hit is not None and self.words[hit[1] : hit[1] + 1] == [":"] else None

    def _stranger_before(self, i: int, verbs: Mapping[tuple[str, ...], str]) -> bool:
        """Whether the word said just before the verb at `i` is a subject that is no player
        ("Anne pioche", "David joue", "tout le monde pioche"): CORE-PLAYER-1, never the actor."""
        words = self.words
        j = i - 1
        while j >= 0 and words[j] in _W["verb_skip"] | _W["you"]:
            j -= 1
        if (
            i < len(words) and words[i] in _W["you"]
        ):  # "Kloé, tu pioches": the name before the comma
            j -= j >= 0 and words[j] in (",", ":")
        if j < 0 or not words[j].isalpha():
            return False
        if self._name_ends_at(j):
            return False
        w = words[j]
        own = engine_for(self.match.game).talk_words
        plain = w in FILLERS | PRONOUNS | CLAUSE_BREAKS | _W["known"] or w in SUIT_WORDS or w in own
        said = plain or rank_at(words, j) is not None or number_at(words, j) is not None
        return not said and _verb_at(words, j, verbs) is None and not _verb_ends(words, j, verbs)


def _elided(words: list[str], i: int, n: int) -> bool:
    """A name after "et"/"puis"/a comma, then cards: a new clause with the same verb; a new
    speaker starts a new move ("Anna joue le 9 de cœur ! Ben : 9 de pique")."""
    j = i + n + (words[i + n : i + n + 1] == [":"])
    said = card_at(words, j) is not None or number_at(words, j) is not None  # "Chloé une"
    return i > 0 and words[i - 1] in _W["after_clause"] and said


def _likewise(words: list[str], i: int, n: int) -> int:
    """The words a name takes when it repeats the move before ("…, Chloé aussi", "…, puis
    Chloé" at the end, "…, so does Chloe"), with "aussi"; 0 when it does not."""
    said = next(
        (len(p) for p in _W["likewise_before"] if tuple(words[max(0, i - len(p)) : i]) == p), 0
    )
    if said and i > said and words[i - said - 1] in _W["after_clause"]:
        return n  # "…, so does Chloé", "…, pareil pour Chloé"
    if i == 0 or words[i - 1] not in _W["after_clause"]:
        return 0
    after = words[i + n : i + n + 1]
    if after and after[0] in _W["likewise"]:
        return n + 1
    return n if not after or after[0] in CLAUSE_BREAKS else 0


def name_words(match: Match) -> frozenset[str]:
    """Every word of the players' names as said (`name_forms`)."""
    return frozenset(w for p in match.players for form in name_forms(p.id, p.name) for w in form)


def name_forms(pid: str, name: str) -> list[list[str]]:
    full = plain_name(name)
    forms = [full, plain_name(pid)]
    if len(full) > 1:
        forms.append(full[:1])  # "Marie"
        said = full[-1]
        if said not in RANK_WORDS and said not in SUIT_WORDS and said not in FILLERS | PRONOUNS:
            forms.append(full[-1:])  # "Dupont" (never "Roi" in "Jean Roi": a card word)
        initials = "".join(w[0] for w in full)  # "JP" for Jean-Pierre
        if not {initials} & (RANK_WORDS.keys() | SUIT_WORDS.keys() | FILLERS | PRONOUNS):
            forms.append([initials])
    return [f for f in forms if f]


def _verb_at(
    words: list[str], i: int, verbs: Mapping[tuple[str, ...], str]
) -> tuple[str, int] | None:
    for n in (3, 2, 1):
        key = tuple(words[i : i + n])
        if len(key) == n and key in verbs:
            return verbs[key], n
    return None


def _verb_ends(words: list[str], j: int, verbs: Mapping[tuple[str, ...], str]) -> bool:
    """Whether `words[j]` ends a verb of several words ("se défausse")."""
    return any(_verb_at(words, k, verbs) for k in range(max(0, j - 2), j))


def _before_verb(words: list[str], i: int, verbs: Mapping[tuple[str, ...], str]) -> bool:
    """Whether a verb follows at `i`, past a comma or an auxiliary ("Ben a posé")."""
    while i < len(words) and (
        words[i] in _W["subject_skip"] | _W["you"] or words[i] in CLAUSE_BREAKS | {":"}
    ):
        i += 1
    return i < len(words) and _verb_at(words, i, verbs) is not None


def cards_unsaid(clause: Clause) -> bool:
    """ "Anna pose une carte", "Anna joue", "Ben plays a card", "Anna pose un cœur", "Anna
    joue deux cartes", "Ben pose une paire": a move of a player named whose cards are not
    all said (a suit, a count or a kind without its ranks); the parser asks which, it never
    picks one."""
    rest = [
        w
        for i, w in enumerate(clause.words)
        if w not in FILLERS | CLAUSE_BREAKS | _W["card_nouns"] | _W["unsaid"] | set(_W["kinds"])
        and w not in SUIT_WORDS
        and number_at(clause.words, i) is None
    ]
    return clause.named and clause.subject is not None and not rest
