"""Appending events: idempotency, optimistic concurrency, undo, the server's clock."""

from __future__ import annotations

import threading

from marshmallow import Schema, fields, validate

import schemas.api
from tests.conftest import FROZEN


def test_same_idempotency_key_stores_one_event(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    first = t.post("note", {"text": "Ben deals"}, key="k-1")
    again = t.post("note", {"text": "Ben deals"}, key="k-1")
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.get_json() == again.get_json()
    assert [e["type"] for e in t.events()] == ["game_created", "note"]
    assert t.events()[1]["key"] == "k-1"


def test_same_key_with_another_body_is_refused(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.post("note", {"text": "one"}, key="k-1")
    response = t.post("note", {"text": "two"}, key="k-1")
    assert response.status_code == 422
    body = response.get_json()
    assert body["error"] == "idempotency_key_reused" and body["seq"] == 2
    assert len(t.events()) == 2


def test_key_answers_before_a_stale_expected_seq(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.post("note", {"text": "one"}, expected_seq=1, key="k-1")
    t.ok("note", text="two")
    retry = t.post("note", {"text": "one"}, expected_seq=1, key="k-1")
    assert retry.status_code == 200 and retry.get_json()["seq"] == 2


class _ShortNote(Schema):
    """A stricter schema than the one a note was stored under."""

    text = fields.String(required=True, validate=validate.Length(max=3))


def _stricter_notes(monkeypatch) -> None:
    plain = schemas.api.data_schema
    monkeypatch.setattr(
        schemas.api, "data_schema", lambda t: _ShortNote() if t == "note" else plain(t)
    )


def test_a_stored_key_answers_before_the_schema(new_table, monkeypatch):
    """DESIGN.md: a key already stored answers its event before anything else is checked, so
    a retry whose body a stricter schema now refuses still gets the event it stored."""
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    first = t.post("note", {"text": "Ben deals"}, key="k-1")
    assert first.status_code == 201
    before = t.events()
    _stricter_notes(monkeypatch)
    assert t.post("note", {"text": "Ben deals"}).status_code == 400  # refused without the key
    again = t.post("note", {"text": "Ben deals"}, key="k-1")
    assert again.status_code == 200, again.get_json()
    assert again.get_json() == first.get_json()
    assert t.events() == before


def test_a_stored_key_answers_a_body_sent_in_another_notation(new_table):
    """The stored request is the canonical body: a retry as first sent ("8♠") is the same."""
    t = new_table("huit_americain", players=["anna", "ben"], tracking="score")
    data = {"hand": 1, "player": "anna", "cards": ["8♠", "10♥"]}
    first = t.post("hand_revealed", data, key="k-1")
    assert first.status_code == 201, first.get_json()
    assert first.get_json()["data"]["cards"] == ["8S", "10H"]
    before = t.events()
    again = t.post("hand_revealed", data, key="k-1")
    assert (again.status_code, again.get_json()) == (200, first.get_json())
    assert t.events() == before


def test_a_stored_key_with_another_body_is_422_even_one_the_schema_refuses(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.post("note", {"text": "one"}, key="k-1")
    before = t.events()
    for data in ({"text": "two"}, {"text": ""}, {"text": 3, "more": True}):
        response = t.post("note", data, key="k-1")
        body = response.get_json()
        assert response.status_code == 422, (data, body)
        assert body["error"] == "idempotency_key_reused" and body["seq"] == 2
    assert t.events() == before


def test_a_stored_key_still_needs_the_token(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.post("note", {"text": "one"}, key="k-1")
    before = t.events()
    wrong = {"Authorization": "Bearer not-the-token", "Idempotency-Key": "k-1"}
    body = {"type": "note", "data": {"text": "one"}}
    response = t.client.post(f"/games/{t.id}/events", json=body, headers=wrong)
    assert response.status_code == 403
    assert t.events() == before


def test_stale_expected_seq_is_409_and_stores_nothing(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("note", text="one")
    response = t.post("note", {"text": "late"}, expected_seq=1)
    assert response.status_code == 409
    body = response.get_json()
    assert body["error"] == "stale_seq" and body["current_seq"] == 2
    assert "événement 2" in body["message"]  # French unless the reader asks for English
    assert len(t.events()) == 2
    assert t.post("note", {"text": "fresh"}, expected_seq=2).status_code == 201


def test_twenty_threads_appending_leave_no_gap_and_no_duplicate(app, new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    errors: list[str] = []

    def writer(n: int) -> None:
        client = app.test_client()
        for i in range(10):
            key = f"w{n}-{i}"
            while True:
                seq = client.get(f"/games/{t.id}").get_json()["seq"]
                r = client.post(
                    f"/games/{t.id}/events",
                    json={"type": "note", "data": {"text": key}, "expected_seq": seq},
                    headers={**t.auth, "Idempotency-Key": key},
                )
                if r.status_code in (200, 201):
                    break
                if r.status_code != 409:
                    errors.append(f"{r.status_code} {r.get_json()}")
                    return

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(20)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert errors == []
    events = t.events()
    notes = [e for e in events if e["type"] == "note"]
    assert len(notes) == 200  # 20 writers x 10, after game_created (seq 1)
    assert [e["seq"] for e in events] == list(range(1, 202))
    assert len({e["data"]["text"] for e in notes}) == 200


def test_retracted_undoes_latest_then_the_one_before(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 30, "ben": 0})
    t.ok("points_entered", hand=2, points={"anna": 0, "ben": 45})
    assert t.scores()["totals"] == {"anna": 30, "ben": 45}
    t.ok("retracted", seq=3, reason="wrong hand")
    assert t.scores()["totals"] == {"anna": 30, "ben": 0}
    assert t.state()["hands"] == 1
    t.ok("retracted", seq=2)
    assert t.scores()["totals"] == {"anna": 0, "ben": 0}
    assert t.scores()["hands"] == []
    t.ok("points_entered", hand=1, points={"anna": 5, "ben": 0})
    assert t.scores()["totals"] == {"anna": 5, "ben": 0}
    assert [e["type"] for e in t.events()] == [
        "game_created",
        "points_entered",
        "points_entered",
        "retracted",
        "retracted",
        "points_entered",
    ]


def test_core_retract_1_only_the_latest_event_in_effect(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("note", text="a")
    t.ok("note", text="b")
    body = t.refused("CORE-RETRACT-1", "retracted", seq=2)
    assert body["params"] == {"latest": 3, "seq": 2}
    t.ok("retracted", seq=3)
    t.refused("CORE-RETRACT-1", "retracted", seq=4)  # a retraction is not itself undone
    t.ok("retracted", seq=2)
    t.refused("CORE-RETRACT-1", "retracted", seq=1)  # game_created stays


def test_state_at_an_earlier_seq(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 30, "ben": 0})
    t.ok("points_entered", hand=2, points={"anna": 0, "ben": 45})
    assert t.state(at=2)["totals"] == {"anna": 30, "ben": 0}
    assert t.state(at=1)["totals"] == {"anna": 0, "ben": 0}
    assert t.state()["totals"] == {"anna": 30, "ben": 45}


def test_times_come_from_the_server_clock(new_table, frozen):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("note", text="first")
    frozen.tick(61)
    t.ok("note", text="a minute later")
    assert [e["at"] for e in t.events()] == [FROZEN, FROZEN, "2026-11-29T20:15:04Z"]


def test_device_header_is_stored_as_by(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    r = t.post("note", {"text": "x"}, headers={"X-Device": "phone-of-anna"})
    assert r.get_json()["by"] == "phone-of-anna"
    assert t.post("note", {"text": "y"}).get_json()["by"] is None


def test_events_as_ndjson_and_after(client, new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("note", text="a")
    t.ok("note", text="b")
    r = client.get(f"/games/{t.id}/events?after=1", headers={"Accept": "application/x-ndjson"})
    assert r.mimetype == "application/x-ndjson"
    assert [line.count('"type":"note"') for line in r.get_data(as_text=True).splitlines()] == [1, 1]


def test_a_deck_given_as_a_seed_is_expanded_and_stored(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="open")
    event = t.ok("hand_started", hand=1, dealer="anna", deck=42)
    assert event["data"]["seed"] == 42 and len(event["data"]["deck"]) == 54
    again = new_table("rami", players=["anna", "ben"], tracking="open")
    assert (
        again.ok("hand_started", hand=1, dealer="anna", seed=42)["data"]["deck"]
        == (event["data"]["deck"])
    )


def test_the_bearer_scheme_is_case_insensitive(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    r = t.post("note", {"text": "x"}, headers={"Authorization": f"bearer {t.token}"})
    assert r.status_code == 201


def test_the_service_s_own_refusals_speak_the_reader_s_language(client, new_table):
    """Not only rule violations: a missing or wrong token, a stale seq, a reused key, a
    game that is not there are said from the catalogue, in French unless asked otherwise."""
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.post("note", {"text": "one"}, key="k-1")
    url, note = f"/games/{t.id}/events", {"type": "note", "data": {"text": "two"}}
    refusals = [
        (lambda h: client.post(url, json=note, headers=h), 401),
        (lambda h: client.post(url, json=note, headers={**h, "Authorization": "Bearer x"}), 403),
        (lambda h: t.post("note", {"text": "two"}, expected_seq=1, headers=h), 409),
        (lambda h: t.post("note", {"text": "other"}, key="k-1", headers=h), 422),
        (lambda h: client.get("/games/g_00000000000000000000000000/state", headers=h), 404),
    ]
    french = ["jeton de la partie", "Ce jeton", "événement 2", "a déjà servi", "Aucune partie"]
    english = ["game's token", "This token", "seq 2", "was used", "No game"]
    for (send, status), fr, en in zip(refusals, french, english, strict=True):
        in_french = send({"Accept-Language": "fr-FR"})
        in_english = send({"Accept-Language": "en-GB, en;q=0.8"})
        assert in_french.status_code == in_english.status_code == status
        assert fr in in_french.get_json()["message"], in_french.get_json()
        assert en in in_english.get_json()["message"], in_english.get_json()
        assert in_french.get_json()["error"] == in_english.get_json()["error"]
    assert len(t.events()) == 2
