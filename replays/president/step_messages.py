"""The catalogue entries of Président's explanations (GET /explain): each step of what
an event did, French and English. Data only; `replays.catalogue` renders them."""

from __future__ import annotations

MESSAGES = {
    "pres.step.dealt": {
        "en": "every card is dealt one at a time: {counts:commas}",
        "fr": "toutes les cartes sont distribuées une à une : {counts:commas}",
    },
    "pres.step.before_play": {"en": "before play, {step}", "fr": "avant de jouer, {step}"},
    "pres.step.queen_unnamed": {
        "en": "no first player named: the queen of hearts leads, the first play says who holds it",
        "fr": "pas de premier joueur nommé : la dame de cœur entame, le premier coup dit qui l'a",
    },
    "pres.step.table_names": {
        "en": "the table names {who} to lead",
        "fr": "la table désigne {who} pour entamer",
    },
    "pres.step.trou_leads": {
        "en": "{who}, the Trou of the last hand, leads",
        "fr": "{who}, le Trou de la manche précédente, entame",
    },
    "pres.step.queen_leads": {
        "en": "{who} holds the queen of hearts and leads",
        "fr": "{who} a la dame de cœur et entame",
    },
    "pres.step.exchanged": {"en": "{step}: {cards}", "fr": "{step} : {cards}"},
    "pres.step.exchanged_count": {"en": "{step}: {n:#card}", "fr": "{step} : {n:#card}"},
    "pres.step.exchange_done": {
        "en": "the exchange is done: {who} leads",
        "fr": "l'échange est fait : {who} entame",
    },
    "pres.step.table_word": {
        "en": "{who} leads the first trick: the table's word, {who} holds the queen of hearts",
        "fr": "{who} entame le premier pli : la table le dit, {who} a la dame de cœur",
    },
    "pres.step.leads_with": {"en": "{who} leads with {play}", "fr": "{who} entame avec {play}"},
    "pres.step.was_turn": {"en": "it was {who}'s turn", "fr": "c'était au tour {who:de}"},
    "pres.step.follows": {
        "en": "{play} from {who} {agree:~follows|follow} {top} from {other}: same count, equal or"
        " higher",
        "fr": "{play} {who:de} {agree:~suit|suivent} {top} {other:de} : même nombre, de valeur"
        " égale ou supérieure",
    },
    "pres.step.follows_lower": {
        "en": "{play} from {who} {agree:~follows|follow} {top} from {other}: same count, equal or"
        " lower (revolution)",
        "fr": "{play} {who:de} {agree:~suit|suivent} {top} {other:de} : même nombre, de valeur"
        " égale ou inférieure (révolution)",
    },
    "pres.step.joker_for": {"en": "the joker stands for {cards}", "fr": "le joker vaut {cards}"},
    "pres.step.joker_for_rank": {
        "en": "the joker stands for {rank:a_rank}",
        "fr": "le joker vaut {rank:a_rank}",
    },
    "pres.step.jokers_for_rank": {
        "en": "the jokers stand for {rank:ranks}",
        "fr": "les jokers valent des {rank:ranks}",
    },
    "pres.step.revolution": {
        "en": "four of a kind is a revolution: it reverses the order of ranks",
        "fr": "un carré fait la révolution : l'ordre des valeurs s'inverse",
    },
    "pres.step.revolution_back": {
        "en": "four of a kind is a revolution: it turns the order back",
        "fr": "un carré fait la révolution : l'ordre revient à la normale",
    },
    "pres.step.out": {
        "en": "{who} has no cards left: out, #{place}",
        "fr": "{who} n'a plus de cartes : arrivé n° {place}",
    },
    "pres.step.last_placed": {
        "en": "one player is left and placed last: {names}",
        "fr": "il reste un joueur, classé dernier : {names}",
    },
    "pres.step.titles": {"en": "titles: {names}", "fr": "titres : {names}"},
    "pres.step.next": {"en": "{who} plays next", "fr": "{who} joue ensuite"},
    "pres.step.passes": {"en": "{who} passes", "fr": "{who} passe"},
    "pres.step.shows": {
        "en": "{who} shows {n:#card}, as many as the record says and none seen elsewhere",
        "fr": "{who} montre {n:#card}, autant que le dit le carnet et aucune vue ailleurs",
    },
}
