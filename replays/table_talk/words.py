"""The words of table talk, French and English: tokens, numbers, cards, suits.

A sentence becomes a list of plain tokens (lower case, accents off, elisions and hyphens
split, punctuation kept as its own token), so that "L'as de Cœur", "l as de coeur" and
"as de cœur" read alike. Nothing here knows a game; the games' `talk` modules and the
common parser build on it. Tokens come from one linear scan: no pattern can backtrack.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

MAX_TEXT = 300  # one sentence said at a table; longer input is not read

PUNCTUATION = frozenset(",:;.!?=")
CLAUSE_BREAKS = frozenset(",;.!")

_WORDS = json.loads(resources.files(__package__).joinpath("lexicon/words.json").read_text("utf-8"))


def as_said(table: dict[str, Any]) -> dict[str, Any]:
    """A table of words as data: a string is a set of words, a list phrases (each as
    tokens), an object a table as it is; a key starting "#" says why, and is left out."""
    kinds = {
        str: lambda v: frozenset(v.split()),
        list: lambda v: tuple(tuple(p.split()) for p in v),
    }
    return {k: kinds.get(type(v), lambda v: v)(v) for k, v in table.items() if k[0] != "#"}


@cache
def common_words(section: str) -> dict[str, Any]:
    """The words one module of the common reader uses (`lexicon/common.json`, its section)."""
    said = resources.files(__package__).joinpath("lexicon/common.json").read_text("utf-8")
    return as_said(json.loads(said)[section])


_W = common_words("words")


SUITS: dict[str, str] = _WORDS["suits"]
RANK_WORDS: dict[str, str] = _WORDS["ranks"]
RANK_WORDS |= {str(n): str(n) for n in range(2, 11)}

# Small words that carry nothing a move needs.
FILLERS = frozenset(_WORDS["fillers"])

_UNITS: dict[str, int] = _WORDS["units"]
_TENS: dict[str, int] = _WORDS["tens"]  # septante, huitante, nonante: Belgium, Switzerland
_HUNDREDS = frozenset(_WORDS["hundreds"])
MAX_NUMBER = 100_000


def says(words: list[str], phrases: Iterable[tuple[str, ...]]) -> bool:
    """Whether one of `phrases` (each a run of tokens) is said somewhere in `words`."""
    return any(
        tuple(words[i : i + len(p)]) == p for p in phrases for i in range(len(words) - len(p) + 1)
    )


def tokens(text: str) -> list[str]:
    """The tokens of a sentence: words, digit groups (with a letter suffix: "10h", "3e"),
    and punctuation marks."""
    text = _plain(text[:MAX_TEXT])
    out: list[str] = []
    word = ""
    for i, ch in enumerate(text):
        if ch == "-" and not word and text[i + 1 : i + 2].isdigit():
            word = "-"  # a sign: "Chloé -1" (a game's title points)
            continue
        if ch.isascii() and ch.isalnum():
            if word and word[-1].isalpha() and ch.isdigit():
                out.append(word)
                word = ""
            word += ch
            continue
        if ch in ".," and word.isdigit() and text[i + 1 : i + 2].isdigit():
            word += ch  # "12.5", "12,5": a decimal is one token (points are whole numbers)
            continue
        if word:
            out.append(word)
            word = ""
        if ch in PUNCTUATION:
            out.append(ch)
    if word:
        out.append(word)
    return out


def _plain(text: str) -> str:
    """Lower case, suit symbols as words, ligatures opened, accents dropped."""
    text = text.lower()
    for old, new in (_W["symbols"] | _W["ligatures"]).items():
        text = text.replace(old, new)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def plain_name(name: str) -> list[str]:
    """A player's name as tokens, to match what was said ("Chloé" → ["chloe"])."""
    return [t for t in tokens(name) if t not in PUNCTUATION]


def auxiliaries(words: list[str]) -> list[str]:
    """ "tu as pioché", "t'as pioché", "tu l'as posé", "Ben as pioché": "as" is the verb
    avoir, said "a" as in "Ben a pioché", not an ace; after an article or a digit ("l'as",
    "2 as") it stays the card."""
    out = list(words)
    for i, w in enumerate(words):
        if w != "as" or i == 0:
            continue
        before = words[i - 1]
        told = before in _W["subjects"] or (
            before in _W["objects"] and i > 1 and words[i - 2] in _W["subjects"]
        )
        follows = i + 1 < len(words) and words[i + 1] in _W["participles"]
        if told or (follows and before not in _W["not_auxiliary"] and not before.isdigit()):
            out[i] = "a"
    return out


# -- numbers ---------------------------------------------------------------------------------


def number_at(words: list[str], i: int) -> tuple[int, int] | None:
    """The number said at `words[i]` (digits, or words such as "quatre vingt dix" or
    "forty two"), with the count of tokens it takes; None if there is none."""
    if i >= len(words):
        return None
    if words[i] in ("moins", "minus") and (after := number_at(words, i + 1)) is not None:
        return -after[0], after[1] + 1  # "Anna moins deux" (a game's title points)
    digits = words[i].removeprefix("-")
    if digits.isdigit():
        value = int(digits[:6])
        sign = -1 if words[i][0] == "-" else 1
        return (sign * value, 1) if value <= MAX_NUMBER else None
    total, n = _spelled(words, i)
    return (total, n) if n else None


def _spelled(words: list[str], i: int) -> tuple[int, int]:
    total = cur = n = 0
    while i + n < len(words):
        w = words[i + n]
        if w in _HUNDREDS:
            cur = (cur or 1) * 100
        elif w in _TENS and (cur == 4 and _TENS[w] == 20):
            cur = 80  # quatre-vingt
        elif w in _TENS and cur % 100 == 0:
            cur += _TENS[w]
        elif w in _UNITS and _joins(cur, _UNITS[w], n):
            cur += _UNITS[w]
        elif w == "et" and n and cur % 10 == 0 and cur >= 20 and _next_is_one(words, i + n + 1):
            pass  # vingt et un
        elif w == "and" and n and cur >= 100 and _spelled(words, i + n + 1)[1]:
            pass  # "a hundred and five"
        else:
            break
        n += 1
    return total + cur, n


def _joins(cur: int, unit: int, n: int) -> bool:
    """Whether a unit word continues the number so far ("vingt cinq", "soixante douze",
    "dix sept"), rather than starting another ("deux trois" are two numbers)."""
    if n == 0:
        return True
    if cur % 100 == 0:
        return True
    if cur == 10:
        return unit in (7, 8, 9)
    tens = cur % 100
    return tens in (20, 30, 40, 50, 60, 70, 80, 90) and (unit < 10 or tens in (60, 80))


def _next_is_one(words: list[str], i: int) -> bool:
    return i < len(words) and words[i] in ("un", "une", "onze")


# -- cards -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardWords:
    """A card as said: its rank, its suit when said, and, for a joker, the card it stands
    for ("joker pour l'as de carreau")."""

    rank: str
    suit: str | None = None
    stands_for: CardWords | None = None

    @property
    def text(self) -> str | None:
        """The canonical notation, once the card is fully said."""
        if self.rank == "JK":
            if self.stands_for is None:
                return "JK"
            inner = self.stands_for.text
            return f"JK={inner}" if inner and inner != "JK" else None
        return f"{self.rank}{self.suit}" if self.suit else None


def suit_at(words: list[str], i: int) -> tuple[str, int] | None:
    """A suit at `words[i]`, after an optional "de"/"du"/"of" and article."""
    j = i
    if j < len(words) and words[j] in _W["ofs"]:
        j += 1
    if j < len(words) and words[j] in _W["articles"]:
        j += 1
    if j < len(words) and words[j] in SUITS:
        return SUITS[words[j]], j + 1 - i
    return None


def rank_at(words: list[str], i: int) -> str | None:
    if i >= len(words):
        return None
    return RANK_WORDS.get(words[i])


def card_at(words: list[str], i: int) -> tuple[CardWords, int] | None:
    """The card said at `words[i]` ("le huit de pique", "8 pique", "10h", "dame de trèfle",
    "un joker", "joker pour le 7 de cœur"), with the count of tokens it takes."""
    j = i
    if j < len(words) and words[j] in _W["articles"] and j + 1 < len(words):
        j += 1
    if j >= len(words):
        return None
    short = _short_card(words[j])
    if short is not None:
        return short, j + 1 - i
    rank = rank_at(words, j)
    if rank is None:
        return None
    j += 1
    if rank == "JK":
        return _joker(words, i, j)
    suit = suit_at(words, j)
    if suit is None:
        return CardWords(rank), j - i
    return CardWords(rank, suit[0]), j + suit[1] - i


def _short_card(word: str) -> CardWords | None:
    """Card notation typed as one token: "8s", "10h", "qd", "kc" (never "as": that is
    the French ace)."""
    if len(word) < 2 or word[-1] not in "shdc":
        return None
    head = word[:-1]
    if head.isdigit() and head in RANK_WORDS:
        return CardWords(RANK_WORDS[head], word[-1].upper())
    if head in _W["short"]:
        return CardWords(_W["short"][head], word[-1].upper())
    return None


def _joker(words: list[str], i: int, j: int) -> tuple[CardWords, int]:
    """A joker, and the card it stands for when said right after it."""
    k = j
    while k < len(words) and words[k] in _W["stands"] | _W["stands_too"]:
        k += 1
    if not set(words[j:k]) & (_W["stands"] | _W["stands_for"]):  # ", la dame de cœur": another card
        return CardWords("JK"), j - i
    for start in range(j + 1, k + 1):  # "comme as de carreau": "as" is the ace here
        inner = card_at(words, start)
        if inner is not None and inner[0].rank != "JK":
            return CardWords("JK", None, inner[0]), start + inner[1] - i
    return CardWords("JK"), j - i


# -- cards said twice, cards played on -------------------------------------------------------


def appositions(words: list[str]) -> list[str]:
    """ "Chloé remet un as, l'as de trèfle", "un as, celui de trèfle", "sa dernière carte,
    le 3 de pique": a card said vaguely, then in full, is one card; the vague words go."""
    out = list(words)
    i = 0
    while i < len(out):
        # "un as", "un autre as", "another ace": the vague word, "autre", then the card
        other = 1 + (out[i + 1 : i + 2] in ([w] for w in _W["other"]))
        other = 0 if out[i] in _W["articles"] and other == 1 else other
        vague = card_at(out, i + other) if out[i] in _W["vague"] else None
        j = i + other + vague[1] if vague is not None else i
        while vague and j < min(len(out), i + 8) and out[j] not in ",:" and not card_at(out, j):
            j += 1  # "another ace on it, the ace of clubs"
        if vague is not None and vague[0].suit is None and j < len(out) and out[j] in ",:":
            one = next(
                (len(p) for p in _W["that_one"] if tuple(out[j + 1 : j + 1 + len(p)]) == p), 0
            )
            if one and suit_at(out, j + 1 + one) is not None:  # "un as, celui de trèfle"
                del out[j : j + 1 + one]
                continue
            full = card_at(out, j + 1)
            if full is not None and full[0].rank == vague[0].rank and full[0].suit is not None:
                del out[j]
                del out[i : i + other + vague[1]]
                continue
        if out[i] in _W["card_noun"] and out[i + 1 : i + 2] in ([","], [":"]):
            full = card_at(out, i + 2)  # "sa dernière carte, le 3 de pique": that card
            if full is not None and full[0].suit is not None:
                k = i
                while k > 0 and out[k - 1] in _W["noun_phrase"] and i - k < 3:
                    k -= 1
                if k < i:  # « carte » alone is the call (H8-ANN-1), not a card
                    del out[k : i + 2]
                    i = k
                    continue
        i += 1
    return out


def played_on(words: list[str]) -> list[str]:
    """ "Anna pose le 9 de cœur sur le 7 de cœur", "Chloé répond à l'as de Ben avec l'as de
    pique": the card played on or answered is on the table already, no card laid (a game
    where "sur" names a meld calls this from its `idioms` or not at all)."""
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i] in _W["answers"]:
            j = i + 1 + (words[i + 1 : i + 2] in (["a"], ["au"], ["aux"], ["to"]))
            got = card_at(words, j + (words[j : j + 1] in ([w] for w in _W["on_skip"])))
            end = next(
                (k for k in range(j, min(len(words), j + 8)) if words[k] in _W["with"]), None
            )
            if got is not None and end is not None:
                out.append(words[i])
                i = end
                continue
        j = i + 1 + (i + 1 < len(words) and words[i + 1] in _W["on_skip"])
        got = card_at(words, j) if words[i] in _W["on"] else None
        if got is None:
            out.append(words[i])
            i += 1
            continue
        i = j + got[1]
    return out
