"""Two app nodes on one PostgreSQL: nothing relies on one process.

Two gunicorn processes (gthread workers) on different free ports share a fresh schema of the
session's PostgreSQL. Concurrent appends spread over both leave one gapless chain; one
Idempotency-Key sent to both stores one event; a kill -9 of one node under load loses no
acknowledged event (its clients resend to the other node under the same key, as a phone
that lost its answer would); a reader waiting in another process is woken by the append's
NOTIFY.
"""

from __future__ import annotations

import http.client
import json
import threading
import time
from collections import Counter

import pytest

from service.store import connect, release
from tests.bench.servers import Server

PLAYERS = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
NEW_GAME = {"game": "rami", "players": PLAYERS, "tracking": "score"}


@pytest.fixture(scope="module")
def shared(postgres, tmp_path_factory):
    url = postgres.fresh_url()
    yield url
    release(url)
    postgres.drop(url)


@pytest.fixture(scope="module")
def nodes(shared, tmp_path_factory):
    logs = tmp_path_factory.mktemp("nodes")
    env = {
        "DATABASE_URL": shared,
        "GAMES_DB": str(logs / "unused.db"),
        "RATELIMIT_ENABLED": "false",
    }
    servers = [
        Server("service:create_app()", env, workers=1, threads=8, log=logs / f"node{i}.log")
        for i in range(2)
    ]
    for server in servers:
        server.start(timeout=60)
    yield servers
    for server in servers:
        server.kill()


def _game(node: Server) -> tuple[str, dict[str, str]]:
    status, created = node.client().post("/games", NEW_GAME)
    assert status == 201, created
    return created["id"], {"Authorization": f"Bearer {created['token']}"}


def _note(node: Server, game: str, headers: dict, text: str, key: str | None = None):
    extra = {"Idempotency-Key": key} if key else {}
    body = {"type": "note", "data": {"text": text}}
    return node.client(timeout=30).post(f"/games/{game}/events", body, {**headers, **extra})


def _stored(url: str, game: str) -> list[dict]:
    store = connect(url)
    events = list(store.events(game))
    assert store.verify(game) is None, "the hash chain is broken"
    store.close()
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1)), "gap or duplicate"
    return events


def _threads(count: int, work) -> None:
    threads = [threading.Thread(target=work, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def test_twenty_threads_over_two_nodes_leave_two_hundred_events_in_one_chain(nodes, shared):
    game, headers = _game(nodes[0])
    answers: list[tuple[int, dict]] = []

    def writer(i: int) -> None:
        for j in range(10):
            answers.append(_note(nodes[(i + j) % 2], game, headers, f"t{i}-{j}"))

    _threads(20, writer)
    assert Counter(status for status, _ in answers) == {201: 200}
    events = _stored(shared, game)
    assert len(events) == 201
    assert sorted(body["seq"] for _, body in answers) == list(range(2, 202))
    assert {e["data"]["text"] for e in events[1:]} == {b["data"]["text"] for _, b in answers}


def test_one_idempotency_key_sent_to_both_nodes_stores_one_event(nodes, shared):
    game, headers = _game(nodes[1])
    answers: dict[str, list[tuple[int, dict]]] = {f"k{n}": [] for n in range(10)}
    barrier = threading.Barrier(2)

    def sender(i: int) -> None:
        for key in answers:
            barrier.wait(timeout=30)
            answers[key].append(_note(nodes[i], game, headers, key, key))

    _threads(2, sender)
    events = _stored(shared, game)
    assert [e["key"] for e in events[1:]] == list(answers), "a key was stored twice"
    for key, pair in answers.items():
        assert sorted(status for status, _ in pair) == [200, 201], (key, pair)
        assert pair[0][1] == pair[1][1], "both nodes must answer the one stored event"


def test_kill_of_one_node_under_load_loses_no_acknowledged_event(nodes, shared):
    game, headers = _game(nodes[0])
    acked: dict[str, dict] = {}
    resent: Counter[str] = Counter()

    killed = threading.Event()

    def phone(i: int) -> None:
        home = i % 2
        for j in range(15):
            key = f"p{i}-{j}"
            try:
                status, event = _note(nodes[home], game, headers, key, key)
            except (OSError, http.client.HTTPException):
                resent[key] += 1  # no answer: the node is gone; the other one gets it again
                home = 1 - home
                status, event = _note(nodes[home], game, headers, key, key)
            assert status in (200, 201), (status, event)
            acked[key] = event
            if len(acked) >= 30 and not killed.is_set():
                killed.set()  # a third of the way in, in the middle of the others' requests
                nodes[0].kill()

    _threads(8, phone)
    nodes[0].start(timeout=60)  # for any test after this one
    events = _stored(shared, game)
    assert sum(resent.values()) > 0, "the kill came too late to cut any request"
    stored = {e["key"]: e for e in events[1:]}
    assert len(stored) == len(events) - 1 == 8 * 15, "an event was lost or doubled"
    for key, event in acked.items():
        assert stored[key] == event, f"acknowledged {key} is missing or changed"


def test_a_waiting_reader_elsewhere_sees_an_append_on_a_node_within_a_second(nodes, shared):
    """This process as another node: its store waits (LISTEN), node A appends (NOTIFY)."""
    game, headers = _game(nodes[0])
    reader = connect(shared)
    reader.wait_for_events(game, 1, 0.1)  # this process's listener is on
    timer = threading.Timer(0.3, _note, [nodes[0], game, headers, "live"])
    started = time.monotonic()
    timer.start()
    events = reader.wait_for_events(game, 1, 10)
    waited = time.monotonic() - started - 0.3
    timer.join()
    reader.close()
    assert [json.loads(e.json)["data"]["text"] for e in events] == ["live"]
    assert waited < 1.0, f"seen {waited:.2f} s after the append was sent"


def test_a_stream_on_node_b_sees_an_append_on_node_a_within_a_second(nodes, shared):
    """A page following the game on node B (GET /stream) receives node A's append."""
    game, headers = _game(nodes[0])
    stream = http.client.HTTPConnection("127.0.0.1", nodes[1].port, timeout=10)
    stream.request("GET", f"/games/{game}/stream?after=1", headers={"Accept": "text/event-stream"})
    answer = stream.getresponse()
    assert answer.status == 200
    assert answer.getheader("Content-Type", "").startswith("text/event-stream")
    seen: dict[str, float] = {}

    def follow() -> None:
        for raw in answer:
            line = raw.decode().rstrip("\n")
            if line.startswith("data:") and '"live"' in line:
                seen["at"] = time.monotonic()
                return

    reader = threading.Thread(target=follow, daemon=True)
    reader.start()
    time.sleep(0.3)  # the stream is open and waiting before the append is made
    status, event = _note(nodes[0], game, headers, "live")
    stored = time.monotonic()
    assert status == 201, event
    reader.join(timeout=5)
    stream.close()
    assert "at" in seen, "node B's stream never delivered node A's append"
    assert seen["at"] - stored < 1.0, f"seen {seen['at'] - stored:.2f} s after it was stored"
