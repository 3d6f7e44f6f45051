"""Tarot presets (TAROT-SETUP-1) as data: the FFT's one rule, so one preset."""

from __future__ import annotations

PRESETS = {
    "fft": {
        "description": {
            "fr": "Règlement officiel de la Fédération Française de Tarot, de 3 à 5 joueurs"
            " (roi appelé à 5).",
            "en": "The French Tarot Federation's official rules, 3 to 5 players (a king called"
            " at five).",
        },
        # TAROT-MATCH-1: the number of deals, or a target, is the table's choice.
        "rules": {"target": None, "rounds": None, "options": {}},
    },
}
