"""An import meets the formats and limits of a live write, field by field, and a refusal is a
4xx that names the seq: never a 500, never a stored oddity."""

from __future__ import annotations

import json
import re

import pytest
from werkzeug.http import parse_options_header

from service import create_app
from tests.support.helpers import games_stored, rechained

NDJSON = {"Content-Type": "application/x-ndjson"}


@pytest.fixture
def exported(new_table, client):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 10, "ben": 0})
    t.ok("note", text="a remark")
    raw = client.get(f"/games/{t.id}/export?format=ndjson").get_data()
    return t, [json.loads(line) for line in raw.splitlines()]


@pytest.fixture
def elsewhere(tmp_path):
    return create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "elsewhere.db")}).test_client()


def refused(elsewhere, raw: bytes, seq: int | None = None, status: int = 422) -> dict:
    r = elsewhere.post("/games/import", data=raw, headers=NDJSON)
    assert r.status_code == status, r.get_json()
    body = r.get_json()
    if seq is not None:
        assert body["seq"] == seq, body
    assert games_stored(elsewhere) == 0
    return body


@pytest.mark.parametrize(
    "game",
    [
        "g_01M8SCF7HZEJV2NKB0KCSDM9F9\"; filename*=UTF-8''evil.html",
        "g_01M8SCF7HZEJV2NKB0KCSDM9F9\r\nX-Injected: 1",
        "g_01M8SCF7HZEJV2NKB0KCSDM9F9\n",
        "a/b",
        "g_01m8scf7hzejv2nkb0kcsdm9f9",
        "",
    ],
    ids=["disposition", "crlf", "newline", "slash", "lower-case", "empty"],
)
def test_import_refuses_a_game_id_not_of_the_service_form(exported, elsewhere, game):
    _, events = exported
    for event in events:
        event["game"] = game
    body = refused(elsewhere, rechained(events), seq=1)
    assert "identifiant de partie" in body["message"]


@pytest.mark.parametrize(
    "field, value, seq",
    [
        ("v", True, 2),
        ("seq", True, 1),
        ("seq", 2.0, 2),
        ("at", "2099-13-45T99:99:99Z", 2),
        ("at", "2026-11-29T20:14:03Z\n", 2),
        ("at", "2026-02-30T10:00:00Z", 3),
        ("by", "x" * 100_001, 2),
        ("by", "tel\r\nX: 1", 3),
        ("key", "k" * 201, 2),
        ("key", "", 3),
    ],
)
def test_import_refuses_what_a_live_write_cannot_store(exported, elsewhere, field, value, seq):
    _, events = exported
    events[seq - 1][field] = value
    refused(elsewhere, rechained(events), seq=seq)


def test_import_accepts_the_limits_themselves(exported, elsewhere):
    _, events = exported
    events[1]["by"] = "é" * 100
    events[2]["key"] = "k" * 200
    r = elsewhere.post("/games/import", data=rechained(events), headers=NDJSON)
    assert r.status_code == 201, r.get_json()


def test_import_with_two_events_under_one_key_names_the_second(exported, elsewhere):
    _, events = exported
    events[1]["key"] = events[2]["key"] = "same-key"
    body = refused(elsewhere, rechained(events), seq=3)
    assert "same-key" in body["message"]


def test_an_imported_key_reused_with_another_body_is_422_as_live(exported, elsewhere):
    t, events = exported
    events[2]["key"] = "k-note"
    r = elsewhere.post("/games/import", data=rechained(events), headers=NDJSON)
    assert r.status_code == 201, r.get_json()
    auth = {"Authorization": f"Bearer {r.get_json()['token']}", "Idempotency-Key": "k-note"}
    same = elsewhere.post(
        f"/games/{t.id}/events", json={"type": "note", "data": {"text": "a remark"}}, headers=auth
    )
    assert same.status_code == 200 and same.get_json()["seq"] == 3
    other = elsewhere.post(
        f"/games/{t.id}/events", json={"type": "note", "data": {"text": "other"}}, headers=auth
    )
    assert other.status_code == 422, other.get_json()
    assert other.get_json()["error"] == "idempotency_key_reused"


def test_a_txt_import_with_a_5000_digit_number_is_refused(exported, client, elsewhere):
    t, _ = exported
    txt = client.get(f"/games/{t.id}/export?format=txt").get_data(as_text=True)
    huge = "9" * 5000
    assert "anna=10" in txt
    for edited in (txt.replace("anna=10", f"anna={huge}"), txt.replace("\n2. ", f"\n{huge}. ")):
        r = elsewhere.post(
            "/games/import", data=edited.encode(), headers={"Content-Type": "text/plain"}
        )
        assert r.status_code in (400, 422), r.get_json()
    assert games_stored(elsewhere) == 0


@pytest.mark.parametrize("value", ["NaN", "1e400", "18446744073709551616"])
def test_a_txt_import_with_a_value_no_hash_holds_is_422(exported, client, elsewhere, value):
    """The txt reader takes a Rules tag's numbers as JSON does: NaN, infinity or 2**64 reach
    no canonical JSON, so the event cannot be hashed (refused as ndjson refuses it)."""
    t, _ = exported
    txt = client.get(f"/games/{t.id}/export?format=txt").get_data(as_text=True)
    edited = re.sub(r'(joker_points\\":)\d+', lambda m: m[1] + value, txt)
    assert edited != txt
    plain = {"Content-Type": "text/plain"}
    r = elsewhere.post("/games/import", data=edited.encode(), headers=plain)
    assert r.status_code == 422 and r.get_json()["error"] == "import_refused", r.get_json()
    assert games_stored(elsewhere) == 0


def test_a_query_integer_of_5000_digits_is_400(exported, client):
    t, _ = exported
    r = client.get(f"/games/{t.id}/events?after={'9' * 5000}")
    assert r.status_code == 400, r.get_json()


def test_export_names_its_file_per_rfc_6266(exported, client):
    t, _ = exported
    r = client.get(f"/games/{t.id}/export?format=txt")
    kind, options = parse_options_header(r.headers["Content-Disposition"])
    assert kind == "attachment" and options["filename"] == f"{t.id}.txt"


def test_attachment_header_keeps_an_ascii_fallback_and_the_utf8_name():
    from service.exports import attachment

    header = attachment('Partie de Chloé "; filename=evil.html.txt')
    kind, options = parse_options_header(header)
    assert kind == "attachment"
    assert options["filename"] == 'Partie de Chloé "; filename=evil.html.txt'  # one name
    assert 'filename="Partie de Chloe \\"; filename=evil.html.txt"' in header  # the fallback
    assert "filename*=UTF-8''Partie%20de%20Chlo%C3%A9" in header
    assert "\n" not in attachment("a\r\nb.txt") and "\r" not in attachment("a\r\nb.txt")


def test_a_player_id_with_a_final_newline_is_refused(client):
    players = [{"id": "anna\n", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
    r = client.post("/games", json={"game": "rami", "players": players, "tracking": "score"})
    assert r.status_code == 400, r.get_json()
    assert "players" in r.get_json()["errors"]
