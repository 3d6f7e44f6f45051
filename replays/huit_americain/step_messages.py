"""The catalogue entries of Huit américain's explanations (GET /explain): each step of what
an event did, French and English. Data only; `replays.catalogue` renders them."""

from __future__ import annotations

MESSAGES = {
    "h8.step.deals": {
        "en": "{who} deals {n:#card} to each player",
        "fr": "{who} distribue {n:#card} à chaque joueur",
    },
    "h8.step.plays_first": {"en": "{who} plays first", "fr": "{who} joue en premier"},
    "h8.step.no_first_attack": {
        "en": "the first card played may not make anyone draw",
        "fr": "la première carte jouée ne peut faire piocher personne",
    },
    "h8.step.upcard_unlogged": {
        "en": "a card is turned up, but the upcard was not logged: no power acts and the first"
        " card played is not checked against it",
        "fr": "une carte est retournée, mais elle n'a pas été notée : aucun pouvoir n'agit et la"
        " première carte jouée n'est pas comparée à elle",
    },
    "h8.step.upcard_acts": {
        "en": "{card} is turned up: it acts as if the dealer had played it",
        "fr": "on retourne {card} : la carte agit comme si le donneur l'avait jouée",
    },
    "h8.step.upcard": {
        "en": "{card} is turned up: its power does not act",
        "fr": "on retourne {card} : son pouvoir n'agit pas",
    },
    "h8.step.stops": {
        "en": "{card} stops the attack of {n}",
        "fr": "{card} arrête l'attaque de {n}",
    },
    "h8.step.answers": {
        "en": "{card} answers the attack of {n}",
        "fr": "{card} répond à l'attaque de {n}",
    },
    "h8.step.power": {
        "en": "{card}: {power:@power}",
        "fr": "{card} : {power:@power}",
    },
    "h8.step.lays": {
        "en": "{who} lays {cards} as one play",
        "fr": "{who} pose {cards} en un seul coup",
    },
    "h8.step.suit_now": {
        "en": "the suit to follow is now {suit:suit}",
        "fr": "la couleur demandée est maintenant {suit:suit}",
    },
    "h8.step.suit_follows": {
        "en": "the suit to follow is now {suit:suit}",
        "fr": "la couleur à jouer est maintenant {suit:suit}",
    },
    "h8.step.missed_finish": {
        "en": "{who} laid the last card without “{call:@call}”: no finish, draws {n:#card},"
        " unless “{call:@call}” is called right now",
        "fr": "{who} a posé sa dernière carte sans dire « {call:@call} » : pas de fin, pénalité de"
        " {n:#card}, sauf si « {call:@call} » est dit tout de suite",
    },
    "h8.step.volee": {
        "en": "{who} lays {card} out of turn, à la volée",
        "fr": "{who} pose {card} à la volée, hors de son tour",
    },
    "h8.step.was_turn": {"en": "it was {who}'s turn", "fr": "c'était au tour {who:de}"},
    "h8.step.unchecked": {
        "en": "the upcard was not logged: {card} is not checked against it",
        "fr": "la carte retournée n'a pas été notée : rien à vérifier pour {card}",
    },
    "h8.step.joker": {
        "en": "a joker goes on anything; {suit:suit} stays",
        "fr": "un joker va sur tout ; la couleur reste {suit:suit}",
    },
    "h8.step.wild": {
        "en": "{card} goes on anything",
        "fr": "{card} se pose sur tout",
    },
    "h8.step.follows": {
        "en": "{card} follows {top} ({suit:suit})",
        "fr": "{card} suit {top} ({suit:suit})",
    },
    "h8.step.follows_rank": {
        "en": "{card} follows {top} (same rank)",
        "fr": "{card} suit {top} (même valeur)",
    },
    "h8.step.bridge": {
        "en": "{card} may go on {top}",
        "fr": "{card} peut aller sur {top}",
    },
    "h8.step.settle": {
        "en": "{who} must now settle {owed:@pending} of {n}",
        "fr": "{who} doit maintenant régler {owed:@pending} de {n}",
    },
    "h8.step.next": {"en": "{who} plays next", "fr": "{who} joue ensuite"},
    "h8.step.draws_and_skips": {
        "en": "{who} draws {n:#card} and loses the turn",
        "fr": "{who} pioche {n:#card} et passe son tour",
    },
    "h8.step.rest_lapses": {
        "en": "nothing is left to draw: the rest of the draw ({n:#card}) lapses",
        "fr": "il n'y a plus rien à piocher : le reste ({n:#card}) n'est pas pioché",
    },
    "h8.step.draws": {"en": "{who} draws {n:#card}", "fr": "{who} pioche {n:#card}"},
    "h8.step.draws_cards": {"en": "{who} draws {cards:the}", "fr": "{who} pioche {cards:the}"},
    "h8.step.passes": {
        "en": "{who} passes: nothing is left to draw",
        "fr": "{who} passe : il n'y a plus rien à piocher",
    },
    "h8.step.passes_after_draws": {
        "en": "{who} has drawn {n:#card} this turn and passes",
        "fr": "{who} a pioché {n:#card} ce tour-ci et passe",
    },
    "h8.step.stands_for": {
        "en": "the joker stands for {card}: it goes on anything and acts as that card",
        "fr": "le joker vaut {card} : il va sur tout et agit comme cette carte",
    },
    "h8.step.reshuffled": {
        "en": "the discard pile less its top card becomes the stock",
        "fr": "la défausse, sauf sa carte du dessus, devient la pioche",
    },
    "h8.step.fault": {
        "en": "{who} draws 2 cards for a fault ({kind:@kind})",
        "fr": "{who} pioche 2 cartes pour une faute ({kind:@kind})",
    },
    "h8.step.gives": {
        "en": "{who} gives {n:#card} to {other}",
        "fr": "{who} donne {n:#card} à {other}",
    },
    "h8.step.finish_cancelled": {
        "en": "{who} did not call: the finish stays cancelled",
        "fr": "{who} n'a pas annoncé : la fin reste annulée",
    },
    "h8.step.caught": {
        "en": "{who} had not called: draws {n:#card}",
        "fr": "{who} n'avait pas annoncé : pénalité de {n:#card}",
    },
    "h8.step.false_challenge": {
        "en": "false challenge: {who} draws {n:#card}",
        "fr": "contestation à tort : {who} pioche {n:#card}",
    },
    "h8.step.calls": {"en": "{who} calls “{call:@call}”", "fr": "{who} annonce « {call:@call} »"},
    "h8.step.calls_late": {
        "en": "{who} calls “{call:@call}” right after the last card: the finish stands",
        "fr": "{who} annonce « {call:@call} » juste après sa dernière carte : la fin tient",
    },
    "h8.step.shows": {
        "en": "{who} shows {n:#card}, as the log counts",
        "fr": "{who} montre {n:#card}, comme le compte le carnet",
    },
    "h8.step.breach": {
        "en": "{who} named {suit:suit} at move {seq} without holding any: the named suit must"
        " be held",
        "fr": "{who} a demandé {suit:suit} au coup {seq} sans en avoir : la couleur demandée"
        " doit être en main",
    },
    "h8.step.out": {"en": "{who} is out", "fr": "{who} n'a plus de cartes"},
    "h8.step.wins_by_quad": {
        "en": "{who} wins the hand with four 8s, still holding {n:#card}",
        "fr": "{who} gagne la manche avec quatre 8 et garde {n:#card} en main",
    },
    "h8.step.over": {"en": "the hand is over", "fr": "la manche est finie"},
}

TERMS = {
    "power": {
        "en": {
            "attack": "the next player answers or draws",
            "force": "the next player draws, with no answer",
            "wild": "a wild card: it goes on anything and names the suit to follow",
            "wildsuit": "a wild card that keeps its own suit",
            "again": "the same player plays again",
            "skip": "the next player loses the turn",
            "reverse": "the direction of play changes",
            "give": "its player gives cards to a player of their choice",
            "bridge": "it may go on some ranks whatever the suits",
            "passhand": "every hand passes to the player on the left",
            "swap": "its player swaps hands with a player of their choice",
            "rotate": "every hand moves one seat in the direction of play",
            "run": "the ace may take every card of its suit along",
            "quad": "four of them laid together win the hand",
            "call": "its player must call it",
        },
        "fr": {
            "attack": "le joueur suivant répond ou pioche",
            "force": "le joueur suivant pioche, sans réponse possible",
            "wild": "se pose sur tout et fait choisir la couleur",
            "wildsuit": "se pose sur tout et garde sa couleur",
            "again": "le même joueur rejoue",
            "skip": "le joueur suivant passe son tour",
            "reverse": "le sens du jeu change",
            "give": "son joueur donne des cartes au joueur de son choix",
            "bridge": "peut aller sur certaines valeurs, quelle que soit la couleur",
            "passhand": "chaque main passe au joueur de gauche",
            "swap": "son joueur échange sa main avec le joueur de son choix",
            "rotate": "chaque main avance d'une place dans le sens du jeu",
            "run": "l'as peut emmener toutes les cartes de sa couleur",
            "quad": "les quatre cartes posées ensemble gagnent la manche",
            "call": "son joueur doit l'annoncer",
        },
    },
    "pending": {
        "en": {"attack": "an attack", "force": "a draw", "give": "a gift", "complete": "a four"},
        "fr": {
            "attack": "une attaque",
            "force": "une pioche",
            "give": "un don",
            "complete": "un carré à compléter",
        },
    },
    "kind": {
        "en": {"out_of_turn": "out of turn", "illegal_play": "illegal play", "other": "other"},
        "fr": {
            "out_of_turn": "hors de son tour",
            "illegal_play": "coup interdit",
            "other": "autre",
        },
    },
    # the names people read: the game, each preset (its one-line description is the preset's)
    "game_line": {
        "fr": {"huit_americain": "On se débarrasse de ses cartes ; le 8 change la couleur."},
        "en": {"huit_americain": "Shed your cards on the pile; the 8 names the suit."},
    },
    "preset": {
        "fr": {
            "classique": "Classique",
            "originale": "Version originale",
            "minimale": "Version minimale",
            "monclar": "Variante de Monclar",
            "variante-1": "Variante 1",
            "variante-2": "Variante 2 « carte et maou »",
            "des-ulis": "Variante des Ulis",
            "variante-4": "Variante 4",
            "variante-5": "Variante 5",
            "variante-6": "Variante 6 (32 cartes)",
            "variante-7": "Variante 7 (32 cartes)",
            "courte-amicale": "Courte amicale (32 cartes)",
            "man-et-resta": "« Man et resta »",
            "crazy-eights": "Crazy eights",
        },
        "en": {
            "classique": "Classic",
            "originale": "Original version",
            "minimale": "Minimal version",
            "monclar": "Monclar variant",
            "variante-1": "Variant 1",
            "variante-2": "Variant 2, “carte and maou”",
            "des-ulis": "Les Ulis variant",
            "variante-4": "Variant 4",
            "variante-5": "Variant 5",
            "variante-6": "Variant 6 (32 cards)",
            "variante-7": "Variant 7 (32 cards)",
            "courte-amicale": "Short and friendly (32 cards)",
            "man-et-resta": "“Man et resta”",
            "crazy-eights": "Crazy eights",
        },
    },
}
