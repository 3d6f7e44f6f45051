"""The catalogue entries of Tarot's explanations (GET /explain), French and English. Data
only; `replays.catalogue` renders them."""

from __future__ import annotations

MESSAGES = {
    "tarot.step.deals": {
        "en": "{who} deals {n} cards to each player and a chien of {chien}",
        "fr": "{who} distribue {n} cartes à chacun et un chien de {chien}",
    },
    "tarot.step.speaks_first": {
        "en": "{who}, after the dealer, speaks first",
        "fr": "{who}, après le donneur, parle en premier",
    },
    "tarot.step.bids": {
        "en": "{who} bids {contract:@tarot_contract}, above every bid before",
        "fr": "{who} annonce {contract:@tarot_contract}, plus fort que les annonces d'avant",
    },
    "tarot.step.passes": {"en": "{who} passes", "fr": "{who} passe"},
    "tarot.step.void": {
        "en": "everyone passed: the hand is void, and the next player deals",
        "fr": "tout le monde a passé : la donne est nulle, le joueur suivant distribue",
    },
    "tarot.step.takes": {
        "en": "{who} takes: {contract:@tarot_contract}",
        "fr": "{who} prend : {contract:@tarot_contract}",
    },
    "tarot.step.must_call": {
        "en": "at five players {who} calls a card before seeing the chien",
        "fr": "à cinq joueurs {who} appelle une carte avant de voir le chien",
    },
    "tarot.step.calls": {
        "en": "{who} calls {card}: its holder is the partner",
        "fr": "{who} appelle {card} : qui l'a est son partenaire",
    },
    "tarot.step.chien_shown": {
        "en": "the chien is shown; {who} takes it and lays {n} cards aside",
        "fr": "le chien est montré ; {who} le prend et écarte {n} cartes",
    },
    "tarot.step.chien_sans": {
        "en": "garde sans: the chien stays face down and counts for {who}",
        "fr": "garde sans : le chien reste caché et compte pour {who}",
    },
    "tarot.step.chien_contre": {
        "en": "garde contre: the chien stays face down and counts for the defence",
        "fr": "garde contre : le chien reste caché et compte pour la défense",
    },
    "tarot.step.ecart": {
        "en": "{who} lays the écart, {n} cards, with no king and no bout",
        "fr": "{who} fait son écart, {n} cartes, sans roi ni bout",
    },
    "tarot.step.ecart_trumps": {
        "en": "trumps in the écart are shown: {cards}",
        "fr": "les atouts écartés sont montrés : {cards}",
    },
    "tarot.step.leads": {
        "en": "{who}, after the dealer, leads the first trick",
        "fr": "{who}, après le donneur, entame le premier pli",
    },
    "tarot.step.poignee": {
        "en": "{who} shows a {size:@tarot_poignee} poignée of {n} trumps before the first card",
        "fr": "{who} montre une poignée {size:@tarot_poignee} de {n} atouts avant sa première"
        " carte",
    },
    "tarot.step.chelem": {
        "en": "{who} announces a chelem, before the first card, and so leads",
        "fr": "{who} annonce un chelem, avant la première carte, et entame donc",
    },
    "tarot.step.excuse": {
        "en": "the Excuse may be played at any time: {who} plays it",
        "fr": "l'excuse se joue à tout moment : {who} la joue",
    },
    "tarot.step.unseen": {
        "en": "hands unseen: the card is one {who} may still hold",
        "fr": "jeux cachés : c'est une carte que {who} peut encore avoir",
    },
    "tarot.step.owed_fournir": {
        "en": "{suit:suit} was led: {who} follows suit",
        "fr": "{suit:suit} est demandé : {who} fournit",
    },
    "tarot.step.owed_couper": {
        "en": "no {suit:suit} left: {who} trumps as owed",
        "fr": "plus de {suit:suit} : {who} coupe comme il le doit",
    },
    "tarot.step.owed_monter": {
        "en": "{who} plays above {top}, as owed",
        "fr": "{who} monte sur {top}, comme il le doit",
    },
    "tarot.step.owed_trump": {
        "en": "{who} cannot beat {top} and plays a trump, as owed",
        "fr": "{who} ne peut pas monter sur {top} et joue atout, comme il le doit",
    },
    "tarot.step.free": {
        "en": "{who} may play any card",
        "fr": "{who} joue la carte de son choix",
    },
    "tarot.step.plays": {"en": "{who} plays {card}", "fr": "{who} joue {card}"},
    "tarot.step.partner": {
        "en": "{card} falls: {who} is the taker's partner",
        "fr": "{card} tombe : {who} est le partenaire du preneur",
    },
    "tarot.step.takes_trick": {"en": "{who} takes the trick", "fr": "{who} remporte le pli"},
    "tarot.step.made": {
        "en": "the taker's camp counts {made} points with {bouts} bouts:"
        " {contract:@tarot_contract} made by {margin}",
        "fr": "le camp du preneur compte {made} points avec {bouts} bouts :"
        " {contract:@tarot_contract} faite de {margin}",
    },
    "tarot.step.failed": {
        "en": "the taker's camp counts {made} points with {bouts} bouts:"
        " {contract:@tarot_contract} failed by {margin}",
        "fr": "le camp du preneur compte {made} points avec {bouts} bouts :"
        " {contract:@tarot_contract} chutée de {margin}",
    },
}
