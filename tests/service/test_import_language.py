"""An import refused is said in the reader's language, as every other error: French unless
English is asked for, with the same status and error code, and nothing stored."""

from __future__ import annotations

import json
import re

import pytest

from service import imports
from tests.support.helpers import games_stored, rechained
from tests.support.readable import assert_readable

NDJSON = "application/x-ndjson"
TEXT = "text/plain; charset=utf-8"


@pytest.fixture
def t(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 10, "ben": 0})
    t.ok("note", text="a remark")
    return t


def _ndjson(t) -> list[dict]:
    raw = t.client.get(f"/games/{t.id}/export?format=ndjson").get_data()
    return [json.loads(line) for line in raw.splitlines()]


def _txt(t) -> str:
    return t.client.get(f"/games/{t.id}/export?format=txt").get_data(as_text=True)


def refused(client, raw: bytes, kind: str, status: int, code: str) -> tuple[str, str]:
    """The refusal's sentence in French (no language asked) and in English: the same status,
    code and extras in both, and the log unchanged."""
    before = games_stored(client)
    bodies = []
    for asked in ({}, {"Accept-Language": "en"}):
        r = client.post("/games/import", data=raw, headers={"Content-Type": kind, **asked})
        body = r.get_json()
        assert (r.status_code, body["error"]) == (status, code), body
        assert_readable(body["message"], ["anna", "ben"])
        bodies.append(body)
    french, english = bodies
    assert {k: v for k, v in french.items() if k != "message"} == {
        k: v for k, v in english.items() if k != "message"
    }
    assert games_stored(client) == before
    return french["message"], english["message"]


def test_an_import_that_is_not_json(client):
    assert refused(client, b"[1, 2", NDJSON, 400, "invalid") == (
        "L'importation n'est pas du JSON valable à la ligne 1, colonne 6",
        "The import is not valid JSON at line 1, column 6",
    )


def test_a_cut_ndjson_line_is_malformed_and_named(t, client):
    lines = [json.dumps(e) for e in _ndjson(t)]
    lines[2] = lines[2][:-1]
    assert refused(client, "\n".join(lines).encode(), NDJSON, 400, "invalid") == (
        "La ligne 3 n'est pas du JSON valable : le fichier a été modifié ou coupé",
        "Line 3 is not valid JSON: the file was edited or cut",
    )


def test_an_import_over_the_event_limit(t, client, monkeypatch):
    monkeypatch.setattr(imports, "MAX_EVENTS", 2)
    assert refused(client, rechained(_ndjson(t)), NDJSON, 400, "invalid") == (
        "Une importation compte au plus 2 événements",
        "An import holds at most 2 events",
    )


def test_a_malformed_seq(t, client):
    events = _ndjson(t)
    events[1]["at"] = "hier"
    assert refused(client, rechained(events), NDJSON, 422, "import_refused") == (
        "L'événement 2 est mal formé : « at » est une heure UTC comme 2026-11-29T20:14:03Z,"
        " pas « hier »",
        "Seq 2 is malformed: 'at' is a UTC time like 2026-11-29T20:14:03Z, not 'hier'",
    )


def test_a_field_error_inside_a_seq_is_said_in_the_same_language(t, client):
    events = _ndjson(t)
    events[2]["data"]["text"] = 5
    assert refused(client, rechained(events), NDJSON, 422, "import_refused") == (
        "L'événement 3 est mal formé : data.text : ce n'est pas un texte.",
        "Seq 3 is malformed: data.text: not a valid string.",
    )


def test_a_rule_broken_inside_a_seq_is_said_in_the_same_language(t, client):
    events = _ndjson(t)
    events[1]["data"]["hand"] = 7
    french, english = refused(client, rechained(events), NDJSON, 422, "import_refused")
    assert french.startswith("Événement 2 : ") and english.startswith("Seq 2: ")
    assert french != english


def test_an_import_of_a_game_stored_here_is_a_conflict(t, client):
    french, english = refused(client, rechained(_ndjson(t)), NDJSON, 409, "conflict")
    assert french == f"La partie « {t.id} » existe déjà : elle a été importée ou créée ici"
    assert english == f"Game '{t.id}' exists already: it was imported or created here"


def _line_of(text: str, start: str) -> int:
    return next(n for n, line in enumerate(text.split("\n"), 1) if line.startswith(start))


def test_a_txt_event_line_without_its_number(t, client):
    text = _txt(t)
    line = _line_of(text, "2. ")
    unnumbered = re.sub(r"^2\. ", "deux ", text, flags=re.M)
    assert refused(client, unnumbered.encode(), TEXT, 400, "invalid") == (
        f"Ligne {line} : une ligne d'événement commence par son numéro, comme « 2. »",
        f"Line {line}: an event line starts with its number, like '2.'",
    )


def test_a_txt_line_no_event_reads(t, client):
    text = _txt(t)
    line = _line_of(text, "3. ")
    unread = re.sub(r"^3\. .*$", "3. zoe jongle 3H", text, flags=re.M)
    assert refused(client, unread.encode(), TEXT, 400, "invalid") == (
        f"Ligne {line} : « zoe jongle 3H » ne se lit comme aucun événement",
        f"Line {line}: no event reads 'zoe jongle 3H'",
    )


def test_a_txt_record_without_its_tags(client):
    assert refused(client, b"hello", TEXT, 400, "invalid") == (
        "Il manque au relevé le tag Game, Preset, Tracking, Scoring, Rules",
        "The record lacks the tag Game, Preset, Tracking, Scoring, Rules",
    )


def test_a_malformed_txt_event_names_its_seq(t, client):
    text = re.sub(r"^3\. note .*$", '3. note ""', _txt(t), flags=re.M)
    french, english = refused(client, text.encode(), TEXT, 422, "import_refused")
    assert french.startswith("L'événement 3 est mal formé : data.text : ")
    assert english.startswith("Seq 3 is malformed: data.text: ")
    assert french != english
