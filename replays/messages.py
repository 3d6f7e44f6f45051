"""The catalogue entries of the common layer (RULES.md §0): refusals and words of any game.

Data only; `replays.catalogue` renders them (see its docstring for the template fields).
"""

from __future__ import annotations

MESSAGES = {
    # -- refusals of the common events -----------------------------------------------------
    "core.created_once": {
        "en": "a game is created once, by its first event",
        "fr": "une partie n'est créée qu'une fois, par son premier événement",
    },
    "core.over": {
        "en": "the match is over: only a note, a retraction or a correction can be logged",
        "fr": "la partie est terminée : on ne peut plus noter qu'une note, une annulation ou une"
        " correction",
    },
    "core.abandoned": {
        "en": "the match is abandoned: only a note, a retraction or a correction can be logged",
        "fr": "la partie est abandonnée : on ne peut plus noter qu'une note, une annulation ou"
        " une correction",
    },
    "core.not_a_player": {
        "en": "“{who}” is not a player of this game",
        "fr": "« {who} » ne joue pas dans cette partie",
    },
    "core.nothing_to_retract": {
        "en": "nothing to retract: the creation of the game stays",
        "fr": "rien à annuler : la création de la partie reste",
    },
    "core.retract_latest": {
        "en": "only the latest move still in effect can be retracted: that is move {latest},"
        " not move {seq}",
        "fr": "seul le dernier coup encore en vigueur peut être annulé : c'est le coup {latest},"
        " pas le coup {seq}",
    },
    "core.correct.replaced": {
        "en": "move {seq} was already replaced by the correction at move {latest}: to correct"
        " hand {hand} again, name move {latest}",
        "fr": "le coup {seq} a déjà été remplacé par la correction du coup {latest} : pour"
        " corriger encore la manche {hand}, nommez le coup {latest}",
    },
    "core.correct.not_yet": {
        "en": "there is no move {seq} yet: a correction names a score entry already logged",
        "fr": "il n'y a pas encore de coup {seq} : une correction nomme une saisie de scores"
        " déjà notée",
    },
    "core.correct.creation": {
        "en": "move 1 is the creation of the game, not a score entry: the players and rules are"
        " not corrected",
        "fr": "le coup 1 est la création de la partie, pas une saisie de scores : les joueurs et"
        " les règles ne se corrigent pas",
    },
    "core.correct.not_an_entry": {
        "en": "move {seq} is not a score entry: only score entries are corrected",
        "fr": "le coup {seq} n'est pas une saisie de scores : seules elles se corrigent",
    },
    "core.correct.not_in_effect": {
        "en": "move {seq} is not in effect (it was retracted, or is a retraction): nothing to"
        " correct",
        "fr": "le coup {seq} n'est plus en vigueur (annulé, ou lui-même une annulation) : rien à"
        " corriger",
    },
    "core.correct.score_only": {
        "en": "corrections are for score-only games; this game logs its moves: undo a move instead",
        "fr": "les corrections sont pour les parties aux scores seuls ; celle-ci note les coups :"
        " annulez plutôt le coup",
    },
    "core.correct.same_type": {
        "en": "move {seq} is {entry:@entry_kind}: its correction gives {entry:@entry_kind} too",
        "fr": "le coup {seq} saisit {entry:@entry_kind} : sa correction aussi",
    },
    "core.correct.same_hand": {
        "en": "move {seq} scores hand {hand}: its correction keeps hand {hand}, not {other}",
        "fr": "le coup {seq} compte la manche {hand} : sa correction garde la manche {hand},"
        " pas {other}",
    },
    "core.correct.same_player": {
        "en": "move {seq} shows {who}'s cards: its correction shows {who}'s too",
        "fr": "le coup {seq} montre les cartes {who:de} : sa correction aussi",
    },
    "core.hand_not_scored": {
        "en": "hand {hand} is not scored yet: a new hand starts once it is",
        "fr": "la manche {hand} n'est pas encore comptée : la suivante commence ensuite",
    },
    "core.next_hand": {
        "en": "the next hand is hand {number}, not hand {hand}",
        "fr": "la prochaine manche est la manche {number}, pas la manche {hand}",
    },
    "core.score_only_event": {
        "en": "scores are entered this way only in a score-only game; this game logs its moves",
        "fr": "on ne saisit ainsi les scores que dans une partie aux scores seuls ;"
        " celle-ci note les coups",
    },
    "core.say_hand": {
        "en": "say which hand this scores: hand {number}",
        "fr": "dites quelle manche est comptée : la manche {number}",
    },
    "core.hand_being_scored": {
        "en": "the hand being scored is hand {number}, not hand {hand}",
        "fr": "la manche en cours de décompte est la manche {number}, pas la manche {hand}",
    },
    "core.points_missing": {
        "en": "points are missing for {names}",
        "fr": "il manque les points {names:de}",
    },
    "core.named_twice": {
        "en": "a player is named twice",
        "fr": "un joueur est nommé deux fois",
    },
    "core.scored_from_reveals": {
        "en": "this hand is being scored from the cards shown; retract them before entering"
        " {what:@entry}",
        "fr": "cette manche est comptée sur les cartes montrées ; annulez-les avant de saisir"
        " {what:@entry}",
    },
    "core.reveal_other_hand": {
        "en": "the cards shown are those of hand {number}, not hand {hand}",
        "fr": "les cartes montrées sont celles de la manche {number}, pas de la manche {hand}",
    },
    "core.already_revealed": {
        "en": "{who}'s cards for this hand are already shown",
        "fr": "les cartes {who:de} pour cette manche sont déjà montrées",
    },
    "core.no_moves_in_score_only": {
        "en": "moves are not logged in a score-only game: only the scores",
        "fr": "une partie aux scores seuls ne note pas les coups, seulement les scores",
    },
    "core.no_hand": {
        "en": "no hand is being played: start a hand first",
        "fr": "aucune manche n'est en cours : commencez d'abord une manche",
    },
    "core.player_count": {
        "en": "{game:game} is played by {low} to {high} players, not {n}",
        "fr": "le {game:game} se joue de {low} à {high} joueurs, pas à {n}",
    },
    "core.scores_only_game": {
        "en": "{game:game} is logged by its scores: tracking “score”",
        "fr": "le {game:game} se note par ses scores : suivi « score »",
    },
    "core.scores_only_moves": {
        "en": "{game:game} logs scores only, not moves",
        "fr": "le {game:game} ne note que les scores, pas les coups",
    },
    "core.entered_as": {
        "en": "{game:game} scored {scoring:@scoring} is entered as"
        " {entries:@entry_kind|or}, not as {entry:@entry_kind}",
        "fr": "le {game:game} au décompte {scoring:@scoring} se saisit par"
        " {entries:@entry_kind|or}, pas par {entry:@entry_kind}",
    },
    "core.deck_cannot_supply": {
        "en": "this game's deck cannot supply {cards} (counting the cards already shown this hand)",
        "fr": "le jeu de cette partie ne peut pas fournir {cards} (en comptant les cartes déjà"
        " montrées dans cette manche)",
    },
    "core.order_must_place": {
        "en": "the finishing order must also place {names}",
        "fr": "l'ordre d'arrivée doit aussi classer {names}",
    },
    "core.points_negative": {
        "en": "points are never negative ({points:commas}): bonuses come from the rules",
        "fr": "les points ne sont jamais négatifs ({points:commas}) : les primes viennent des"
        " règles",
    },
}

# Cards written wrongly (an event's data, a setting): what the card notation is.
MESSAGES |= {
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
        "fr": "les cartes sont une liste de textes comme ['10H', 'QS']",
    },
}

# The service's own errors (storage, limits): sentences people read too.
MESSAGES |= {
    "service.too_large": {
        "en": "the request body is larger than this endpoint accepts",
        "fr": "la requête est plus grosse que ce que ce point d'accès accepte",
    },
    "service.storage_full": {
        "en": "the server's storage is full: nothing was stored",
        "fr": "le stockage du serveur est plein : rien n'a été enregistré",
    },
    "service.storage_unavailable": {
        "en": "the server's database is unavailable: try again later",
        "fr": "la base de données du serveur est indisponible : réessayez plus tard",
    },
    "service.rate_limited": {
        "en": "too many requests from this address (at most {limit}): try again later",
        "fr": "trop de requêtes depuis cette adresse (au plus {limit}) : réessayez plus tard",
    },
    "service.internal": {
        "en": "the server failed on this request; nothing was stored",
        "fr": "le serveur a échoué sur cette requête ; rien n'a été enregistré",
    },
    "service.no_game": {"en": "no game {id}", "fr": "aucune partie {id}"},
    "service.no_event": {
        "en": "game {id} has no event {seq}",
        "fr": "la partie {id} n'a pas d'événement {seq}",
    },
    "service.token_missing": {
        "en": "this write needs the game's token: 'Authorization: Bearer <token>'",
        "fr": "cette écriture demande le jeton de la partie : « Authorization: Bearer <jeton> »",
    },
    "service.token_wrong": {
        "en": "this token does not open this game for writing",
        "fr": "ce jeton n'ouvre pas cette partie en écriture",
    },
    "service.stale_seq": {
        "en": "the game is at seq {seq}, not {expected}: reload and try again",
        "fr": "la partie en est à l'événement {seq}, pas {expected} : rechargez et réessayez",
    },
    "service.key_reused": {
        "en": "Idempotency-Key {value} was used for another request (seq {seq})",
        "fr": "la clé Idempotency-Key {value} a déjà servi à une autre requête (événement {seq})",
    },
    "service.busy": {
        "en": "this server holds as many live streams as it can: try again in a moment",
        "fr": "ce serveur tient déjà autant de flux en direct qu'il peut : réessayez dans un"
        " instant",
    },
    "service.body_not_json": {
        "en": "the body must be JSON (Content-Type: application/json)",
        "fr": "le corps de la requête doit être du JSON (Content-Type: application/json)",
    },
    "service.body_not_object": {
        "en": "the body must be a JSON object",
        "fr": "le corps de la requête doit être un objet JSON",
    },
    "service.body_too_deep": {
        "en": "the body is nested too deeply to be read",
        "fr": "le corps de la requête est trop imbriqué pour être lu",
    },
    "service.body_surrogate": {
        "en": "the body holds a lone surrogate (\\ud800-\\udfff): text must be Unicode",
        "fr": "le corps de la requête contient un demi-caractère isolé (\\ud800-\\udfff) : le"
        " texte doit être de l'Unicode",
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
    "schema.not_utf8": {"en": "not a valid utf-8 string.", "fr": "ce n'est pas un texte UTF-8."},
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
    "core.not_an_entry_field": {
        "en": "{value} is not a field of points_entered in {game:game}",
        "fr": "{value} n'est pas un champ de points_entered au {game:game}",
    },
}

TERMS = {
    "tracking": {
        "en": {
            "score": "tracking score: only the scores of each hand are logged, no moves",
            "table": "tracking table: the moves are logged; hidden hands are counts",
            "open": "tracking open: the moves are logged and every card is known",
        },
        "fr": {
            "score": "suivi aux scores : seuls les scores de chaque manche sont notés, pas les"
            " coups",
            "table": "suivi à la table : les coups sont notés ; les mains cachées sont des"
            " nombres de cartes",
            "open": "suivi à cartes connues : les coups sont notés et toutes les cartes sont"
            " connues",
        },
    },
    "scoring": {
        "en": {"negative": "negative", "positive": "positive", "titles": "by titles"},
        "fr": {"negative": "négatif", "positive": "positif", "titles": "aux titres"},
    },
    "winner_total": {
        "en": {"lowest": "lowest", "highest": "highest"},
        "fr": {"lowest": "le plus bas", "highest": "le plus haut"},
    },
    "status": {
        "en": {"playing": "in progress", "over": "over", "abandoned": "abandoned"},
        "fr": {"playing": "en cours", "over": "finie", "abandoned": "abandonnée"},
    },
    "entry_kind": {
        "en": {
            "points_entered": "points",
            "order_entered": "a finishing order",
            "hand_revealed": "the cards left in each hand",
        },
        "fr": {
            "points_entered": "des points",
            "order_entered": "un ordre d'arrivée",
            "hand_revealed": "les cartes restées dans chaque main",
        },
    },
    "entry": {
        "en": {"points": "points", "order": "an order"},
        "fr": {"points": "des points", "order": "un ordre d'arrivée"},
    },
}
