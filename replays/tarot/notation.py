"""The txt lines and words of Tarot's own events (replays/exports/notation.py). The words
are merged with every game's, so Tarot's own keys are prefixed; no verb of a Tarot line
begins another's ("annonce" would read "annonce un chelem" as a bid)."""

from __future__ import annotations

from ..game import CARD_PLAYED_LINE, Arg, Spec

LINES = {
    "contract_bid": Spec("player", "tarot_bids", (Arg("contract", "word"),)),
    "passed": Spec("player", "passes"),
    "card_called": Spec("player", "tarot_calls", (Arg("card", "card"),)),
    "ecart_laid": Spec("player", "tarot_lays", (Arg("cards", "cards", "tarot_cards"),)),
    "poignee_shown": Spec(
        "player",
        "tarot_shows",
        (Arg("cards", "cards", "tarot_cards"), Arg("count", "int", "tarot_count")),
    ),
    "chelem_announced": Spec("player", "tarot_announces"),
    "card_played": CARD_PLAYED_LINE,
}

WORDS = {
    "en": {
        "tarot_bids": "bids",
        "passes": "passes",
        "tarot_calls": "calls",
        "tarot_lays": "discards",
        "tarot_shows": "presents a poignée",
        "tarot_announces": "announces a chelem",
        "plays": "plays",
        "tarot_count": "trumps",
        "tarot_cards": "cards",
        "suit": "suit",
        "target": "target",
    },
    "fr": {
        "tarot_bids": "demande",
        "passes": "passe",
        "tarot_calls": "appelle",
        "tarot_lays": "écarte",
        "tarot_shows": "présente une poignée",
        "tarot_announces": "annonce un chelem",
        "plays": "joue",
        "tarot_count": "atouts",
        "tarot_cards": "cartes",
        "suit": "couleur",
        "target": "cible",
    },
}

ENUMS: dict = {}
