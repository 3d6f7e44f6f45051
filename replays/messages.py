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
    "core.correct.ends_earlier": {
        "en": "with this correction the match ends after hand {hand}: hands {later} could"
        " not have been entered; take them back first",
        "fr": "avec cette correction la partie se termine après la manche {hand} : les manches"
        " {later} n'auraient pas pu être notées ; annulez-les d'abord",
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
    "core.deck_open_only": {
        "en": "a deck order (or the seed of one) is logged in open tracking only: here the"
        " cards are dealt at the table, unseen",
        "fr": "l'ordre du paquet (ou sa graine) ne se note qu'en suivi à cartes connues : ici"
        " les cartes sont distribuées à la table, sans être vues",
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
    "service.rate_per": {
        "en": "{amount:#request} per {span:@span}",
        "fr": "{amount:#request} par {span:@span}",
    },
    "service.rate_per_span": {
        "en": "{amount:#request} per {n} {span:@spans}",
        "fr": "{amount:#request} en {n} {span:@spans}",
    },
    "service.uri_too_long": {
        "en": "the address of this request is too long",
        "fr": "l'adresse de cette requête est trop longue",
    },
    "service.headers_too_large": {
        "en": "the headers of this request are too large",
        "fr": "les en-têtes de cette requête sont trop gros",
    },
    "service.bad_http": {
        "en": "this request is not well-formed HTTP",
        "fr": "cette requête n'est pas une requête HTTP bien formée",
    },
    "service.internal": {
        "en": "the server failed on this request; nothing was stored",
        "fr": "le serveur a échoué sur cette requête ; rien n'a été enregistré",
    },
    "service.not_found": {
        "en": "nothing is served at this address",
        "fr": "rien n'est servi à cette adresse",
    },
    "service.method_not_allowed": {
        "en": "this address does not take this method: the Allow header lists those it takes",
        "fr": "cette adresse ne prend pas cette méthode : l'en-tête Allow donne celles qu'elle"
        " prend",
    },
    "service.http_error": {
        "en": "this request cannot be served (HTTP {status})",
        "fr": "cette requête ne peut pas être servie (HTTP {status})",
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
    "service.said_unpostable": {
        "en": "Not understood as a move the log can take: {reason}",
        "fr": "Pas compris comme un coup que le journal peut prendre : {reason}",
    },
    "service.body_not_json": {
        "en": "the body must be JSON (Content-Type: application/json)",
        "fr": "le corps de la requête doit être du JSON (Content-Type: application/json)",
    },
    "service.body_unreadable": {
        "en": "the body's chunks cannot be read (Transfer-Encoding: chunked)",
        "fr": "les morceaux du corps de la requête sont illisibles (Transfer-Encoding: chunked)",
    },
    "service.body_duplicate_key": {
        "en": "the key {name!r} is given twice in one object of the body: say it once",
        "fr": "la clé « {name} » figure deux fois dans un même objet du corps : donnez-la une fois",
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
    # query parameters and headers
    "service.one_of": {
        "en": "{name} is one of {values}",
        "fr": "le paramètre « {name} » prend l'une de ces valeurs : {values}",
    },
    "service.header_format": {
        "en": "the {name} header has 1 to {most} printable characters",
        "fr": "l'en-tête {name} a de 1 à {most} caractères imprimables",
    },
    "service.query_required": {
        "en": "the query parameter {name!r} is required",
        "fr": "le paramètre de requête « {name} » est obligatoire",
    },
    "service.query_not_whole": {
        "en": "the query parameter {name!r} must be a whole number from {least} to {most}",
        "fr": "le paramètre de requête « {name} » doit être un nombre entier de {least} à {most}",
    },
    "service.last_event_id": {
        "en": "Last-Event-ID must be the seq of an event",
        "fr": "l'en-tête Last-Event-ID doit être le numéro (seq) d'un événement",
    },
    "service.at_out_of_range": {
        "en": "'at' must be a seq between 1 and {last}",
        "fr": "« at » doit être un numéro d'événement entre 1 et {last}",
    },
    "service.seq_out_of_range": {
        "en": "'seq' must be between 1 and {last}",
        "fr": "« seq » doit être entre 1 et {last}",
    },
    "service.not_a_player": {
        "en": "{player!r} is not a player of this game",
        "fr": "« {player} » ne joue pas dans cette partie",
    },
    "service.ids_missing": {
        "en": "name the games: ?ids=g_…,g_… (there is no list of every game)",
        "fr": "nommez les parties : ?ids=g_…,g_… (il n'y a pas de liste de toutes les parties)",
    },
    "service.ids_too_many": {
        "en": "at most {most} ids at once",
        "fr": "au plus {most} identifiants à la fois",
    },
    "service.stats_games_missing": {
        "en": "the query parameter 'games' lists game ids, separated by commas",
        "fr": "le paramètre de requête « games » donne des identifiants de parties, séparés par"
        " des virgules",
    },
    "service.stats_games_too_many": {
        "en": "'games' lists 1 to {most} game ids of at most {length} characters",
        "fr": "« games » donne de 1 à {most} identifiants de parties d'au plus {length} caractères",
    },
    "service.stats_too_many_events": {
        "en": "these games hold more than {most} events in all: ask for fewer at once",
        "fr": "ces parties comptent plus de {most} événements en tout : demandez-en moins à la"
        " fois",
    },
    "service.stats_links_too_many": {
        "en": "at most {most} links",
        "fr": "au plus {most} liens",
    },
    "service.stats_link_malformed": {
        "en": "a link is written 'name=other name' (at most {length} characters), not {text!r}",
        "fr": "un lien s'écrit « nom=autre nom » (au plus {length} caractères), pas « {text} »",
    },
    # the words of `errors` beside those sentences: {"field": ["unknown"]}
    "service.field.unknown": {"en": "unknown", "fr": "valeur inconnue"},
    "service.field.missing": {"en": "missing", "fr": "manquant"},
    "service.field.not_integer": {"en": "not a valid integer", "fr": "pas un nombre entier"},
    "service.field.out_of_range": {"en": "out of range", "fr": "hors limites"},
    "service.field.too_many": {"en": "too many", "fr": "trop nombreux"},
    "service.field.too_many_events": {"en": "too many events", "fr": "trop d'événements"},
    "service.field.too_many_or_too_long": {
        "en": "too many or too long",
        "fr": "trop nombreux ou trop longs",
    },
    "service.field.not_name_name": {"en": "not name=name", "fr": "pas nom=nom"},
}

TERMS = {
    # a rate limit's span (Flask-Limiter's granularities), once and several times
    "span": {
        "en": {
            "second": "second",
            "minute": "minute",
            "hour": "hour",
            "day": "day",
            "month": "month",
            "year": "year",
        },
        "fr": {
            "second": "seconde",
            "minute": "minute",
            "hour": "heure",
            "day": "jour",
            "month": "mois",
            "year": "an",
        },
    },  # fmt: skip
    "spans": {
        "en": {
            "second": "seconds",
            "minute": "minutes",
            "hour": "hours",
            "day": "days",
            "month": "months",
            "year": "years",
        },
        "fr": {
            "second": "secondes",
            "minute": "minutes",
            "hour": "heures",
            "day": "jours",
            "month": "mois",
            "year": "ans",
        },
    },  # fmt: skip
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
