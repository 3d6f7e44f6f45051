"""The catalogue entries of table talk (`POST /games/{id}/say`): the parser's questions, why a
sentence is not understood, and each event said back in words so the table can confirm it.

Data only; `replays.catalogue` renders them (see its docstring for the template fields).
"""

from __future__ import annotations

MESSAGES = {
    # -- questions: several readings survive, or a fact is missing ---------------------------
    "talk.ask.which_move": {"fr": "Lequel de ces coups ?", "en": "Which of these moves?"},
    "talk.ask.which_player": {"fr": "Quel joueur ?", "en": "Which player?"},
    "talk.ask.points_each": {
        "fr": "Avec quels points pour chacun ?",
        "en": "With what points for each?",
    },
    "talk.ask.points_of": {"fr": "Et combien pour {names} ?", "en": "And how many for {names}?"},
    "talk.ask.order": {"fr": "Quel ordre, en entier ?", "en": "Which order, in full?"},
    "talk.ask.points_corrected": {
        "fr": "Quels points corriger ?",
        "en": "Which points are corrected?",
    },
    "talk.ask.cards_exactly": {"fr": "Quelles cartes exactement ?", "en": "Which cards exactly?"},
    "talk.ask.cards": {"fr": "Quelles cartes ?", "en": "Which cards?"},
    "talk.ask.card_exactly": {"fr": "Quelle carte exactement ?", "en": "Which card exactly?"},
    "talk.ask.card": {"fr": "Quelle carte ?", "en": "Which card?"},
    "talk.ask.suit_asked": {
        "fr": "Quelle couleur est demandée ?",
        "en": "Which suit is asked for?",
    },
    "talk.ask.joker": {
        "fr": "Le joker compte pour quelle carte ?",
        "en": "Which card does the joker stand for?",
    },
    "talk.ask.breach": {"fr": "Quelle faute ?", "en": "Which breach?"},
    "talk.ask.move_exactly": {"fr": "Quel coup exactement ?", "en": "Which move exactly?"},
    "talk.ask.stock_or_pile": {
        "fr": "Dans la pioche ou la défausse ?",
        "en": "From the stock or the discard?",
    },
    "talk.ask.discard_or_add": {
        "fr": "Jetée ou ajoutée à une combinaison ?",
        "en": "Discarded, or added to a meld?",
    },
    "talk.ask.meld": {"fr": "Sur quelle combinaison ?", "en": "On which meld?"},
    "talk.ask.who_called": {"fr": "Qui a dit « {call} » ?", "en": 'Who called "{call}"?'},
    "talk.ask.who_challenged": {
        "fr": "Qui dit « {call} » à qui ?",
        "en": 'Who says "{call}" to whom?',
    },
    "talk.ask.who_plays": {"fr": "Qui joue ?", "en": "Who plays?"},
    "talk.ask.suits": {"fr": "De quelles couleurs ?", "en": "Which suits?"},
    "talk.ask.undo_latest_only": {
        "fr": "Seul le dernier coup s'annule (l'événement {seq}) : dites « annule » pour"
        " l'annuler.",
        "en": 'Only the latest move can be undone (event {seq}): say "undo" to undo it.',
    },
    "talk.ask.undo_how_many": {
        "fr": "Seuls les coups encore en vigueur s'annulent, du dernier au premier : {n} au plus.",
        "en": "Only the moves still in effect can be undone, latest first: {n} at most.",
    },
    # -- not understood ----------------------------------------------------------------------
    "talk.not.sentence_too_long": {
        "fr": "Phrase trop longue : {max} caractères au plus.",
        "en": "Too long: {max} characters at most.",
    },
    "talk.not.empty": {"fr": "Rien à lire.", "en": "Nothing to read."},
    "talk.not.number": {
        "fr": "Pas compris : un nombre se dit en entier, de 0 à {max}, en chiffres ou en lettres.",
        "en": "Not understood: a number is said whole, 0 to {max}, in digits or in words.",
    },
    "talk.not.not_a_statement": {
        "fr": "Pas compris comme un coup : une question ou une négation n'est pas un coup joué.",
        "en": "Not understood as a move: a question or a denial is not a move made.",
    },
    "talk.not.corrected": {
        "fr": "Pas compris : la phrase se reprend ; redites le coup tel qu'il est joué.",
        "en": "Not understood: the sentence corrects itself; say the move again as played.",
    },
    "talk.not.no_move": {
        "fr": "Pas compris : cette phrase ne dit pas un coup de cette partie.",
        "en": "Not understood: this sentence does not say a move of this game.",
    },
    "talk.ask.to_whom": {"fr": "« {call} » à qui ?", "en": '"{call}" to whom?'},
    # -- events said back (table_talk/describe.py) -------------------------------------------
    "talk.said.played": {"fr": "{player} pose {cards}", "en": "{player} plays {cards}"},
    "talk.said.played_asking": {
        "fr": "{player} pose {cards} et demande {suit:suit}",
        "en": "{player} plays {cards} and asks for {suit:suit}",
    },
    "talk.said.aimed": {"fr": "{said} (cible : {target})", "en": "{said} (target: {target})"},
    "talk.said.drawn": {
        "fr": "{player} pioche {count:#card}",
        "en": "{player} draws {count:#card}",
    },
    "talk.said.taken_stock": {
        "fr": "{player} prend dans la pioche",
        "en": "{player} takes from the stock",
    },
    "talk.said.taken_pile": {
        "fr": "{player} prend la carte de la défausse",
        "en": "{player} takes the discard",
    },
    "talk.said.taken_card": {"fr": "{said} ({card})", "en": "{said} ({card})"},
    "talk.said.melds": {"fr": "{player} pose {melds}", "en": "{player} lays {melds}"},
    "talk.said.added": {
        "fr": "{player} ajoute {cards} à la combinaison {meld}",
        "en": "{player} adds {cards} to meld {meld}",
    },
    "talk.said.discarded": {"fr": "{player} jette {card}", "en": "{player} discards {card}"},
    "talk.said.given": {
        "fr": "{giver} donne {cards} à {to}",
        "en": "{giver} gives {cards} to {to}",
    },
    "talk.said.given_count": {
        "fr": "{giver} donne {n:#card} à {to}",
        "en": "{giver} gives {n:#card} to {to}",
    },
    "talk.said.passed": {"fr": "{player} passe", "en": "{player} passes"},
    "talk.said.announced": {"fr": "{player} : « {call} »", "en": '{player}: "{call}"'},
    "talk.said.challenged": {
        "fr": "{by} → {target} : « {call} »",
        "en": '{by} → {target}: "{call}"',
    },
    "talk.said.infraction": {"fr": "{player} : {kind}", "en": "{player}: {kind}"},
    "talk.said.kind.out_of_turn": {"fr": "joue hors tour", "en": "played out of turn"},
    "talk.said.kind.illegal_play": {"fr": "coup interdit", "en": "illegal play"},
    "talk.said.kind.other": {"fr": "faute", "en": "foul"},
    "talk.said.shown": {"fr": "{player} montre {cards}", "en": "{player} shows {cards}"},
    "talk.said.points": {
        "fr": "Manche {hand} : {points:commas}",
        "en": "Hand {hand}: {points:commas}",
    },
    "talk.said.order": {"fr": "Ordre : {order}", "en": "Order: {order}"},
    "talk.said.note": {"fr": "note : {text}", "en": "note: {text}"},
    "talk.said.hand": {"fr": "Manche {hand}", "en": "Hand {hand}"},
    "talk.said.dealer": {"fr": "{dealer} distribue", "en": "{dealer} deals"},
    "talk.said.hand_size": {"fr": "{n:#card}", "en": "{n:#card}"},
    "talk.said.upcard": {"fr": "retournée {card}", "en": "upcard {card}"},
    "talk.said.first_player": {"fr": "{first} commence", "en": "{first} starts"},
    # Issue 38: an undo and a correction say which move they are about.
    "talk.said.retracted": {
        "fr": "annuler « {said} » (événement {seq})",
        "en": 'undo "{said}" (event {seq})',
    },
    "talk.said.because": {"fr": "{said} : « {reason} »", "en": '{said}: "{reason}"'},
    "talk.said.retracted_unknown": {
        "fr": "annuler le dernier coup encore en vigueur (événement {seq})",
        "en": "undo the latest move still in effect (event {seq})",
    },
    "talk.said.corrected": {
        "fr": "Correction de « {old} » (événement {seq}) : {said}",
        "en": 'Correction of "{old}" (event {seq}): {said}',
    },
    "talk.said.corrected_unknown": {
        "fr": "Correction de l'événement {seq} : {said}",
        "en": "Correction of event {seq}: {said}",
    },
}
