"""The Huit américain catalogue entries of options written wrongly (a new game's
settings); data only, rendered by `replays.catalogue`."""

from __future__ import annotations

# Options written wrongly (a new game's settings).
MESSAGES = {
    "h8.option.hand_size": {
        "en": "option 'hand_size' is a number of cards, 1 to 30",
        "fr": "l'option « hand_size » est un nombre de cartes, de 1 à 30",
    },
    "h8.option.deck": {
        "en": "option 'deck' is an object: its size (52, 54, 32 or 34) and its copies (1 or 2)",
        "fr": "l'option « deck » est un objet : sa taille, size (52, 54, 32 ou 34), et son nombre"
        " de jeux, copies (1 ou 2)",
    },
    "h8.option.copies": {
        "en": "a game plays with 1 or 2 decks (deck.copies)",
        "fr": "une partie se joue avec 1 ou 2 jeux (deck.copies)",
    },
    "h8.option.rank": {
        "en": "option {option} is a rank (A, 2-10, J, Q, K), not {value}",
        "fr": "l'option {option} est une valeur de carte (A, 2-10, J, Q, K), pas {value}",
    },
    "h8.option.joker_attack": {
        "en": "option 'joker_attack' is a number of cards, 0 to 20",
        "fr": "l'option « joker_attack » est un nombre de cartes, de 0 à 20",
    },
}
