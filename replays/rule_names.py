"""The common rules (RULES.md §0, §0b) by name, and their French text (the English text is
RULES.md's): what a ruling quotes, in the reader's language. Each game has its own
`rule_names.py` beside its `messages.py` (docs/ENGINES.md)."""

RULES = {
    "CORE-PLAYER-1": {
        "name": {"fr": "Joueurs de la partie", "en": "Players of the game"},
        "text": {"fr": "Un événement ne nomme que des joueurs de la partie."},
    },
    "CORE-HAND-1": {
        "name": {"fr": "Ordre des manches", "en": "Order of hands"},
        "text": {
            "fr": "Les manches sont numérotées 1, 2, … dans l'ordre ; une manche ne commence "
            "qu'une fois la précédente comptée ; quand on note les scores seulement, chaque "
            "entrée porte le numéro de sa manche."
        },
    },
    "CORE-OVER-1": {
        "name": {"fr": "Partie terminée", "en": "Match over"},
        "text": {
            "fr": "Une fois la partie terminée ou abandonnée, on n'accepte plus qu'une note, "
            "une annulation ou une correction (un score faux peut encore être annulé ou "
            "corrigé)."
        },
    },
    "CORE-RETRACT-1": {
        "name": {"fr": "Annulation", "en": "Undo"},
        "text": {
            "fr": "On annule le dernier événement encore en vigueur (une note compte, une "
            "annulation non : on ne rétablit pas, on inscrit l'événement de nouveau) ; la "
            "création de la partie ne s'annule pas."
        },
    },
    "CORE-CORRECT-1": {
        "name": {"fr": "Correction d'un score", "en": "Correcting a score"},
        "text": {
            "fr": "Une correction porte sur une entrée de points, un ordre d'arrivée ou des "
            "mains montrées encore en vigueur, quand on note les scores seulement ; la "
            "nouvelle entrée garde le numéro de manche et passe les mêmes contrôles que si "
            "elle avait été faite alors ; les totaux, le classement et la fin de partie "
            "suivent les entrées corrigées."
        },
    },
    "CORE-POINTS-1": {
        "name": {"fr": "Points inscrits", "en": "Points entered"},
        "text": {
            "fr": "On n'inscrit pas de points négatifs (les bonus viennent des règles, on ne "
            "les tape pas) ; dans un jeu où le gagnant d'une manche est celui qui est sorti, "
            "au moins un joueur est inscrit à 0. Les points que les règles d'un jeu donnent "
            "à des titres font exception : ils peuvent être négatifs."
        },
    },
    "CORE-TRACK-1": {
        "name": {"fr": "Coups ou scores", "en": "Moves or scores"},
        "text": {
            "fr": "Quand on note les scores seulement, on n'inscrit pas de coups ; quand on "
            "suit les coups, on n'inscrit pas de points ni d'ordre d'arrivée à la main."
        },
    },
    "CORE-DEAL-1": {
        "name": {"fr": "Donne possible", "en": "A deal the deck supplies"},
        "text": {
            "fr": "On refuse une donne que le paquet ne peut pas fournir (joueurs × cartes "
            "par joueur, plus la carte retournée)."
        },
    },
    "CORE-DEAL-2": {
        "name": {"fr": "Donne à tour de rôle", "en": "Dealing in turn"},
        "text": {
            "fr": "La donne passe à gauche, « à tour de rôle » : une manche qui ne nomme pas "
            "de donneur est donnée par le joueur qui suit le donneur précédent ; à la "
            "première manche, le donneur est le dernier assis, et le premier joueur commence. "
            "Il en va de même dans tous les jeux."
        },
    },
    "CORE-SIDE-1": {
        "name": {"fr": "Équipes et camps", "en": "Teams and camps"},
        "text": {
            "fr": "Chaque jeu dit qui marque ensemble : chacun pour soi ; des équipes fixes, "
            "nommées à la création de la partie (chaque joueur dans une seule équipe, autant "
            "d'équipes et de joueurs par équipe que le jeu le dit, les partenaires face à "
            "face, les équipes jouant à tour de rôle) ; ou des camps qui changent à chaque "
            "manche, chacun gardant ses points (les règles du jeu disent qui est dans quel "
            "camp). Avec des équipes fixes, les points, les totaux, le classement, la fin de "
            "partie et le gagnant sont ceux des équipes : une entrée de score donne ses "
            "points à chaque équipe, et un champ qui nomme un camp nomme une équipe. Un jeu "
            "sans équipes se crée sans équipes."
        },
    },
}
