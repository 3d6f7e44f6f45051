"""The Rami catalogue entries of options written wrongly (a new game's
settings); data only, rendered by `replays.catalogue`."""

from __future__ import annotations

# Options written wrongly (a new game's settings).
MESSAGES = {
    "rami.option.whole": {
        "en": "option {option} is a whole number, not {value}",
        "fr": "l'option {option} est un nombre entier, pas {value}",
    },
}
