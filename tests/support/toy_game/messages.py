"""The toy game's own sentences, beside the common ones (replays/catalogue.py)."""

MESSAGES = {
    "high_card.shown": {
        "fr": "{who} montre {card:a} à {game:game}",
        "en": "{who} shows {card:a} at {game:game}",
    },
}
