"""GET /games/{id}/stream: every stored event as a Server-Sent Event, resumable, live across
processes, bounded per worker."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time

import pytest

from service import create_app
from tests.support.helpers import Table


@pytest.fixture
def app(tmp_path):
    config = {"STREAM_LIFETIME": 0.3, "STREAM_HEARTBEAT": 0.1, "STREAM_MAX": 2}
    return create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "games.db"), **config})


def sse(text: str) -> tuple[list[dict], list[str]]:
    """The events (id, event, data) and the comment lines of an event stream."""
    events, comments = [], []
    for block in text.split("\n\n"):
        fields: dict = {}
        for line in block.splitlines():
            if line.startswith(":"):
                comments.append(line[1:].strip())
            elif line:
                name, _, value = line.partition(": ")
                fields[name] = value
        if "data" in fields:
            events.append({**fields, "data": json.loads(fields["data"])})
    return events, comments


def scored_game(client) -> Table:
    table = Table.create(client, "rami", ["anna", "ben"], "score")
    table.ok("hand_started", hand=1, dealer="anna")
    table.ok("points_entered", hand=1, points={"anna": 0, "ben": 12})
    return table


def test_stream_sends_each_stored_event_with_its_seq_as_id(client):
    table = scored_game(client)
    response = client.get(f"/games/{table.id}/stream")
    assert response.status_code == 200 and response.mimetype == "text/event-stream"
    assert response.headers["Cache-Control"] == "no-cache"
    events, comments = sse(response.get_data(as_text=True))
    assert [e["id"] for e in events] == ["1", "2", "3"]
    assert {e["event"] for e in events} == {"event"}
    assert [e["data"] for e in events] == table.events()
    assert "heartbeat" in comments  # nothing new within the lifetime: the line is kept open


def test_stream_resumes_from_last_event_id_or_after(client):
    table = scored_game(client)
    resumed = client.get(f"/games/{table.id}/stream", headers={"Last-Event-ID": "2"})
    assert [e["id"] for e in sse(resumed.get_data(as_text=True))[0]] == ["3"]
    after = client.get(f"/games/{table.id}/stream?after=1")
    assert [e["id"] for e in sse(after.get_data(as_text=True))[0]] == ["2", "3"]


def test_stream_refuses_an_unknown_game_and_a_bad_last_event_id(client):
    missing = client.get("/games/g_nothing/stream")
    assert missing.status_code == 404 and missing.get_json()["error"] == "not_found"
    table = scored_game(client)
    for last in ("two", "²", "-1", "9" * 5000):  # thousands of digits: more than int() reads
        bad = client.get(f"/games/{table.id}/stream", headers={"Last-Event-ID": last})
        assert bad.status_code == 400 and "Last-Event-ID" in bad.get_json()["message"]


def test_stream_refuses_a_bad_after_even_beside_a_good_last_event_id(client):
    table = scored_game(client)
    url = f"/games/{table.id}/stream?after=-1.5e-129"
    bad = client.get(url, headers={"Last-Event-ID": "2"})
    assert bad.status_code == 400
    assert bad.get_json()["errors"] == {"after": ["pas un nombre entier"]}


def test_stream_shows_an_event_another_process_stores(client, app, tmp_path):
    table = scored_game(client)
    app.config["STREAM_LIFETIME"] = 30
    response = client.get(f"/games/{table.id}/stream?after=3", buffered=False)
    chunks = iter(response.response)
    assert next(chunks).startswith(b"retry:")
    writer = textwrap.dedent(f"""
        from service import create_app
        app = create_app({{"TESTING": True, "GAMES_DB": {app.config["GAMES_DB"]!r}}})
        client = app.test_client()
        body = {{"type": "hand_started", "data": {{"hand": 2, "dealer": "ben"}}}}
        r = client.post("/games/{table.id}/events", json=body,
                        headers={{"Authorization": "Bearer {table.token}"}})
        assert r.status_code == 201, r.get_json()
    """)
    subprocess.run([sys.executable, "-c", writer], check=True, timeout=60)
    stored = time.monotonic()
    received = b""
    while b"id: 4" not in received:
        received += next(chunks)
    assert time.monotonic() - stored < 1
    events, _ = sse(received.decode())
    assert events[-1]["data"]["data"] == {"hand": 2, "dealer": "ben"}
    response.close()


def test_a_worker_holds_a_bounded_number_of_streams(client):
    table = scored_game(client)
    opened = [client.get(f"/games/{table.id}/stream", buffered=False) for _ in range(2)]
    refused = client.get(f"/games/{table.id}/stream")
    assert refused.status_code == 503 and refused.get_json()["error"] == "busy"
    opened[0].close()  # a client gone: its slot is free again
    again = client.get(f"/games/{table.id}/stream", buffered=False)
    assert again.status_code == 200
    again.close()
    opened[1].close()


def test_wait_for_events_returns_nothing_when_nothing_comes(client, app):
    from service.store import connect

    table = scored_game(client)
    store = connect(app.config["GAMES_DB"])
    try:
        started = time.monotonic()
        assert store.wait_for_events(table.id, 3, timeout=0.2) == []
        assert time.monotonic() - started >= 0.2
        assert [e.seq for e in store.wait_for_events(table.id, 1, timeout=5)] == [2, 3]
    finally:
        store.close()


def test_a_line_break_in_an_events_json_goes_on_a_data_line_of_its_own():
    """JSON may hold line breaks as whitespace (never unescaped in a string): the reader
    joins the data lines back with a line break and reads the same JSON."""
    from service.api.stream import _message
    from service.store import EventText

    text = '{"seq":\r\n7,\n"data":{"text":"a\\nb"}}'
    lines = _message(EventText(7, text)).split("\n")
    assert lines[:2] == ["id: 7", "event: event"] and lines[-2:] == ["", ""]
    data = [line.removeprefix("data: ") for line in lines[2:-2]]
    assert all(line.startswith("data: ") for line in lines[2:-2]) and len(data) == 3
    assert json.loads("\n".join(data)) == {"seq": 7, "data": {"text": "a\nb"}}
