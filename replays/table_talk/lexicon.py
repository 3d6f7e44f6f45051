"""The lexicon as data: each language's verbs (`lexicon/<lang>.json`, lemma → conjugation
class) and each game's words (`<game package>/talk.json`, intent → lemmas or words), so
that adding a verb, a form or a game's own word needs no code (docs/ENGINES.md).

A game's `talk.json` names, for each of its intents and each language, lemmas (every form
the conjugator makes) or words and phrases as said ("pas mieux": a phrase of two tokens).
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from .conjugate import forms
from .words import as_said, tokens

Phrase = tuple[str, ...]


@cache
def data(package: str, name: str) -> dict[str, Any]:
    return json.loads(resources.files(package).joinpath(name).read_text(encoding="utf-8"))


def _language(lang: str) -> dict[str, Any]:
    return data(__package__, f"lexicon/{lang}.json")["verbs"]


def said(word: str, lang: str) -> frozenset[Phrase]:
    """What one entry of a game's list stands for: every form of a lemma of the language,
    else the word or phrase itself, as tokens."""
    known = _language(lang).get(word)
    if known is not None:
        return frozenset((f,) for f in forms(word, known, lang))
    return frozenset({tuple(tokens(word))})


def game_words(package: str) -> dict[str, Any]:
    """A game's `talk.json` ({} for a game without one)."""
    if not resources.files(package).joinpath("talk.json").is_file():
        return {}
    return data(package, "talk.json")


@cache
def verbs(package: str, table: str = "verbs") -> dict[Phrase, str]:
    """The phrases of a game's `table` (its verbs by default), each with its intent."""
    out: dict[Phrase, str] = {}
    for intent, by_lang in game_words(package).get(table, {}).items():
        for lang, entries in by_lang.items():
            for entry in entries:
                out.update(dict.fromkeys(said(entry, lang), intent))
    return out


def words(package: str, table: str) -> frozenset[str]:
    """A game's own words (its `talk.json`'s `words`, list `table`), as tokens: a
    game's « talon » or « chien »."""
    entries = game_words(package).get("words", {}).get(table, [])
    return frozenset(w for e in entries for w in tokens(e))


@cache
def own_words(package: str) -> dict[str, Any]:
    """A game's own words for its talk code (its `talk.json`'s `said`), as `as_said` reads
    them: a string is a set of words, a list phrases, an object a table."""
    return as_said(game_words(package).get("said", {}))
