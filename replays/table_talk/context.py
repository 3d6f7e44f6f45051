"""What a game's `talk` module reads a sentence with: the tokens, the players by name, the
player to act and the legal moves, and the clauses a sentence falls into.

A game's vocabulary lives in its own package (`replays/<game>/talk.py`) and never imports the
fold: the common parser (`replays.table_talk.reading`) builds a `Talk` from the match and
judges what the game module answers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import combinations, product
from typing import Any

from ..cards import SUITS
from ..model import Match
from .words import (
    CLAUSE_BREAKS,
    FILLERS,
    RANK_WORDS,
    CardWords,
    card_at,
    number_at,
    plain_name,
    rank_at,
    suit_at,
)
from .words import SUITS as SUIT_WORDS

PRONOUNS = frozenset("il elle je j moi tu he she i me you".split())
MAX_ALTERNATIVES = 12
_VERB_SKIP = frozenset("a ai vient viens ne n".split())  # "a posé", "vient de jouer"
_YOU = frozenset("tu you".split())  # "Chloé, tu pioches deux": Chloé is told


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

    # -- clauses -------------------------------------------------------------------------

    def clauses(self, verbs: Mapping[tuple[str, ...], str]) -> tuple[list[str], list[Clause]]:
        """The words before the first verb, and one clause per verb said.

        A subject is the name or pronoun right before a verb; a pronoun, or no subject, is
        the subject of the clause before, else the player to act.
        """
        lead: list[str] = []
        found: list[Clause] = []
        i, who = 0, None  # who: the subject said for the next verb, and whether it was named
        while i < len(self.words):
            verb = _verb_at(self.words, i, verbs)
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
            elif self.words[i] in PRONOUNS and _before_verb(self.words, i + 1, verbs):
                if who is None or self.words[i] not in _YOU:  # "Chloé, tu …" keeps Chloé
                    who = (found[-1].subject, found[-1].named) if found else (self.actor, False)
                if who[0] is not None and self._stranger_before(i, verbs):
                    who = (None, True)
                i += 1
            else:
                (found[-1].words if found else lead).append(self.words[i])
                i += 1
        return lead, found

    def _stranger_before(self, i: int, verbs: Mapping[tuple[str, ...], str]) -> bool:
        """Whether the word said just before the verb at `i` is a subject that is no player
        ("Anne pioche", "David joue", "tout le monde pioche"): CORE-PLAYER-1, never the actor."""
        words = self.words
        j = i - 1
        while j >= 0 and words[j] in _VERB_SKIP | _YOU:
            j -= 1
        if i < len(words) and words[i] in _YOU:  # "Kloé, tu pioches": the name before the comma
            j -= j >= 0 and words[j] in (",", ":")
        if j < 0 or not words[j].isalpha():
            return False
        if any(
            (hit := self.player_at(k)) and k + hit[1] == j + 1 for k in range(max(0, j - 3), j + 1)
        ):
            return False
        w = words[j]
        plain = w in FILLERS | PRONOUNS | CLAUSE_BREAKS | _KNOWN or w in SUIT_WORDS
        said = plain or rank_at(words, j) is not None or number_at(words, j) is not None
        return not said and _verb_at(words, j, verbs) is None and not _verb_ends(words, j, verbs)


_AFTER_CLAUSE = frozenset(", ; ! . et puis ensuite then and".split())


def _elided(words: list[str], i: int, n: int) -> bool:
    """A name after "et"/"puis"/a comma, then cards: a new clause with the same verb; a new
    speaker starts a new move ("Anna joue le 9 de cœur ! Ben : 9 de pique")."""
    j = i + n + (words[i + n : i + n + 1] == [":"])
    return i > 0 and words[i - 1] in _AFTER_CLAUSE and card_at(words, j) is not None


def name_forms(pid: str, name: str) -> list[list[str]]:
    full = plain_name(name)
    forms = [full, plain_name(pid)]
    if len(full) > 1:
        forms.append(full[:1])  # "Marie"
        said = full[-1]
        if said not in RANK_WORDS and said not in SUIT_WORDS and said not in FILLERS | PRONOUNS:
            forms.append(full[-1:])  # "Dupont" (never "Roi" in "Jean Roi": a card word)
    return [f for f in forms if f]


def _verb_at(
    words: list[str], i: int, verbs: Mapping[tuple[str, ...], str]
) -> tuple[str, int] | None:
    for n in (3, 2, 1):
        key = tuple(words[i : i + n])
        if len(key) == n and key in verbs:
            return verbs[key], n
    return None


_KNOWN = frozenset(
    "president presidente vice trou neutre"  # Président's titles: "le trou donne …"
    " c est qui que qu on y en si se s me m te t oui bon ok alors donc aussi encore maintenant"
    " enfin tour dit dis fait says ca cela"
    " carte cartes it s who that so now well".split()
)


def _verb_ends(words: list[str], j: int, verbs: Mapping[tuple[str, ...], str]) -> bool:
    """Whether `words[j]` ends a verb of several words ("se défausse")."""
    return any(_verb_at(words, k, verbs) for k in range(max(0, j - 2), j))


def _before_verb(words: list[str], i: int, verbs: Mapping[tuple[str, ...], str]) -> bool:
    """Whether a verb follows at `i`, past a comma or an auxiliary ("Ben a posé")."""
    while i < len(words) and (words[i] in _VERB_SKIP | _YOU or words[i] in CLAUSE_BREAKS | {":"}):
        i += 1
    return i < len(words) and _verb_at(words, i, verbs) is not None


# -- cards said, and the cards they can be --------------------------------------------------


@dataclass(frozen=True)
class Group:
    """Cards said together: `count` cards of `rank` ("trois 7", "paire de rois"), or one
    card said in full."""

    count: int
    card: CardWords


GROUP_WORDS = {
    "paire": 2, "pair": 2, "double": 2, "brelan": 3, "triple": 3, "trips": 3,
    "carre": 4, "quads": 4,
}  # fmt: skip


def groups_in(words: list[str], counting: bool = True) -> list[Group]:
    """Every card or group of cards said, in order; a suit said after several ranks applies
    to each of them ("suite 5 6 7 de cœur"). Without `counting` ("suite cinq six sept"),
    a number is a rank, never a count."""
    out: list[Group] = []
    i = 0
    while i < len(words):
        lead = words[i] in _ARTICLES | _PLURAL_ARTICLES  # "a deux cartes", "les deux cartes"
        told = count_at(words, i + lead)
        if told is not None:  # "deux cartes": how many, not which (no 2 of any suit)
            i += lead + told[1]
            continue
        got = _group_at(words, i) if counting else _single_at(words, i)
        if got is None:
            i += 1
            continue
        group, n = got
        if isinstance(group, list):
            out += group
            i += n
            continue
        if group.card.suit is not None and group.card.rank != "JK":
            out = _suit_back(out, group.card.suit)
        out.append(group)
        many = words[i] in _PLURAL_ARTICLES or _plural(words[i + (words[i] in _ARTICLES)])
        i += n
        while many and group.count == 1 and group.card.suit and (more := _more_suits(words, i)):
            out.append(Group(1, CardWords(group.card.rank, more[0])))  # "rois de pique et cœur"
            i += more[1]
    return out


_PLURAL_ARTICLES = frozenset("les ses mes".split())
CARD_NOUNS = frozenset("carte cartes card cards".split())


def count_at(words: list[str], i: int) -> tuple[int, int] | None:
    """A number said with the word card ("deux cartes", "2 cards"): a count of cards, with
    the count of tokens it takes; never a rank."""
    num = number_at(words, i)
    if num is None or words[i + num[1] : i + num[1] + 1] not in [[w] for w in CARD_NOUNS]:
        return None
    return num[0], num[1] + 1


def count_said(words: list[str]) -> int | None:
    """The number of cards a sentence says it lists ("montre deux cartes : …")."""
    for i in range(len(words)):
        if (told := count_at(words, i)) is not None:
            return told[0]
    return None


def count_agrees(words: list[str], groups: list[Group]) -> bool:
    """A count said with the cards listed must be the number listed ("deux cartes : le roi
    de pique et le 3 de cœur"); a mismatch is a slip the parser does not settle."""
    told = count_said(words)
    return told is None or told == sum(g.count for g in groups)


_ARTICLES = frozenset("le la l un une the a an".split())


def _more_suits(words: list[str], i: int) -> tuple[str, int] | None:
    """Another suit of the same rank: ", cœur", "et carreau", "et de pique" (not "et le 7
    de cœur")."""
    j = i
    while j < len(words) and words[j] in (",", "et", "and"):
        j += 1
    suit = suit_at(words, j) if j > i else None
    return (suit[0], j + suit[1] - i) if suit is not None else None


def _group_at(words: list[str], i: int) -> tuple[Group | list[Group], int] | None:
    w = words[i]
    if w in GROUP_WORDS:
        j = i + 1 + (i + 1 < len(words) and words[i + 1] in ("de", "d", "of", "des"))
        got = card_at(words, j)
        if got is not None:
            return _suited(words, GROUP_WORDS[w], got[0], j + got[1], i)
        return None
    counted = _counted(words, i)
    if counted is not None:
        return counted
    return _single_at(words, i)


def _single_at(words: list[str], i: int) -> tuple[Group, int] | None:
    got = card_at(words, i)
    return (Group(1, got[0]), got[1]) if got is not None else None


def _suited(
    words: list[str], count: int, card: CardWords, end: int, i: int
) -> tuple[Group | list[Group], int]:
    """`count` cards of a rank, with their suits where they are listed ("les trois rois de
    pique, cœur et trèfle", "trois valets : pique, cœur et trèfle")."""
    if count > 1 and card.suit is None and end < len(words) and words[end] in (":", ","):
        first = suit_at(words, end + 1)
        if first is not None:
            suits, after = _suits_from(words, first[0], end + 1 + first[1])
            jokers, after = _jokers_from(words, after, count - len(suits))
            if len(suits) + jokers == count:  # "brelan de dames : pique, cœur et joker"
                listed = [Group(1, CardWords(card.rank, s)) for s in suits]
                return listed + [Group(1, CardWords("JK"))] * jokers, after - i
    if count > 1 and card.suit is not None:
        suits, after = _suits_from(words, card.suit, end)
        if len(suits) == count:
            return [Group(1, CardWords(card.rank, s)) for s in suits], after - i
    return Group(count, card), end - i


def _counted(words: list[str], i: int) -> tuple[Group | list[Group], int] | None:
    """ "trois 7", "deux dames", "les deux rois": a count then a rank (never "deux de
    pique", the 2 of spades)."""
    j = i + (words[i] in ("les", "the", "ses", "his", "her"))
    num = number_at(words, j)
    if num is None or not 2 <= num[0] <= 8 or num[1] != 1:
        return None
    rank = rank_at(words, j + 1)
    if rank is None or (words[j].isdigit() and not _plural(words[j + 1])):
        return None  # "5 6 7 de cœur" is a run, "3 rois" three kings
    got = card_at(words, j + 1)
    assert got is not None
    card = got[0]
    if card.suit is not None and not _plural(words[j + 1]):
        return None  # "deux 7 de cœur" is ambiguous; "deux de cœur" is a card
    return _suited(words, num[0], card, j + 1 + got[1], i)


def _jokers_from(words: list[str], i: int, most: int) -> tuple[int, int]:
    """Jokers listed after the suits (", joker", "et un joker"), at most `most`."""
    found = 0
    while found < most:
        j = i
        while j < len(words) and words[j] in (",", "et", "and", "un", "le", "a", "the"):
            j += 1
        if j == i or j >= len(words) or words[j] != "joker":
            break
        found, i = found + 1, j + 1
    return found, i


def _suits_from(words: list[str], first: str, i: int) -> tuple[list[str], int]:
    suits = [first]
    while more := _more_suits(words, i):
        suits.append(more[0])
        i += more[1]
    return suits, i


def _plural(word: str) -> bool:
    return word.endswith(("s", "x")) and word not in ("as", "trois", "six", "dix")


def _suit_back(out: list[Group], suit: str) -> list[Group]:
    """Give `suit` to the suitless single cards said just before it."""
    back = list(out)
    for k in range(len(back) - 1, -1, -1):
        g = back[k]
        if g.card.rank == "JK":
            continue  # "5 6 joker 8 de cœur": the suit goes past the joker
        if g.card.suit is not None or g.count != 1:
            break
        back[k] = Group(1, CardWords(g.card.rank, suit))
    return back


def choices(groups: list[Group], pool: list[str] | None) -> list[list[str]]:
    """The card lists the groups can be: from `pool` (the cards the player is known to
    hold), else from every suit; at most MAX_ALTERNATIVES + 1 of them."""
    found = _choices(groups, pool)
    if not found and pool is not None:
        return _choices(groups, None)  # cards the player does not hold: the check says so
    return found


def _choices(groups: list[Group], pool: list[str] | None) -> list[list[str]]:
    per_group = [_group_choices(g, pool) for g in groups]
    out: list[list[str]] = []
    for combo in product(*per_group):
        cards = [c for part in combo for c in part]
        if pool is not None and not _within(cards, pool):
            continue
        if cards not in out:
            out.append(cards)
        if len(out) > MAX_ALTERNATIVES:
            break
    return out


def _group_choices(g: Group, pool: list[str] | None) -> list[tuple[str, ...]]:
    text = g.card.text
    if text is not None and g.count == 1:
        return [(text,)]
    if g.card.rank == "JK":
        return [("JK",) * g.count]
    if g.card.suit is not None:
        return [(text or "",) * g.count]
    options = [f"{g.card.rank}{s}" for s in SUITS]
    if pool is not None:
        options = [c for c in options if c in pool]
    return [tuple(c) for c in combinations(options, g.count)]


def _within(cards: list[str], pool: list[str]) -> bool:
    left = list(pool)
    for c in cards:
        if c not in left:
            return False
        left.remove(c)
    return True


def strip_fillers(words: list[str]) -> list[str]:
    return [w for w in words if w not in FILLERS and w not in CLAUSE_BREAKS]
