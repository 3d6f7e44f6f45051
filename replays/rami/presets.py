"""Rami presets (RAMI-PRESET) as data: the engine reads these tables, never a preset's name."""

from __future__ import annotations

_BASE = {
    # `deck` mirrors the options `decks` and `jokers` (kept in step by Rami.resolve).
    "deck": {"size": 52, "copies": 1, "jokers": 2},
    # RAMI-SETUP-2: cards dealt to each player, by number of players.
    "deal": {"2": 10, "3": 7, "4": 7, "5": 7, "6": 6, "7": 6},
    # RAMI-OPEN-1: points the first laying down must reach.
    "opening": 51,
    "target": 1000,
    "options": {
        "jokers": 2,
        "decks": 1,
        "ace_high": False,
        "joker_swap": False,
        "joker_points": 20,
        "winner_bonus": False,
    },
}

# RAMI-SETUP-1 (jokers, decks) and RAMI-SCORE-1 (joker_points): the values an option may take.
OPTION_RANGES = {"jokers": (0, 4), "decks": (1, 2), "joker_points": (0, 100)}

PRESETS = {
    "rami-51": {
        "description": {
            "fr": "Rami classique : ouverture à 51 points, deux jokers, partie en 1000 points,"
            " le rami double les points des adversaires.",
            "en": "Classic Rami: open with 51 points, two jokers, played to 1000 points,"
            " a rami doubles the opponents' points.",
        },
        "rules": _BASE,
    },
    "rami-51-bonus": {
        "description": {
            "fr": "Rami à 51 avec prime : le gagnant marque -20, ou -60 après un rami"
            " (au lieu du doublement).",
            "en": "Rami 51 with a bonus: the winner scores -20, or -60 after a rami"
            " (instead of the doubling).",
        },
        "rules": {**_BASE, "options": {**_BASE["options"], "winner_bonus": True}},
    },
}
