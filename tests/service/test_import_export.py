"""Export → import elsewhere gives the same log; an edited byte is caught and named."""

from __future__ import annotations

import json

import pytest

from service import create_app
from tests.support.helpers import games_stored

NDJSON = {"Content-Type": "application/x-ndjson"}


@pytest.fixture
def match_log(new_table, client):
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 35, "chloe": 12}, rami="anna")
    t.ok("note", text="Chloé arrive en retard")
    t.ok("points_entered", hand=2, points={"anna": 40, "ben": 0, "chloe": 7})
    t.ok("retracted", seq=4)
    t.ok("points_entered", hand=2, points={"anna": 4, "ben": 0, "chloe": 7})
    exported = client.get(f"/games/{t.id}/export?format=ndjson")
    assert exported.status_code == 200 and exported.mimetype == "application/x-ndjson"
    return t, exported.get_data()


@pytest.fixture
def elsewhere(tmp_path):
    return create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "elsewhere.db")}).test_client()


def test_export_shows_retracted_events(match_log):
    _, raw = match_log
    types = [json.loads(line)["type"] for line in raw.splitlines()]
    assert types == [
        "game_created",
        "points_entered",
        "note",
        "points_entered",
        "retracted",
        "points_entered",
    ]


def test_import_into_empty_database_gives_same_events_and_hashes(match_log, elsewhere):
    t, raw = match_log
    r = elsewhere.post("/games/import", data=raw, headers=NDJSON)
    assert r.status_code == 201, r.get_json()
    body = r.get_json()
    assert body["id"] == t.id and body["events"] == 6 and body["token"]
    assert body["totals"] == {"anna": 4, "ben": 70, "chloe": 31}
    again = elsewhere.get(f"/games/{t.id}/events").get_json()["events"]
    assert again == t.events()
    new_token = {"Authorization": f"Bearer {body['token']}"}
    r = elsewhere.post(
        f"/games/{t.id}/events", json={"type": "note", "data": {"text": "ok"}}, headers=new_token
    )
    assert r.status_code == 201 and r.get_json()["prev"] == again[-1]["hash"]


def test_import_twice_is_a_conflict(match_log, elsewhere):
    _, raw = match_log
    assert elsewhere.post("/games/import", data=raw, headers=NDJSON).status_code == 201
    r = elsewhere.post("/games/import", data=raw, headers=NDJSON)
    assert r.status_code == 409 and r.get_json()["error"] == "conflict"


@pytest.mark.parametrize("line", [1, 2, 3, 4, 5, 6])
def test_changing_one_byte_names_that_seq(match_log, elsewhere, line):
    _, raw = match_log
    lines = raw.splitlines()
    target = lines[line - 1]
    i = target.index(b'"at":"') + 8  # a digit of the year, so the JSON stays valid
    lines[line - 1] = target[:i] + (b"7" if target[i : i + 1] != b"7" else b"8") + target[i + 1 :]
    r = elsewhere.post("/games/import", data=b"\n".join(lines), headers=NDJSON)
    assert r.status_code == 422, r.get_json()
    body = r.get_json()
    assert body["error"] == "import_refused" and body["seq"] == line
    assert games_stored(elsewhere) == 0


def test_a_broken_json_line_is_malformed_input_named_by_its_line(match_log, elsewhere):
    _, raw = match_log
    lines = raw.splitlines()
    lines[2] = lines[2][:-1]
    r = elsewhere.post("/games/import", data=b"\n".join(lines), headers=NDJSON)
    assert r.status_code == 400, r.get_json()
    assert r.get_json()["error"] == "invalid" and r.get_json()["line"] == 3
    assert games_stored(elsewhere) == 0


def test_an_illegal_but_well_hashed_log_is_refused_with_its_rule(match_log, elsewhere):
    from service.store import event_hash

    _, raw = match_log
    events = [json.loads(line) for line in raw.splitlines()]
    events[3]["data"]["hand"] = 7  # re-hash the whole chain, as a forger would
    for before, event in zip([None, *events], events, strict=False):
        if before is not None:
            event["prev"] = before["hash"]
        event["hash"] = event_hash(event)
    forged = "\n".join(json.dumps(e) for e in events).encode()
    body = elsewhere.post("/games/import", data=forged, headers=NDJSON).get_json()
    assert body["error"] == "import_refused" and body["seq"] == 4
    assert body["rule"] == "CORE-HAND-1"


@pytest.mark.parametrize("raw", [b"", b"\xff\xfe", b"[]", b'{"game": 1}', b"[1]"])
def test_garbage_is_refused_without_500(elsewhere, raw):
    r = elsewhere.post("/games/import", data=raw, headers=NDJSON)
    assert r.status_code in (400, 422), r.get_json()
    assert r.get_json()["message"]


def _forged(raw: bytes, edit) -> bytes:
    from service.store import event_hash

    events = [json.loads(line) for line in raw.splitlines()]
    edit(events)
    for before, event in zip([None, *events], events, strict=False):
        if before is not None:
            event["prev"] = before["hash"]
        event["hash"] = event_hash(event)
    return "\n".join(json.dumps(e) for e in events).encode()


@pytest.mark.parametrize(
    "edit",
    [
        lambda es: es[0]["data"]["players"].pop(),  # Rami needs two players
        lambda es: es[0]["data"]["players"][1].update(id="anna"),
        lambda es: es[0]["data"].update(scoring="weird"),
        lambda es: es[0]["data"]["rules"]["options"].update(jokers="two"),
        lambda es: es[0]["data"]["rules"].update(opening=3),
        lambda es: es[2].update(at="yesterday"),
        lambda es: es[2].update(by=5),
    ],
    ids=["one-player", "same-ids", "scoring", "option-type", "not-from-preset", "at", "by"],
)
def test_import_rechecks_what_creation_checks(match_log, elsewhere, edit):
    _, raw = match_log
    r = elsewhere.post("/games/import", data=_forged(raw, edit), headers=NDJSON)
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["error"] == "import_refused"
    assert games_stored(elsewhere) == 0
