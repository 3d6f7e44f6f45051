"""The words of the txt record and the html page, in French and English.

Keys are English ids; a record is written in one language and read back with the same
table (its `Lang` tag). Values of enumerations are localised too (suits, sources, kinds).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..cards import SUIT_NAMES
from ..errors import InvalidInput
from ..rulebook import TITLES

LANGS = ("fr", "en")

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        # verbs of the event lines
        "hand": "hand",
        "shows": "shows",
        "points": "points",
        "order": "order",
        "reshuffle": "reshuffle",
        "undo": "undo",
        "note": "note",
        "abandoned": "abandoned",
        "plays": "plays",
        "draws": "draws",
        "announces": "announces",
        "challenges": "challenges",
        "gives": "gives",
        "infraction": "infraction",
        "passes": "passes",
        "takes": "takes",
        "lays": "lays",
        "adds": "adds",
        "discards": "discards",
        "exchanges": "gives",
        # keywords of optional fields
        "dealer": "dealer",
        "size": "size",
        "first": "first",
        "upcard": "upcard",
        "deck": "deck",
        "seed": "seed",
        "in_hand": "hand",
        "rami": "rami",
        "order_kw": "order",
        "reason": "reason",
        "suit": "suit",
        "target": "target",
        "cards": "cards",
        "to": "to",
        # commentary (lines starting with ';', comments in braces)
        "totals": "totals",
        "undone_by": "undone by",
        "unscored": "no longer scored",
        "over": "match over",
        "wins": "wins",
        "tie": "tie between",
        "abandoned_line": "match abandoned",
        "draws_n": "draws",
        "step": "Step",
        "event": "Event",
        "score_chart": "Totals after each hand",
        "state": "State",
        "of": "of",
        "playing": "match in progress",
    },
    "fr": {
        "hand": "donne",
        "shows": "montre",
        "points": "points",
        "order": "ordre",
        "reshuffle": "remélange",
        "undo": "annule",
        "note": "note",
        "abandoned": "abandon",
        "plays": "joue",
        "draws": "pioche",
        "announces": "annonce",
        "challenges": "conteste",
        "gives": "donne à",
        "infraction": "faute",
        "passes": "passe",
        "takes": "prend",
        "lays": "pose",
        "adds": "ajoute",
        "discards": "défausse",
        "exchanges": "donne à",
        "dealer": "donneur",
        "size": "cartes",
        "first": "premier",
        "upcard": "retournée",
        "deck": "paquet",
        "seed": "graine",
        "in_hand": "donne",
        "rami": "rami",
        "order_kw": "ordre",
        "reason": "raison",
        "suit": "couleur",
        "target": "cible",
        "cards": "cartes",
        "to": "à",
        "totals": "totaux",
        "undone_by": "annulé par",
        "unscored": "n'est plus comptée",
        "over": "fin de la partie",
        "wins": "gagne",
        "tie": "égalité entre",
        "abandoned_line": "partie abandonnée",
        "draws_n": "pioche",
        "step": "Étape",
        "event": "Coup",
        "score_chart": "Totaux après chaque donne",
        "state": "État",
        "of": "sur",
        "playing": "partie en cours",
    },
}

ENUMS: Mapping[str, Mapping[str, Mapping[str, str]]] = {
    "suit": SUIT_NAMES,
    "kind": {
        "en": {"out_of_turn": "out-of-turn", "illegal_play": "illegal-play", "other": "other"},
        "fr": {"out_of_turn": "hors-tour", "illegal_play": "coup-illégal", "other": "autre"},
    },
    "source": {
        "en": {"stock": "stock", "discard": "discard"},
        "fr": {"stock": "pioche", "discard": "écart"},
    },
}

__all__ = ["ENUMS", "GAME_NAMES", "LANGS", "TITLES", "WORDS"]

GAME_NAMES = {"huit_americain": "Huit américain", "rami": "Rami", "president": "Président"}


def word(lang: str, key: str) -> str:
    return WORDS[lang][key]


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise InvalidInput(f"lang is one of {', '.join(LANGS)}, not {lang!r}", "lang")
    return lang


def enum_word(lang: str, enum: str, value: str) -> str:
    return ENUMS[enum][lang].get(value, value)


def enum_value(lang: str, enum: str, text: str) -> str | None:
    """The canonical value of a localised word (the canonical value itself is read too)."""
    table = ENUMS[enum][lang]
    for value, shown in table.items():
        if text in (value, shown) or text.lower() == shown:
            return value
    return None
