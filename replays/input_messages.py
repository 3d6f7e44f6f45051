"""The catalogue entries of input written wrongly: a card, a field of an event or a setting
(marshmallow's words among them, schemas/said.py), a new game's settings.

Data only; `replays.catalogue` renders them, as it does `messages.py`.
"""

from __future__ import annotations

# Cards written wrongly (an event's data, a setting): what the card notation is.
MESSAGES = {
    "core.card_not_text": {
        "en": "a card is a string like '10H' or 'JK', not {value}",
        "fr": "une carte s'écrit comme « 10H » ou « JK », pas {value}",
    },
    "core.card_joker": {
        "en": "unknown card {value}: a joker is 'JK', or 'JK=7H' when it stands for a card",
        "fr": "carte inconnue {value} : un joker s'écrit « JK », ou « JK=7H » quand il remplace"
        " une carte",
    },
    "core.card_short": {
        "en": "unknown card {value}: write rank then suit, like '10H' or 'QS'",
        "fr": "carte inconnue {value} : écrivez la valeur puis la couleur, comme « 10H » ou « QS »",
    },
    "core.card_unknown": {
        "en": "unknown card {value}: ranks are A 2-10 J Q K, suits S H D C (or ♠ ♥ ♦ ♣)",
        "fr": "carte inconnue {value} : les valeurs sont A 2-10 J Q K, les couleurs S H D C"
        " (ou ♠ ♥ ♦ ♣)",
    },
    "core.cards_not_list": {
        "en": "cards are a list of strings like ['10H', 'QS']",
        "fr": 'les cartes sont une liste de textes, comme « ["10H", "QS"] »',
    },
}

# A field written wrongly (schemas/): marshmallow's own words said again (schemas/said.py),
# and the schemas' own.
MESSAGES |= {
    "schema.required": {"en": "missing data for required field.", "fr": "champ obligatoire."},
    "schema.null": {"en": "field may not be null.", "fr": "ce champ ne peut pas être null."},
    "schema.unknown": {"en": "unknown field.", "fr": "champ inconnu."},
    "schema.type": {
        "en": "invalid input type.",
        "fr": "type non valable : un objet JSON est attendu.",
    },
    "schema.nested_type": {"en": "invalid type.", "fr": "type non valable."},
    "schema.not_text": {"en": "not a valid string.", "fr": "ce n'est pas un texte."},
    "schema.not_integer": {"en": "not a valid integer.", "fr": "ce n'est pas un nombre entier."},
    "schema.not_number": {"en": "not a valid number.", "fr": "ce n'est pas un nombre."},
    "schema.too_large": {"en": "number too large.", "fr": "nombre trop grand."},
    "schema.unsafe_integer": {
        "en": "integers are at most {most} in size.",
        "fr": "un entier vaut au plus {most} en valeur absolue.",
    },
    "schema.not_boolean": {"en": "not a valid boolean.", "fr": "ce n'est pas true ou false."},
    "schema.not_list": {"en": "not a valid list.", "fr": "ce n'est pas une liste."},
    "schema.not_object": {"en": "not a valid mapping type.", "fr": "ce n'est pas un objet JSON."},
    "schema.one_of": {"en": "must be one of: {choices}.", "fr": "doit être l'un de : {choices}."},
    "schema.at_least": {
        "en": "must be greater than or equal to {min}.",
        "fr": "doit valoir au moins {min}.",
    },
    "schema.more_than": {"en": "must be greater than {min}.", "fr": "doit valoir plus de {min}."},
    "schema.at_most": {
        "en": "must be less than or equal to {max}.",
        "fr": "doit valoir au plus {max}.",
    },
    "schema.less_than": {"en": "must be less than {max}.", "fr": "doit valoir moins de {max}."},
    "schema.between": {
        "en": "must be greater than or equal to {min} and less than or equal to {max}.",
        "fr": "doit valoir de {min} à {max}.",
    },
    "schema.shorter": {
        "en": "shorter than minimum length {min}.",
        "fr": "trop court : une longueur de {min} au moins.",
    },
    "schema.longer": {
        "en": "longer than maximum length {max}.",
        "fr": "trop long : une longueur de {max} au plus.",
    },
    "schema.length_between": {
        "en": "length must be between {min} and {max}.",
        "fr": "la longueur doit être de {min} à {max}.",
    },
    "schema.length_equal": {
        "en": "length must be {equal}.",
        "fr": "la longueur doit être {equal}.",
    },
    "schema.pattern": {
        "en": "string does not match expected pattern.",
        "fr": "le texte n'a pas la forme attendue.",
    },
    "schema.name_shown": {
        "en": "a name is one line of text, not only spaces",
        "fr": "un nom tient sur une ligne de texte, pas seulement des espaces",
    },
    "schema.text_control": {
        "en": "the text holds a control character (only line breaks and tabs are allowed)",
        "fr": "le texte contient un caractère de contrôle (seuls les retours à la ligne et les"
        " tabulations sont permis)",
    },
    "schema.player_id": {
        "en": "a player id is 1 to 40 letters, digits, '_', '.' or '-', starting with a letter or"
        " digit",
        "fr": "un identifiant de joueur a 1 à 40 lettres, chiffres, « _ », « . » ou « - », et"
        " commence par une lettre ou un chiffre",
    },
    "schema.players_unique": {
        "en": "player ids must be unique",
        "fr": "deux joueurs ne peuvent pas avoir le même identifiant",
    },
    "schema.suit": {"en": "a suit is S, H, D or C", "fr": "une couleur s'écrit S, H, D ou C"},
    "schema.either": {"en": "give either {a} or {b}", "fr": "donnez soit {a}, soit {b}"},
    "schema.cards_count": {
        "en": "'cards' lists as many cards as 'count' says",
        "fr": "« cards » compte autant de cartes que le dit « count »",
    },
    "schema.seed_type": {
        "en": "a seed is an integer or a string",
        "fr": "une graine est un entier ou un texte",
    },
    "schema.seed_text": {
        "en": "a seed string has 1 to 200 characters",
        "fr": "une graine en texte a de 1 à 200 caractères",
    },
    "schema.seed_integer": {
        "en": "a seed integer is between 0 and 2**53 - 1",
        "fr": "une graine entière vaut de 0 à 2**53 - 1",
    },
    "schema.seed_twice": {
        "en": "give the seed once: as 'deck' or as 'seed'",
        "fr": "donnez la graine une seule fois : comme « deck » ou comme « seed »",
    },
    "schema.entry_object": {
        "en": "the new data is an object, as the entry's data",
        "fr": "les nouvelles données sont un objet, comme celles de la saisie",
    },
    "schema.entry_shape": {
        "en": "the new data gives one of 'points', 'order' or 'cards'",
        "fr": "les nouvelles données donnent « points », « order » ou « cards », un seul des trois",
    },
}

# Settings written wrongly (a new game's game, preset, options; an event of another game).
MESSAGES |= {
    "core.setup.unknown_game": {
        "en": "unknown game {value}: one of {known}",
        "fr": "jeu inconnu {value} : l'un de {known}",
    },
    "core.setup.unknown_preset": {
        "en": "unknown preset {value} for {game:game}: one of {known}",
        "fr": "variante inconnue {value} pour le {game:game} : l'une de {known}",
    },
    "core.setup.unknown_option": {
        "en": "unknown option {value} for {game:game}: one of {known}",
        "fr": "option inconnue {value} pour le {game:game} : l'une de {known}",
    },
    "core.setup.option_kind": {
        "en": "option {option} takes a {kind}, not {value}",
        "fr": "l'option {option} prend une valeur de type {kind}, pas {value}",
    },
    "core.setup.scoring": {
        "en": "scoring for {game:game} is one of {known}",
        "fr": "le décompte du {game:game} est l'un de {known}",
    },
    "core.setup.deck_size": {
        "en": "a deck has 52, 54, 32 or 34 cards, not {value}",
        "fr": "un jeu a 52, 54, 32 ou 34 cartes, pas {value}",
    },
    "core.not_an_event": {
        "en": "{value} is not an event of {game:game}",
        "fr": "{value} n'est pas un événement du {game:game}",
    },
    "core.needs_creation": {
        "en": "a game needs its game_created event",
        "fr": "une partie commence par son événement game_created",
    },
    "core.entry_field_missing": {
        "en": "points_entered needs the field “{value}”",
        "fr": "points_entered demande le champ « {value} »",
    },
    "core.entry_field_value": {
        "en": "“{value}” is not a value of the field {field} in this game",
        "fr": "« {value} » n'est pas une valeur du champ {field} dans ce jeu",
    },
    "core.not_an_entry_field": {
        "en": "“{value}” is not a field of points_entered in {game:game}",
        "fr": "« {value} » n'est pas un champ de points_entered au {game:game}",
    },
}
