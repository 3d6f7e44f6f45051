"""The rules of Belote by name, and their French text (the English text is RULES.md's)."""

RULES = {
    "BELOTE-TEAM-1": {
        "name": {"fr": "Deux équipes", "en": "Two teams"},
        "text": {
            "fr": "Quatre joueurs en deux équipes de deux, les partenaires face à face : les "
            "places 1 et 3 contre les places 2 et 4.",
        },
    },
    "BELOTE-TEAM-2": {
        "name": {"fr": "Sens du jeu", "en": "Order of play"},
        "text": {
            "fr": "La donne, les enchères et le jeu suivent l'ordre des places ; le joueur "
            "suivant donne la manche d'après.",
        },
    },
    "BELOTE-DECK-1": {
        "name": {"fr": "32 cartes", "en": "32 cards"},
        "text": {
            "fr": "On joue avec les 32 cartes du 7 à l'as des quatre couleurs ; toute autre carte"
            " est refusée.",
        },
    },
    "BELOTE-DECK-2": {
        "name": {"fr": "Cartes d'atout", "en": "Trump cards"},
        "text": {
            "fr": "À l'atout, de la plus forte à la plus faible : valet 20, 9 14, as 11, 10 10, "
            "roi 4, dame 3, 8 et 7 0.",
        },
    },
    "BELOTE-DECK-3": {
        "name": {"fr": "Cartes hors atout", "en": "Plain cards"},
        "text": {
            "fr": "Hors atout, de la plus forte à la plus faible : as 11, 10 10, roi 4, dame 3, "
            "valet 2, 9, 8 et 7 0.",
        },
    },
    "BELOTE-DECK-4": {
        "name": {"fr": "162 points", "en": "162 points"},
        "text": {
            "fr": "L'atout vaut 62 points, chaque autre couleur 30 : 152, et le dix de der porte "
            "la donne à 162.",
        },
    },
    "BELOTE-DEAL-1": {
        "name": {"fr": "Donne classique", "en": "Classic deal"},
        "text": {
            "fr": "Le donneur distribue 3 puis 2 cartes à chacun, en commençant par le joueur "
            "suivant, et retourne la carte suivante.",
        },
    },
    "BELOTE-DEAL-2": {
        "name": {"fr": "Fin de la donne", "en": "Rest of the deal"},
        "text": {
            "fr": "Le preneur reçoit la retourne ; le donneur distribue ensuite 3 cartes à chacun"
            " et 2 au preneur : tout le monde a 8 cartes.",
        },
    },
    "BELOTE-DEAL-3": {
        "name": {"fr": "Donne à la contrée", "en": "Contrée deal"},
        "text": {
            "fr": "À la contrée, chacun reçoit 8 cartes par 3, 2 et 3 ; aucune carte n'est "
            "retournée.",
        },
    },
    "BELOTE-DEAL-4": {
        "name": {"fr": "Donne passée", "en": "Hand thrown in"},
        "text": {
            "fr": "Une donne que personne ne prend ne marque rien, compte comme une donne, et la "
            "main passe.",
        },
    },
    "BELOTE-BID-1": {
        "name": {"fr": "Premier tour", "en": "First round"},
        "text": {
            "fr": "Chacun à son tour prend à la couleur de la retourne ou passe ; le premier qui "
            "prend arrête les enchères.",
        },
    },
    "BELOTE-BID-2": {
        "name": {"fr": "Second tour", "en": "Second round"},
        "text": {
            "fr": "Après quatre passes, chacun prend à une autre couleur que la retourne ou passe"
            " ; quatre nouvelles passes et la donne est passée.",
        },
    },
    "BELOTE-BID-3": {
        "name": {"fr": "Preneurs et défense", "en": "Takers and defence"},
        "text": {
            "fr": "L'équipe du preneur attaque, l'autre défend. On ne parle qu'à son tour et tant"
            " que les enchères durent.",
        },
    },
    "BELOTE-CONTREE-1": {
        "name": {"fr": "Enchères", "en": "Bidding"},
        "text": {
            "fr": "Chacun passe ou annonce un contrat et un atout, de 80 à 160 par dizaines, ou "
            "capot ; chaque enchère dépasse la précédente, même celle du partenaire.",
        },
    },
    "BELOTE-CONTREE-2": {
        "name": {"fr": "Contre", "en": "Contre"},
        "text": {
            "fr": "Un défenseur peut contrer la dernière enchère, à son tour ; plus aucune "
            "enchère ne suit.",
        },
    },
    "BELOTE-CONTREE-3": {
        "name": {"fr": "Surcontre", "en": "Surcontre"},
        "text": {
            "fr": "Après un contre, l'équipe qui a annoncé peut surcontrer ; les enchères "
            "s'arrêtent.",
        },
    },
    "BELOTE-CONTREE-4": {
        "name": {"fr": "Fin des enchères", "en": "End of the bidding"},
        "text": {
            "fr": "Les enchères s'arrêtent quand les trois joueurs suivants ont passé ; la "
            "dernière enchère est le contrat.",
        },
    },
    "BELOTE-PLAY-1": {
        "name": {"fr": "Entame", "en": "Lead"},
        "text": {
            "fr": "Le joueur qui suit le donneur entame ; le gagnant d'un pli entame le suivant ;"
            " une donne compte huit plis.",
        },
    },
    "BELOTE-PLAY-2": {
        "name": {"fr": "Fournir", "en": "Follow suit"},
        "text": {
            "fr": "Qui a de la couleur demandée doit en jouer.",
        },
    },
    "BELOTE-PLAY-3": {
        "name": {"fr": "Gagner le pli", "en": "Winning the trick"},
        "text": {
            "fr": "Le plus fort atout remporte le pli, sinon la plus forte carte de la couleur "
            "demandée.",
        },
    },
    "BELOTE-PLAY-4": {
        "name": {"fr": "Dix de der", "en": "Dix de der"},
        "text": {
            "fr": "L'équipe qui fait le dernier pli marque 10 points de plus.",
        },
    },
    "BELOTE-PLAY-5": {
        "name": {"fr": "Carte jouée", "en": "Card played"},
        "text": {
            "fr": "On joue une carte de son jeu ; jeux cachés, une carte pas encore jouée ni "
            "prise par un autre avec la retourne.",
        },
    },
    "BELOTE-TRUMP-1": {
        "name": {"fr": "Partenaire maître", "en": "Partner master"},
        "text": {
            "fr": "Sans la couleur demandée, quand son partenaire est maître, on joue la carte de"
            " son choix.",
        },
    },
    "BELOTE-TRUMP-2": {
        "name": {"fr": "Couper", "en": "Trumping"},
        "text": {
            "fr": "Sans la couleur demandée, quand un adversaire est maître, on doit couper ; sur"
            " un atout adverse, surcouper si possible, sinon jouer atout quand même.",
        },
    },
    "BELOTE-TRUMP-3": {
        "name": {"fr": "Monter à l'atout", "en": "Going above"},
        "text": {
            "fr": "Quand l'atout est demandé, on doit jouer un atout plus fort que ceux du pli si"
            " on peut, même sur son partenaire.",
        },
    },
    "BELOTE-TRUMP-4": {
        "name": {"fr": "Défausse", "en": "Discard"},
        "text": {
            "fr": "Sans la couleur demandée ni atout, on joue la carte de son choix.",
        },
    },
    "BELOTE-BELOTE-1": {
        "name": {"fr": "Belote et rebelote", "en": "Belote-rebelote"},
        "text": {
            "fr": "Qui a le roi et la dame d'atout dit « belote » avec le premier et « rebelote »"
            " avec le second ; son équipe marque 20.",
        },
    },
    "BELOTE-BELOTE-2": {
        "name": {"fr": "Belote gardée", "en": "Belote kept"},
        "text": {
            "fr": "Les 20 de la belote restent à son équipe quoi qu'il arrive : dedans, capot, "
            "contre ou surcontre.",
        },
    },
    "BELOTE-ANN-1": {
        "name": {"fr": "Annonces", "en": "Announcements"},
        "text": {
            "fr": "Tierce 20, cinquante 50, cent 100 ; carré de valets 200, de 9 150, d'as, de "
            "10, de rois ou de dames 100.",
        },
    },
    "BELOTE-ANN-2": {
        "name": {"fr": "Annoncer", "en": "Announcing"},
        "text": {
            "fr": "Annoncer est libre : on annonce à son tour au premier pli, avant de jouer "
            "sa carte, et on montre les cartes pendant le deuxième pli. Une annonce non "
            "montrée ne compte pas ; huit cartes en tiennent deux au plus.",
        },
    },
    "BELOTE-ANN-3": {
        "name": {"fr": "Une carte, une annonce", "en": "One card, one announcement"},
        "text": {
            "fr": "Une carte ne sert qu'à une annonce ; le roi et la dame d'atout comptent aussi "
            "pour la belote.",
        },
    },
    "BELOTE-ANN-4": {
        "name": {"fr": "Meilleure annonce", "en": "Best announcement"},
        "text": {
            "fr": "Seule l'équipe qui a la meilleure annonce marque ses annonces ; à valeur "
            "égale, celle à l'atout, puis celle du premier joueur.",
        },
    },
    "BELOTE-SHEET-1": {
        "name": {"fr": "Feuille de marque", "en": "Score sheet"},
        "text": {
            "fr": "Une donne se note comme la table la déclare : les points des plis de chaque "
            "équipe, les preneurs et l'atout, le contrat et le contre, la belote, les "
            "annonces, le capot.",
        },
    },
    "BELOTE-SHEET-2": {
        "name": {"fr": "Marque calculée", "en": "Points computed"},
        "text": {
            "fr": "Le carnet calcule les points de chaque équipe à partir de ce qui est déclaré ;"
            " on ne tape que les points des plis.",
        },
    },
    "BELOTE-COUNT-1": {
        "name": {"fr": "Points des plis", "en": "Trick points"},
        "text": {
            "fr": "Les points des plis des deux équipes font 162 ; sinon la donne est refusée.",
        },
    },
    "BELOTE-COUNT-2": {
        "name": {"fr": "Total classique", "en": "Classic total"},
        "text": {
            "fr": "À la belote classique, une équipe compte ses plis, sa belote et ses annonces "
            "si elles comptent ; sans arrondi.",
        },
    },
    "BELOTE-COUNT-3": {
        "name": {"fr": "Capot", "en": "Capot"},
        "text": {
            "fr": "Une équipe qui fait tous les plis compte 252 à la belote classique : le dix de"
            " der vaut alors 100.",
        },
    },
    "BELOTE-RESULT-1": {
        "name": {"fr": "Contrat fait", "en": "Made"},
        "text": {
            "fr": "Si les preneurs font plus que la défense, chaque équipe marque ses points.",
        },
    },
    "BELOTE-RESULT-2": {
        "name": {"fr": "Dedans", "en": "Dedans"},
        "text": {
            "fr": "Sinon les preneurs sont dedans : ils ne gardent que leur belote, la défense "
            "marque 162, toutes les annonces et sa belote.",
        },
    },
    "BELOTE-RESULT-3": {
        "name": {"fr": "Preneurs capot", "en": "Takers capot"},
        "text": {
            "fr": "Des preneurs capot marquent 252, leur belote et leurs annonces ; la défense ne"
            " garde que sa belote et ses annonces qui comptent.",
        },
    },
    "BELOTE-RESULT-4": {
        "name": {"fr": "Litige", "en": "Litige"},
        "text": {
            "fr": "À égalité les preneurs sont dedans ; avec l'option litige, la défense marque "
            "ses points et ceux des preneurs attendent le gagnant de la donne suivante.",
        },
    },
    "BELOTE-CONTREE-5": {
        "name": {"fr": "Contrat réussi", "en": "Contract made"},
        "text": {
            "fr": "Le contrat est fait quand les points des preneurs, avec leurs annonces et leur"
            " belote, atteignent sa valeur ; un capot demande tous les plis.",
        },
    },
    "BELOTE-CONTREE-6": {
        "name": {"fr": "Marque de la contrée", "en": "Contrée scoring"},
        "text": {
            "fr": "Contrat fait : les preneurs marquent leurs points arrondis et le contrat, la "
            "défense ses points ; chuté : la défense marque 160 et le contrat.",
        },
    },
    "BELOTE-CONTREE-7": {
        "name": {"fr": "Capot à la contrée", "en": "Capot in contrée"},
        "text": {
            "fr": "Des preneurs capot marquent 250 et le contrat ; un contrat capot vaut 500 à "
            "qui le gagne.",
        },
    },
    "BELOTE-CONTREE-8": {
        "name": {"fr": "Contre et surcontre", "en": "Doubled and redoubled"},
        "text": {
            "fr": "Contré, le gagnant de la donne marque deux fois 160 et le contrat ; surcontré,"
            " quatre fois ; la belote n'est jamais multipliée.",
        },
    },
    "BELOTE-CONTREE-9": {
        "name": {"fr": "Belote au contrat", "en": "Belote in the contract"},
        "text": {
            "fr": "Avec l'option belote_counts, la belote aide à faire le contrat ; sans elle, "
            "elle est marquée sans compter pour le contrat.",
        },
    },
    "BELOTE-CONTREE-10": {
        "name": {"fr": "Annonces à la contrée", "en": "Announcements in contrée"},
        "text": {
            "fr": "Avec les annonces, elles comptent pour le contrat et s'ajoutent, sans "
            "multiplication, à l'équipe qui gagne la donne.",
        },
    },
    "BELOTE-MATCH-1": {
        "name": {"fr": "Fin de partie", "en": "End of the match"},
        "text": {
            "fr": "La partie s'arrête après la donne où une équipe atteint le but ; le plus haut "
            "total gagne.",
        },
    },
    "BELOTE-MATCH-2": {
        "name": {"fr": "But", "en": "Target"},
        "text": {
            "fr": "1000 points à la belote classique, 2000 à la contrée ; 501, 701, 1001, 1500 et"
            " 2000 sont proposés.",
        },
    },
    "BELOTE-PRESET-1": {
        "name": {"fr": "Variantes", "en": "Presets"},
        "text": {
            "fr": "Classique sans annonces, classique avec annonces, et contrée.",
        },
    },
}
