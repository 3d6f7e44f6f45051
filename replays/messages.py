"""The catalogue entries of the common layer (RULES.md §0): refusals and words of any game.

Data only; `replays.catalogue` renders them (see its docstring for the template fields).
"""

from __future__ import annotations

MESSAGES = {
    # -- a rule as a ruling cites it, in the reader's language (replays/rulebook.py) ----------
    "core.rule.quote": {"en": "{rule:rule_quote}", "fr": "{rule:rule_quote}"},
    "core.rule.text": {"en": "{rule:rule_text}", "fr": "{rule:rule_text}"},
    # -- refusals of the common events -----------------------------------------------------
    "core.created_once": {
        "en": "a game is created once, by its first event",
        "fr": "une partie n'est créée qu'une fois, par son premier événement",
    },
    "core.over": {
        "en": "the match is over: only a note, a retraction or a correction can be logged",
        "fr": "la partie est terminée : on ne peut plus noter qu'une note, une annulation ou une"
        " correction",
    },
    "core.abandoned": {
        "en": "the match is abandoned: only a note, a retraction or a correction can be logged",
        "fr": "la partie est abandonnée : on ne peut plus noter qu'une note, une annulation ou"
        " une correction",
    },
    "core.not_a_player": {
        "en": "“{who}” is not a player of this game",
        "fr": "« {who} » ne joue pas dans cette partie",
    },
    # -- CORE-SIDE-1: fixed teams ------------------------------------------------------------
    "core.side.no_teams": {
        "en": "{game:game} is not played in fixed teams: create it without teams",
        "fr": "le {game:game} ne se joue pas en équipes fixes : créez la partie sans équipes",
    },
    "core.side.count": {
        "en": "this game is played by {n} teams: name {n} teams",
        "fr": "ce jeu se joue à {n} équipes : nommez {n} équipes",
    },
    "core.side.team_twice": {
        "en": "two teams have the same id",
        "fr": "deux équipes ont le même identifiant",
    },
    "core.side.team_is_a_player": {
        "en": "a team cannot have a player's id ({who})",
        "fr": "une équipe ne peut pas avoir l'identifiant d'un joueur ({who})",
    },
    "core.side.in_two_teams": {
        "en": "{who} cannot play in two teams",
        "fr": "{who} ne peut pas jouer dans deux équipes",
    },
    "core.side.without_team": {
        "en": "every player plays in a team: {who} has none",
        "fr": "chaque joueur est dans une équipe : {who} n'en a pas",
    },
    "core.side.not_a_player": {
        "en": "a team names someone who does not play: {who}",
        "fr": "une équipe nomme quelqu'un qui ne joue pas : {who}",
    },
    "core.side.size": {
        "en": "each team has {n} players",
        "fr": "chaque équipe a {n} joueurs",
    },
    "core.side.facing": {
        "en": "partners sit facing each other: list the players in seat order, the teams taking"
        " turns",
        "fr": "les partenaires sont face à face : donnez les joueurs dans l'ordre des places, les"
        " équipes en alternance",
    },
    "core.side.not_a_team": {
        "en": "points go to the teams, and “{who}” is not a team of this game",
        "fr": "les points vont aux équipes, et « {who} » n'est pas une équipe de cette partie",
    },
    "core.card_not_in_game": {
        "en": "{card:bare} is not a card of this game",
        "fr": "{card:bare} n'est pas une carte de ce jeu",
    },
    "core.nothing_to_retract": {
        "en": "nothing to retract: the creation of the game stays",
        "fr": "rien à annuler : la création de la partie reste",
    },
    "core.retract_latest_entry": {
        "en": "only the latest entry still in effect can be retracted: that is entry {latest},"
        " not entry {seq}",
        "fr": "seule la dernière saisie encore en vigueur peut être annulée : c'est la saisie"
        " n° {latest}, pas la saisie n° {seq}",
    },
    "core.retract_latest": {
        "en": "only the latest move still in effect can be retracted: that is move {latest},"
        " not move {seq}",
        "fr": "seul le dernier coup encore en vigueur peut être annulé : c'est le coup {latest},"
        " pas le coup {seq}",
    },
    "core.correct.replaced": {
        "en": "entry {seq} was already replaced by correction {latest}: to correct hand {hand}"
        " again, name correction {latest}",
        "fr": "la saisie n° {seq} a déjà été remplacée par la correction n° {latest} : pour"
        " corriger encore la manche {hand}, nommez la correction n° {latest}",
    },
    "core.correct.not_yet": {
        "en": "there is no event {seq} yet: a correction names a score entry already logged",
        "fr": "il n'y a pas encore d'événement n° {seq} : une correction nomme une saisie de"
        " scores déjà notée",
    },
    "core.correct.creation": {
        "en": "event 1 is the creation of the game, not a score entry: the players and rules are"
        " not corrected",
        "fr": "l'événement n° 1 est la création de la partie, pas une saisie de scores : les"
        " joueurs et les règles ne se corrigent pas",
    },
    "core.correct.not_an_entry": {
        "en": "event {seq} is not a score entry: only score entries are corrected",
        "fr": "l'événement n° {seq} n'est pas une saisie de scores : seules elles se corrigent",
    },
    "core.correct.not_in_effect": {
        "en": "event {seq} is not in effect (it was retracted, or is a retraction): nothing to"
        " correct",
        "fr": "l'événement n° {seq} n'est plus en vigueur (annulé, ou lui-même une annulation) :"
        " rien à corriger",
    },
    "core.correct.ends_earlier": {
        "en": "with this correction the match ends after hand {hand}: {n:~hand|hands} {later}"
        " could not have been entered; take {n:~it|them} back first",
        "fr": "avec cette correction la partie se termine après la manche {hand} :"
        " {n:~la manche|les manches} {later} {n:~n'aurait|n'auraient} pas pu être"
        " {n:~notée|notées} ; {n:~annulez-la|annulez-les} d'abord",
    },
    "core.correct.score_only": {
        "en": "corrections are for score-only games; this game logs its moves: undo a move instead",
        "fr": "les corrections sont pour les parties aux scores seuls ; celle-ci note les coups :"
        " annulez plutôt le coup",
    },
    "core.correct.same_type": {
        "en": "entry {seq} is {entry:@entry_kind}: its correction gives {entry:@entry_kind} too",
        "fr": "la saisie n° {seq} donne {entry:@entry_kind} : sa correction aussi",
    },
    "core.correct.same_hand": {
        "en": "entry {seq} scores hand {hand}: its correction keeps hand {hand}, not {other}",
        "fr": "la saisie n° {seq} compte la manche {hand} : sa correction garde la manche"
        " {hand}, pas {other}",
    },
    "core.correct.same_player": {
        "en": "entry {seq} shows {who}'s cards: its correction shows {who}'s too",
        "fr": "la saisie n° {seq} montre les cartes {who:de} : sa correction aussi",
    },
    "core.deck_open_only": {
        "en": "a deck order (or the seed of one) is logged in open tracking only: here the"
        " cards are dealt at the table, unseen",
        "fr": "l'ordre du paquet (ou sa graine) ne se note qu'en suivi à cartes connues : ici"
        " les cartes sont distribuées à la table, sans être vues",
    },
    "core.hand_not_scored": {
        "en": "hand {hand} is not scored yet: a new hand starts once it is",
        "fr": "la manche {hand} n'est pas encore comptée : la suivante commence ensuite",
    },
    "core.next_hand": {
        "en": "the next hand is hand {number}, not hand {hand}",
        "fr": "la prochaine manche est la manche {number}, pas la manche {hand}",
    },
    "core.score_only_event": {
        "en": "scores are entered this way only in a score-only game; this game logs its moves",
        "fr": "on ne saisit ainsi les scores que dans une partie aux scores seuls ;"
        " celle-ci note les coups",
    },
    "core.say_hand": {
        "en": "say which hand this scores: hand {number}",
        "fr": "dites quelle manche est comptée : la manche {number}",
    },
    "core.hand_being_scored": {
        "en": "the hand being scored is hand {number}, not hand {hand}",
        "fr": "la manche en cours de décompte est la manche {number}, pas la manche {hand}",
    },
    "core.points_missing": {
        "en": "points are missing for {names}",
        "fr": "il manque les points {names:de}",
    },
    "core.named_twice": {
        "en": "a player is named twice",
        "fr": "un joueur est nommé deux fois",
    },
    "core.scored_from_reveals": {
        "en": "this hand is being scored from the cards shown; retract them before entering"
        " {what:@entry}",
        "fr": "cette manche est comptée sur les cartes montrées ; annulez-les avant de saisir"
        " {what:@entry}",
    },
    "core.reveal_other_hand": {
        "en": "the cards shown are those of hand {number}, not hand {hand}",
        "fr": "les cartes montrées sont celles de la manche {number}, pas de la manche {hand}",
    },
    "core.already_revealed": {
        "en": "{who}'s cards for this hand are already shown",
        "fr": "les cartes {who:de} pour cette manche sont déjà montrées",
    },
    "core.no_moves_in_score_only": {
        "en": "moves are not logged in a score-only game: only the scores",
        "fr": "une partie aux scores seuls ne note pas les coups, seulement les scores",
    },
    "core.no_hand": {
        "en": "no hand is being played: start a hand first",
        "fr": "aucune manche n'est en cours : commencez d'abord une manche",
    },
    "core.player_count": {
        "en": "{game:game} is played by {low} to {high} players, not {n}",
        "fr": "le {game:game} se joue de {low} à {high} joueurs, pas à {n}",
    },
    "core.scores_only_game": {
        "en": "{game:game} is logged by its scores: tracking “score”",
        "fr": "le {game:game} se note par ses scores : suivi « score »",
    },
    "core.scores_only_moves": {
        "en": "{game:game} logs scores only, not moves",
        "fr": "le {game:game} ne note que les scores, pas les coups",
    },
    "core.entered_as": {
        "en": "{game:game} scored {scoring:@scoring} is entered as"
        " {entries:@entry_kind|or}, not as {entry:@entry_kind}",
        "fr": "le {game:game} au décompte {scoring:@scoring} se saisit par"
        " {entries:@entry_kind|or}, pas par {entry:@entry_kind}",
    },
    "core.deck_cannot_supply": {
        "en": "this game's deck cannot supply {cards} (counting the cards already shown this hand)",
        "fr": "le jeu de cette partie ne peut pas fournir {cards} (en comptant les cartes déjà"
        " montrées dans cette manche)",
    },
    "core.order_must_place": {
        "en": "the finishing order must also place {names}",
        "fr": "l'ordre d'arrivée doit aussi classer {names}",
    },
    "core.points_negative": {
        "en": "points are never negative ({points:commas}): bonuses come from the rules",
        "fr": "les points ne sont jamais négatifs ({points:commas}) : les primes viennent des"
        " règles",
    },
}


TERMS = {
    # a rate limit's span (Flask-Limiter's granularities), once and several times
    "span": {
        "en": {
            "second": "second",
            "minute": "minute",
            "hour": "hour",
            "day": "day",
            "month": "month",
            "year": "year",
        },
        "fr": {
            "second": "seconde",
            "minute": "minute",
            "hour": "heure",
            "day": "jour",
            "month": "mois",
            "year": "an",
        },
    },  # fmt: skip
    "spans": {
        "en": {
            "second": "seconds",
            "minute": "minutes",
            "hour": "hours",
            "day": "days",
            "month": "months",
            "year": "years",
        },
        "fr": {
            "second": "secondes",
            "minute": "minutes",
            "hour": "heures",
            "day": "jours",
            "month": "mois",
            "year": "ans",
        },
    },  # fmt: skip
    "tracking": {
        "en": {
            "score": "tracking score: only the scores of each hand are logged, no moves",
            "table": "tracking table: the moves are logged; hidden hands are counts",
            "open": "tracking open: the moves are logged and every card is known",
        },
        "fr": {
            "score": "suivi aux scores : seuls les scores de chaque manche sont notés, pas les"
            " coups",
            "table": "suivi à la table : les coups sont notés ; les mains cachées sont des"
            " nombres de cartes",
            "open": "suivi à cartes connues : les coups sont notés et toutes les cartes sont"
            " connues",
        },
    },
    "scoring": {
        "en": {"negative": "negative", "positive": "positive", "titles": "by titles"},
        "fr": {"negative": "négatif", "positive": "positif", "titles": "aux titres"},
    },
    "winner_total": {
        "en": {"lowest": "lowest", "highest": "highest"},
        "fr": {"lowest": "le plus bas", "highest": "le plus haut"},
    },
    "status": {
        "en": {"playing": "in progress", "over": "over", "abandoned": "abandoned"},
        "fr": {"playing": "en cours", "over": "finie", "abandoned": "abandonnée"},
    },
    "entry_kind": {
        "en": {
            "points_entered": "points",
            "order_entered": "a finishing order",
            "hand_revealed": "the cards left in each hand",
        },
        "fr": {
            "points_entered": "des points",
            "order_entered": "un ordre d'arrivée",
            "hand_revealed": "les cartes restées dans chaque main",
        },
    },
    "entry": {
        "en": {"points": "points", "order": "an order"},
        "fr": {"points": "des points", "order": "un ordre d'arrivée"},
    },
}
