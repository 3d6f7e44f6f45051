"""The catalogue entries of Rami (RULES.md §2): its refusals, French and English.

Data only; `replays.catalogue` renders them (see its docstring for the template fields).
The names of the melds (brelan, carré, séquence) are French at every table.
"""

from __future__ import annotations

MESSAGES = {
    # -- the turn (RAMI-TURN-*, RAMI-STOCK-1) ----------------------------------------------
    "rami.hand_over": {
        "en": "hand {hand} is over: {who} went out",
        "fr": "la manche {hand} est finie : {who} a fini",
    },
    "rami.not_your_turn": {
        "en": "it is {who}'s turn, not {other}'s",
        "fr": "c'est au tour {who:de}, pas {other:de}",
    },
    "rami.already_taken": {
        "en": "{who} has already taken a card this turn: lay melds, add to them or discard",
        "fr": "{who} a déjà pris une carte ce tour-ci : il reste à poser, ajouter ou défausser",
    },
    "rami.take_first": {
        "en": "{who} takes a card first, from the stock or the discard pile",
        "fr": "{who} prend d'abord une carte, dans la pioche ou sur la défausse",
    },
    "rami.pile_empty": {
        "en": "the discard pile is empty: take from the stock",
        "fr": "la défausse est vide : prenez dans la pioche",
    },
    "rami.pile_top_is": {
        "en": "the top of the discard pile is {card}, not {stated:the}",
        "fr": "le dessus de la défausse est {card}, pas {stated:the}",
    },
    "rami.both_empty": {
        "en": "the stock and the discard pile are both empty",
        "fr": "la pioche et la défausse sont vides toutes les deux",
    },
    "rami.turned_over": {
        "en": "the stock is empty: the discard pile is turned over unshuffled, so its first card,"
        " {card}, is now on top, not {stated:the}",
        "fr": "la pioche est vide : la défausse est retournée sans être mélangée, donc sa"
        " première carte, {card}, est maintenant dessus, pas {stated:the}",
    },
    "rami.upcard_cannot_be": {
        "en": "the upcard was not logged, but it cannot be {card}: the pack holds"
        " {copies:#copy}, {where:@where}",
        "fr": "la carte retournée n'a pas été notée, mais ce ne peut pas être {card} : le jeu en"
        " compte {copies:#copy}, {where:@where}",
    },
    "rami.stock_unknown": {
        "en": "in table tracking a card taken from the stock stays unknown until it is played"
        " or shown: log the take without its card",
        "fr": "à la table, une carte prise dans la pioche reste inconnue jusqu'à ce qu'elle soit"
        " jouée ou montrée : notez la prise sans la carte",
    },
    "rami.stock_top_is": {
        "en": "the stock's top card is {card}, not {stated:the}",
        "fr": "la carte du dessus de la pioche est {card}, pas {stated:the}",
    },
    "rami.first_turn": {
        "en": "this is {who}'s first turn: melds are laid and added to from the second turn on",
        "fr": "c'est le premier tour {who:de} : on pose et on ajoute à partir du deuxième tour",
    },
    "rami.opening_short": {
        "en": "the opening needs {need:#point}: the melds laid make {made}",
        "fr": "l'ouverture demande {need:#point} : les combinaisons posées en font {made}",
    },
    "rami.does_not_hold": {
        "en": "{who} does not hold {cards:the|nor}",
        "fr": "{who} n'a pas {cards:the|nor} en main",
    },
    "rami.holds_count": {
        "en": "{who} holds {n:#card}: not {cards}",
        "fr": "{who} a {n:#card} : pas {cards}",
    },
    "rami.holds_count_known": {
        "en": "{who} holds {n:#card} ({known} and {unseen} unseen): not {cards}",
        "fr": "{who} a {n:#card} ({known} et {unseen} {unseen:~inconnue|inconnues}) : pas {cards}",
    },
    "rami.pack_holds": {
        "en": "the pack holds {copies:#copy} of {card}: {where:@where}",
        "fr": "le jeu compte {copies:#copy} {card:of} : {where:@where}",
    },
    "rami.stranded": {
        "en": "{who} would keep only {card}, just taken from the discard pile, which may not be"
        " discarded this turn and fits no meld on the table",
        "fr": "il ne resterait à {who} que {card}, la carte tout juste prise sur la défausse,"
        " qu'on ne peut pas défausser ce tour-ci et qui ne va sur aucune combinaison de la table",
    },
    "rami.not_opened": {
        "en": "{who} has not opened yet: cards are added to melds once the player has laid"
        " {need:#point}",
        "fr": "{who} n'a pas encore ouvert : on ajoute aux combinaisons après avoir posé"
        " {need:#point}",
    },
    "rami.no_such_meld": {
        "en": "there is no meld {meld} on the table (melds 1 to {n})",
        "fr": "il n'y a pas de combinaison {meld} sur la table (combinaisons 1 à {n})",
    },
    "rami.no_meld_yet": {
        "en": "there is no meld {meld} on the table: nobody has laid one yet",
        "fr": "il n'y a pas de combinaison {meld} sur la table : personne n'en a encore posé",
    },
    "rami.cannot_add": {
        "en": "{cards} cannot be added to meld {meld} ({melded}): {why}",
        "fr": "impossible d'ajouter {cards} à la combinaison {meld} ({melded}) : {why}",
    },
    "rami.meld_stays": {
        "en": "meld {meld} is {kind:@meld}: it stays one",
        "fr": "la combinaison {meld} est {kind:@meld} : elle le reste",
    },
    "rami.swap_not_opened": {
        "en": "{who} has not opened yet: taking a joker from the table adds a card to a meld,"
        " allowed once the player has laid {need:#point}",
        "fr": "{who} n'a pas encore ouvert : prendre un joker sur la table, c'est ajouter une"
        " carte à une combinaison, permis après avoir posé {need:#point}",
    },
    "rami.no_joker_swap": {
        "en": "jokers are not swapped at this table",
        "fr": "cette table n'échange pas les jokers",
    },
    "rami.swap_one_card": {
        "en": "a swap gives one card: the card the joker stands for",
        "fr": "un échange donne une carte : celle que le joker remplace",
    },
    "rami.no_joker_for": {
        "en": "no joker of meld {meld} ({melded}) stands for {card}",
        "fr": "aucun joker de la combinaison {meld} ({melded}) ne remplace {card}",
    },
    "rami.taken_not_discarded": {
        "en": "{who} took {card} from the discard pile this turn: it may not be discarded before"
        " the next turn",
        "fr": "{who} a pris {card} sur la défausse ce tour-ci : cette carte ne se défausse pas"
        " avant le tour suivant",
    },
    "rami.one_winner": {
        "en": "a hand has one winner, entered with 0 points; {names} are at 0",
        "fr": "une manche a un seul gagnant, noté à 0 point ; {names} sont à 0",
    },
    "rami.nobody_at_zero": {
        "en": "nobody is entered with 0: the winner, who went out, scores 0",
        "fr": "personne n'est noté à 0 : le gagnant, qui a fini, marque 0",
    },
    "rami.reveal_second_winner": {
        "en": "{winner} already went out (no cards left): a hand has one winner, so {who} "
        "still holds cards",
        "fr": "{winner} a déjà fini (plus aucune carte) : une manche n'a qu'un gagnant, "
        "{who} a donc encore des cartes",
    },
    "rami.reveal_no_winner": {
        "en": "nobody went out: the hand ends when a player has no cards left, so {who}, "
        "shown last, cannot hold cards as well",
        "fr": "personne n'a fini : la manche se termine quand un joueur n'a plus de carte, "
        "{who}, montré en dernier, ne peut donc pas en avoir aussi",
    },
    "rami.rami_by_winner": {
        "en": "the rami is made by the winner, {who} (at 0), not {other}",
        "fr": "le rami est celui du gagnant, {who} (à 0), pas {other}",
    },
    # -- melds (RAMI-MELD-1, RAMI-MELD-2) -----------------------------------------------------
    "rami.joker_unsaid": {
        "en": "in {cards}, {why}",
        "fr": "dans {cards}, {why}",
    },
    "rami.not_as_stated": {
        "en": "{cards} make no meld as stated: {why}",
        "fr": "{cards} ne forment pas une combinaison comme indiqué : {why}",
    },
    "rami.not_a_meld": {
        "en": "{cards} make no meld: {why}",
        "fr": "{cards} ne forment pas une combinaison : {why}",
    },
    "rami.joker_no_meld": {
        "en": "a joker says which card it stands for, and these cards make no meld",
        "fr": "un joker dit quelle carte il remplace, et ces cartes ne forment aucune combinaison",
    },
    "rami.joker_could_be": {
        "en": "a joker says which card it stands for: here {choices:or}",
        "fr": "un joker dit quelle carte il remplace : ici {choices:or}",
    },
    "rami.three_cards": {
        "en": "a meld has at least three cards",
        "fr": "une combinaison a au moins trois cartes",
    },
    "rami.carre_four": {
        "en": "a carré has four cards at most",
        "fr": "un carré a quatre cartes au plus",
    },
    "rami.set_suits": {
        "en": "with one deck the cards of a brelan or carré have different suits",
        "fr": "avec un seul jeu, les cartes d'un brelan ou d'un carré sont de couleurs différentes",
    },
    "rami.set_or_run": {
        "en": "a brelan or carré is one rank, a séquence is one suit in a row",
        "fr": "un brelan ou un carré est d'une seule valeur, une séquence d'une seule couleur"
        " qui se suit",
    },
    "rami.run_ace_high": {
        "en": "a séquence follows A 2 3 … 10 J Q K A without a gap, and does not turn the corner",
        "fr": "une séquence suit A 2 3 … 10 V D R A sans trou, et ne tourne pas",
    },
    "rami.run_ace_low": {
        "en": "a séquence follows A 2 3 … 10 J Q K without a gap (the ace is low only)",
        "fr": "une séquence suit A 2 3 … 10 V D R sans trou (l'as est seulement en bas)",
    },
    # -- dealing (CORE-DEAL-1, RAMI-SETUP-*) ---------------------------------------------------
    "rami.option_range": {
        "en": "option {option} is {low} to {high}, not {n}",
        "fr": "l'option {option} va de {low} à {high}, pas {n}",
    },
    "rami.deal_too_big": {
        "en": "{players:#player} of {size:#card} and the upcard need {need:#card}: the pack has"
        " {total}",
        "fr": "{players:#player} à {size:#card} et la carte retournée demandent {need:#card} :"
        " le jeu en a {total}",
    },
    "rami.first_player": {
        "en": "the player left of the dealer ({dealer}) plays first: {who}, not {other}",
        "fr": "c'est le joueur à gauche du donneur ({dealer}) qui commence : {who}, pas {other}",
    },
    "rami.table_no_deck": {
        "en": "in table tracking the cards are dealt at the table: log the upcard, not a deck"
        " order",
        "fr": "à la table, les cartes sont distribuées à la main : notez la carte retournée,"
        " pas l'ordre du paquet",
    },
    "rami.open_needs_deck": {
        "en": "open tracking needs the deck order (or a seed the server expands)",
        "fr": "le suivi à cartes connues demande l'ordre du paquet (ou une graine)",
    },
    "rami.deck_whole_pack": {
        "en": "the deck order is the whole pack of {n} cards, each once: missing {missing};"
        " not in the pack {extra}",
        "fr": "l'ordre du paquet est le jeu entier de {n} cartes, chacune une fois : il manque"
        " {missing} ; hors du jeu : {extra}",
    },
    "rami.deck_missing": {
        "en": "the deck order is the whole pack of {n} cards, each once: missing {missing}",
        "fr": "l'ordre du paquet est le jeu entier de {n} cartes, chacune une fois : il manque"
        " {missing}",
    },
    "rami.deck_extra": {
        "en": "the deck order is the whole pack of {n} cards, each once: not in the pack {extra}",
        "fr": "l'ordre du paquet est le jeu entier de {n} cartes, chacune une fois : hors du"
        " jeu : {extra}",
    },
    "rami.upcard_is": {
        "en": "dealt in this order, the upcard is {card}, not {stated:the}",
        "fr": "distribuée dans cet ordre, la carte retournée est {card}, pas {stated:the}",
    },
    # -- the end of a hand (RAMI-END-1, RAMI-SCORE-1) ------------------------------------------
    "rami.show_when_out": {
        "en": "cards are shown for scoring once a player has gone out; the hand goes on",
        "fr": "on montre ses cartes pour le décompte une fois qu'un joueur est sorti ; la manche"
        " continue",
    },
    "rami.already_shown": {
        "en": "{who}'s cards are already shown",
        "fr": "les cartes {who:de} sont déjà montrées",
    },
    "rami.shown_count": {
        "en": "the log says {who} holds {n:#card}, not {count}",
        "fr": "d'après le carnet, {who} a {n:#card}, pas {count}",
    },
    "rami.show_taken": {
        "en": "{who} took {cards} in view of the table: show it among the cards",
        "fr": "{who} a pris {cards} sous les yeux de la table : à montrer parmi ses cartes",
    },
    "rami.every_copy_seen": {
        "en": "every {card:bare} of the pack is already on the table or in another hand",
        "fr": "tous les exemplaires {card:of} sont déjà sur la table ou dans une autre main",
    },
}

TERMS = {
    "source": {
        "en": {"stock": "the stock", "discard": "the discard pile"},
        "fr": {"stock": "dans la pioche", "discard": "sur la défausse"},
    },
    "game_line": {
        "fr": {"rami": "Brelans, carrés et séquences ; on ouvre à 51 points."},
        "en": {"rami": "Sets and runs on the table; the opening needs 51 points."},
    },
    "preset": {
        "fr": {"rami-51": "Rami à 51", "rami-51-bonus": "Rami à 51 avec prime"},
        "en": {"rami-51": "Rami 51", "rami-51-bonus": "Rami 51 with a bonus"},
    },
    "meld": {  # with its article: "une séquence" (RULES.md's French names, said in English too)
        "en": {
            "brelan": "a set of three (brelan)",
            "carré": "a set of four (carré)",
            "séquence": "a run (séquence)",
        },
        "fr": {"brelan": "un brelan", "carré": "un carré", "séquence": "une séquence"},
    },  # fmt: skip
    "where": {
        "en": {"seen": "already on the table or known in a hand", "none": "none at all"},
        "fr": {"seen": "déjà sur la table ou dans une main connue", "none": "aucun"},
    },
}
