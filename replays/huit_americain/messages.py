"""The catalogue entries of Huit américain (RULES.md §1): its refusals, French and English.

Data only; `replays.catalogue` renders them (see its docstring for the template fields).
"""

from __future__ import annotations

MESSAGES = {
    # -- whose turn, what is pending (H8-TURN-1, H8-POW-*) ---------------------------------
    "h8.hand_over": {
        "en": "the hand is over: show the cards left in each hand",
        "fr": "la manche est finie : montrez les cartes qui restent dans chaque main",
    },
    "h8.not_your_turn": {
        "en": "it is {who}'s turn, not {other}'s",
        "fr": "c'est au tour {who:de}, pas {other:de}",
    },
    "h8.pending.give": {
        "en": "{who} must first give {n:#card} to a player of their choice",
        "fr": "{who} doit d'abord donner {n:#card} au joueur de son choix",
    },
    "h8.pending.complete": {
        "en": "{who} must lay the fourth {rank:rank} or draw {n:#card}",
        "fr": "{who} doit compléter avec {rank:a_rank} ou piocher {n:#card}",
    },
    "h8.pending.force": {
        "en": "{who} must draw {n:#card} for {top}",
        "fr": "{who} doit piocher {n:#card} à cause {top:of}",
    },
    "h8.pending.attack": {
        "en": "{who} must answer {top}: play {answers:a_ranks|or}, or draw {n:#card}",
        "fr": "{who} doit répondre {top:to} : jouer {answers:a_ranks|or}, ou piocher {n:#card}",
    },
    "h8.pending.attack_draw": {
        "en": "{who} must answer {top}: draw {n:#card}",
        "fr": "{who} doit répondre {top:to} : piocher {n:#card}",
    },
    # -- card_played (H8-PLAY-*, powers laying several cards) ------------------------------
    "h8.drew_no_play": {
        "en": "{who} drew, which ended the turn: no card is played after drawing",
        "fr": "{who} a pioché, ce qui a fini son tour : on ne joue pas après avoir pioché",
    },
    "h8.must_play_drawn": {
        "en": "{who} must play {card}, the card just drawn",
        "fr": "{who} doit jouer {card}, la carte tout juste piochée",
    },
    "h8.quad_laid": {
        "en": "{cards}: four 8s laid together win the hand",
        "fr": "{cards} : les quatre 8 posés ensemble gagnent la manche",
    },
    "h8.ace_jack": {
        "en": "{cards}: an ace and a jack are laid together in the same suit",
        "fr": "{cards} : un as et un valet se posent ensemble dans la même couleur",
    },
    "h8.one_at_a_time": {
        "en": "one card at a time: {cards} is not a play of this variant",
        "fr": "une carte à la fois : {cards} ne se jouent pas ensemble dans cette variante",
    },
    "h8.joker_names_a_card": {
        "en": "the joker stands for the card its player names: write it JK=AD, JK=10H",
        "fr": "le joker vaut la carte que son joueur annonce : notez-la JK=AD, JK=10H",
    },
    "h8.joker_card_not_in_deck": {
        "en": "the joker stands for a card of this deck; it has no {card:bare}",
        "fr": "le joker vaut une carte de ce jeu ; {card} n'en fait pas partie",
    },
    "h8.does_not_hold": {
        "en": "{who} does not hold {card}",
        "fr": "{who} n'a pas {card} en main",
    },
    "h8.too_many_cards": {
        "en": "{who} has {n:#card}, not {count} to play",
        "fr": "{who} a {n:#card}, pas {count} à jouer",
    },
    "h8.not_in_deck": {
        "en": "{card} is not in the game's deck ({size} cards × {copies})",
        "fr": "{card} ne fait pas partie du jeu de la partie ({size} cartes × {copies})",
    },
    "h8.copies_on_pile": {
        "en": "{card} is on the discard pile: the game's deck holds {copies:#copy} of it",
        "fr": "{card} est déjà sur la défausse : le jeu de la partie en compte {copies:#copy}",
    },
    "h8.last_ace": {
        "en": "{who} went out on an ace: no ace answers it",
        "fr": "{who} a fini sur un as : aucun as n'y répond",
    },
    "h8.first_card_attack": {
        "en": "the first card of the hand may not make the next player draw: {card} is refused",
        "fr": "la première carte de la manche ne peut pas faire piocher le joueur suivant :"
        " pas {card}",
    },
    "h8.own_suit_only": {
        "en": "{card} goes only on its own suit or on another {rank:rank}: the suit to follow"
        " is {suit:suit}",
        "fr": "{card} ne se pose que sur sa couleur ou sur {rank:a_rank} : la couleur à jouer"
        " est {suit:suit}",
    },
    "h8.own_suit_only_asked": {
        "en": "{card} goes only on its own suit or on another {rank:rank}: the suit asked for"
        " is {suit:suit}",
        "fr": "{card} ne se pose que sur sa couleur ou sur {rank:a_rank} : la couleur demandée"
        " est {suit:suit}",
    },
    "h8.cannot_play": {
        "en": "cannot play {card}: the suit to follow is {suit:suit}",
        "fr": "impossible de jouer {card} : la couleur à jouer est {suit:suit}",
    },
    "h8.cannot_play_on_joker": {
        "en": "cannot play {card} on the joker: the suit in force is {suit:suit}",
        "fr": "impossible de jouer {card} sur le joker : la couleur en cours est {suit:suit}",
    },
    "h8.cannot_play_on_also": {
        "en": "cannot play {card} on {top}: play {suit:suit}, {rank:a_rank}, {also:a_ranks|commas}"
        " or a wild card",
        "fr": "impossible de jouer {card} sur {top} : il faut jouer {suit:suit}, {rank:a_rank},"
        " {also:a_ranks|commas} ou une carte qui change la couleur",
    },
    "h8.cannot_play_on": {
        "en": "cannot play {card} on {top}: play {suit:suit}, {rank:a_rank} or a wild card",
        "fr": "impossible de jouer {card} sur {top} : il faut jouer {suit:suit}, {rank:a_rank}"
        " ou une carte qui change la couleur",
    },
    "h8.run_order": {
        "en": "a run lays {card} then cards of {suit:suit} in rank order",
        "fr": "une suite pose {card} puis des cartes à {suit:suit} dans l'ordre",
    },
    "h8.run_all": {
        "en": "the run lays every {suit:suit} card held: {card} is missing",
        "fr": "la suite pose toutes les cartes à {suit:suit} de la main : il manque {card}",
    },
    "h8.no_finish_on_eight": {
        "en": "{who} may not go out on an 8: keep it and draw",
        "fr": "{who} ne peut pas finir sur un 8 : le 8 reste en main, il faut piocher",
    },
    "h8.only_wild_names_suit": {
        "en": "only a wild card names a suit, not {card}",
        "fr": "seule une carte qui change la couleur en demande une, pas {card}",
    },
    "h8.name_the_suit": {
        "en": "{who} plays {card} and must name the suit to follow",
        "fr": "{who} joue {card} et doit demander une couleur",
    },
    "h8.suit_not_held": {
        "en": "{who} holds no {suit:suit}: name a suit held",
        "fr": "{who} n'a pas de {suit:suit} : il faut demander une couleur de sa main",
    },
    "h8.no_swap": {
        "en": "{card} does not swap hands",
        "fr": "{card} ne fait pas échanger les mains",
    },
    "h8.swap_target": {
        "en": "{card} swaps hands: name another player still in the hand",
        "fr": "{card} fait échanger les mains : nommez un autre joueur encore dans la manche",
    },
    # -- cards_drawn, passed, stock_reshuffled (H8-PLAY-2, H8-PLAY-5) ----------------------
    "h8.reshuffle_first": {
        "en": "the stock has {n:#card}: reshuffle the discard pile first",
        "fr": "la pioche n'a que {n:#card} : remélangez d'abord la défausse",
    },
    "h8.next_stock_cards": {
        "en": "the next cards of the stock are {cards}",
        "fr": "les prochaines cartes de la pioche sont {cards}",
    },
    "h8.draw_due": {
        "en": "{pending} ({due:#card} to draw, not {count})",
        "fr": "{pending} ({due:#card} à piocher, pas {count})",
    },
    "h8.lay_the_fourth": {
        "en": "{who} holds {card}: lay the fourth {rank:rank}",
        "fr": "{who} a {card} : à poser pour compléter les {rank:ranks}",
    },
    "h8.nothing_to_draw": {
        "en": "nothing is left to draw: pass",
        "fr": "il n'y a plus rien à piocher : passez",
    },
    "h8.draw_range": {
        "en": "{who} draws 1 to {n} here, not {count}",
        "fr": "{who} pioche ici de 1 à {n:#card}, pas {count}",
    },
    "h8.draw_per_turn": {
        "en": "{who} draws at most {n:#card} a turn, not {count}",
        "fr": "{who} pioche au plus {n:#card} par tour, pas {count}",
    },
    "h8.draw_limit": {
        "en": "{who} may draw {n:#card} in a turn and has drawn {drawn}",
        "fr": "{who} peut piocher {n:#card} par tour et en a déjà pioché {drawn}",
    },
    "h8.can_play_no_draw": {
        "en": "{who} can play {card}: no drawing",
        "fr": "{who} peut jouer {card} : pas de pioche",
    },
    "h8.continuous_draw_stops": {
        "en": "the continuous draw stops at the first playable card, {card}",
        "fr": "la pioche continue s'arrête à la première carte jouable, {card}",
    },
    "h8.cannot_pass": {
        "en": "{who} cannot pass: play a card or draw",
        "fr": "{who} ne peut pas passer : il faut jouer une carte ou piocher",
    },
    "h8.can_play_no_pass": {
        "en": "{who} can play {card}: no passing",
        "fr": "{who} peut jouer {card} : pas question de passer",
    },
    "h8.pile_only_top": {
        "en": "the discard pile has only its top card",
        "fr": "la défausse n'a que sa carte du dessus",
    },
    "h8.stock_not_empty": {
        "en": "the stock still has {n:#card}: reshuffle when it runs out",
        "fr": "la pioche a encore {n:#card} : on remélange quand elle est vide",
    },
    "h8.reshuffled_cards": {
        "en": "the reshuffled cards are the discard pile less its top card",
        "fr": "les cartes remélangées sont celles de la défausse, sauf celle du dessus",
    },
    # -- announcements, challenges, penalties, gifts (H8-ANN-*, H8-PEN-1, H8-POW-5) -------
    "h8.card_call_by_layer": {
        "en": "“{call:@call}” is called by the player who just laid that card",
        "fr": "« {call:@call} » se dit par le joueur qui vient de poser cette carte",
    },
    "h8.complete_by_third": {
        "en": "only the player who laid the third card of a rank in a row may ask to complete,"
        " before the next player acts",
        "fr": "seul le joueur qui a posé la troisième carte d'une même valeur à la suite peut"
        " demander de compléter, avant que le suivant ne joue",
    },
    "h8.no_complete": {
        "en": "this table plays without “compléter”",
        "fr": "cette table joue sans « compléter »",
    },
    "h8.not_a_call": {
        "en": "“{call:@call}” is not a call of this variant",
        "fr": "« {call:@call} » n'est pas une annonce de cette variante",
    },
    "h8.finish_call_when": {
        "en": "“{call:@call}” is called by a player laying their last card (just before, or"
        " right after it); {who} has {n:#card}",
        "fr": "« {call:@call} » se dit en posant sa dernière carte (juste avant, ou juste"
        " après) ; {who} a {n:#card}",
    },
    "h8.already_announced": {
        "en": "{who} has already announced",
        "fr": "{who} a déjà annoncé",
    },
    "h8.announce_too_late": {
        "en": "too late: {who} had to announce before laying the second-to-last card",
        "fr": "trop tard : {who} devait annoncer avant de poser son avant-dernière carte",
    },
    "h8.announce_when": {
        "en": "{who} has {n:#card}: “{call:@call}” is announced with one card left, or on one's"
        " turn just before laying the second-to-last card",
        "fr": "{who} a {n:#card} : « {call:@call} » s'annonce avec une seule carte en main, ou"
        " à son tour juste avant de poser l'avant-dernière",
    },
    "h8.challenge_self": {
        "en": "a player does not challenge themselves",
        "fr": "un joueur ne se conteste pas lui-même",
    },
    "h8.not_a_counter_call": {
        "en": "“{call:@call}” is not a counter-call of this variant",
        "fr": "« {call:@call} » n'est pas une contre-annonce de cette variante",
    },
    "h8.challenger_out": {
        "en": "{who} is out of the hand: a false challenge cannot make them draw",
        "fr": "{who} n'est plus dans la manche : une contestation à tort ne fait pas piocher {who}",
    },
    "h8.call_window_closed": {
        "en": "too late: {who}'s missing “{call:@call}” can be challenged only until the next"
        " card is played, and it was",
        "fr": "trop tard : l'oubli du « {call:@call} » {who:de} ne se contre que jusqu'à la"
        " carte suivante, déjà jouée",
    },
    "h8.owes_no_call": {
        "en": "{who} owes no “{call:@call}” now",
        "fr": "{who} ne doit pas dire « {call:@call} » maintenant",
    },
    "h8.not_one_card": {
        "en": "{who} has {n:#card}, not one: no penalty",
        "fr": "{who} a {n:#card}, pas une seule : pas de pénalité",
    },
    "h8.did_announce": {
        "en": "{who} did announce: the challenge is refused",
        "fr": "{who} a bien annoncé : la contestation est refusée",
    },
    "h8.no_error_penalty": {
        "en": "this table plays without the error penalty",
        "fr": "cette table joue sans pénalité pour les fautes",
    },
    "h8.out_of_hand": {
        "en": "{who} is out of the hand",
        "fr": "{who} n'est plus dans la manche",
    },
    "h8.nothing_to_give": {
        "en": "no card is to be given now",
        "fr": "aucune carte n'est à donner maintenant",
    },
    "h8.give_to_another": {
        "en": "{who} gives to another player still in the hand",
        "fr": "{who} donne à un autre joueur encore dans la manche",
    },
    "h8.give_count": {
        "en": "{who} gives {n:#card}, not {count}",
        "fr": "{who} donne {n:#card}, pas {count}",
    },
    "h8.say_given_cards": {
        "en": "every card is known here: say which cards are given",
        "fr": "toutes les cartes sont connues ici : dites lesquelles sont données",
    },
    # -- the hand's end: order, prizes, cards shown (H8-END-*, H8-SCORE-*) ----------------
    "h8.order_names_first": {
        "en": "the finishing order names at least {n:~the first player|the first {n} players} out",
        "fr": "l'ordre d'arrivée nomme au moins {n:~le premier joueur sorti|les {n} premiers"
        " joueurs sortis}",
    },
    "h8.nobody_at_zero": {
        "en": "nobody is entered with 0, yet the player who went out scores 0; a blocked hand"
        " (H8-END-4) counts every card but the top of the discard pile: with this deck"
        " {totals:commas} points in all, not {total}",
        "fr": "personne n'est noté à 0, or celui qui a fini marque 0 ; une manche bloquée"
        " (H8-END-4) compte toutes les cartes sauf celle du dessus de la défausse : avec ce"
        " jeu, {totals:commas} points en tout, pas {total}",
    },
    "h8.positive_prizes": {
        "en": "positive scoring gives {prizes:commas} to {n:~the first player|the first {n}"
        " players} out and 0 to the others, not {points:commas}",
        "fr": "le décompte positif donne {prizes:commas} {n:~au premier joueur sorti|aux {n}"
        " premiers joueurs sortis} et 0 aux autres, pas {points:commas}",
    },
    # -- showing the hands (H8-END-3) ------------------------------------------------------
    "h8.show_when_over": {
        "en": "the hand is not over: cards are shown once it is",
        "fr": "la manche n'est pas finie : on montre les cartes à la fin",
    },
    "h8.open_nothing_to_show": {
        "en": "every card is known in open tracking: nothing to reveal",
        "fr": "toutes les cartes sont connues : il n'y a rien à montrer",
    },
    "h8.already_shown": {
        "en": "{who}'s cards are already shown",
        "fr": "les cartes {who:de} sont déjà montrées",
    },
    "h8.shown_count": {
        "en": "{who} holds {n:#card} by the log, not {count}: retract the wrong event first,"
        " or count again",
        "fr": "{who} a {n:#card} d'après le carnet, pas {count} : annulez d'abord le coup"
        " erroné, ou recomptez",
    },
    "h8.cannot_show": {
        "en": "{who} cannot show that: {why}",
        "fr": "{who} ne peut pas montrer cela : {why}",
    },
    "h8.shown_on_pile": {
        "en": "{card} is on the discard pile or shown already (the game's deck holds"
        " {copies:#copy})",
        "fr": "{card} est sur la défausse ou parmi les cartes montrées (le jeu en compte"
        " {copies:#copy})",
    },
    "h8.shown_not_in_deck": {
        "en": "{card} is not in the deck",
        "fr": "{card} ne fait pas partie du jeu",
    },
}

TERMS = {
    "call": {
        "en": {"carte": "Carte", "contre-carte": "Contre-carte", "complete": "Complete"},
        "fr": {"carte": "Carte", "contre-carte": "Contre-carte", "complete": "Compléter"},
    },
}
