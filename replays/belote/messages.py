"""The catalogue entries of Belote (RULES.md "Belote"): its refusals and the words of its
values, French and English. Data only; `replays.catalogue` renders them."""

from __future__ import annotations

MESSAGES = {
    # -- the score sheet (BELOTE-SHEET-1, BELOTE-COUNT-*, BELOTE-ANN-*, BELOTE-DEAL-4) -----
    "belote.sheet.not_played": {
        "en": "this preset does not play {field:@sheet_field}: leave it out",
        "fr": "cette variante ne se joue pas avec {field:@sheet_field} : ne le notez pas",
    },
    "belote.sheet.say_trump": {
        "en": "say the trump the takers chose (spades, hearts, diamonds or clubs)",
        "fr": "dites l'atout choisi par les preneurs (pique, cœur, carreau ou trèfle)",
    },
    "belote.sheet.say_contract": {
        "en": "say the contract the takers bid: 80 to 160, or capot",
        "fr": "dites le contrat annoncé par les preneurs : de 80 à 160, ou capot",
    },
    "belote.sheet.thrown_in": {
        "en": "without takers the hand was thrown in: it scores 0 for each team and declares"
        " nothing else; name the takers to score it",
        "fr": "sans preneurs la donne est passée : elle vaut 0 pour chaque équipe et ne note"
        " rien d'autre ; nommez les preneurs pour la marquer",
    },
    "belote.sheet.sum": {
        "en": "the two teams' trick points make 162 with the dix de der, not {total}"
        " ({points:commas}): enter the points counted in the tricks, without belote or"
        " announcements",
        "fr": "les points des plis des deux équipes font 162 avec le dix de der, pas {total}"
        " ({points:commas}) : notez les points comptés dans les plis, sans belote ni annonces",
    },
    "belote.sheet.capot": {
        "en": "a capot team took every trick: enter 162 for it and 0 for the other team",
        "fr": "une équipe capot a fait tous les plis : notez-lui 162 et 0 à l'autre équipe",
    },
    "belote.sheet.announcements_pair": {
        "en": "name the team whose announcements score together with their points",
        "fr": "notez ensemble l'équipe dont les annonces comptent et leurs points",
    },
    "belote.sheet.announcements": {
        "en": "announcements are worth 20 points or more, in tens: not {n}",
        "fr": "les annonces valent 20 points ou plus, par dizaines : pas {n}",
    },
    # -- the deal (BELOTE-DECK-1, BELOTE-DEAL-*) ------------------------------------------
    "belote.deal.no_hand_size": {
        "en": "belote deals 8 cards to each player: no hand size is chosen",
        "fr": "à la belote chacun reçoit 8 cartes : on ne choisit pas le nombre de cartes",
    },
    "belote.deal.no_upcard": {
        "en": "in contrée every card is dealt and none is turned up",
        "fr": "à la contrée toutes les cartes sont distribuées et aucune n'est retournée",
    },
    "belote.deal.whole_deck": {
        "en": "the deck is the 32 cards from 7 to ace, each once",
        "fr": "le paquet compte les 32 cartes du 7 à l'as, chacune une fois",
    },
    "belote.deal.upcard_is": {
        "en": "with this deck the card turned up is {card}",
        "fr": "avec ce paquet la carte retournée est {card}",
    },
    "belote.deal.open_needs_deck": {
        "en": "with every card known, the deal gives the deck (or a seed)",
        "fr": "quand toutes les cartes sont connues, la donne indique le paquet (ou une graine)",
    },
    # -- the auction (BELOTE-BID-*, BELOTE-CONTREE-1…4) -----------------------------------
    "belote.bid.over": {
        "en": "the bidding is over: the cards are being played",
        "fr": "les enchères sont finies : on joue les cartes",
    },
    "belote.bid.turn": {
        "en": "it is {who}'s turn to speak, not {other}'s",
        "fr": "c'est à {who} de parler, pas à {other}",
    },
    "belote.bid.contree_bids": {
        "en": "in contrée one bids a value and a suit: nobody takes the card turned up",
        "fr": "à la contrée on annonce un contrat et une couleur : personne ne prend à la retourne",
    },
    "belote.bid.classique_takes": {
        "en": "in classic belote one takes or passes: there are no bids, contre or surcontre",
        "fr": "à la belote classique on prend ou on passe : ni contrat, ni contre, ni surcontre",
    },
    "belote.bid.first_round": {
        "en": "in the first round one takes at the suit turned up, {suit:suit}",
        "fr": "au premier tour on prend à la couleur de la retourne, {suit:suit}",
    },
    "belote.bid.second_round": {
        "en": "in the second round one takes at another suit than {suit:suit}",
        "fr": "au second tour on prend à une autre couleur que {suit:suit}",
    },
    "belote.bid.after_contre": {
        "en": "no bid after a contre: pass, or surcontre for the bidding team",
        "fr": "pas d'enchère après un contre : passez, ou surcontrez si vous êtes preneurs",
    },
    "belote.bid.higher": {
        "en": "a bid goes above the last one, {value}",
        "fr": "une enchère dépasse la précédente, {value}",
    },
    "belote.bid.nothing_to_double": {
        "en": "nobody has bid yet: there is nothing to contre",
        "fr": "personne n'a encore annoncé : il n'y a rien à contrer",
    },
    "belote.bid.already_doubled": {
        "en": "the bid is already contré",
        "fr": "le contrat est déjà contré",
    },
    "belote.bid.own_bid": {
        "en": "a team does not contre its own bid",
        "fr": "une équipe ne contre pas son propre contrat",
    },
    "belote.bid.no_contre": {
        "en": "a surcontre answers a contre, and there is none",
        "fr": "un surcontre répond à un contre, et il n'y en a pas",
    },
    "belote.bid.their_bid": {
        "en": "only the bidding team surcontres",
        "fr": "seule l'équipe qui a annoncé le contrat peut surcontrer",
    },
    # -- the play (BELOTE-PLAY-*, BELOTE-TRUMP-*) -----------------------------------------
    "belote.play.bidding": {
        "en": "the bidding is not over: no card is played yet",
        "fr": "les enchères ne sont pas finies : on ne joue pas encore de carte",
    },
    "belote.play.hand_over": {
        "en": "the eight tricks are played",
        "fr": "les huit plis sont joués",
    },
    "belote.play.turn": {
        "en": "it is {who}'s turn to play, not {other}'s",
        "fr": "c'est à {who} de jouer, pas à {other}",
    },
    "belote.play.one_card": {
        "en": "one card is played at a time",
        "fr": "on joue une carte à la fois",
    },
    "belote.play.card_only": {
        "en": "a card played names no suit and no target at belote",
        "fr": "à la belote une carte jouée ne nomme ni couleur ni cible",
    },
    "belote.play.not_held": {
        "en": "{who} does not hold {card}",
        "fr": "{who} n'a pas {card}",
    },
    "belote.play.already_played": {
        "en": "{card} has already been played this hand",
        "fr": "{card} a déjà été joué dans cette donne",
    },
    "belote.play.upcard_taken": {
        "en": "{card} was turned up and {who} took it",
        "fr": "{card} était la retourne et {who} l'a prise",
    },
    "belote.play.shown_void": {
        "en": "{who} showed earlier having no {suit:suit} left",
        "fr": "{who} a montré plus tôt ne plus avoir de {suit:suit}",
    },
    "belote.play.fournir": {
        "en": "{suit:suit} was led and {who} has some: {who} must follow with {cards:a|or}",
        "fr": "{suit:suit} est demandé et {who} en a : {who} doit fournir, {cards:a|or}",
    },
    "belote.play.couper": {
        "en": "an opponent is master and {who} has no {suit:suit}: {who} must trump, with"
        " {cards:a|or}",
        "fr": "un adversaire est maître et {who} n'a pas de {suit:suit} : {who} doit couper,"
        " avec {cards:a|or}",
    },
    "belote.play.surcouper": {
        "en": "an opponent trumped with {top}: {who} must overtrump, with {cards:a|or}",
        "fr": "un adversaire a coupé avec {top} : {who} doit surcouper, avec {cards:a|or}",
    },
    "belote.play.souscouper": {
        "en": "an opponent trumped with {top} and {who} cannot overtrump: {who} still plays a"
        " trump, {cards:a|or}",
        "fr": "un adversaire a coupé avec {top} et {who} ne peut pas surcouper : {who} doit"
        " quand même jouer atout, {cards:a|or}",
    },
    "belote.play.monter": {
        "en": "trumps were led: {who} must go above {top}, with {cards:a|or}, even over a partner",
        "fr": "atout demandé : {who} doit monter sur {top}, avec {cards:a|or}, même sur son"
        " partenaire",
    },
    "belote.play.trump": {
        "en": "trumps were led: {who} must play a trump, {cards:a|or}",
        "fr": "atout demandé : {who} doit jouer atout, {cards:a|or}",
    },
    "belote.play.shown_by": {
        "en": "{who} showed {card} in an announcement: it is in {who}'s hand",
        "fr": "{who} a montré {card} dans une annonce : elle est dans son jeu",
    },
    # -- announcements (BELOTE-ANN-1…3) ---------------------------------------------------
    "belote.ann.not_played": {
        "en": "this preset plays no announcements",
        "fr": "cette variante se joue sans annonces",
    },
    "belote.ann.calls": {
        "en": "{call} is no announcement: {calls:@announcement|or}",
        "fr": "{call} n'est pas une annonce : on annonce {calls:@announcement|or}",
    },
    "belote.ann.first_card": {
        "en": "{who} announces at {who}'s first card: in the first trick, at {who}'s turn,"
        " before playing it",
        "fr": "{who} annonce à sa première carte : au premier pli, à son tour, avant de la jouer",
    },
    "belote.ann.two_at_most": {
        "en": "{who} already made two announcements: eight cards hold no more",
        "fr": "{who} a déjà fait deux annonces : huit cartes n'en tiennent pas plus",
    },
    "belote.ann.not_held": {
        "en": "{who} holds no {call:@announcement}",
        "fr": "{who} n'a pas de {call:@announcement}",
    },
    "belote.ann.one_each": {
        "en": "a card serves in one announcement only: {who}'s cards do not make"
        " {calls:@announcement} apart",
        "fr": "une carte ne sert qu'à une annonce : le jeu {who:de} ne permet pas d'annoncer"
        " {calls:@announcement} séparément",
    },
    "belote.ann.second_trick": {
        "en": "announcements are shown at the second trick, while it is played",
        "fr": "les annonces se montrent au deuxième pli, pendant qu'il se joue",
    },
    "belote.ann.no_call": {
        "en": "{cards} make no announcement: three cards or more in sequence in a suit, or"
        " four jacks, nines, aces, tens, kings or queens",
        "fr": "{cards} ne font pas d'annonce : trois cartes ou plus qui se suivent dans une"
        " couleur, ou quatre valets, 9, as, 10, rois ou dames",
    },
    "belote.ann.not_announced": {
        "en": "{who} did not announce {call:@announcement} at the first trick, or showed it"
        " already",
        "fr": "{who} n'a pas annoncé de {call:@announcement} au premier pli, ou l'a déjà montré",
    },
    "belote.ann.card_used": {
        "en": "a card serves in one announcement only: {cards} {n:~has|have} served already",
        "fr": "une carte ne sert qu'à une annonce : {cards} {n:~a|ont} déjà servi",
    },
    "belote.ann.cards_not_held": {
        "en": "{who} was not dealt {cards}",
        "fr": "{who} n'a pas reçu {cards}",
    },
    # -- belote-rebelote (BELOTE-BELOTE-1) ------------------------------------------------
    "belote.said.with_the_card": {
        "en": "belote and rebelote are said by {who} as {who} plays the king or queen of trump",
        "fr": "{who} dit belote ou rebelote en jouant le roi ou la dame d'atout",
    },
    "belote.said.call": {
        "en": "with this card the word is {call}",
        "fr": "avec cette carte on dit {call}",
    },
    "belote.said.both": {
        "en": "belote is said by the player who holds both {cards}",
        "fr": "la belote se dit quand on a {cards}",
    },
}

TERMS = {
    "game_line": {
        "fr": {"belote": "Deux équipes, un atout : on prend, on fait ou on est dedans."},
        "en": {"belote": "Two teams, a trump: take it, make it, or go down."},
    },
    "preset": {
        "fr": {
            "classique": "Classique",
            "classique-annonces": "Classique avec annonces",
            "contree": "Contrée",
        },
        "en": {
            "classique": "Classic",
            "classique-annonces": "Classic with announcements",
            "contree": "Contrée",
        },
    },
    "announcement": {
        "fr": {
            "tierce": "tierce",
            "cinquante": "cinquante",
            "cent": "cent",
            "carre": "carré",
        },
        "en": {
            "tierce": "tierce (three in sequence)",
            "cinquante": "cinquante (four in sequence)",
            "cent": "cent (five in sequence)",
            "carre": "carré (four of a rank)",
        },
    },
    "sheet_field": {
        "fr": {
            "contract": "un contrat",
            "doubled": "un contre",
            "announcer": "des annonces",
            "announcements": "des annonces",
        },
        "en": {
            "contract": "a contract",
            "doubled": "a double",
            "announcer": "announcements",
            "announcements": "announcements",
        },
    },
}
