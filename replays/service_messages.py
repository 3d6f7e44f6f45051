"""The catalogue entries of the service's own answers (storage, limits, HTTP, bodies and
queries): sentences people read too, in the request's language (DESIGN.md, v2).

Data only; `replays.catalogue` renders them. They live beside the common layer's entries
because the page says some of them as well (the offline engine runs this package).
"""

from __future__ import annotations

MESSAGES = {
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
    "service.played_at_format": {
        "en": "the Played-At header is an RFC 3339 date-time with its offset, such as"
        " 2026-11-29T20:14:03.250Z or 2026-11-29T21:14:03+01:00",
        "fr": "l'en-tête Played-At est une date et heure RFC 3339 avec son décalage, comme"
        " 2026-11-29T20:14:03.250Z ou 2026-11-29T21:14:03+01:00",
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
