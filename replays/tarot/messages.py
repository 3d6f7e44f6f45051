"""The catalogue entries of Tarot (RULES.md, section Tarot): its refusals and words, French
and English. Data only; `replays.catalogue` renders them. The names of the contracts and
primes (garde, poignée, chelem, petit au bout) are French at every table."""

from __future__ import annotations

MESSAGES = {
    # -- the score sheet (TAROT-SHEET-*, TAROT-COUNT-*, TAROT-CALL-*) ---------------------
    "tarot.sheet.sum_not_zero": {
        "en": "a Tarot hand always sums to zero: these points sum to {total}",
        "fr": "une donne de Tarot fait toujours zéro au total : ces points font {total}",
    },
    "tarot.sheet.incomplete": {
        "en": "a declared hand needs the taker, the contract, the bouts and the points:"
        " {field:@tarot_field} is missing",
        "fr": "une donne déclarée demande le preneur, le contrat, les bouts et les points :"
        " il manque {field:@tarot_field}",
    },
    "tarot.sheet.points_differ": {
        "en": "by the rules this hand scores {points:commas}, not {was:commas}",
        "fr": "selon la règle cette donne vaut {points:commas}, pas {was:commas}",
    },
    "tarot.sheet.call_at_five": {
        "en": "a partner and a called card exist only at five players: leave them out",
        "fr": "un partenaire et une carte appelée n'existent qu'à cinq joueurs : n'en indiquez pas",
    },
    "tarot.sheet.partner_is_taker": {
        "en": "{who} called a card of their own and plays alone: name no partner",
        "fr": "{who} s'est appelé et joue seul : n'indiquez pas de partenaire",
    },
    "tarot.sheet.no_half_at_four": {
        "en": "at four players the count is always whole: no half point",
        "fr": "à quatre joueurs le compte tombe toujours juste : pas de demi-point",
    },
    "tarot.sheet.points_out_of_reach": {
        "en": "{made} points with {bouts} bouts cannot be: with its bouts the taker's camp"
        " has from {low} to {high}",
        "fr": "{made} points avec {bouts} bouts, c'est impossible : avec ses bouts le camp du"
        " preneur a de {low} à {high} points",
    },
    "tarot.sheet.poignees_too_many": {
        "en": "these poignées show {n} trumps, and the pack holds only 21 and the Excuse",
        "fr": "ces poignées montrent {n} atouts, or le jeu n'a que 21 atouts et l'Excuse",
    },
    "tarot.sheet.chelem_lost": {
        "en": "the taker's camp made the chelem, so it has won its contract: it needed {need}",
        "fr": "le camp du preneur a fait le chelem, il a donc fait son contrat : il lui fallait"
        " {need}",
    },
    "tarot.sheet.chelem_defense_won": {
        "en": "the defence made the chelem, so the contract failed",
        "fr": "la défense a fait le chelem, le contrat est donc chuté",
    },
    # -- the deal (TAROT-DECK-1, TAROT-DEAL-1) ----------------------------------------------
    "tarot.deal.no_hand_size": {
        "en": "at Tarot the rule sets the cards dealt: no hand size is chosen",
        "fr": "au Tarot la règle fixe les cartes distribuées : on ne choisit pas leur nombre",
    },
    "tarot.deal.no_upcard": {
        "en": "at Tarot no card is turned up: the chien stays face down",
        "fr": "au Tarot on ne retourne aucune carte : le chien reste face cachée",
    },
    "tarot.deal.no_first_player": {
        "en": "the player after the dealer speaks and leads first: name the dealer instead",
        "fr": "le joueur après le donneur parle et entame le premier : indiquez plutôt le donneur",
    },
    "tarot.deal.whole_deck": {
        "en": "the deck is the 78 Tarot cards, each once: four suits of 14, 21 trumps and"
        " the Excuse",
        "fr": "le paquet compte les 78 cartes du Tarot, chacune une fois : quatre couleurs de 14,"
        " 21 atouts et l'excuse",
    },
    "tarot.deal.open_needs_deck": {
        "en": "with every card known, the deal gives the deck (or a seed)",
        "fr": "quand toutes les cartes sont connues, la donne indique le paquet (ou une graine)",
    },
    # -- the auction and the call (TAROT-BID-*, TAROT-CALL-1) ------------------------------
    "tarot.bid.over": {
        "en": "the bidding is over: each player speaks once",
        "fr": "les enchères sont finies : chacun ne parle qu'une fois",
    },
    "tarot.bid.turn": {
        "en": "it is {who}'s turn to speak, not {other}'s",
        "fr": "c'est à {who} de parler, pas à {other}",
    },
    "tarot.bid.higher": {
        "en": "a bid must be above {contract:@tarot_contract}: say a higher contract or pass",
        "fr": "il faut annoncer plus fort que {contract:@tarot_contract} : un contrat au-dessus,"
        " ou passer",
    },
    "tarot.call.at_five": {
        "en": "a card is called only at five players",
        "fr": "on n'appelle une carte qu'à cinq joueurs",
    },
    "tarot.call.not_now": {
        "en": "the card is called once the bidding is over, before the chien is seen",
        "fr": "on appelle la carte à la fin des enchères, avant de voir le chien",
    },
    "tarot.call.taker": {
        "en": "the taker, {who}, calls the card",
        "fr": "c'est le preneur, {who}, qui appelle la carte",
    },
    "tarot.call.king": {
        "en": "the taker calls a king, not {card}",
        "fr": "le preneur appelle un roi, pas {card}",
    },
    "tarot.call.rank": {
        "en": "with the cards above it the taker calls {ranks:@tarot_rank|or}, not {card}",
        "fr": "avec les cartes au-dessus le preneur appelle {ranks:@tarot_rank|or}, pas {card}",
    },
    # -- the écart (TAROT-CHIEN-1) ----------------------------------------------------------
    "tarot.ecart.not_now": {
        "en": "the écart is laid by the taker after a prise or a garde, before the first card",
        "fr": "l'écart se fait par le preneur après une prise ou une garde, avant la première"
        " carte",
    },
    "tarot.ecart.taker": {
        "en": "the taker, {who}, lays the écart",
        "fr": "c'est le preneur, {who}, qui fait l'écart",
    },
    "tarot.ecart.cards": {
        "en": "with every card known, the écart names its {n} cards",
        "fr": "quand toutes les cartes sont connues, l'écart nomme ses {n} cartes",
    },
    "tarot.ecart.count": {
        "en": "the écart is {n} different cards, as many as the chien",
        "fr": "l'écart compte {n} cartes différentes, autant que le chien",
    },
    "tarot.ecart.barred": {
        "en": "no king and no bout goes to the écart: not {cards}",
        "fr": "ni roi ni bout ne va à l'écart : pas {cards}",
    },
    "tarot.ecart.not_held": {
        "en": "{who} does not hold {cards}",
        "fr": "{who} n'a pas {cards}",
    },
    "tarot.ecart.trumps": {
        "en": "a trump goes to the écart only when nothing else can: {cards} must stay,"
        " lay other cards",
        "fr": "un atout ne va à l'écart que si rien d'autre ne le peut : {cards} doivent"
        " rester, écartez d'autres cartes",
    },
    # -- poignée and chelem (TAROT-POIGNEE-1, TAROT-CHELEM-1) -------------------------------
    "tarot.poignee.not_now": {
        "en": "a poignée is shown once the play has begun, before one's first card",
        "fr": "une poignée se montre une fois le jeu commencé, avant sa première carte",
    },
    "tarot.poignee.after_first": {
        "en": "{who} has played a card already: a poignée is shown before one's first card",
        "fr": "{who} a déjà joué : une poignée se montre avant sa première carte",
    },
    "tarot.poignee.once": {
        "en": "{who} has shown a poignée already",
        "fr": "{who} a déjà montré une poignée",
    },
    "tarot.poignee.size": {
        "en": "a poignée at this table shows {simple}, {double} or {triple} trumps, not {n}",
        "fr": "à cette table une poignée montre {simple}, {double} ou {triple} atouts, pas {n}",
    },
    "tarot.poignee.trumps_only": {
        "en": "a poignée shows trumps (and the Excuse), not {cards}",
        "fr": "une poignée montre des atouts (et l'excuse), pas {cards}",
    },
    "tarot.poignee.twice": {
        "en": "a poignée shows each trump once",
        "fr": "une poignée montre chaque atout une seule fois",
    },
    "tarot.poignee.not_held": {
        "en": "{who} does not hold {cards}",
        "fr": "{who} n'a pas {cards}",
    },
    "tarot.poignee.excuse": {
        "en": "the Excuse stands in only for a trump one lacks: show {cards} first",
        "fr": "l'excuse ne remplace qu'un atout qui manque : montrez d'abord {cards}",
    },
    "tarot.chelem.not_now": {
        "en": "a chelem is announced once the écart is laid, before the first card",
        "fr": "un chelem s'annonce une fois l'écart fait, avant la première carte",
    },
    "tarot.chelem.taker": {
        "en": "the taker, {who}, announces the chelem",
        "fr": "c'est le preneur, {who}, qui annonce le chelem",
    },
    "tarot.chelem.before_first": {
        "en": "a chelem is announced before the first card is played",
        "fr": "un chelem s'annonce avant que la première carte soit jouée",
    },
    "tarot.chelem.once": {
        "en": "{who} has announced the chelem already",
        "fr": "{who} a déjà annoncé le chelem",
    },
    # -- the play (TAROT-PLAY-1, TAROT-EXCUSE-1) -------------------------------------------
    "tarot.play.not_now": {
        "en": "the cards are played after the bidding, the call and the écart",
        "fr": "on joue les cartes après les enchères, l'appel et l'écart",
    },
    "tarot.play.turn": {
        "en": "it is {who}'s turn to play, not {other}'s",
        "fr": "c'est à {who} de jouer, pas à {other}",
    },
    "tarot.play.one_card": {
        "en": "each player plays one card at a time",
        "fr": "chacun joue une carte à la fois",
    },
    "tarot.play.card_only": {
        "en": "a card played names no suit and no player: only the card",
        "fr": "une carte jouée ne nomme ni couleur ni joueur : seulement la carte",
    },
    "tarot.play.not_held": {
        "en": "{who} does not hold {card}",
        "fr": "{who} n'a pas {card}",
    },
    "tarot.play.fournir": {
        "en": "{suit:suit} was led: {who} must follow suit, with {cards:the|or}",
        "fr": "{suit:suit} est demandé : {who} doit fournir, avec {cards:the|or}",
    },
    "tarot.play.couper": {
        "en": "{who} has no {suit:suit}: {who} must trump, with {cards:the|or}",
        "fr": "{who} n'a plus de {suit:suit} : il faut couper, avec {cards:the|or}",
    },
    "tarot.play.monter": {
        "en": "{who} must play above {top}, even over a partner: {cards:the|or}",
        "fr": "{who} doit monter sur {top}, même sur son partenaire : {cards:the|or}",
    },
    "tarot.play.trump": {
        "en": "{who} cannot beat {top} but must still play a trump: {cards:the|or}",
        "fr": "{who} ne peut pas monter sur {top} mais doit jouer atout : {cards:the|or}",
    },
    "tarot.play.already_played": {
        "en": "{card} has been played already",
        "fr": "{card} a déjà été joué",
    },
    "tarot.play.shown_void": {
        "en": "{who} showed earlier having no {suit:suit} left",
        "fr": "{who} a montré plus tôt ne plus avoir de {suit:suit}",
    },
    # -- explain's steps --------------------------------------------------------------------
    "tarot.step.declared": {
        "en": "{who} took; the hand as declared scores {points:commas}",
        "fr": "{who} a pris ; la donne déclarée vaut {points:commas}",
    },
}

TERMS = {
    "game_line": {
        "fr": {"tarot": "Un preneur contre la défense ; le règlement de la FFT, de 3 à 5."},
        "en": {"tarot": "A taker against the defence; the FFT's rules, 3 to 5 players."},
    },
    "preset": {
        "fr": {"fft": "Règlement FFT"},
        "en": {"fft": "FFT rules"},
    },
    "tarot_contract": {
        "fr": {
            "prise": "prise",
            "garde": "garde",
            "garde_sans": "garde sans",
            "garde_contre": "garde contre",
        },
        "en": {
            "prise": "prise",
            "garde": "garde",
            "garde_sans": "garde sans",
            "garde_contre": "garde contre",
        },
    },
    "tarot_rank": {
        "fr": {"K": "un roi", "Q": "une dame", "C": "un cavalier", "J": "un valet"},
        "en": {"K": "a king", "Q": "a queen", "C": "a cavalier", "J": "a jack"},
    },
    "tarot_poignee": {
        "fr": {"simple": "simple", "double": "double", "triple": "triple"},
        "en": {"simple": "single", "double": "double", "triple": "triple"},
    },
    "tarot_field": {
        "fr": {
            "taker": "le preneur",
            "contract": "le contrat",
            "bouts": "les bouts",
            "made": "les points",
            "partner": "le partenaire",
            "called": "la carte appelée",
        },
        "en": {
            "taker": "the taker",
            "contract": "the contract",
            "bouts": "the bouts",
            "made": "the points",
            "partner": "the partner",
            "called": "the card called",
        },
    },  # fmt: skip
}
