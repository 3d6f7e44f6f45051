"""A bad query parameter or header is refused in the reader's language, its `errors` too.

The sentence and the words beside each field are catalogue Messages: French by default,
English as before with ?lang=en or Accept-Language: en; the status and the code are the same.
"""

from __future__ import annotations

import pytest

from tests.support.helpers import games_stored

ENGLISH = {"Accept-Language": "en"}


@pytest.fixture
def t(new_table):
    return new_table("rami", players=["anna", "ben"], tracking="score")


def _both(get):
    """The answer to `get(headers)` in French (nothing asked) and in English."""
    french, english = get({}), get(ENGLISH)
    assert french.status_code == english.status_code == 400
    assert french.get_json()["error"] == english.get_json()["error"] == "invalid"
    return french.get_json(), english.get_json()


CASES = [
    # (path after the game's, French, English, field, French word, English word)
    ("/state?at=9", "« at » doit être un numéro d'événement entre 1 et 1",
     "'at' must be a seq between 1 and 1", "at", "hors limites", "out of range"),
    ("/state?at=x", "Le paramètre de requête « at » doit être un nombre entier de 1 à"
     " 2147483647", "The query parameter 'at' must be a whole number from 1 to 2147483647",
     "at", "pas un nombre entier", "not a valid integer"),
    ("/explain?seq=5", "« seq » doit être entre 1 et 1", "'seq' must be between 1 and 1",
     "seq", "hors limites", "out of range"),
    ("/explain", "Le paramètre de requête « seq » est obligatoire",
     "The query parameter 'seq' is required", "seq", "manquant", "missing"),
    ("/export?format=pdf", "Le paramètre « format » prend l'une de ces valeurs : ndjson,"
     " txt, csv, html", "Format is one of ndjson, txt, csv, html", "format", "valeur inconnue",
     "unknown"),
    ("/state?as=zoe", "« zoe » ne joue pas dans cette partie",
     "'zoe' is not a player of this game", "as", "valeur inconnue", "unknown"),
]  # fmt: skip


@pytest.mark.parametrize("path, french, english, field, fr_word, en_word", CASES)
def test_a_bad_query_is_said_in_the_readers_language(
    t, path, french, english, field, fr_word, en_word
):
    fr, en = _both(lambda lang: t.client.get(f"/games/{t.id}{path}", headers=lang))
    assert fr["message"] == french and fr["errors"] == {field: [fr_word]}
    assert en["message"] == english and en["errors"] == {field: [en_word]}


def test_lang_query_parameter_asks_english_too(t):
    en = t.client.get(f"/games/{t.id}/state?at=9&lang=en").get_json()
    assert en["message"] == "'at' must be a seq between 1 and 1"


def test_a_bad_lang_is_refused_in_the_accept_language(t):
    fr, en = _both(lambda lang: t.client.get(f"/games/{t.id}/state?lang=de", headers=lang))
    assert fr["message"] == "Le paramètre « lang » prend l'une de ces valeurs : fr, en"
    assert fr["errors"] == {"lang": ["valeur inconnue"]}
    assert en["message"] == "Lang is one of fr, en" and en["errors"] == {"lang": ["unknown"]}


WRITES = [
    ("/games", lambda t: {"game": "rami", "tracking": "score", "players": t.created["players"]}),
    ("/games/{id}/events", lambda t: {"type": "note", "data": {"text": "x"}}),
    ("/games/{id}/say", lambda t: {"text": "annule"}),
    ("/games/{id}/rulings", lambda t: {"type": "note", "data": {"text": "x"}}),
    ("/games/{id}/token", lambda t: None),
]


@pytest.mark.parametrize("path, body", WRITES)
def test_a_bad_lang_is_refused_on_writes_as_on_reads(t, path, body):
    """?lang=xx on a write is the same 400 as on a read, and nothing is stored."""
    before, token = t.events(), t.token
    url = path.format(id=t.id) + "?lang=xx"
    fr, en = _both(lambda lang: t.client.post(url, json=body(t), headers={**t.auth, **lang}))
    assert fr["message"] == "Le paramètre « lang » prend l'une de ces valeurs : fr, en"
    assert fr["errors"] == {"lang": ["valeur inconnue"]}
    assert en["message"] == "Lang is one of fr, en" and en["errors"] == {"lang": ["unknown"]}
    assert t.events() == before and t.token == token
    assert t.client.post(f"/games/{t.id}/token", headers=t.auth).status_code == 200


def test_a_bad_lang_on_import_stores_nothing(t):
    log, stored = t.client.get(f"/games/{t.id}/export?format=txt").data, games_stored(t.client)
    fr, _ = _both(
        lambda lang: t.client.post(
            "/games/import?lang=xx", data=log, content_type="text/plain", headers=lang
        )
    )
    assert fr["errors"] == {"lang": ["valeur inconnue"]} and games_stored(t.client) == stored


def test_too_many_ids_at_once(client):
    ids = ",".join(f"g_{i}" for i in range(101))
    fr, en = _both(lambda lang: client.get("/games", query_string={"ids": ids}, headers=lang))
    assert fr["message"] == "Au plus 100 identifiants à la fois"
    assert fr["errors"] == {"ids": ["trop nombreux"]}
    assert en["message"] == "At most 100 ids at once" and en["errors"] == {"ids": ["too many"]}


def test_a_bad_last_event_id(t):
    def get(lang):
        return t.client.get(f"/games/{t.id}/stream", headers={"Last-Event-ID": "two", **lang})

    fr, en = _both(get)
    assert fr["message"] == "L'en-tête Last-Event-ID doit être le numéro (seq) d'un événement"
    assert en["message"] == "Last-Event-ID must be the seq of an event"
    assert fr["errors"] == en["errors"] == {"Last-Event-ID": []}


def test_an_over_long_device_leaves_the_log_unchanged(t):
    before = t.events()

    def post(lang):
        return t.post("note", {"text": "x"}, headers={"X-Device": "x" * 101, **lang})

    fr, en = _both(post)
    assert fr["message"] == "L'en-tête X-Device a de 1 à 100 caractères imprimables"
    assert en["message"] == "The X-Device header has 1 to 100 printable characters"
    assert t.events() == before
