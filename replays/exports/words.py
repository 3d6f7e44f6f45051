"""The words of the txt record and the html page, in French and English.

Keys are English ids; a record is written in one language and read back with the same
table (its `Lang` tag). Values of enumerations are localised too (suits, sources, kinds).
The words of the common events are here; each game declares those of its own events.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from ..cards import SUIT_NAMES
from ..errors import InvalidInput
from ..registry import engines, version

LANGS = ("fr", "en")

COMMON_WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        # verbs of the event lines
        "hand": "hand",
        "shows": "shows",
        "points": "points",
        "order": "order",
        "undo": "undo",
        "corrects": "corrects",
        "note": "note",
        "abandoned": "abandoned",
        # keywords of optional fields
        "dealer": "dealer",
        "size": "size",
        "first": "first",
        "upcard": "upcard",
        "deck": "deck",
        "seed": "seed",
        "in_hand": "hand",
        "reason": "reason",
        # commentary (lines starting with ';', comments in braces)
        "totals": "totals",
        "undone_by": "undone by",
        "corrected_by": "corrected by",
        "corrected": "corrected",
        "unscored": "no longer scored",
        "over": "match over",
        "wins": "wins",
        "tie": "tie between",
        "abandoned_line": "match abandoned",
        "draws_n": "draws",
        "played_at": "played at",
        "step": "Step",
        "event": "Event",
        "score_chart": "Totals after each hand",
        "state": "State",
        "of": "of",
        "playing": "match in progress",
        # headers of the csv score sheet
        "csv_hand": "Hand",
        "csv_points": "{name} points",
        "csv_total": "{name} total",
        "csv_order": "Finishing order",
        "csv_corrected": "Corrected by",
    },
    "fr": {
        "hand": "donne",
        "shows": "montre",
        "points": "points",
        "order": "ordre",
        "undo": "annule",
        "corrects": "corrige",
        "note": "note",
        "abandoned": "abandon",
        "dealer": "donneur",
        "size": "cartes",
        "first": "premier",
        "upcard": "retournée",
        "deck": "paquet",
        "seed": "graine",
        "in_hand": "donne",
        "reason": "raison",
        "totals": "totaux",
        "undone_by": "annulé par",
        "corrected_by": "corrigé par",
        "corrected": "corrigée",
        "unscored": "n'est plus comptée",
        "over": "fin de la partie",
        "wins": "gagne",
        "tie": "égalité entre",
        "abandoned_line": "partie abandonnée",
        "draws_n": "pioche",
        "played_at": "joué à",
        "step": "Étape",
        "event": "Coup",
        "score_chart": "Totaux après chaque donne",
        "state": "État",
        "of": "sur",
        "playing": "partie en cours",
        "csv_hand": "Manche",
        "csv_points": "Points {name}",
        "csv_total": "Total {name}",
        "csv_order": "Ordre d'arrivée",
        "csv_corrected": "Corrigée par",
    },
}

# The enumerations of the common events; a game adds its own (`ScoringEngine.enums`).
COMMON_ENUMS: Mapping[str, Mapping[str, Mapping[str, str]]] = {"suit": SUIT_NAMES}

__all__ = ["COMMON_WORDS", "LANGS", "entry_key", "enums", "game_name", "label", "words"]


@cache
def _tables(version: int) -> tuple[dict, dict]:
    """The words and enumerations of the common events and of every registered game."""
    table = {lang: dict(COMMON_WORDS[lang]) for lang in LANGS}
    enum_table: dict[str, dict] = {name: dict(v) for name, v in COMMON_ENUMS.items()}
    for engine in engines().values():
        for lang in LANGS:
            table[lang].update(engine.words.get(lang, {}))
            table[lang].update({entry_key(f.name): f.word[lang] for f in engine.entry_fields})
        enum_table.update(engine.enums)
    return table, enum_table


def entry_key(name: str) -> str:
    """The words key of a game's score-entry field: its keyword in a txt line."""
    return f"entry.{name}"


def words() -> Mapping[str, Mapping[str, str]]:
    return _tables(version())[0]


def enums() -> Mapping[str, Mapping[str, Mapping[str, str]]]:
    return _tables(version())[1]


def game_name(game: str, lang: str = "fr") -> str:
    """The game's name for people (its declared title), or its id for a game not known."""
    found = engines().get(game)
    return found.title(lang) if found is not None else game


def label(game: str, value: str) -> str:
    """What a value of a hand's detail is called in this game (Président's titles)."""
    found = engines().get(game)
    return found.labels.get(value, value) if found is not None else value


def word(lang: str, key: str) -> str:
    return words()[lang][key]


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise InvalidInput(f"lang is one of {', '.join(LANGS)}, not {lang!r}", "lang")
    return lang


def enum_word(lang: str, enum: str, value: str) -> str:
    return enums()[enum][lang].get(value, value)


def enum_value(lang: str, enum: str, text: str) -> str | None:
    """The canonical value of a localised word (the canonical value itself is read too)."""
    table = enums()[enum][lang]
    for value, shown in table.items():
        if text in (value, shown) or text.lower() == shown:
            return value
    return None
