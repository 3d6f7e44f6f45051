"""The txt lines and words of Tarot's own events (replays/exports/notation.py)."""

from __future__ import annotations

from ..game import Arg, Spec

LINES = {
    "contract_bid": Spec("player", "bids", (Arg("contract", "word"),)),
    "passed": Spec("player", "passes"),
    "card_called": Spec("player", "calls", (Arg("card", "card"),)),
    "ecart_laid": Spec("player", "lays", (Arg("cards", "cards", "cards"),)),
    "poignee_shown": Spec(
        "player", "shows", (Arg("cards", "cards", "cards"), Arg("count", "int", "count"))
    ),
    "chelem_announced": Spec("player", "announces"),
    "card_played": Spec("player", "plays", (Arg("card", "card"),)),
}

WORDS = {
    "en": {
        "bids": "bids",
        "passes": "passes",
        "calls": "calls",
        "lays": "lays the écart",
        "shows": "shows a poignée",
        "announces": "announces a chelem",
        "plays": "plays",
        "count": "trumps",
        "cards": "cards",
    },
    "fr": {
        "bids": "annonce",
        "passes": "passe",
        "calls": "appelle",
        "lays": "fait l'écart",
        "shows": "montre une poignée",
        "announces": "annonce un chelem",
        "plays": "joue",
        "count": "atouts",
        "cards": "cartes",
    },
}

ENUMS: dict = {}
