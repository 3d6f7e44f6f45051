"""The rules of the Président by name, and their French text (the English text is
RULES.md's): what a ruling quotes, in the reader's language. Written from RULES.md §3 and
seed 003."""


def _rule(fr: str, en: str, text: str) -> dict[str, dict[str, str]]:
    return {"name": {"fr": fr, "en": en}, "text": {"fr": text}}


RULES = {
    "PRES-SETUP-1": _rule(
        "Joueurs et donne",
        "Players and deal",
        "De 3 à 7 joueurs (4 à 6 d'habitude), un jeu de 52 cartes (0 ou 2 jokers au choix), "
        "toutes les cartes distribuées (certains en ont une de plus).",
    ),
    "PRES-TURN-1": _rule(
        "Chacun son tour",
        "Each in turn",
        "Seul le joueur dont c'est le tour joue ou passe.",
    ),
    "PRES-ORDER-1": _rule(
        "Ordre des cartes",
        "Order of ranks",
        "De la plus faible à la plus forte : 3, 4, 5, 6, 7, 8, 9, 10, valet, dame, roi, as, "
        "2. Un joker (au choix) remplace la valeur des cartes avec lesquelles il est posé, "
        "ou seul un 2 (un 3 pendant une révolution). Les suites vont du 3 à l'as (sans le "
        "2) ; un joker dans une suite dit quelle carte il remplace ; une suite suit une "
        "suite de même longueur dont elle égale ou bat la plus haute carte. Les meilleures "
        "cartes, pour l'échange, sont les plus hautes dans l'ordre normal, le joker au-dessus "
        "du 2.",
    ),
    "PRES-TRICK-1": _rule(
        "Suivre le pli",
        "Following the trick",
        "Qui entame pose une carte seule, une paire, un brelan ou un carré (avec l'option, "
        "une suite d'au moins trois cartes de même couleur). Chacun ensuite pose autant de "
        "cartes, de même sorte, de valeur égale ou plus forte, ou passe. Qui a passé peut "
        "rejouer quand son tour revient (sauf option : pas dans ce pli).",
    ),
    "PRES-TRICK-2": _rule(
        "Fermer le pli",
        "Closing the trick",
        "Des 2 ferment le pli aussitôt. Sinon le pli se ferme quand tous les autres joueurs "
        "encore en jeu ont passé depuis le dernier coup. Qui l'a fermé, ou a joué le dernier, "
        "entame le pli suivant ; s'il est sorti, c'est le joueur suivant encore en jeu.",
    ),
    "PRES-EIGHT-1": _rule(
        "Le 8 ferme le pli",
        "The eight closes the trick",
        "Avec « le 8 ferme le pli », tout coup qui contient un 8 (un 8 seul, une paire, un "
        "brelan ou un carré de 8, ou une suite qui passe par le 8, même quand un joker le "
        "remplace) ferme aussi le pli ; le 8 doit toujours suivre (même nombre de cartes, "
        "valeur égale ou plus forte : pas sur un 9 ou plus fort, sauf pendant une "
        "révolution). Qui a posé les 8 entame le pli suivant.",
    ),
    "PRES-OUT-1": _rule(
        "Sortir",
        "Going out",
        "Qui n'a plus de cartes est sorti. Si son dernier coup a fermé le pli, le joueur "
        "suivant encore en jeu entame. On peut sortir sur un 8.",
    ),
    "PRES-REV-1": _rule(
        "Révolution",
        "Revolution",
        "Avec l'option, un carré (jokers compris) renverse l'ordre des cartes jusqu'à la "
        "révolution suivante ou la fin de la manche ; pendant une révolution, les 3 ferment "
        "le pli à la place des 2, et les 8 le ferment toujours avec « le 8 ferme le pli ». "
        "Chaque coup suit dans l'ordre du moment : un carré qui en suit un autre est lui "
        "aussi une révolution, et remet l'ordre à l'endroit.",
    ),
    "PRES-RANK-1": _rule(
        "Titres",
        "Titles",
        "L'ordre d'arrivée donne les titres : le premier Président, le deuxième "
        "Vice-président, le dernier Trou, l'avant-dernier Vice-trou, les autres Neutres. À "
        "trois joueurs : Président, Neutre, Trou. L'ordre d'arrivée nomme tous les joueurs, "
        "le dernier compris.",
    ),
    "PRES-XCHG-1": _rule(
        "Échange de cartes",
        "Exchange of cards",
        "À partir de la deuxième manche (option, par défaut), avant de jouer, le Trou doit "
        "donner ses deux meilleures cartes au Président, qui lui en rend deux de son choix "
        "(n'importe lesquelles, même celles qu'il vient de recevoir) ; puis le Vice-trou "
        "donne sa meilleure carte au Vice-président, qui lui en rend une. Dans cet ordre.",
    ),
    "PRES-START-1": _rule(
        "Qui entame",
        "Who leads",
        "À la première manche, celui qui a la dame de cœur entame ; ensuite, c'est le Trou.",
    ),
    "PRES-MATCH-1": _rule(
        "Points et fin de partie",
        "Points and end of the match",
        "Chaque manche donne des points selon le titre (par défaut : Président 2, Vice 1, "
        "Neutre 0, Vice-trou -1, Trou -2) ; la partie dure un nombre de manches choisi, ou "
        "jusqu'à ce qu'un total atteigne le but (la partie finit après cette manche) ; le plus "
        "haut total gagne, et une égalité est annoncée avec tous les ex æquo.",
    ),
}
