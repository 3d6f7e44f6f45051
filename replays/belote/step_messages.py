"""The catalogue entries of Belote's explanations (GET /explain), French and English. Data
only; `replays.catalogue` renders them."""

from __future__ import annotations

MESSAGES = {
    "belote.step.taken": {
        "en": "{who} took: the hand scores {points:commas}",
        "fr": "{who} ont pris : la donne marque {points:commas}",
    },
}
