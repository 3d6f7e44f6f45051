"""The txt lines and words of Belote's own events (replays/exports/notation.py)."""

from __future__ import annotations

from ..game import CARD_PLAYED_LINE, Arg, Spec

LINES = {
    "taken": Spec("player", "takes", (Arg("suit", "word"),)),
    "bid": Spec("player", "bids", (Arg("value", "word"), Arg("suit", "word"))),
    "doubled": Spec("player", "doubles"),
    "redoubled": Spec("player", "redoubles"),
    "passed": Spec("player", "passes"),
    "card_played": CARD_PLAYED_LINE,
    "belote_said": Spec("player", "says", (Arg("call", "word"),)),
    "announced": Spec("player", "announces", (Arg("call", "word"),)),
    "announcement_shown": Spec("player", "shows", (Arg("cards", "cards"),)),
}

WORDS = {
    "en": {
        "takes": "takes",
        "bids": "bids",
        "doubles": "doubles",
        "redoubles": "redoubles",
        "passes": "passes",
        "plays": "plays",
        "says": "says",
        "announces": "announces",
        "shows": "shows",
        "suit": "suit",
        "target": "target",
    },
    "fr": {
        "takes": "prend",
        "bids": "enchérit",
        "doubles": "contre",
        "redoubles": "surcontre",
        "passes": "passe",
        "plays": "joue",
        "says": "dit",
        "announces": "annonce",
        "shows": "montre",
        "suit": "couleur",
        "target": "cible",
    },
}

ENUMS: dict = {}
