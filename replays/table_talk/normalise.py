"""A sentence's words as the readers of each game take them: a name said with its pronoun or
its title, English said short, aces typed in capitals, the object said before its verb, a
name typed close to one player's (DESIGN.md: `POST /games/{id}/say`)."""

from __future__ import annotations

import re

from ..model import Match
from ..registry import engine_for
from .context import PRONOUNS, name_words
from .lexicon import verbs
from .spelling import close_players
from .words import RANK_WORDS, SUITS, common_words, plain_name

_W = common_words("reading")


def package_of(game: str) -> str:
    return type(engine_for(game)).__module__.rpartition(".")[0]


def dislocated(match: Match, words: list[str]) -> list[str]:
    """ "Élodie, elle a mis le 5", "Monsieur Paul entame", "et du coup Noémie …": a name said
    with its pronoun, a title before it or a filler phrase is the name alone."""
    names = name_words(match)
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        nxt = words[i + 1 : i + 2]
        if w in _W["titles"] and nxt and nxt[0] in names:
            i += 1  # "Monsieur Paul"
            continue
        phrase = next((p for p in _W["discourse"] if tuple(words[i : i + len(p)]) == p), None)
        if phrase:
            i += len(phrase)  # "du coup", "wsh"
            continue
        if tuple(words[i : i + 2]) in _SHORT:  # "Sarah's got": has
            out.append(_SHORT[tuple(words[i : i + 2])])
            i += 2
            continue
        out.append(w)
        if w in names:
            k = i + 1 + (words[i + 1 : i + 2] == [","])
            if words[k : k + 1] and words[k] in _W["resumed"]:
                i = k  # "Élodie, elle a mis": the pronoun goes
        i += 1
    return out


_SHORT = {tuple(k.split()): v for k, v in _W["contracted"].items()}


def close_names(match: Match, words: list[str]) -> list[str]:
    """A word close to one player's name only (« elodi », « yanick ») is that name, before
    the sentence is cut into each player's part; a word close to two is left to
    `_namesakes`, which reads it once for each."""
    names = name_words(match)
    out: list[str] = []
    for w in words:
        near = close_players(w, match) if w not in names else []
        out += plain_name(near[0]) if len(near) == 1 else [w]
    return out


# A suit's sign, as the words' table reads it (« ♠ » is « pique »), to its letter.
_SYMBOLS = {sign: SUITS[word.strip()] for sign, word in common_words("words")["symbols"].items()}
_SIGNS = "".join(_SYMBOLS)


def aces(text: str) -> str:
    """Cards typed in notation: "AH", "AS" in capitals are the notation's aces (as "1H"),
    in lower case a sigh and the French ace ("ah", "as"); a rank's letter or number with a
    suit's sign ("K♣", "A♥", "10♦") is that card, a capital letter before "of" its rank
    ("the Q of hearts")."""
    text = re.sub(
        rf"(?<![\w])(10|[2-9AJQKajqk])([{_SIGNS}])",
        lambda m: ("1" if m[1] in "Aa" else m[1]) + _SYMBOLS[m[2]],
        text,
    )
    text = re.sub(r"\b([JQKA])(?=\s+(?:of|de|du|d')\s)", lambda m: _LETTERS[m[1]], text)
    return re.sub(r"\bA([SHDC])\b", r"1\1", text)


_LETTERS = {"J": "jack", "Q": "queen", "K": "king", "A": "ace"}  # "the Q of hearts"


def clitics(match: Match, words: list[str]) -> list[str]:
    """ "Margaux le ramasse", "elle l'a pris": the card just said, as the object after the
    verb ("ramasse it") that a game's patterns read."""
    said, subjects = verb_forms(match), name_words(match) | PRONOUNS
    out = list(words)
    for i in range(1, len(out) - 1):
        aux = out[i + 1] in _W["clitic_aux"] and out[i + 2 : i + 3] != []
        verb = out[i + 1 + aux] if i + 1 + aux < len(out) else ""
        if out[i] in _W["clitics"] and verb in said and out[i - 1] in subjects:
            out[i : i + 2 + aux] = [*out[i + 1 : i + 2 + aux], "it"]
    return out


def verb_forms(match: Match) -> frozenset[str]:
    return frozenset(p[0] for p in verbs(package_of(match.game)) if len(p) == 1)


def part_ends(match: Match) -> frozenset[str]:
    """Words a part may end with when the next starts with a name and no comma: a card's
    word or a verb of the game ("jp dame cœur mc roi carreau", "ugo passe inès passe")."""
    return verb_forms(match) | set(SUITS) | set(RANK_WORDS)
