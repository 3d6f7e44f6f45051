"""The Huit américain catalogue entries of a table's setting up: options written wrongly
(a new game's settings) and a hand's deal refused; data only, rendered by
`replays.catalogue`."""

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
    # -- dealing (CORE-DEAL-1, H8-SETUP-*) -------------------------------------------------
    "h8.dealer_picks": {
        "en": "the dealer picks {low} to {high} cards each: say how many",
        "fr": "le donneur choisit de {low} à {high} cartes chacun : dites combien",
    },
    "h8.dealer_chooses": {
        "en": "the dealer chooses {low} to {high} cards each, not {n}",
        "fr": "le donneur choisit de {low} à {high} cartes chacun, pas {n}",
    },
    "h8.deal_too_big": {
        "en": "{players:#player} × {size:#card} + the upcard need {need:#card}; the deck has"
        " {total}",
        "fr": "{players:#player} × {size:#card} + la carte retournée demandent {need:#card} ;"
        " le jeu en a {total}",
    },
    "h8.deck_order": {
        "en": "the deck order must hold the game's {size}-card deck × {copies} (or give a seed)",
        "fr": "l'ordre du paquet doit contenir le jeu de {size} cartes × {copies} de la partie"
        " (ou une graine)",
    },
    "h8.upcard_is": {
        "en": "the deck order turns up {card}, not {stated:the}",
        "fr": "l'ordre du paquet retourne {card}, pas {stated:the}",
    },
    "h8.first_is": {
        "en": "{who} plays first, not {other}",
        "fr": "c'est {who} qui joue en premier, pas {other}",
    },
    "h8.say_who_starts": {
        "en": "say who starts: the holder of the queen of hearts, or another queen",
        "fr": "dites qui commence : celui qui a la dame de cœur, ou une autre dame",
    },
    "h8.upcard_redrawn": {
        "en": "{rank:a_rank} turned up goes back into the stock: log the card turned next",
        "fr": "quand on retourne {rank:a_rank}, la carte repart dans la pioche : notez la carte"
        " retournée ensuite",
    },
    "h8.setup_too_many": {
        "en": "{players:#player} × {size:#card} + the upcard need {need:#card};"
        " {copies:#deck} of {deck} hold {total}: play with two decks",
        "fr": "{players:#player} × {size:#card} + la carte retournée demandent {need:#card} ;"
        " {copies:#deck} de {deck} cartes en ont {total} : jouez avec deux jeux",
    },
    "h8.setup_too_many_two_decks": {
        "en": "{players:#player} × {size:#card} + the upcard need {need:#card};"
        " {copies:#deck} of {deck} hold {total}: even with two decks, play with fewer players"
        " or fewer cards each",
        "fr": "{players:#player} × {size:#card} + la carte retournée demandent {need:#card} ;"
        " {copies:#deck} de {deck} cartes en ont {total} : même avec deux jeux, jouez à moins"
        " de joueurs ou avec moins de cartes chacun",
    },
}
