"""The catalogue entries of an import refused: an NDJSON log or a txt record that cannot be
read, is tampered with, or does not replay (service/imports.py, exports/txt_reader.py and
notation.py), said in the reader's language like every other error of the service.

Data only; `replays.catalogue` renders them, as it does `messages.py`.
"""

from __future__ import annotations

# The file itself: its encoding, its JSON, its size.
MESSAGES = {
    "import.too_many_events": {
        "en": "an import holds at most {most} events",
        "fr": "une importation compte au plus {most} événements",
    },
    "import.no_events": {
        "en": "the import holds no events",
        "fr": "l'importation ne contient aucun événement",
    },
    "import.not_ndjson": {
        "en": "the import must be UTF-8 NDJSON: one event per line",
        "fr": "l'importation doit être du NDJSON en UTF-8 : un événement par ligne",
    },
    "import.not_json": {
        "en": "the import is not valid JSON",
        "fr": "l'importation n'est pas du JSON valable",
    },
    "import.not_json_at": {
        "en": "the import is not valid JSON at line {line}, column {column}",
        "fr": "l'importation n'est pas du JSON valable à la ligne {line}, colonne {column}",
    },
    "import.line_not_json": {
        "en": "line {line} is not valid JSON: the file was edited or cut",
        "fr": "la ligne {line} n'est pas du JSON valable : le fichier a été modifié ou coupé",
    },
    "import.txt_not_utf8": {
        "en": "a txt record is UTF-8 text",
        "fr": "un relevé txt est un texte en UTF-8",
    },
    "import.game_exists": {
        "en": "game {id!r} exists already: it was imported or created here",
        "fr": "la partie « {id} » existe déjà : elle a été importée ou créée ici",
    },
}

# The chain of an NDJSON log: each event whole, in its place, its hash right.
MESSAGES |= {
    "import.no_game_id": {
        "en": "event 1 names no game id of this service's form (g_ and 26 letters)",
        "fr": "l'événement 1 ne donne aucun identifiant de partie de la forme de ce service (g_"
        " et 26 lettres)",
    },
    "import.not_whole": {
        "en": "seq {seq} is not a whole event",
        "fr": "l'événement {seq} n'est pas complet",
    },
    "import.out_of_place": {
        "en": "seq {seq} is out of place in the log",
        "fr": "l'événement {seq} n'est pas à sa place dans le journal",
    },
    "import.key_twice": {
        "en": "seq {seq} has the Idempotency-Key {value!r} of seq {first}",
        "fr": "l'événement {seq} a la clé Idempotency-Key « {value} » de l'événement {first}",
    },
    "import.cannot_hash": {
        "en": "seq {seq} cannot be hashed",
        "fr": "l'empreinte de l'événement {seq} ne peut pas être calculée",
    },
    "import.altered": {
        "en": "seq {seq} was altered: its hash does not match its content",
        "fr": "l'événement {seq} a été modifié : son empreinte ne correspond pas à son contenu",
    },
}

# An event malformed (the fields around its data, its data, its rule table), or refused.
MESSAGES |= {
    "import.seq_malformed": {
        "en": "seq {seq} is malformed: {problem}",
        "fr": "l'événement {seq} est mal formé : {problem}",
    },
    "import.field_problem": {"en": "{field}: {problem}", "fr": "{field} : {problem}"},
    "import.version_unknown": {
        "en": "event version {version!r} is not known",
        "fr": "la version d'événement {version!r} est inconnue",
    },
    "import.at_format": {  # `at` may be any JSON value: said as text in French
        "en": "'at' is a UTC time like 2026-11-29T20:14:03Z, not {value!r}",
        "fr": "« at » est une heure UTC comme 2026-11-29T20:14:03Z, pas « {value!s} »",
    },
    "import.played_at_format": {  # any JSON value: said as text in French
        "en": "'played_at' is null or a UTC time like 2026-11-29T20:14:03.250Z, not {value!r}",
        "fr": "« played_at » vaut null ou une heure UTC comme 2026-11-29T20:14:03.250Z, pas"
        " « {value!s} »",
    },
    "import.played_at_v1": {
        "en": "a version 1 event has no 'played_at'",
        "fr": "un événement de version 1 n'a pas de « played_at »",
    },
    "import.header_format": {
        "en": "'{field}' is null or 1 to {most} printable characters",
        "fr": "« {field} » vaut null ou de 1 à {most} caractères imprimables",
    },
    "import.hash_format": {
        "en": "'prev' and 'hash' are SHA-256 digests in lower-case hex",
        "fr": "« prev » et « hash » sont des empreintes SHA-256 en hexadécimal minuscule",
    },
    "import.type_data_format": {
        "en": "'type' is text and 'data' an object",
        "fr": "« type » est un texte et « data » un objet",
    },
    "import.unknown_type": {
        "en": "unknown event type {value!r}",
        "fr": "type d'événement inconnu « {value} »",
    },
    "import.not_canonical": {
        "en": "its data is not as the service stores it (canonical form)",
        "fr": "ses données ne sont pas telles que le service les enregistre (forme canonique)",
    },
    "import.options_missing": {
        "en": "rules.options is missing",
        "fr": "il manque rules.options",
    },
    "import.rules_not_from_preset": {
        "en": "rules is not a table that its preset and options can give",
        "fr": "rules n'est pas une table de règles que sa variante et ses options peuvent donner",
    },
    "import.starts_with_creation": {
        "en": "a log starts with game_created",
        "fr": "un journal commence par game_created",
    },
    "import.seq_refused": {"en": "seq {seq}: {refusal}", "fr": "événement {seq} : {refusal}"},
    "import.cannot_replay": {
        "en": "seq {seq} cannot be replayed",
        "fr": "l'événement {seq} ne peut pas être rejoué",
    },
    "import.replay_needs_creation": {
        "en": "a replay starts with the game_created event",
        "fr": "la relecture d'une partie commence par l'événement game_created",
    },
}

# A txt record: its header of tags, its numbered event lines.
MESSAGES |= {
    "import.txt_lang": {
        "en": "the Lang tag is one of {known}, not {value!r}",
        "fr": "le tag Lang vaut l'un de {known}, pas « {value} »",
    },
    "import.txt_tags_missing": {
        "en": "the record lacks the tag {tags}",
        "fr": "il manque au relevé le tag {tags}",
    },
    "import.txt_teams_not_list": {
        "en": "the Teams tag must be a JSON list of teams",
        "fr": "le tag Teams doit être une liste JSON d'équipes",
    },
    "import.txt_rules_not_object": {
        "en": "the Rules tag is not a JSON object",
        "fr": "le tag Rules n'est pas un objet JSON",
    },
    "import.txt_player_form": {
        "en": "Player{number} is written 'id (Name)'",
        "fr": "Player{number} s'écrit « id (Nom) »",
    },
    "import.txt_no_player": {
        "en": "the record names no player: tags Player1, Player2, …",
        "fr": "le relevé ne nomme aucun joueur : tags Player1, Player2, …",
    },
    "import.txt_number_tag": {
        "en": "the {tag} tag is a number or '-', not {value!r}",
        "fr": "le tag {tag} est un nombre ou « - », pas « {value} »",
    },
    "import.txt_tag_escape": {
        "en": "line {line}: the tag's value is not well escaped",
        "fr": "ligne {line} : la valeur du tag est mal échappée",
    },
    "import.txt_line_number": {
        "en": "line {line}: an event line starts with its number, like '2.'",
        "fr": "ligne {line} : une ligne d'événement commence par son numéro, comme « 2. »",
    },
    "import.txt_line_seq": {
        "en": "line {line}: event {expected} expected, not {seq}",
        "fr": "ligne {line} : l'événement {expected} est attendu, pas {seq}",
    },
    "import.txt_line": {"en": "line {line}: {problem}", "fr": "ligne {line} : {problem}"},
}

# An event line that does not read (exports/notation.py).
MESSAGES |= {
    "import.no_event_reads": {
        "en": "no event reads {value!r}",
        "fr": "« {value} » ne se lit comme aucun événement",
    },
    "import.correction_seq": {
        "en": "a correction names the seq it corrects: 'corrige 4 points …'",
        "fr": "une correction donne l'événement qu'elle corrige : « corrige 4 points … »",
    },
    "import.correction_kind": {
        "en": "a correction gives the points, the order or the cards of a hand",
        "fr": "une correction donne les points, l'ordre d'arrivée ou les cartes d'une manche",
    },
    "import.field_twice": {
        "en": "{field} is missing or given twice",
        "fr": "{field} manque ou est donné deux fois",
    },
    "import.not_a_value": {
        "en": "{value!r} is not a value of this event",
        "fr": "« {value} » n'est pas une valeur de cet événement",
    },
    "import.not_json_value": {
        "en": "{value} is not a JSON value",
        "fr": "{value} n'est pas une valeur JSON",
    },
    "import.not_a_number": {
        "en": "{value!r} is not a number",
        "fr": "« {value} » n'est pas un nombre",
    },
    "import.points_form": {
        "en": "points are written player=number, not {value!r}",
        "fr": "les points s'écrivent joueur=nombre, pas « {value} »",
    },
}
