"""The Président catalogue entries of options written wrongly (a new game's
settings); data only, rendered by `replays.catalogue`."""

from __future__ import annotations

# Options written wrongly (a new game's settings).
MESSAGES = {
    "pres.option.jokers": {
        "en": "option 'jokers' is 0 or 2, not {value}",
        "fr": "l'option « jokers » vaut 0 ou 2, pas {value}",
    },
    "pres.option.points": {
        "en": "option 'points' is an object of points by title, like \"president\": 3",
        "fr": 'l\'option « points » est un objet des points par titre, comme « "president": 3 »',
    },
    "pres.option.unknown_title": {
        "en": "unknown {n:~title|titles} {value} in option 'points': one of {known}",
        "fr": "{n:~titre inconnu|titres inconnus} {value} dans l'option « points » : l'un de"
        " {known}",
    },
    "pres.option.title_points": {
        "en": "points for {title} are a whole number from -{most} to {most}, not {value}",
        "fr": "les points de {title} sont un nombre entier de -{most} à {most}, pas {value}",
    },
}
