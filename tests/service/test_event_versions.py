"""Events stored before `played_at` (version 1) keep working: a v1 export made by the code of
that time imports, verifies and reads upcast; a database made by that code opens, is
migrated on start, and takes new (v2) events chained to its old ones.

The fixtures in tests/data/v1_export/ were made by `made_by.py` there, run on the code
before event version 2 (commit 8e1adf5): a short Huit américain game, exported as ndjson and
txt, its SQLite file, its write token, and the DDL of both backends at that time.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import psycopg
import pytest

from replays.model import Event
from service import create_app
from service.games import sealed
from service.store import broken_at, connect, event_hash, initialise, is_postgres, target_of
from service.store.versions import V1_FIELDS, upcast, upcast_v1_v2

FIXTURES = Path(__file__).parent.parent / "data" / "v1_export"
V1_NDJSON = (FIXTURES / "game.ndjson").read_bytes()
V1_EVENTS = [json.loads(line) for line in V1_NDJSON.splitlines()]
GAME = V1_EVENTS[0]["game"]
NDJSON = {"Content-Type": "application/x-ndjson"}
TEXT = {"Content-Type": "text/plain; charset=utf-8"}


def test_the_fixture_is_a_v1_log_as_the_old_code_wrote_it():
    assert [set(e) for e in V1_EVENTS] == [set(V1_FIELDS)] * 6
    assert {e["v"] for e in V1_EVENTS} == {1} and broken_at(V1_EVENTS) is None
    moves = [e["type"] for e in V1_EVENTS][2:]
    assert moves == ["card_played", "cards_drawn", "card_played", "note"]


def test_the_upcaster_adds_a_null_played_at_and_keeps_the_stored_version_and_hash():
    event = V1_EVENTS[2]
    assert upcast_v1_v2(event) == {**event, "played_at": None}
    read = upcast(event)
    assert read["v"] == 1 and read["played_at"] is None and event_hash(read) == event["hash"]
    assert "played_at" not in event  # the stored form is not touched


@pytest.mark.parametrize("as_array", [False, True], ids=["ndjson", "json-array"])
def test_a_v1_export_imports_verifies_and_reads_with_played_at_null(client, as_array):
    body = json.dumps(V1_EVENTS).encode() if as_array else V1_NDJSON
    r = client.post("/games/import", data=body, headers=NDJSON)
    assert r.status_code == 201, r.get_json()
    events = client.get(f"/games/{GAME}/events").get_json()["events"]
    assert events == [{**e, "played_at": None} for e in V1_EVENTS]  # v stays 1, hashes kept
    assert broken_at(events) is None
    state = client.get(f"/games/{GAME}/state").get_json()
    assert state["seq"] == 6 and state["hand"]["turn"] == "anna"


def test_a_v1_import_takes_new_v2_events_chained_to_its_last_hash(client):
    token = client.post("/games/import", data=V1_NDJSON, headers=NDJSON).get_json()["token"]
    headers = {"Authorization": f"Bearer {token}", "Played-At": "2026-12-05T07:00:01.500+01:00"}
    drawn = {"type": "cards_drawn", "data": {"player": "anna", "count": 1}}
    r = client.post(f"/games/{GAME}/events", json=drawn, headers=headers)
    assert r.status_code == 201, r.get_json()
    new = r.get_json()
    assert new["v"] == 2 and new["played_at"] == "2026-12-05T06:00:01.500Z"
    assert new["prev"] == V1_EVENTS[-1]["hash"] and new["hash"] == event_hash(new)
    events = client.get(f"/games/{GAME}/events").get_json()["events"]
    assert [e["v"] for e in events] == [1] * 6 + [2] and broken_at(events) is None


def test_a_v1_import_exports_and_imports_again_elsewhere(client, tmp_path):
    client.post("/games/import", data=V1_NDJSON, headers=NDJSON)
    exported = client.get(f"/games/{GAME}/export?format=ndjson").get_data()
    elsewhere = create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "other.db")})
    r = elsewhere.test_client().post("/games/import", data=exported, headers=NDJSON)
    assert r.status_code == 201, r.get_json()
    again = elsewhere.test_client().get(f"/games/{GAME}/events").get_json()["events"]
    assert again == client.get(f"/games/{GAME}/events").get_json()["events"]


def test_the_txt_record_of_the_old_code_imports_as_a_new_game(client):
    r = client.post("/games/import", data=(FIXTURES / "game.txt").read_bytes(), headers=TEXT)
    assert r.status_code == 201, r.get_json()
    events = client.get(f"/games/{r.get_json()['id']}/events").get_json()["events"]
    assert [(e["type"], e["data"]) for e in events] == [(e["type"], e["data"]) for e in V1_EVENTS]
    assert {e["v"] for e in events} == {2} and {e["played_at"] for e in events} == {None}


def _refused(client, events: list[dict]) -> str:
    body = "".join(json.dumps(e) + "\n" for e in events).encode()
    r = client.post("/games/import", data=body, headers={**NDJSON, "Accept-Language": "en"})
    assert r.status_code == 422, r.get_json()
    assert client.get(f"/games/{GAME}/events").status_code == 404  # nothing stored
    return r.get_json()["message"]


def test_a_v1_event_that_says_a_played_at_is_refused(client):
    forged = [dict(e) for e in V1_EVENTS]
    forged[3]["played_at"] = "2026-12-05T06:03:00Z"  # outside the hash of a v1 event
    assert _refused(client, forged) == "Seq 4 is malformed: a version 1 event has no 'played_at'"


def test_a_v1_event_that_claims_version_2_no_longer_matches_its_hash(client):
    forged = [dict(e) for e in V1_EVENTS]
    forged[2] = {**forged[2], "v": 2, "played_at": None}
    assert _refused(client, forged) == "Seq 3 was altered: its hash does not match its content"


def test_an_unknown_version_is_named(client):
    forged = [dict(e) for e in V1_EVENTS]
    forged[1] = {**forged[1], "v": 3}
    assert _refused(client, forged) == "Seq 2 is malformed: event version 3 is not known"


# -- a database made by the code before version 2 -------------------------------------------


def _old_database(database: dict) -> str:
    """The database of `database` made with the schema of the code before version 2, and the
    fixture game's rows in it as that code stored them."""
    target = target_of(database)
    columns = (*V1_FIELDS, "request")
    if is_postgres(target):
        conn = psycopg.connect(target, autocommit=True)
        conn.execute((FIXTURES / "pg_schema.sql").read_text())
        mark = "%s"
    else:
        conn = sqlite3.connect(target, isolation_level=None)
        conn.executescript((FIXTURES / "sqlite_schema.sql").read_text())
        mark = "?"
    sql = f"INSERT INTO events ({', '.join(columns)}) VALUES ({', '.join([mark] * len(columns))})"
    for e in V1_EVENTS:
        conn.execute(sql, [json.dumps(e["data"]) if c == "data" else e.get(c) for c in columns])
    conn.close()
    return target


def test_an_old_database_is_migrated_on_open_and_reads_and_appends(database):
    target = _old_database(database)
    initialise(target)
    initialise(target)  # every start: the second one finds the column there
    store = connect(target)
    try:
        read = list(store.events(GAME))
        assert read == [{**e, "played_at": None} for e in V1_EVENTS]
        assert store.verify(GAME) is None and store.head(GAME) == (6, V1_EVENTS[-1]["hash"])
        note = Event("note", {"text": "après la mise à jour"}, 7)
        new = sealed(GAME, note, V1_EVENTS[-1]["hash"], "t", None, "2026-12-05T06:10:00Z")
        with store.writing():
            store.append(new)
        assert store.event(GAME, 7) == new and new["v"] == 2 and store.verify(GAME) is None
        assert [json.loads(t.json)["played_at"] for t in store.wait_for_events(GAME, 5, 0)] == [
            None,
            "2026-12-05T06:10:00Z",
        ]
    finally:
        store.close()


def test_the_sqlite_file_of_the_old_code_opens_and_keeps_working(tmp_path):
    """The very file the old code wrote (its summary, token and snapshot tables included)."""
    path = tmp_path / "games.db"
    shutil.copyfile(FIXTURES / "games.db", path)
    client = create_app({"TESTING": True, "GAMES_DB": str(path)}).test_client()
    (game,) = [row[0] for row in sqlite3.connect(path).execute("SELECT DISTINCT game FROM events")]
    events = client.get(f"/games/{game}/events").get_json()["events"]
    assert [e["v"] for e in events] == [1] * 6 and {e["played_at"] for e in events} == {None}
    token = (FIXTURES / "token.txt").read_text().strip()
    headers = {"Authorization": f"Bearer {token}", "Played-At": "2026-12-05T06:10:00Z"}
    r = client.post(f"/games/{game}/events", json={"type": "note", "data": {"text": "ok"}},
                    headers=headers)  # fmt: skip
    assert r.status_code == 201, r.get_json()
    assert r.get_json()["played_at"] == "2026-12-05T06:10:00Z" and r.get_json()["seq"] == 7
    assert broken_at(client.get(f"/games/{game}/events").get_json()["events"]) is None
