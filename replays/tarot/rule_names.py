"""The rules of Tarot by name, and their French text (the English text is RULES.md's); the
form of /work/briefs/notes.md (issue 39): every TAROT id, nothing else."""

RULES = {
    "TAROT-SETUP-1": {
        "name": {"fr": "Joueurs", "en": "Players"},
        "text": {"fr": "On joue à 3, 4 ou 5, assis dans l'ordre du jeu ; la Fédération joue"
                 " dans le sens inverse des aiguilles d'une montre."},
    },
    "TAROT-DECK-1": {
        "name": {"fr": "Les 78 cartes", "en": "The 78 cards"},
        "text": {"fr": "Quatre couleurs de 14 cartes (roi, dame, cavalier, valet, 10 à l'as),"
                 " 21 atouts et l'Excuse. Tout atout bat toute carte de couleur. Les trois"
                 " bouts sont le 21, le Petit et l'Excuse."},
    },
    "TAROT-DEAL-1": {
        "name": {"fr": "Donne et chien", "en": "Deal and chien"},
        "text": {"fr": "À 3, 24 cartes chacun et un chien de 6 ; à 4, 18 cartes et un chien"
                 " de 6 ; à 5, 15 cartes et un chien de 3. Les cartes du chien sont posées une"
                 " à une, jamais la première ni la dernière du paquet."},
    },
    "TAROT-BID-1": {
        "name": {"fr": "Enchères", "en": "Bidding"},
        "text": {"fr": "Chacun parle une fois, en commençant après le donneur : il passe ou"
                 " annonce un contrat plus fort que les précédents. Le plus fort prend. Si"
                 " tous passent, la donne est blanche et le suivant donne."},
    },
    "TAROT-BID-2": {
        "name": {"fr": "Contrats", "en": "Contracts"},
        "text": {"fr": "Du plus faible au plus fort : prise (ou petite) ×1, garde ×2, garde"
                 " sans le chien ×4, garde contre le chien ×6."},
    },
    "TAROT-CALL-1": {
        "name": {"fr": "Roi appelé", "en": "King called"},
        "text": {"fr": "À 5, le preneur appelle un roi avant de voir le chien ; une dame"
                 " seulement s'il a les quatre rois, et ainsi de suite. Le partenaire et la"
                 " carte appelée n'existent qu'à 5."},
    },
    "TAROT-CALL-2": {
        "name": {"fr": "Le partenaire", "en": "The partner"},
        "text": {"fr": "Celui qui a la carte appelée est le partenaire du preneur. Le preneur"
                 " qui s'appelle lui-même, ou dont la carte est au chien, joue seul contre"
                 " quatre."},
    },
    "TAROT-CHIEN-1": {
        "name": {"fr": "Chien et écart", "en": "Chien and écart"},
        "text": {"fr": "Sur une prise ou une garde, le chien est montré ; le preneur le prend"
                 " et écarte autant de cartes, sans roi ni bout, et des atouts seulement s'il"
                 " ne peut faire autrement, montrés à tous."},
    },
    "TAROT-CHIEN-2": {
        "name": {"fr": "Garde sans, garde contre", "en": "Garde sans, garde contre"},
        "text": {"fr": "Sur une garde sans, le chien reste caché et compte pour le preneur ;"
                 " sur une garde contre, il compte pour la défense."},
    },
    "TAROT-PLAY-1": {
        "name": {"fr": "Fournir, couper, monter", "en": "Follow, trump, overtrump"},
        "text": {"fr": "On fournit à la couleur demandée ; sinon on coupe, en montant sur"
                 " l'atout déjà joué si on peut ; sans couleur ni atout, on joue ce qu'on veut."
                 " Sur un atout demandé, on monte si on peut, même sur son partenaire."},
    },
    "TAROT-EXCUSE-1": {
        "name": {"fr": "L'Excuse", "en": "The Excuse"},
        "text": {"fr": "L'Excuse se joue à tout moment à la place de la carte due ; elle ne"
                 " gagne pas le pli et reste à son camp, qui donne une petite carte en échange."
                 " Jouée au dernier pli, elle va au camp qui le gagne, sauf au chelem."},
    },
    "TAROT-COUNT-1": {
        "name": {"fr": "Valeur des cartes", "en": "Card points"},
        "text": {"fr": "Bouts et rois 4,5, dames 3,5, cavaliers 2,5, valets 1,5, les autres"
                 " 0,5 : 91 points en tout. Le camp qui a des bouts a au moins 4,5 points par"
                 " bout."},
    },
    "TAROT-COUNT-2": {
        "name": {"fr": "Points à faire", "en": "Points needed"},
        "text": {"fr": "Le camp du preneur doit faire 56 points sans bout, 51 avec un, 41 avec"
                 " deux, 36 avec trois."},
    },
    "TAROT-COUNT-3": {
        "name": {"fr": "Le demi-point", "en": "The half point"},
        "text": {"fr": "À 4 joueurs le compte tombe juste. À 3 et 5, le demi-point va au camp"
                 " qui gagne : avec deux bouts, 40 et demi compte 40, chuté de 1 ; 41 et demi"
                 " compte 42, fait de 1."},
    },
    "TAROT-SCORE-1": {
        "name": {"fr": "Fait ou chuté", "en": "Made or failed"},
        "text": {"fr": "Le contrat est fait si le camp du preneur atteint ses points, juste"
                 " fait compris ; sinon il est chuté. L'écart entre les deux est le gain ou la"
                 " perte."},
    },
    "TAROT-SCORE-2": {
        "name": {"fr": "Valeur de la donne", "en": "Value of the hand"},
        "text": {"fr": "La donne vaut (25 + l'écart) × le coefficient du contrat, pour le camp"
                 " du preneur s'il a fait, pour la défense s'il a chuté."},
    },
    "TAROT-SCORE-3": {
        "name": {"fr": "Petit au bout", "en": "Petit au bout"},
        "text": {"fr": "Le camp qui gagne le dernier pli avec le Petit dedans marque 10 × le"
                 " coefficient, que le contrat soit fait ou non."},
    },
    "TAROT-SCORE-4": {
        "name": {"fr": "Primes ajoutées", "en": "Bonuses added"},
        "text": {"fr": "Les poignées et le chelem s'ajoutent ensuite, sans être multipliés."},
    },
    "TAROT-SCORE-5": {
        "name": {"fr": "Partage", "en": "Sharing"},
        "text": {"fr": "Chaque défenseur marque −d, le partenaire d, le preneur le reste : 2d à"
                 " 3 joueurs, 3d à 4, 2d à 5 avec un partenaire, 4d à 5 seul. Une donne fait"
                 " toujours zéro au total."},
    },
    "TAROT-POIGNEE-1": {
        "name": {"fr": "Poignée", "en": "Poignée"},
        "text": {"fr": "Simple, double ou triple : 13, 15 ou 18 atouts à 3 ; 10, 13 ou 15 à 4 ;"
                 " 8, 10 ou 13 à 5 ; l'Excuse peut remplacer un atout. Elle vaut 20, 30 ou 40"
                 " pour le camp qui gagne la donne, quel que soit celui qui l'a montrée."},
    },
    "TAROT-CHELEM-1": {
        "name": {"fr": "Chelem", "en": "Chelem"},
        "text": {"fr": "Un camp fait tous les plis. Annoncé et fait +400, fait sans annonce"
                 " +200, annoncé et chuté −200 pour le preneur, fait par la défense +200 pour"
                 " elle. Le camp qui fait le chelem gagne la donne."},
    },
    "TAROT-MATCH-1": {
        "name": {"fr": "Fin de partie", "en": "End of the match"},
        "text": {"fr": "Les joueurs sont classés par leur total, le plus haut en tête, après"
                 " le nombre de donnes choisi ou quand un total atteint l'objectif. Une égalité"
                 " est annoncée comme telle."},
    },
    "TAROT-SHEET-1": {
        "name": {"fr": "Donne déclarée", "en": "Hand declared"},
        "text": {"fr": "La feuille note le preneur, le contrat, les bouts et les points du"
                 " preneur, avec le partenaire à 5 et les primes s'il y en a. Le moteur calcule"
                 " les points de chacun ; des points différents sont refusés."},
    },
    "TAROT-SHEET-2": {
        "name": {"fr": "Points bruts", "en": "Bare points"},
        "text": {"fr": "Une donne notée en points seuls (donne blanche, feuille recopiée)"
                 " donne les points de chaque joueur, négatifs compris, qui font zéro au"
                 " total."},
    },
    "TAROT-EX-1": {
        "name": {"fr": "Exemple : garde et poignée", "en": "Example: garde and poignée"},
        "text": {"fr": "Garde, poignée simple et Petit au bout du preneur, 49 points avec deux"
                 " bouts : (25 + 8) × 2 + 20 + 20 = 106 ; le preneur +318, chaque défenseur"
                 " −106."},
    },
    "TAROT-EX-2": {
        "name": {"fr": "Exemple : garde sans", "en": "Example: garde sans"},
        "text": {"fr": "Garde sans faite de 4, Petit au bout pour la défense : (25 + 4) × 4 −"
                 " 40 = 76 ; le preneur +228, chaque défenseur −76."},
    },
    "TAROT-EX-3": {
        "name": {"fr": "Exemple : prise chutée", "en": "Example: prise failed"},
        "text": {"fr": "Prise chutée de 7, poignée simple et Petit au bout du preneur :"
                 " −(25 + 7) − 20 + 10 = −42 ; le preneur −126, chaque défenseur +42."},
    },
    "TAROT-EX-4": {
        "name": {"fr": "Exemple : poignée en défense", "en": "Example: defence's poignée"},
        "text": {"fr": "Garde faite de 11, une poignée montrée par la défense : (25 + 11) × 2 +"
                 " 20 = 92 ; le preneur +276, chaque défenseur −92."},
    },
    "TAROT-EX-5": {
        "name": {"fr": "Exemple : chelem annoncé", "en": "Example: chelem announced"},
        "text": {"fr": "Garde, chelem annoncé et fait, poignée simple et Petit au bout, 87"
                 " points avec deux bouts : (25 + 46) × 2 + 20 + 20 + 400 = 582 ; le preneur"
                 " +1746, chaque défenseur −582."},
    },
}  # fmt: skip
