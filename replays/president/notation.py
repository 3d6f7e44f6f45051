"""The txt lines and words of Président's own events (replays/exports/notation.py)."""

from __future__ import annotations

from ..game import Arg, Spec

LINES = {
    "cards_exchanged": Spec(
        "from",
        "exchanges",
        (
            Arg("to", "player"),
            Arg("cards", "cards"),
            Arg("count", "int"),
        ),
    ),
    "cards_played": Spec("player", "plays", (Arg("cards", "cards"),)),
    "passed": Spec("player", "passes"),
}

WORDS = {
    "en": {"exchanges": "gives", "plays": "plays", "passes": "passes"},
    "fr": {"exchanges": "donne à", "plays": "joue", "passes": "passe"},
}

ENUMS: dict = {}
