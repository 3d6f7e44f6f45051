"""The rules of the Rami by name, and their French text (the English text is RULES.md's):
what a ruling quotes, in the reader's language. Written from RULES.md §2 and seed 002."""


def _rule(fr: str, en: str, text: str) -> dict[str, dict[str, str]]:
    return {"name": {"fr": fr, "en": en}, "text": {"fr": text}}


RULES = {
    "RAMI-SETUP-1": _rule(
        "Joueurs et paquet",
        "Players and deck",
        "De 2 à 7 joueurs, un jeu de 52 cartes et des jokers (deux par défaut, de 0 à 4 au "
        "choix ; deux jeux pour les grandes tables). On joue dans le sens des aiguilles d'une "
        "montre.",
    ),
    "RAMI-SETUP-2": _rule(
        "La donne",
        "The deal",
        "À 2 joueurs, 10 cartes chacun ; de 3 à 5 joueurs, 7 ; à 6 ou 7 joueurs, 6. Le reste "
        "forme le talon, face cachée ; on en retourne la carte du dessus pour commencer "
        "l'écart.",
    ),
    "RAMI-SETUP-3": _rule(
        "Qui commence",
        "Who starts",
        "Le joueur à gauche du donneur joue le premier.",
    ),
    "RAMI-TURN-1": _rule(
        "Le tour",
        "The turn",
        "Seul le joueur dont c'est le tour joue : il prend une carte, celle du dessus de "
        "l'écart ou celle du dessus du talon ; il peut poser des combinaisons ou compléter "
        "celles de la table (les siennes ou celles d'un rival) ; il finit en se défaussant "
        "d'une carte, face visible, sur l'écart.",
    ),
    "RAMI-TURN-2": _rule(
        "Poser dès le second tour",
        "Laying from the second turn",
        "On pose ou on complète des combinaisons à partir de son second tour (pas au premier "
        "tour de table).",
    ),
    "RAMI-TURN-3": _rule(
        "Carte prise à l'écart",
        "The card taken from the discard pile",
        "La carte qu'on vient de prendre à l'écart ne se défausse pas dans le même tour.",
    ),
    "RAMI-MELD-1": _rule(
        "Combinaisons",
        "Melds",
        "Une combinaison est un brelan (trois cartes de même valeur), un carré (quatre de "
        "même valeur, de couleurs différentes avec un seul jeu) ou une séquence (au moins "
        "trois cartes de même couleur dont les valeurs se suivent, dans l'ordre as, 2, 3, …, "
        "10, valet, dame, roi ; l'as en bas seulement, sauf option qui permet aussi dame, "
        "roi, as).",
    ),
    "RAMI-MELD-2": _rule(
        "Le joker",
        "The joker",
        "Le joker remplace n'importe quelle carte ; on dit laquelle, et sa valeur compte pour "
        "la première pose. Avec l'option, qui a la carte que remplace un joker peut "
        "l'échanger et prendre le joker.",
    ),
    "RAMI-OPEN-1": _rule(
        "Première pose à 51",
        "Opening at 51",
        "La première fois qu'on pose, on pose en une fois des combinaisons qui font au moins "
        "51 points (as 11, roi, dame, valet et 10 10, les autres leur valeur). On ne complète "
        "les combinaisons de la table qu'une fois ouvert (dans le même tour, après la "
        "première pose, compris) ; ces cartes-là ne comptent pas pour les 51.",
    ),
    "RAMI-STOCK-1": _rule(
        "Talon vide",
        "Empty stock",
        "Quand le joueur doit prendre dans un talon vide, on retourne tout l'écart face "
        "cachée, sans le mélanger, pour faire le nouveau talon (la première carte défaussée "
        "se retrouve dessus).",
    ),
    "RAMI-END-1": _rule(
        "Sortir",
        "Going out",
        "Le premier joueur qui n'a plus de cartes gagne la manche (qu'il sorte par une "
        "dernière défausse ou en posant ses dernières cartes).",
    ),
    "RAMI-SCORE-1": _rule(
        "Points des mains",
        "Points left in hand",
        "Les autres joueurs marquent les cartes qui leur restent en main : as 11, roi, dame, "
        "valet 10, les autres leur valeur, joker 20 (au choix).",
    ),
    "RAMI-SCORE-2": _rule(
        "Rami",
        "Rami",
        "Qui sort dans le tour de sa première pose (ses combinaisons et, s'il y en a une, sa "
        "dernière défausse) fait rami : les points de chacun de ses adversaires sont doublés "
        "pour cette manche.",
    ),
    "RAMI-SCORE-3": _rule(
        "Bonus du gagnant",
        "Winner's bonus",
        "Avec l'option, le gagnant marque -20, ou -60 après un rami ; cela remplace le doublement.",
    ),
    "RAMI-SCORE-4": _rule(
        "Scores notés à la main",
        "Scores entered by hand",
        "Quand on note les scores seulement, une entrée peut dire qui a fait rami : les "
        "points des autres sont doublés (ou le bonus du gagnant s'applique). Une entrée a un "
        "seul gagnant, le seul joueur inscrit à 0 (le rami, s'il est dit, est ce joueur) ; "
        "les points des autres ne sont jamais négatifs.",
    ),
    "RAMI-PRESET": _rule(
        "Variantes",
        "Presets",
        "Deux variantes : « Rami à 51 » (par défaut) et « Rami à 51 avec bonus » (avec le "
        "bonus du gagnant).",
    ),
    "RAMI-MATCH-1": _rule(
        "Fin de partie",
        "End of the match",
        "La partie se joue en 1 000 points : elle finit après la manche où un total atteint "
        "1 000 (1 000 compris) ; le plus petit total gagne ; une égalité est annoncée avec "
        "tous les ex æquo.",
    ),
}
