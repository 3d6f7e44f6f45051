"""Huit américain presets (RULES.md §1 "Variant presets") as data: the engine reads these
tables, never a preset's name.

A power is a dict: `kind` (attack, force, wild, wildsuit, again, skip, reverse, give, bridge,
passhand, run, quad, call; stands: a joker that acts as the card its player names), the rule
id it enforces, and its parameters. `powers` maps a rank ("A") or one card ("2S", "3H",
"QC") to its powers; a card's own entry wins over its rank's.
"""

from __future__ import annotations

from typing import Any

# Every option of RULES.md §1, so that `POST /games` `options` can override any of them.
OPTIONS: dict[str, Any] = {
    "continuous_draw": False,
    "may_draw_when_able": False,
    "error_penalty": True,
    "a_la_volee": False,
    "five_gives": False,
    "ace_jack_combo": False,
    "complete": False,
    "swap_card": None,
    "rotate_card": None,
    "no_finish_on_eight": False,
    "last_ace_unanswerable": False,
    "false_challenge_penalty": False,
    "announce_before_play": False,
    "eight_on_own_suit": False,
    "named_suit_held": False,
    "queen_of_hearts_starts": False,
    "joker_attack": None,
}

SEED_001_HAND_SIZES = {"table": [[2, 10, 15], [3, 8, 12], [4, 6, 9]]}
CARTE = {"call": "carte", "counter": "contre-carte", "penalty": 2}


def attack(draw: int, answers: list[str], stoppers: list[str], rule: str) -> dict:
    return {"kind": "attack", "draw": draw, "answers": answers, "stoppers": stoppers, "rule": rule}


def force(draw: int) -> dict:
    return {"kind": "force", "draw": draw, "rule": "H8-POW-FORCE"}


def plain(kind: str, rule: str, **more: Any) -> dict:
    return {"kind": kind, "rule": rule, **more}


WILD_8 = plain("wild", "H8-PLAY-3")
AGAIN_10 = plain("again", "H8-POW-10")
AGAIN = plain("again", "H8-POW-AGAIN")
SKIP_7 = plain("skip", "H8-POW-7", two_players="again")
SKIP = plain("skip", "H8-POW-SKIP", two_players="again")
REVERSE_J = plain("reverse", "H8-POW-J", two_players="again")
REVERSE = plain("reverse", "H8-POW-REVERSE", two_players="again")
ACE_2 = attack(2, ["A"], ["8"], "H8-POW-A")

CLASSIC_POWERS = {
    "A": [attack(2, ["A", "JK"], ["8"], "H8-POW-A")],
    "JK": [attack(4, ["JK"], ["8"], "H8-POW-JK")],
    "8": [WILD_8],
    "J": [REVERSE_J],
    "10": [AGAIN_10],
    "7": [SKIP_7],
}

# H8-SCORE-NEG: the table of `classique`; other presets score a card by its power ("by_power").
CLASSIC_POINTS = {"K": 10, "Q": 10, "J": 20, "10": 20, "7": 20, "A": 50, "8": 50, "JK": 50}
VARIANTE_6_POINTS = {
    "K": 1,
    "Q": 1,
    "J": 1,
    "10": 2,
    "9": 2,
    "7": 2,
    "A": 5,
    "8": 5,
    "JK": 10,
}

BASE: dict[str, Any] = {
    "deck": {"size": 52, "copies": 1},
    "hand_size": SEED_001_HAND_SIZES,
    "powers": CLASSIC_POWERS,
    "draw": {"limit": 1, "play_after": False},
    "upcard": {"redraw": [], "powers": False, "no_first_attack": True},
    "calls": {"one_card": CARTE, "finish": None},
    "last_again_draws": True,
    "points": "by_power",
    "target": {"negative": 500, "positive": 200},
    "options": OPTIONS,
}


def preset(fr: str, en: str, **rules: Any) -> dict:
    options = {**OPTIONS, **rules.pop("options", {})}
    return {"description": {"fr": fr, "en": en}, "rules": {**BASE, **rules, "options": options}}


PRESETS: dict[str, dict] = {
    "classique": preset(
        "Classique : as +2, joker +4, 8 change la couleur et arrête les"
        " attaques, valet change le sens, 10 rejoue, 7 saute le suivant ; 52 cartes, 7 chacun,"
        " on ne finit pas sur un 8.",
        "Classic: ace +2, joker +4, 8 names a suit and stops attacks, jack"
        " reverses, 10 plays again, 7 skips; 52 cards, 7 each, no going out on an 8.",
        hand_size=7,
        points=CLASSIC_POINTS,
        target={"negative": 100, "positive": 200},
        options={"no_finish_on_eight": True},
    ),
    "originale": preset(
        "Version originale : comme la classique avec 54 cartes, 8 chacun ; la dame de cœur"
        " commence ; la couleur demandée doit être en main ; on ne finit pas sur un 8.",
        "Original version: as classic with 54 cards, 8 each; the queen of hearts starts; the"
        " named suit must be held; no going out on an 8.",
        deck={"size": 54, "copies": 1},
        hand_size=8,
        options={
            "no_finish_on_eight": True,
            "named_suit_held": True,
            "queen_of_hearts_starts": True,
        },
    ),
    "minimale": preset(
        "Version minimale : le 10 fait rejouer (un 10 en dernière carte fait piocher), le 8"
        " change la couleur sur n'importe quelle carte ; rien d'autre.",
        "Minimal version: 10 plays again (a last 10 draws one), 8 names a suit on any card;"
        " nothing else.",
        powers={"8": [WILD_8], "10": [AGAIN_10]},
    ),
    "monclar": preset(
        "Variante de Monclar : 10 rejoue, 7 saute, valet change le sens, 9 fait piocher 1,"
        " as fait piocher 3 (un as ajoute 3, un 8 arrête), 8 change la couleur.",
        "Monclar: 10 again, 7 skips, jack reverses, 9 makes the next draw 1, ace makes the next"
        " draw 3 (an ace adds 3, an 8 stops it), 8 names a suit.",
        powers={
            "10": [AGAIN_10],
            "7": [SKIP_7],
            "J": [REVERSE_J],
            "9": [force(1)],
            "A": [attack(3, ["A"], ["8"], "H8-POW-A")],
            "8": [WILD_8],
        },
    ),
    "variante-1": preset(
        "Variante 1 : 8 et 10 comme la minimale ; 7 saute ; valet change le sens ; dame et roi"
        " l'un sur l'autre ; 6 fait piocher 1 ; as : donner 2 cartes ; 4 à annoncer « 4 » ;"
        " 5 joker de la couleur du 5 ; 3 de cœur : chacun passe son jeu à gauche.",
        "Variant 1: 8 and 10 as minimal; 7 skips; jack reverses; queen and king on each other;"
        ' 6 makes the next draw 1; ace gives 2 cards; a 4 must be called "4"; 5 is wild in'
        " its own suit; 3 of hearts: every hand passes to the left.",
        powers={
            "8": [WILD_8],
            "10": [AGAIN_10],
            "7": [SKIP_7],
            "J": [REVERSE_J],
            "Q": [plain("bridge", "H8-POW-BRIDGE", on=["K"])],
            "K": [plain("bridge", "H8-POW-BRIDGE", on=["Q"])],
            "6": [force(1)],
            "A": [plain("give", "H8-POW-GIVE", count=2)],
            "4": [plain("call", "H8-ANN-3", call="4", counter="contre-4", penalty=2)],
            "5": [plain("wildsuit", "H8-POW-WILDSUIT")],
            "3H": [plain("passhand", "H8-POW-PASSHAND")],
        },
    ),
    "variante-2": preset(
        "Variante 2 « carte et maou » : 10 rejoue ; 8 saute ; 7 fait piocher 2 ; valet change"
        " la couleur ; dame saute ; pour finir il faut dire « maou », sinon on pioche 2.",
        'Variant 2 "carte et maou": 10 again; 8 skips; 7 makes the next draw 2; jack names a'
        ' suit; queen skips; going out needs the call "maou", else the player draws 2.',
        powers={
            "10": [AGAIN_10],
            "8": [SKIP],
            "7": [force(2)],
            "J": [plain("wild", "H8-POW-WILD")],
            "Q": [SKIP],
        },
        calls={
            "one_card": CARTE,
            "finish": {"call": "maou", "counter": "contre-maou", "penalty": 2},
        },
    ),
    "des-ulis": preset(
        "Variante des Ulis : 7 et 10 rejouent (7 sur 10, 10 sur 7, sur un 2 à deux) ; 2 saute,"
        " se pose sur 2, 7, 10 ; joker : toute carte, couleur au choix ; as +2 (un as ajoute,"
        " un 8 arrête) ; 8 change la couleur et arrête les attaques.",
        "Des Ulis: 7 and 10 play again (7 on 10, 10 on 7, on a 2 with two players); 2 skips and"
        " goes on 2, 7, 10; joker: any card, any suit named; ace +2 (an ace adds, an 8 stops);"
        " 8 names a suit and stops attacks.",
        deck={"size": 54, "copies": 1},
        powers={
            "7": [AGAIN, plain("bridge", "H8-POW-BRIDGE", on=["10"], on_two=["2"])],
            "10": [AGAIN, plain("bridge", "H8-POW-BRIDGE", on=["7"], on_two=["2"])],
            "2": [SKIP, plain("bridge", "H8-POW-BRIDGE", on=["7", "10"])],
            "JK": [plain("stands", "H8-POW-WILD")],
            "A": [ACE_2],
            "8": [WILD_8],
        },
    ),
    "variante-4": preset(
        "Variante 4 : valet saute ; 10 change le sens ; as : poser toutes ses cartes de la"
        " couleur ; 2 fait piocher 2, 2 de pique 4 ; joker comme le 8 et fait piocher 5 ;"
        " 8 minimal.",
        "Variant 4: jack skips; 10 reverses; ace lays every card of its suit; 2 makes the next"
        " draw 2, 2 of spades 4; joker is wild and makes the next draw 5; minimal 8.",
        deck={"size": 54, "copies": 1},
        powers={
            "J": [SKIP],
            "10": [REVERSE],
            "A": [plain("run", "H8-POW-RUN")],
            "2": [force(2)],
            "2S": [force(4)],
            "JK": [plain("wild", "H8-POW-WILD"), force(5)],
            "8": [WILD_8],
        },
    ),
    "variante-5": preset(
        "Variante 5 : 10 rejoue ; 7 change le sens ; as +2 (un as ajoute, un 8 arrête) ;"
        " 8 change la couleur et arrête les attaques.",
        "Variant 5: 10 again; 7 reverses; ace +2 (an ace adds, an 8 stops); 8 names a suit and"
        " stops attacks.",
        powers={"10": [AGAIN_10], "7": [REVERSE], "A": [ACE_2], "8": [WILD_8]},
    ),
    "variante-6": preset(
        "Variante 6 (32 cartes) : 7 rejoue ; 9 saute ; 10 change le sens ; as +2 (un as"
        " ajoute, un 8 arrête) ; joker sans effet (ou +4 en option) ; 8 minimal ; un carré de"
        " 8 gagne la manche ; barème propre.",
        "Variant 6 (32 cards): 7 again; 9 skips; 10 reverses; ace +2 (an ace adds, an 8"
        " stops); joker without power (or +4 as an option); minimal 8; four 8s win the hand;"
        " its own scoring table.",
        deck={"size": 32, "copies": 1},
        powers={
            "7": [AGAIN],
            "9": [SKIP],
            "10": [REVERSE],
            "A": [ACE_2],
            "8": [WILD_8, plain("quad", "H8-POW-QUAD8")],
        },
        points=VARIANTE_6_POINTS,
    ),
    "variante-7": preset(
        "Variante 7 (32 cartes) : 10 rejoue ; 7 saute ; valet change le sens ; as +2 (seul un"
        " as répond) ; 8 minimal ; dame de trèfle fait piocher 3 sans recours.",
        "Variant 7 (32 cards): 10 again; 7 skips; jack reverses; ace +2 (only an ace answers);"
        " minimal 8; queen of clubs makes the next draw 3, no answer.",
        deck={"size": 32, "copies": 1},
        powers={
            "10": [AGAIN_10],
            "7": [SKIP_7],
            "J": [REVERSE_J],
            "A": [attack(2, ["A"], [], "H8-POW-A")],
            "8": [WILD_8],
            "QC": [force(3)],
        },
    ),
    "courte-amicale": preset(
        "Variante courte amicale (32 cartes) : 10 rejoue ; dame saute ; as +2 (un as ajoute,"
        " un 8 arrête) ; le 8 change la couleur mais ne se pose que sur sa couleur.",
        "Short friendly variant (32 cards): 10 again; queen skips; ace +2 (an ace adds, an 8"
        " stops); the 8 names a suit but goes only on its own suit.",
        deck={"size": 32, "copies": 1},
        powers={"10": [AGAIN_10], "Q": [SKIP], "A": [ACE_2], "8": [WILD_8]},
        options={"eight_on_own_suit": True},
    ),
    "man-et-resta": preset(
        "Variante « man et resta » (52 cartes) : le donneur choisit de 5 à 8 cartes par"
        " manche ; 10 rejoue ; les autres pouvoirs comme la classique.",
        '"Man et resta" (52 cards): the dealer picks 5 to 8 cards each hand; 10 again; the'
        " other powers as classic.",
        hand_size={"choice": [5, 8]},
    ),
    "crazy-eights": preset(
        "Crazy eights, le jeu international d'origine : 8 change la couleur, as change le"
        " sens, dame saute, 2 fait piocher 2 (seul un 2 répond) ; 5 cartes (7 à deux) ; on"
        " peut piocher jusqu'à 5 cartes et jouer ensuite, passer après 5 pioches.",
        "Crazy eights, the international game: 8 wild, ace reverses, queen skips, 2 makes the"
        " next draw 2 (only a 2 answers); 5 cards (7 with two players); draw up to 5 cards,"
        " then play, or pass after 5 draws.",
        hand_size={"table": [[2, 7, 7], [3, 5, 5]]},
        powers={
            "8": [WILD_8],
            "A": [plain("reverse", "H8-POW-REVERSE", two_players="none")],
            "Q": [SKIP],
            "2": [attack(2, ["2"], [], "H8-POW-ATTACK")],
        },
        draw={"limit": 5, "play_after": True},
        upcard={"redraw": ["8"], "powers": True, "no_first_attack": False},
        # H8-POW-10 holds here too: its row says a skip with two players lets the same player
        # go again, and "the same holds for every 'play again'": a last queen with two players
        # does not end the hand (a game recorded before this keeps its own `last_again_draws`).
        # Played to 100, like `classique` (H8-SCORE-NEG: the shorter of its two limits).
        target={"negative": 100, "positive": 200},
        options={"may_draw_when_able": True},
    ),
}
