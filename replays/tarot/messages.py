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
