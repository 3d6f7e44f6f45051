"""Belote presets (RULES.md "Belote", BELOTE-PRESET-1) as data: the engine reads these
tables (`game` says how a hand is taken and scored), never a preset's name."""

from __future__ import annotations

_CLASSIQUE = {
    "deck": {"size": 32, "copies": 1},
    "game": "classique",  # BELOTE-RESULT-*: the takers must score more than the defence
    "target": 1000,  # BELOTE-MATCH-2
    # BELOTE-RESULT-4 (litige held over), BELOTE-ANN-1 (announcements on the score sheet)
    "options": {"litige": False, "announcements": False},
}

PRESETS = {
    "classique": {
        "description": {
            "fr": "Belote classique sans annonces : on prend à la retourne, les preneurs"
            " doivent faire plus que la défense, partie en 1000.",
            "en": "Classic belote without announcements: the upcard is taken, the takers must"
            " score more than the defence, played to 1000.",
        },
        "rules": _CLASSIQUE,
    },
    "classique-annonces": {
        "description": {
            "fr": "Belote classique avec annonces : tierce, cinquante, cent et carrés"
            " comptent pour l'équipe qui a la meilleure, partie en 1000.",
            "en": "Classic belote with announcements: sequences and four of a kind score for"
            " the team holding the best, played to 1000.",
        },
        "rules": {**_CLASSIQUE, "options": {**_CLASSIQUE["options"], "announcements": True}},
    },
    "contree": {
        "description": {
            "fr": "Belote contrée : enchères de 80 à 160 ou capot, contre et surcontre,"
            " scores arrondis à la dizaine, partie en 2000.",
            "en": "Belote contrée: bids from 80 to 160 or capot, double and redouble,"
            " scores rounded to tens, played to 2000.",
        },
        "rules": {
            "deck": {"size": 32, "copies": 1},
            "game": "contree",  # BELOTE-CONTREE-*: a contract, made or not
            "target": 2000,
            "options": {"belote_counts": True, "announcements": False},  # -9, -10
        },
    },
}

SUITS = ("S", "H", "D", "C")
CONTRACTS = ("80", "90", "100", "110", "120", "130", "140", "150", "160", "capot")
DOUBLINGS = ("contre", "surcontre")
TARGETS = (501, 701, 1000, 1001, 1500, 2000)  # BELOTE-MATCH-2: what the page offers
