"""The txt lines and words of Rami's own events (replays/exports/notation.py)."""

from __future__ import annotations

from ..game import Arg, Spec

LINES = {
    "card_taken": Spec("player", "takes", (Arg("source", "enum:source"), Arg("card", "card"))),
    "melds_laid": Spec("player", "lays", (Arg("melds", "melds"),)),
    "cards_added": Spec("player", "adds", (Arg("cards", "cards"), Arg("meld", "int", "to"))),
    "card_discarded": Spec("player", "discards", (Arg("card", "card"),)),
}

WORDS = {
    "en": {"takes": "takes", "lays": "lays", "adds": "adds", "discards": "discards", "to": "to"},
    "fr": {"takes": "prend", "lays": "pose", "adds": "ajoute", "discards": "défausse", "to": "à"},
}

ENUMS = {
    "source": {
        "en": {"stock": "stock", "discard": "discard"},
        "fr": {"stock": "pioche", "discard": "écart"},
    },
}
