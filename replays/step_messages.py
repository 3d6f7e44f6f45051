"""The catalogue entries of the common layer's explanations (RULES.md §0, GET /explain):
each step of what an event did, French and English. Data only; `replays.catalogue` renders
them."""

from __future__ import annotations

MESSAGES = {
    "core.step.created": {
        "en": "{n} players ({names}) play {game:game}, {preset:@preset}",
        "fr": "{n} joueurs ({names}) jouent au {game:game}, {preset:@preset}",
    },
    "core.step.tracking": {"en": "{tracking:@tracking}", "fr": "{tracking:@tracking}"},
    "core.step.until_both": {
        "en": "the match is played until a total reaches {target} or for {n:#hand}, scored"
        " {scoring:@scoring}; the {best:@winner_total} total wins",
        "fr": "la partie se joue jusqu'à ce qu'un total atteigne {target} ou en {n:#hand},"
        " décompte {scoring:@scoring} ; le total {best:@winner_total} gagne",
    },
    "core.step.until_target": {
        "en": "the match is played until a total reaches {target}, scored {scoring:@scoring};"
        " the {best:@winner_total} total wins",
        "fr": "la partie se joue jusqu'à ce qu'un total atteigne {target}, décompte"
        " {scoring:@scoring} ; le total {best:@winner_total} gagne",
    },
    "core.step.until_rounds": {
        "en": "the match is played for {n:#hand}, scored {scoring:@scoring}; the"
        " {best:@winner_total} total wins",
        "fr": "la partie se joue en {n:#hand}, décompte {scoring:@scoring} ; le total"
        " {best:@winner_total} gagne",
    },
    "core.step.until_stop": {
        "en": "the match is played until the table stops, scored {scoring:@scoring}; the"
        " {best:@winner_total} total wins",
        "fr": "la partie dure tant que la table veut, décompte {scoring:@scoring} ; le total"
        " {best:@winner_total} gagne",
    },
    "core.step.hand_after": {
        "en": "hand {hand} starts: hand {last} is scored, {who} deals",
        "fr": "la manche {hand} commence : la manche {last} est comptée, {who} distribue",
    },
    "core.step.first_hand": {
        "en": "hand {hand} starts: it is the first hand, {who} deals",
        "fr": "la manche {hand} commence : c'est la première, {who} distribue",
    },
    "core.step.deal_passes": {
        "en": "no dealer named: the deal passes to {who}",
        "fr": "pas de donneur nommé : la donne passe à {who}",
    },
    "core.step.points_entered": {
        "en": "a score-only game: the points of hand {hand} are entered",
        "fr": "partie aux scores seuls : on saisit les points de la manche {hand}",
    },
    "core.step.hand_scored_now": {
        "en": "hand {hand} is the hand being scored",
        "fr": "la manche {hand} est celle que l'on compte",
    },
    "core.step.points_for_all": {
        "en": "points for every player: {points:commas}",
        "fr": "des points pour chaque joueur : {points:commas}",
    },
    "core.step.order_entered": {
        "en": "a score-only game: the finishing order of hand {hand}",
        "fr": "partie aux scores seuls : l'ordre d'arrivée de la manche {hand}",
    },
    "core.step.order_lists_all": {
        "en": "the order lists every player once: {names}",
        "fr": "l'ordre nomme chaque joueur une fois : {names}",
    },
    "core.step.by_order": {
        "en": "scored from the order: {points:commas}",
        "fr": "compté d'après l'ordre : {points:commas}",
    },
    "core.step.by_order_titles": {
        "en": "scored from the order; titles: {titles:commas}: {points:commas}",
        "fr": "compté d'après l'ordre ; titres : {titles:commas} : {points:commas}",
    },
    "core.step.not_shown_yet": {
        "en": "{who}'s cards for hand {hand} were not shown yet",
        "fr": "les cartes {who:de} pour la manche {hand} n'étaient pas encore montrées",
    },
    "core.step.shows": {
        "en": "{who} shows {cards}: {n:#point}",
        "fr": "{who} montre {cards} : {n:#point}",
    },
    "core.step.shows_none": {
        "en": "{who} shows no cards (out): 0 points",
        "fr": "{who} ne montre aucune carte (plus de cartes) : 0 point",
    },
    "core.step.waiting": {
        "en": "the hand is scored once {n:#player} more {n:~shows|show} their cards",
        "fr": "la manche sera comptée quand {n:#player} de plus {n:~aura|auront} montré"
        " {n:~ses|leurs} cartes",
    },
    "core.step.note": {
        "en": "a note is always accepted and changes nothing in the game",
        "fr": "une note est toujours acceptée et ne change rien à la partie",
    },
    "core.step.abandoned": {
        "en": "the match is abandoned: from now on only a note, a retraction or a correction is"
        " accepted",
        "fr": "la partie est abandonnée : désormais seules une note, une annulation ou une"
        " correction sont acceptées",
    },
    "core.step.abandoned_because": {
        "en": "the match is abandoned ({reason}): from now on only a note, a retraction or a"
        " correction is accepted",
        "fr": "la partie est abandonnée ({reason}) : désormais seules une note, une annulation ou"
        " une correction sont acceptées",
    },
    "core.step.corrected": {
        "en": "entry {seq} ({entry:@entry_kind} of hand {hand}) is a score entry still in effect"
        " in a score-only game: its data is replaced; it stays in the log",
        "fr": "la saisie n° {seq} ({entry:@entry_kind} de la manche {hand}) est encore en"
        " vigueur dans une partie aux scores seuls : ses données sont remplacées ; elle reste"
        " dans le carnet",
    },
    "core.step.corrected_because": {
        "en": "entry {seq} ({entry:@entry_kind} of hand {hand}) is a score entry still in effect"
        " in a score-only game: its data is replaced because {reason}; it stays in the log",
        "fr": "la saisie n° {seq} ({entry:@entry_kind} de la manche {hand}) est encore en"
        " vigueur dans une partie aux scores seuls : ses données sont remplacées ({reason}) ;"
        " elle reste dans le carnet",
    },
    "core.step.now_scores": {
        "en": "hand {hand} now scores {points:commas} (it scored {was:commas}); totals"
        " {totals:commas} (they were {back:commas})",
        "fr": "la manche {hand} compte maintenant {points:commas} (elle comptait {was:commas}) ;"
        " totaux : {totals:commas} (ils étaient {back:commas})",
    },
    "core.step.no_longer_over": {
        "en": "the match is no longer over: hands are taken again",
        "fr": "la partie n'est plus finie : les manches reprennent",
    },
    "core.step.players_only": {
        "en": "the move names only players of the game",
        "fr": "le coup ne nomme que des joueurs de la partie",
    },
    "core.step.entry_undone": {
        "en": "entry {seq} is the latest still in effect: it is undone; it stays in the log",
        "fr": "la saisie n° {seq} est la dernière encore en vigueur : elle est annulée ; elle"
        " reste dans le carnet",
    },
    "core.step.entry_undone_because": {
        "en": "entry {seq} is the latest still in effect: it is undone because {reason}; it"
        " stays in the log",
        "fr": "la saisie n° {seq} est la dernière encore en vigueur : elle est annulée ({reason})"
        " ; elle reste dans le carnet",
    },
    "core.step.undone": {
        "en": "move {seq} is the latest still in effect: it is undone; it stays in the log",
        "fr": "le coup {seq} est le dernier encore en vigueur : il est annulé ; il reste dans le"
        " carnet",
    },
    "core.step.undone_because": {
        "en": "move {seq} is the latest still in effect: it is undone because {reason}; it stays"
        " in the log",
        "fr": "le coup {seq} est le dernier encore en vigueur : il est annulé ({reason}) ; il"
        " reste dans le carnet",
    },
    "core.step.unscored": {
        "en": "hand {hands} is no longer scored",
        "fr": "la manche {hands} n'est plus comptée",
    },
    "core.step.totals_back": {
        "en": "totals go back from {was:commas} to {back:commas}",
        "fr": "les totaux étaient {was:commas} ; ils redeviennent {back:commas}",
    },
    "core.step.status_again": {
        "en": "the match is {status:@status} again",
        "fr": "la partie est de nouveau {status:@status}",
    },
    "core.step.unstarted": {
        "en": "hand {hand} is no longer started",
        "fr": "la manche {hand} n'est plus commencée",
    },
    "core.step.holds_again": {
        "en": "{who} holds {n:#card} again, not {count}",
        "fr": "{who} a de nouveau {n:#card}, pas {count}",
    },
    "core.step.turn_again": {
        "en": "it is {who}'s turn again",
        "fr": "c'est de nouveau au tour {who:de}",
    },
    "core.step.scored": {
        "en": "hand {hand} is scored: {points:commas}; totals {totals:commas}",
        "fr": "la manche {hand} est comptée : {points:commas} ; totaux : {totals:commas}",
    },
    "core.step.tie": {
        "en": "the match is over: a tie, {names}",
        "fr": "la partie est finie : égalité entre {names}",
    },
    "core.step.over_rounds": {
        "en": "the match is over ({n:#hand} played): {who} wins",
        "fr": "la partie est finie ({n:#hand} {n:~jouée|jouées}) : {who} gagne",
    },
    "core.step.over_target": {
        "en": "the match is over (a total reached {target}): {who} wins",
        "fr": "la partie est finie (un total a atteint {target}) : {who} gagne",
    },
}
