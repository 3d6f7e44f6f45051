"""The rules of the Huit américain by name, and their French text (the English text is
RULES.md's): what a ruling quotes, in the reader's language. Written from RULES.md §1 and
seeds 000 and 001."""


def _rule(fr: str, en: str, text: str) -> dict[str, dict[str, str]]:
    return {"name": {"fr": fr, "en": en}, "text": {"fr": text}}


RULES = {
    "H8-SETUP-1": _rule(
        "Joueurs et paquet",
        "Players and deck",
        "À partir de deux joueurs ; à plusieurs, on prend deux jeux. La partie dit avec quel "
        "paquet on joue : 52, 54 (avec deux jokers), 32 ou 34 cartes, en un ou deux "
        "exemplaires. Chaque variante a son paquet par défaut (52 si elle n'en nomme pas) ; "
        "une partie peut en prendre un autre, et le pouvoir du joker s'applique dès que le "
        "paquet a des jokers.",
    ),
    "H8-SETUP-2": _rule(
        "Nombre de cartes",
        "Hand size",
        "Chacun reçoit un nombre fixe de cartes (7, ou 8 dans la version originale), ou selon "
        "le tableau : à 2 joueurs 10 (15 avec deux jeux), à 3 joueurs 8 (12), à 4 et plus 6 "
        "(9), ou au choix du donneur entre 5 et 8 (« man et resta »). La manche dit combien ; "
        "un nombre donné au début de la manche l'emporte sur celui de la variante.",
    ),
    "H8-SETUP-3": _rule(
        "Carte retournée",
        "The upcard",
        "On retourne la première carte de la pioche : elle commence le talon. Son pouvoir ne "
        "s'applique pas, et la première carte jouée ne peut pas être une carte d'attaque "
        "(« au début du jeu aucune carte d'attaque ne peut être mise »). Si la carte "
        "retournée est un joker ou un 8, le premier joueur joue n'importe quelle carte de sa "
        "couleur ou de sa valeur.",
    ),
    "H8-SETUP-4": _rule(
        "Qui commence",
        "Who starts",
        "Le joueur à gauche du donneur commence ; dans la version originale, celui qui a la "
        "dame de cœur, sinon une autre dame (carreau, trèfle, pique), sinon le joueur à "
        "gauche du donneur. On joue dans le sens des aiguilles d'une montre.",
    ),
    "H8-TURN-1": _rule(
        "Chacun son tour",
        "Each in turn",
        "Seul le joueur dont c'est le tour joue ou pioche. Sauf : tout le monde peut annoncer "
        "ou contrer, les pénalités se donnent hors tour, et on peut jouer « à la volée » "
        "quand l'option le permet.",
    ),
    "H8-TWO-1": _rule(
        "À deux joueurs",
        "With two players",
        "« À deux joueurs » veut toujours dire : deux joueurs encore dans la manche.",
    ),
    "H8-PLAY-1": _rule(
        "Couleur ou valeur",
        "Suit or rank",
        "À son tour, on joue une carte de la même couleur que la carte du dessus du talon (ou "
        "de la couleur demandée par le dernier 8) ou de la même valeur, ou un joker, qui va "
        "sur tout.",
    ),
    "H8-PLAY-2": _rule(
        "Piocher",
        "Drawing",
        "Qui ne peut pas jouer pioche une carte et son tour s'arrête ; après avoir pioché, on "
        "ne joue plus. Avec la pioche continue, on pioche jusqu'à pouvoir jouer, et on joue "
        "cette carte. Sauf option, on ne pioche pas quand on a une carte jouable.",
    ),
    "H8-PLAY-3": _rule(
        "Le 8 change la couleur",
        "The wild eight",
        "Le 8 va sur n'importe quelle carte et son joueur demande la couleur à suivre. Version "
        "originale : la couleur demandée doit être une couleur qu'il a encore en main. Courte "
        "amicale : le 8 ne va que sur sa couleur (ou sur un autre 8), et n'arrête une "
        "attaque que là où il peut être posé. Un 8 qui finit la manche ne demande rien.",
    ),
    "H8-PLAY-4": _rule(
        "Après un joker",
        "After a joker",
        "Après un joker, la couleur d'avant reste en vigueur (celle de la carte dessous, ou "
        "celle qu'un 8 dessous a demandée), que le joker attaque, réponde à une attaque ou "
        "soit posé sur un 8 (« la couleur à jouer est celle de la carte précédente »). Seul un "
        "joker va sur un joker par la valeur.",
    ),
    "H8-PLAY-5": _rule(
        "Pioche vide",
        "Empty stock",
        "Quand la pioche est vide, on garde la carte du dessus du talon, on mélange le reste "
        "et on le met sous la pioche. S'il n'y a rien à mélanger, le joueur qui doit piocher "
        "prend ce qui reste, et le reste de sa dette tombe.",
    ),
    "H8-POW-A": _rule(
        "L'as fait piocher 2",
        "The ace: draw 2",
        "Après un as, le joueur suivant pioche 2 cartes, sauf s'il répond par un as (l'attaque "
        "passe, +2), par un joker (+4) ou par un 8, qui arrête l'attaque (et demande une "
        "couleur). L'attaque grandit : as puis as 4, as puis joker 6, joker puis joker 8. Qui "
        "ne peut ou ne veut pas répondre pioche le tout et passe son tour.",
    ),
    "H8-POW-JK": _rule(
        "Le joker fait piocher 4",
        "The joker: draw 4",
        "Après un joker, le joueur suivant pioche 4 cartes, sauf s'il répond par un joker (+4) "
        "ou par un 8 (qui arrête l'attaque) ; un as ne répond pas à un joker.",
    ),
    "H8-POW-J": _rule(
        "Le valet change de sens",
        "The jack reverses",
        "Le valet change le sens du jeu. À deux joueurs, on rejoue.",
    ),
    "H8-POW-10": _rule(
        "Le 10 fait rejouer",
        "The ten: play again",
        "Après un 10, le même joueur rejoue ; s'il ne peut pas, il pioche une carte et son "
        "tour s'arrête (de même pour tout « rejouer », valet ou 7 à deux joueurs compris). "
        "Une carte qui fait rejouer, posée en dernier, ne finit pas la manche : le joueur doit "
        "rejouer, ne peut pas, et pioche une carte.",
    ),
    "H8-POW-7": _rule(
        "Le 7 fait passer",
        "The seven skips",
        "Après un 7, le joueur suivant passe son tour. À deux joueurs, on rejoue.",
    ),
    "H8-POW-5": _rule(
        "Le 5 fait donner",
        "The five gives",
        "Avec l'option, qui pose un 5 doit donner une carte de sa main au joueur de son "
        "choix, juste après le 5, avant que le suivant joue.",
    ),
    "H8-POW-AJ": _rule(
        "As et valet combinés",
        "Ace and jack together",
        "Avec l'option « As et Valet combiné », un as et un valet de même couleur posés "
        "ensemble font piocher 6 cartes au joueur suivant (après le changement de sens du "
        "valet), qui peut répondre comme à un as.",
    ),
    "H8-POW-COMPLETE": _rule(
        "Compléter",
        "Completing",
        "Avec l'option « compléter », après trois cartes de même valeur sans pouvoir jouées à "
        "la suite, qui a posé la troisième peut demander au suivant de compléter : s'il ne "
        "peut pas poser la quatrième, il pioche 2 cartes ; s'il la pose, il rejoue et c'est "
        "le demandeur qui pioche 2 cartes.",
    ),
    "H8-ANN-1": _rule(
        "Annoncer « Carte »",
        'Calling "Carte"',
        "Qui n'a plus qu'une carte doit annoncer « Carte » (taper trois fois revient au "
        "même). On peut l'annoncer juste avant de poser l'avant-dernière carte (selon la "
        "variante, on peut ou on doit le faire à ce moment-là).",
    ),
    "H8-ANN-2": _rule(
        "Contre-carte",
        "Counter-call",
        "« Contre-carte » : un adversaire qui voit un joueur à une carte qui n'a pas annoncé "
        "lui fait piocher 2 cartes. On peut contrer dès que le joueur n'a plus qu'une carte "
        "sans l'avoir annoncée, jusqu'à ce qu'il rejoue ou annonce. Un contre à tort (le "
        "joueur a plus d'une carte, ou a annoncé) est refusé ; avec l'option, il est inscrit "
        "et c'est celui qui a contré qui pioche 2 cartes.",
    ),
    "H8-ANN-3": _rule(
        "Autres annonces",
        "Other calls",
        "Les variantes qui ont d'autres annonces (« 4 » dans la variante 1, « maou » dans la "
        "variante 2) suivent le même modèle : l'annonce, son contre (« contre-4 ») et la "
        "pénalité de la variante.",
    ),
    "H8-ANN-4": _rule(
        "Délai du contre",
        "When a call can be challenged",
        "Une annonce qu'une variante exige (« 4 » dans la variante 1) peut être contrée dès "
        "qu'elle était due, jusqu'à ce que la carte suivante soit jouée.",
    ),
    "H8-PEN-1": _rule(
        "Pénalité",
        "Penalty",
        "Avec l'option (par défaut), qui joue hors de son tour ou enfreint une règle à table "
        "pioche 2 cartes ; la mauvaise carte lui revient en main. Sans l'option, il n'y a pas "
        "de pénalité.",
    ),
    "H8-END-1": _rule(
        "Fin de la manche",
        "End of the hand",
        "La manche finit quand un joueur pose sa dernière carte. Version originale : on ne "
        "finit pas sur un 8, il faut le garder et piocher. Si la dernière carte attaque (un "
        "joker, un as), on continue jusqu'à ce qu'un joueur ne puisse pas répondre et pioche "
        "le total (même celui qui était sorti, si l'attaque lui revient : il n'est alors plus "
        "sorti), ou qu'un 8 l'arrête ; on n'est sorti qu'à la fin de l'attaque. Avec l'option, "
        "un dernier as ne se répond pas par un as.",
    ),
    "H8-END-2": _rule(
        "Fin en positif",
        "End with positive scoring",
        "En comptage positif, la manche continue jusqu'à ce que trois joueurs soient sortis "
        "ou qu'il n'en reste qu'un (qui ne marque rien).",
    ),
    "H8-END-3": _rule(
        "Mains montrées",
        "Hands shown",
        "Quand on suit la partie à table, les scores d'une manche existent une fois que chaque "
        "joueur qui a encore des cartes les a montrées ; un nombre de cartes montrées qui "
        "diffère du compte est refusé (annulez d'abord l'événement faux).",
    ),
    "H8-END-4": _rule(
        "Manche bloquée",
        "Blocked hand",
        "Quand personne ne peut plus piocher (pioche vide, talon réduit à sa carte du dessus) "
        "et que tous les joueurs encore en jeu ont passé à la suite, la manche finit sans "
        "personne de sorti ; en négatif, chacun marque les cartes qu'il a en main.",
    ),
    "H8-SCORE-POS": _rule(
        "Comptage positif",
        "Positive scoring",
        "Les trois premiers sortis marquent 50, 20 et 10 points. On joue en 200 ou 500 "
        "points ; le premier qui atteint le but gagne (le plus haut total).",
    ),
    "H8-SCORE-NEG": _rule(
        "Comptage négatif",
        "Negative scoring",
        "Quand un joueur sort, chacun des autres marque les cartes qu'il a en main : roi et "
        "dame 10, cartes simples leur valeur, pouvoirs moyens (valet, 10, 7) 20, pouvoirs "
        "forts (as, 8, joker) 50. La partie se joue jusqu'à une limite : quand un total "
        "l'atteint, la partie finit après cette manche, et le plus petit total gagne. Dans "
        "les autres variantes, une carte compte selon son pouvoir : forte 50, moyenne 20, "
        "roi, dame, valet sans pouvoir 10, as sans pouvoir 1, les autres leur valeur. La "
        "variante 6 a son propre barème.",
    ),
    "H8-SCORE-TIE": _rule(
        "Égalité",
        "Tie",
        "Une égalité pour la victoire à la fin de la partie est annoncée comme telle, avec "
        "tous les ex æquo ; on ne la départage jamais en silence.",
    ),
    "H8-POW-FORCE": _rule(
        "Pioche forcée",
        "Forced draw",
        "Le joueur suivant pioche les cartes dites, sans pouvoir répondre, et passe son tour.",
    ),
    "H8-POW-ATTACK": _rule(
        "Attaque",
        "Attack",
        "Le joueur suivant pioche les cartes dites, sauf s'il répond par une des cartes que "
        "la variante permet (comme pour l'as).",
    ),
    "H8-POW-WILD": _rule(
        "Changement de couleur",
        "Wild card",
        "Cette carte va sur tout et son joueur demande la couleur à suivre.",
    ),
    "H8-POW-WILDSUIT": _rule(
        "Carte qui va sur tout",
        "Wild card, own suit",
        "Cette carte va sur tout, sans demander de couleur : on suit sa propre couleur.",
    ),
    "H8-POW-REVERSE": _rule(
        "Changement de sens",
        "Reverse",
        "Cette carte change le sens du jeu, comme le valet. À deux joueurs, on rejoue.",
    ),
    "H8-POW-AGAIN": _rule(
        "Rejouer",
        "Play again",
        "Après cette carte, le même joueur rejoue, comme après le 10.",
    ),
    "H8-POW-SKIP": _rule(
        "Passer son tour",
        "Skip",
        "Après cette carte, le joueur suivant passe son tour, comme après le 7. À deux "
        "joueurs, on rejoue.",
    ),
    "H8-POW-GIVE": _rule(
        "Donner des cartes",
        "Giving cards",
        "Qui pose cette carte doit donner les cartes dites, de son choix, au joueur de son choix.",
    ),
    "H8-POW-BRIDGE": _rule(
        "Dame et roi",
        "Queen and king",
        "La dame et le roi vont l'un sur l'autre, quelles que soient leurs couleurs.",
    ),
    "H8-POW-PASSHAND": _rule(
        "Passer son jeu",
        "Passing hands",
        "Le 3 de cœur de la variante 1 : « on doit passer son jeu au joueur à sa gauche » ; "
        "chacun passe sa main au joueur à sa gauche.",
    ),
    "H8-POW-SWAP": _rule(
        "Échanger sa main",
        "Swapping hands",
        "Avec l'option, qui pose cette carte échange sa main avec celle du joueur de son choix.",
    ),
    "H8-POW-ROTATE": _rule(
        "Tourner les mains",
        "Rotating hands",
        "Avec l'option, cette carte « fait tourner les mains dans le sens du jeu » : chaque "
        "main passe d'une place dans le sens du jeu.",
    ),
    "H8-POW-RUN": _rule(
        "La suite de l'as",
        "The ace's run",
        "Variante 4 : avec l'as, on pose en un seul coup toutes les autres cartes de sa "
        "couleur qu'on a en main, dans l'ordre des valeurs.",
    ),
    "H8-POW-QUAD8": _rule(
        "Quatre 8",
        "Four eights",
        "Variante 6 : quatre 8 posés ensemble gagnent la manche.",
    ),
}
