"""The txt lines and words of Huit américain's own events (replays/exports/notation.py)."""

from __future__ import annotations

from ..game import CARD_PLAYED_LINE, Arg, Spec

LINES = {
    "stock_reshuffled": Spec("", "reshuffle", (Arg("order", "cards", "order_kw"),)),
    "card_played": CARD_PLAYED_LINE,
    "cards_drawn": Spec("player", "draws", (Arg("count", "int"), Arg("cards", "cards", "cards"))),
    "announced": Spec("player", "announces", (Arg("call", "word"),)),
    "challenged": Spec("by", "challenges", (Arg("target", "player"), Arg("call", "word"))),
    "cards_given": Spec(
        "from",
        "gives",
        (
            Arg("to", "player"),
            Arg("cards", "cards"),
            Arg("count", "int"),
        ),
    ),
    "infraction": Spec("player", "infraction", (Arg("kind", "enum:kind"),)),
    "passed": Spec("player", "passes"),
}

WORDS = {
    "en": {
        "reshuffle": "reshuffle",
        "plays": "plays",
        "draws": "draws",
        "announces": "announces",
        "challenges": "challenges",
        "gives": "gives",
        "infraction": "infraction",
        "passes": "passes",
        "order_kw": "order",
        "suit": "suit",
        "target": "target",
        "cards": "cards",
    },
    "fr": {
        "reshuffle": "remélange",
        "plays": "joue",
        "draws": "pioche",
        "announces": "annonce",
        "challenges": "conteste",
        "gives": "donne à",
        "infraction": "faute",
        "passes": "passe",
        "order_kw": "ordre",
        "suit": "couleur",
        "target": "cible",
        "cards": "cartes",
    },
}

ENUMS = {
    "kind": {
        "en": {"out_of_turn": "out-of-turn", "illegal_play": "illegal-play", "other": "other"},
        "fr": {"out_of_turn": "hors-tour", "illegal_play": "coup-illégal", "other": "autre"},
    },
}
