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
