"""Président presets (PRES-SETUP-1) as data: the engine reads these tables, never a name."""

from __future__ import annotations

TITLES = ("president", "vice_president", "neutre", "vice_trou", "trou")
TITLE_NAMES = {
    "president": "Président",
    "vice_president": "Vice-président",
    "neutre": "Neutre",
    "vice_trou": "Vice-trou",
    "trou": "Trou",
}
JOKER_COUNTS = (0, 2)  # PRES-SETUP-1: option `jokers`, 0 or 2

_BASE = {
    "deck": {"size": 52, "copies": 1},
    # PRES-MATCH-1: "a chosen number of hands, or a target": no default, the table chooses.
    "target": None,
    "rounds": None,
    "options": {
        "huit_ferme_le_pli": False,
        "jokers": 0,
        "sequences": False,
        "revolution": True,
        "exchange": True,
        "pass_is_final": False,
        "points": {"president": 2, "vice_president": 1, "neutre": 0, "vice_trou": -1, "trou": -2},
    },
}

PRESETS = {
    "standard": {
        "description": {
            "fr": "Président standard : les 2 ferment le pli, révolution sur un carré,"
            " échange de cartes dès la deuxième manche.",
            "en": "Standard Président: 2s close the trick, four of a kind is a revolution,"
            " cards are exchanged from the second hand on.",
        },
        "rules": _BASE,
    },
    "huit-ferme-le-pli": {
        "description": {
            "fr": "Le 8 ferme le pli : tout coup contenant un 8 ferme aussi le pli,"
            " et on peut sortir sur un 8.",
            "en": "The 8 closes the trick: any play containing an 8 also closes the trick,"
            " and a player may go out on an 8.",
        },
        "rules": {**_BASE, "options": {**_BASE["options"], "huit_ferme_le_pli": True}},
    },
}


def titles(order: tuple[str, ...]) -> dict[str, str]:
    """PRES-RANK-1: titles from the finishing order (three players: no vices)."""
    n = len(order)
    named = {order[0]: "president", order[-1]: "trou"}
    if n >= 4:
        named[order[1]] = "vice_president"
        named[order[-2]] = "vice_trou"
    return {pid: named.get(pid, "neutre") for pid in order}
