"""The catalogue entries of Rami's explanations (GET /explain): each step of what
an event did, French and English. Data only; `replays.catalogue` renders them."""

from __future__ import annotations

MESSAGES = {
    "rami.step.rami_entered": {
        "en": "{who} went out in one go (rami): {points:commas}",
        "fr": "{who} a tout posé d'un coup (rami) : {points:commas}",
    },
    "rami.step.deals": {
        "en": "{who} deals {n:#card} to each of {players} players; {card} is turned up to start"
        " the discard pile, {stock:#card} {stock:~makes|make} the stock",
        "fr": "{who} distribue {n:#card} à chacun des {players} joueurs ; on retourne {card}"
        " pour commencer la défausse, {stock:#card} {stock:~forme|forment} la pioche",
    },
    "rami.step.deals_unlogged": {
        "en": "{who} deals {n:#card} to each of {players} players; the upcard (not logged) is"
        " turned up to start the discard pile, {stock:#card} {stock:~makes|make} the stock",
        "fr": "{who} distribue {n:#card} à chacun des {players} joueurs ; la carte retournée"
        " (non notée) commence la défausse, {stock:#card} {stock:~forme|forment} la pioche",
    },
    "rami.step.plays_first": {
        "en": "{who}, left of the dealer, plays first",
        "fr": "{who}, à gauche du donneur, joue en premier",
    },
    "rami.step.turned_over": {
        "en": "the stock is empty: the discard pile ({n:#card}) is turned over unshuffled to make"
        " the new stock",
        "fr": "la pioche est vide : la défausse ({n:#card}) est retournée sans être mélangée et"
        " devient la pioche",
    },
    "rami.step.takes": {
        "en": "{who}'s turn: {who} takes {card} from {source:@source}",
        "fr": "au tour {who:de} : {who} prend {card} {source:@source}",
    },
    "rami.step.takes_unseen": {
        "en": "{who}'s turn: {who} takes a card from {source:@source}",
        "fr": "au tour {who:de} : {who} prend une carte {source:@source}",
    },
    "rami.step.takes_upcard": {
        "en": "{who}'s turn: {who} takes the upcard, not logged, from {source:@source}",
        "fr": "au tour {who:de} : {who} prend la carte retournée, non notée, {source:@source}",
    },
    "rami.step.takes_upcard_named": {
        "en": "{who}'s turn: {who} takes the upcard, not logged, named {card}, from"
        " {source:@source}",
        "fr": "au tour {who:de} : {who} prend la carte retournée, non notée, qui est {card},"
        " {source:@source}",
    },
    "rami.step.keep": {
        "en": "{who} may not discard {card} again this turn",
        "fr": "{who} ne peut pas redéfausser {card} ce tour-ci",
    },
    "rami.step.keep_unknown": {
        "en": "{who} may not discard that card again this turn (unknown: not checked)",
        "fr": "{who} ne peut pas redéfausser cette carte ce tour-ci (inconnue : pas vérifié)",
    },
    "rami.step.may_lay": {
        "en": "{who} is in turn {n}: laying is allowed",
        "fr": "{who} en est à son tour {n} : on peut poser",
    },
    "rami.step.opens": {
        "en": "{who} opens with {made:#point} (at least {need})",
        "fr": "{who} ouvre avec {made:#point} (au moins {need})",
    },
    "rami.step.is_meld": {
        "en": "{cards} make {kind:@meld}",
        "fr": "{cards} forment {kind:@meld}",
    },
    "rami.step.joker_for": {
        "en": "the joker stands for {card}",
        "fr": "le joker remplace {card}",
    },
    "rami.step.has_opened": {
        "en": "{who} has opened, so may add to melds on the table",
        "fr": "{who} a ouvert et peut donc ajouter aux combinaisons de la table",
    },
    "rami.step.swaps": {
        "en": "{who} gives {cards} for the joker of meld {meld}",
        "fr": "{who} donne {cards} contre le joker de la combinaison {meld}",
    },
    "rami.step.adds": {
        "en": "{who} adds {cards} to meld {meld}: {melded}",
        "fr": "{who} ajoute {cards} à la combinaison {meld} : {melded}",
    },
    "rami.step.discards": {
        "en": "{who} ends the turn by discarding {card}",
        "fr": "{who} finit son tour en défaussant {card}",
    },
    "rami.step.next": {"en": "{who} plays next", "fr": "{who} joue ensuite"},
    "rami.step.shows": {
        "en": "{who} shows {cards}: {n:#point}",
        "fr": "{who} montre {cards} : {n:#point}",
    },
    "rami.step.shows_none": {
        "en": "{who} shows no cards: 0 points",
        "fr": "{who} ne montre aucune carte : 0 point",
    },
    "rami.step.wins_hand": {
        "en": "{who} has no cards left and wins hand {hand}",
        "fr": "{who} n'a plus de cartes et gagne la manche {hand}",
    },
    "rami.step.rami": {
        "en": "{who} went out in the turn of the opening: rami",
        "fr": "{who} a tout posé d'un coup, au tour de son ouverture : rami",
    },
    "rami.step.keeps": {
        "en": "{who} keeps {cards}: {n:#point}",
        "fr": "{who} garde {cards} : {n:#point}",
    },
    "rami.step.bonus": {
        "en": "{who} scores {n} instead of a doubling",
        "fr": "{who} marque {n} au lieu du doublement",
    },
    "rami.step.doubles": {
        "en": "{who}'s rami doubles every opponent's points",
        "fr": "le rami {who:de} double les points de chaque adversaire",
    },
}
