"""Free-text headers (X-Device, Idempotency-Key) read as the UTF-8 the client sent, where WSGI
hands their bytes over decoded as Latin-1 (PEP 3333): "Chloé" is stored, not "ChloÃ©"."""

from __future__ import annotations

import pytest

from service.api import MAX_DEVICE
from tests.support.helpers import player_list, utf8_header


@pytest.fixture
def t(new_table):
    return new_table("rami", players=["anna", "ben"], tracking="score")


def test_a_device_sent_in_utf8_is_stored_as_sent(t):
    response = t.post("note", {"text": "x"}, headers={"X-Device": utf8_header("tél. de Chloé")})
    assert response.status_code == 201, response.get_json()
    assert response.get_json()["by"] == "tél. de Chloé"
    assert t.events()[-1]["by"] == "tél. de Chloé"


def test_a_game_created_from_a_device_named_in_utf8(client):
    body = {"game": "rami", "players": player_list(["anna", "ben"]), "tracking": "score"}
    response = client.post("/games", json=body, headers={"X-Device": utf8_header("Chloé 📱")})
    assert response.status_code == 201, response.get_json()
    events = client.get(f"/games/{response.get_json()['id']}/events").get_json()["events"]
    assert events[0]["by"] == "Chloé 📱"


def test_an_idempotency_key_in_utf8_is_stored_and_answers_its_retry(t):
    headers = {"Idempotency-Key": utf8_header("clé-été-1")}
    first = t.post("note", {"text": "x"}, headers=headers)
    assert first.status_code == 201 and first.get_json()["key"] == "clé-été-1"
    before = t.events()
    again = t.post("note", {"text": "x"}, headers=headers)
    assert (again.status_code, again.get_json()) == (200, first.get_json())
    assert t.events() == before


def test_the_limit_counts_characters_not_bytes(t):
    said = "é" * MAX_DEVICE  # twice as many bytes
    response = t.post("note", {"text": "x"}, headers={"X-Device": utf8_header(said)})
    assert response.status_code == 201 and response.get_json()["by"] == said
    longer = t.post("note", {"text": "x"}, headers={"X-Device": utf8_header(said + "é")})
    assert longer.status_code == 400


@pytest.mark.parametrize("name", ["X-Device", "Idempotency-Key"])
@pytest.mark.parametrize("raw", [b"Chlo\xe9", b"\xff\xfe", b"caf\xc3"])
def test_bytes_that_are_not_utf8_are_a_400_naming_the_header(t, name, raw):
    before = t.events()
    response = t.post("note", {"text": "x"}, headers={name: raw.decode("latin-1")})
    body = response.get_json()
    assert response.status_code == 400 and body["error"] == "invalid", body
    assert name in body["message"]
    assert t.events() == before
