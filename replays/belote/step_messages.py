"""The catalogue entries of Belote's explanations (GET /explain), French and English. Data
only; `replays.catalogue` renders them."""

from __future__ import annotations

MESSAGES = {
    "belote.step.taken": {
        "en": "{who} took: the hand scores {points:commas}",
        "fr": "{who} ont pris : la donne marque {points:commas}",
    },
    "belote.step.deals_all": {
        "en": "{who} deals 8 cards to each player, by 3, 2 and 3",
        "fr": "{who} distribue 8 cartes à chacun, par 3, 2 et 3",
    },
    "belote.step.deals_five": {
        "en": "{who} deals 5 cards to each player, by 3 and 2, and turns one up",
        "fr": "{who} distribue 5 cartes à chacun, par 3 et 2, et en retourne une",
    },
    "belote.step.turns_up": {
        "en": "{who} deals 5 cards to each player, by 3 and 2, and turns up {card}",
        "fr": "{who} distribue 5 cartes à chacun, par 3 et 2, et retourne {card}",
    },
    "belote.step.speaks_first": {
        "en": "{who}, after the dealer, speaks first",
        "fr": "{who}, après le donneur, parle en premier",
    },
    "belote.step.passes": {"en": "{who} passes", "fr": "{who} passe"},
    "belote.step.thrown_in": {
        "en": "nobody took: the hand is thrown in and scores nothing",
        "fr": "personne n'a pris : la donne est passée et ne marque rien",
    },
    "belote.step.second_round": {
        "en": "four passes: second round, at another suit",
        "fr": "quatre passes : second tour, à une autre couleur",
    },
    "belote.step.contract": {
        "en": "{who} play {value} at {suit:suit}",
        "fr": "{who} jouent {value} à {suit:suit}",
    },
    "belote.step.contract_contre": {
        "en": "{who} play {value} at {suit:suit}, doubled",
        "fr": "{who} jouent {value} à {suit:suit}, contré",
    },
    "belote.step.contract_surcontre": {
        "en": "{who} play {value} at {suit:suit}, redoubled",
        "fr": "{who} jouent {value} à {suit:suit}, surcontré",
    },
    "belote.step.takes": {
        "en": "{who} takes at {suit:suit}",
        "fr": "{who} prend à {suit:suit}",
    },
    "belote.step.rest_dealt": {
        "en": "{who} gets the card turned up and 2 more, the others 3 each",
        "fr": "{who} reçoit la retourne et 2 cartes, les autres 3 chacun",
    },
    "belote.step.bids": {
        "en": "{who} bids {value} at {suit:suit}",
        "fr": "{who} annonce {value} à {suit:suit}",
    },
    "belote.step.contre": {"en": "{who} doubles (contre)", "fr": "{who} contre"},
    "belote.step.surcontre": {"en": "{who} redoubles (surcontre)", "fr": "{who} surcontre"},
    "belote.step.plays": {"en": "{who} plays {card}", "fr": "{who} joue {card}"},
    "belote.step.unseen": {
        "en": "hands unseen: the card is one {who} may still hold",
        "fr": "jeux cachés : c'est une carte que {who} peut encore avoir",
    },
    "belote.step.owed_fournir": {
        "en": "{suit:suit} was led: {who} follows suit",
        "fr": "{suit:suit} est demandé : {who} fournit",
    },
    "belote.step.owed_couper": {
        "en": "no {suit:suit} and an opponent master: {who} trumps as owed",
        "fr": "pas de {suit:suit} et un adversaire maître : {who} coupe comme il le doit",
    },
    "belote.step.owed_monter": {
        "en": "trumps led: {who} plays a trump, above the others when able",
        "fr": "atout demandé : {who} joue atout, en montant s'il le peut",
    },
    "belote.step.partner_master": {
        "en": "no {suit:suit} and the partner master: {who} may play any card",
        "fr": "pas de {suit:suit} et le partenaire maître : {who} joue la carte de son choix",
    },
    "belote.step.free": {
        "en": "{who} may play any card",
        "fr": "{who} joue la carte de son choix",
    },
    "belote.step.takes_trick": {"en": "{who} takes the trick", "fr": "{who} remporte le pli"},
    "belote.step.dix_de_der": {
        "en": "last trick: dix de der, 10 more for {who}'s team",
        "fr": "dernier pli : dix de der, 10 points de plus pour l'équipe {who:de}",
    },
    "belote.step.says": {"en": "{who} says {call}", "fr": "{who} dit {call}"},
    "belote.step.announces": {
        "en": "{who} announces {call:@announcement} at the first card",
        "fr": "{who} annonce {call:@announcement} à sa première carte",
    },
    "belote.step.shows": {
        "en": "{who} shows {cards} at the second trick",
        "fr": "{who} montre {cards} au deuxième pli",
    },
    "belote.step.worth": {
        "en": "a {call:@announcement}: {n} points, to the team holding the best announcement",
        "fr": "{call:@announcement} : {n} points, pour l'équipe qui a la meilleure annonce",
    },
}
