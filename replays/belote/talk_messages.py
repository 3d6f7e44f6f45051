"""The questions Belote's table talk asks (replays/belote/sheet_talk.py), French and English.
Data only; `replays.catalogue` renders them."""

from __future__ import annotations

MESSAGES = {
    "belote.ask.team": {
        "en": "Which team is yours: {names:or}?",
        "fr": "Vous êtes de quelle équipe : {names:or} ?",
    },
    "belote.ask.taker": {
        "en": "Which team took: {names:or}?",
        "fr": "Quelle équipe a pris : {names:or} ?",
    },
    "belote.ask.trump": {
        "en": "At which trump: spades, hearts, diamonds or clubs?",
        "fr": "À quel atout : pique, cœur, carreau ou trèfle ?",
    },
    "belote.ask.contract": {
        "en": "What was the contract: 80 to 160, or capot?",
        "fr": "Quel était le contrat : de 80 à 160, ou capot ?",
    },
    "belote.ask.points": {
        "en": "How many points did {who} make in the tricks?",
        "fr": "Combien de points {who} ont-ils faits dans les plis ?",
    },
}
