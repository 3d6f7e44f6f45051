"""The catalogue entries of Président (RULES.md §3): plays, leads, exchanges and refusals.

Data only; `replays.catalogue` renders them (see its docstring for the template fields).
The titles (Président … Trou) are French words at every table.
"""

from __future__ import annotations

MESSAGES = {
    "pres.points_are_titles": {
        "en": "a hand's points are the titles' points, one title each: {points:commas}",
        "fr": "les points d'une manche sont ceux des titres, un titre chacun : {points:commas}",
    },
    # -- plays in table words ------------------------------------------------------------
    "pres.combo.single": {"en": "{rank:a_rank}", "fr": "{rank:a_rank}"},
    "pres.combo.pair": {"en": "a pair {rank:of_ranks}", "fr": "une paire {rank:of_ranks}"},
    "pres.combo.set": {"en": "{n:@number} {rank:ranks}", "fr": "{n:@number} {rank:ranks}"},
    "pres.combo.sequence": {
        "en": "a sequence {ranks:run} of {suit:suit}",
        "fr": "une suite {ranks:run} à {suit:suit}",
    },
    "pres.kind.set": {"en": "{n:@set_kind}", "fr": "{n:@set_kind}"},
    "pres.kind.sequence": {"en": "a sequence of {n}", "fr": "une suite de {n:#card}"},
    # -- who leads (PRES-START-1, PRES-TRICK-2, PRES-OUT-1) ------------------------------
    "pres.view.queen_leads": {
        "en": "the holder of the queen of hearts leads: whoever lays the first cards",
        "fr": "celui qui a la dame de cœur entame : celui qui pose les premières cartes",
    },
    "pres.lead.start": {
        "en": "{who} leads the first trick of the hand",
        "fr": "{who} entame le premier pli de la manche",
    },
    "pres.lead.all_passed": {
        "en": "everyone passed on {by}'s play",
        "fr": "tout le monde a passé sur le coup {by:de}",
    },
    "pres.lead.closed": {
        "en": "{by} closed the trick with {play}{closer:@closer}",
        "fr": "{by} a fermé le pli avec {play}{closer:@closer}",
    },
    "pres.lead.after_out": {
        "en": "{why} and {by} is out: {who}, the next player still in, leads",
        "fr": "{why} et {by} n'a plus de cartes : {who}, le joueur suivant encore en jeu, entame",
    },
    "pres.lead.then": {
        "en": "{why}: {who} leads",
        "fr": "{why} : {who} entame",
    },
    "pres.lead.not_you": {
        "en": "{lead}, not {other}",
        "fr": "{lead}, pas {other}",
    },
    # -- the exchange (PRES-XCHG-1) --------------------------------------------------------
    "pres.owes.best": {
        "en": "{who} ({title:@title}) must give {n:@best} to {other} ({other_title:@title})",
        "fr": "{who} ({title:@title}) doit donner {n:@best} à {other} ({other_title:@title})",
    },
    "pres.owes.choice": {
        "en": "{who} ({title:@title}) must give {n:@choice} to {other} ({other_title:@title})",
        "fr": "{who} ({title:@title}) doit donner {n:@choice} à {other} ({other_title:@title})",
    },
    "pres.step.best": {
        "en": "{who} ({title:@title}) gives {n:@best} to {other} ({other_title:@title})",
        "fr": "{who} ({title:@title}) donne {n:@best} à {other} ({other_title:@title})",
    },
    "pres.step.choice": {
        "en": "{who} ({title:@title}) gives {n:@choice} to {other} ({other_title:@title})",
        "fr": "{who} ({title:@title}) donne {n:@choice} à {other} ({other_title:@title})",
    },
    "pres.no_exchange": {
        "en": "no exchange is owed now: cards are exchanged before the first play of hands 2"
        " and later, from the previous hand's titles",
        "fr": "aucun échange n'est dû maintenant : on échange avant le premier coup des manches"
        " 2 et suivantes, selon les titres de la manche précédente",
    },
    "pres.next_exchange": {
        "en": "the next exchange is: {step}",
        "fr": "le prochain échange : {step}",
    },
    "pres.exchange_count": {
        "en": "{step}: {n}, not {count}",
        "fr": "{step} : {n}, pas {count}",
    },
    "pres.exchange_named": {
        "en": "every card is known here: the exchanged cards are named, not counted",
        "fr": "toutes les cartes sont connues ici : les cartes échangées se nomment, on ne les"
        " compte pas",
    },
    "pres.does_not_hold": {
        "en": "{who} does not hold {cards:the|nor}",
        "fr": "{who} n'a pas {cards:the|nor} en main",
    },
    "pres.best_cards": {
        "en": "{step}: that is {cards}, not {stated:the}",
        "fr": "{step} : c'est-à-dire {cards}, pas {stated:the}",
    },
    "pres.exchange_first": {
        "en": "the exchange comes first: {step}",
        "fr": "l'échange d'abord : {step}",
    },
    # -- plays (PRES-TRICK-1, PRES-ORDER-1, PRES-REV-1, PRES-EIGHT-1) --------------------------
    "pres.at_least_one": {
        "en": "a play lays at least one card",
        "fr": "on pose au moins une carte",
    },
    "pres.joker_for_joker": {
        "en": "a joker stands for a card, not for another joker",
        "fr": "un joker remplace une carte, pas un autre joker",
    },
    "pres.too_many_of_a_rank": {
        "en": "{n:#card} of one rank is not a play: lay a single, a pair, a triple or four of a"
        " kind",
        "fr": "{n:#card} de même valeur ne se jouent pas : posez une carte, une paire, un brelan"
        " ou un carré",
    },
    "pres.jokers_alone": {
        "en": "jokers played alone stand for {rank:ranks}",
        "fr": "des jokers joués seuls valent des {rank:ranks}",
    },
    "pres.jokers_alone_revolution": {
        "en": "jokers played alone stand for {rank:ranks} during a revolution",
        "fr": "des jokers joués seuls valent des {rank:ranks} pendant une révolution",
    },
    "pres.no_sequences": {
        "en": "cards of different ranks are not a play here: lay a single, a pair, a triple or"
        " four of a kind of one rank (sequences are not played at this table)",
        "fr": "des cartes de valeurs différentes ne se jouent pas ici : posez une carte, une"
        " paire, un brelan ou un carré (cette table ne joue pas les suites)",
    },
    "pres.sequence_joker": {
        "en": "a joker in a sequence says which card it stands for",
        "fr": "un joker dans une suite dit quelle carte il remplace",
    },
    "pres.sequence_three": {
        "en": "cards of different ranks make no play unless they are a sequence: three or more"
        " consecutive cards of one suit",
        "fr": "des cartes de valeurs différentes ne se jouent qu'en suite : trois cartes ou plus"
        " qui se suivent dans une couleur",
    },
    "pres.sequence_suit": {
        "en": "a sequence is of one suit",
        "fr": "une suite est d'une seule couleur",
    },
    "pres.sequence_no_two": {
        "en": "sequences run from 3 to ace: a 2 cannot be part of one",
        "fr": "les suites vont du 3 à l'as : un 2 n'en fait pas partie",
    },
    "pres.sequence_consecutive": {
        "en": "a sequence is made of consecutive ranks, each once (3 4 5 … K A)",
        "fr": "une suite est faite de valeurs qui se suivent, chacune une fois (3 4 5 … R A)",
    },
    "pres.hand_over": {
        "en": "the hand is over: every player is placed",
        "fr": "la manche est finie : tous les joueurs sont classés",
    },
    "pres.out": {
        "en": "{who} is out of this hand (finished #{place})",
        "fr": "{who} n'a plus de cartes dans cette manche (arrivé n° {place})",
    },
    "pres.passed_for_good": {
        "en": "{who} passed in this trick and may not play in it again",
        "fr": "{who} a passé dans ce pli et ne peut plus y jouer",
    },
    "pres.not_your_turn": {
        "en": "it is {who}'s turn, not {other}'s",
        "fr": "c'est au tour {who:de}, pas {other:de}",
    },
    "pres.holds_count": {
        "en": "{who} holds {n:#card}, not {count}",
        "fr": "{who} a {n:#card}, pas {count}",
    },
    "pres.same_kind": {
        "en": "{play} {agree:~does|do} not go on {top}: it must follow with {kind}, or pass",
        "fr": "{play} ne {agree:~va|vont} pas sur {top} : il faut suivre avec {kind}, ou passer",
    },
    "pres.higher": {
        "en": "{play} {agree:~does|do} not go on {top}: it must follow with {kind}, equal or"
        " higher",
        "fr": "{play} ne {agree:~va|vont} pas sur {top} : il faut suivre avec {kind} de valeur"
        " égale ou supérieure",
    },
    "pres.lower_revolution": {
        "en": "{play} {agree:~does|do} not go on {top}: it must follow with {kind}, equal or"
        " lower (revolution: the order is reversed)",
        "fr": "{play} ne {agree:~va|vont} pas sur {top} : il faut suivre avec {kind} de valeur"
        " égale ou inférieure (révolution : l'ordre est inversé)",
    },
    "pres.leader_cannot_pass": {
        "en": "{who} leads this trick and cannot pass: lay a single, a pair, a triple or four"
        " of a kind",
        "fr": "{who} entame ce pli et ne peut pas passer : posez une carte, une paire, un"
        " brelan ou un carré",
    },
    # -- the deal and the hands shown (PRES-SETUP-1, PRES-START-1) ---------------------------
    "pres.cannot_be_in_hand": {
        "en": "{cards} cannot be in {who}'s hand: the deck has each card once, and it was"
        " already played this hand, is in a hand shown to the table or was given to another"
        " player in the exchange",
        "fr": "impossible d'avoir {cards} dans la main {who:de} : chaque carte est unique, et"
        " celle-ci a déjà été jouée, est dans une main montrée ou a été donnée à un autre"
        " joueur lors de l'échange",
    },
    "pres.no_such_field": {
        "en": "Président deals every card and turns none up: {field:@field} has no place here",
        "fr": "au président on distribue toutes les cartes sans en retourner : {field:@field}"
        " n'a pas lieu d'être",
    },
    "pres.whole_deck": {
        "en": "the deal must be the whole deck, each of its {n} cards once ({count} given)",
        "fr": "la donne doit être le jeu entier, ses {n} cartes une fois chacune ({count} données)",
    },
    "pres.open_needs_deck": {
        "en": "in open tracking the deal is logged: give the deck order or a seed",
        "fr": "avec les cartes connues, la donne est notée : donnez l'ordre du paquet ou une"
        " graine",
    },
    "pres.not_the_leader": {
        "en": "{other} does not lead this hand: {reason:@why_leads}, that is {who}",
        "fr": "ce n'est pas {other} qui entame cette manche : {reason:@why_leads},"
        " c'est-à-dire {who}",
    },
    "pres.shown_count": {
        "en": "{who} holds {n:#card} by the record, not {count}",
        "fr": "{who} a {n:#card} d'après le carnet, pas {count}",
    },
    "pres.not_their_cards": {
        "en": "these are not {who}'s cards: the record has {cards}",
        "fr": "ce ne sont pas les cartes {who:de} : le carnet note {cards}",
    },
}

TERMS = {
    "game_line": {
        "fr": {"president": "Des plis toujours plus forts ; les titres changent à chaque manche."},
        "en": {"president": "Tricks of equal or higher cards; titles pass from hand to hand."},
    },
    "preset": {
        "fr": {"standard": "Standard", "huit-ferme-le-pli": "Le 8 ferme le pli"},
        "en": {"standard": "Standard", "huit-ferme-le-pli": "The 8 closes the trick"},
    },
    "number": {
        "en": {"1": "one", "2": "two", "3": "three", "4": "four"},
        "fr": {"1": "un", "2": "deux", "3": "trois", "4": "quatre"},
    },
    "set_kind": {
        "en": {"1": "a single", "2": "a pair", "3": "a triple", "4": "four of a kind"},
        "fr": {"1": "une carte seule", "2": "une paire", "3": "un brelan", "4": "un carré"},
    },
    "closer": {
        "en": {"twos": "", "threes": " (3s close during a revolution)", "eights": " (8s close)"},
        "fr": {
            "twos": "",
            "threes": " (les 3 ferment pendant une révolution)",
            "eights": " (les 8 ferment)",
        },
    },
    "best": {
        "en": {"1": "their best card", "2": "their two best cards"},
        "fr": {"1": "sa meilleure carte", "2": "ses deux meilleures cartes"},
    },
    "choice": {
        "en": {"1": "one card of their choice", "2": "two cards of their choice"},
        "fr": {"1": "une carte de son choix", "2": "deux cartes de son choix"},
    },
    "title": {
        lang: {
            "president": "Président",
            "vice_president": "Vice-président",
            "neutre": "Neutre",
            "vice_trou": "Vice-trou",
            "trou": "Trou",
        }
        for lang in ("fr", "en")
    },
    "field": {
        "en": {"hand_size": "a hand size", "upcard": "an upcard"},
        "fr": {"hand_size": "un nombre de cartes", "upcard": "une carte retournée"},
    },
    "why_leads": {
        "en": {"trou": "the Trou leads", "queen": "the queen of hearts leads"},
        "fr": {"trou": "le Trou entame", "queen": "la dame de cœur entame"},
    },
}
