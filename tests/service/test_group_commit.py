"""Appends of many threads of one worker to one game, written by group commit (see
service/store/group.py): every one stored once, in one unbroken chain, none refused."""

from __future__ import annotations

import threading
from collections import Counter

from schemas.api import load_event
from service import create_app
from service.api import current
from service.games import Games
from service.store import connect, target_of
from service.store.group import GroupCommit
from service.store.postgres import PostgresStore

PLAYERS = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]


def test_sixteen_threads_on_one_game_store_every_append_once(app, backend, monkeypatch):
    """And each reads the head once, with its token: a thread takes its turn on the game
    before that read, so no thread of the worker stores an event between it and the
    append (which would make the head stale and cost a second read)."""
    created = app.test_client().post(
        "/games", json={"game": "rami", "players": PLAYERS, "tracking": "score"}
    )
    game, token = created.json["id"], created.json["token"]
    reads: list[str] = []
    if backend == "postgres":
        monkeypatch.setattr(PostgresStore, "_one", _counting(PostgresStore._one, reads))
    headers = {"Authorization": f"Bearer {token}"}
    answers: Counter[int] = Counter()
    lock = threading.Lock()

    def append(thread: int) -> None:
        client = app.test_client()
        for i in range(10):
            body = {"type": "note", "data": {"text": f"{thread}/{i}"}}
            key = {"Idempotency-Key": f"k{thread}-{i}"} if i % 2 else {}
            status = client.post(f"/games/{game}/events", json=body, headers={**headers, **key})
            with lock:
                answers[status.status_code] += 1

    threads = [threading.Thread(target=append, args=(t,)) for t in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert answers == {201: 160}
    if backend == "postgres":
        assert len(reads) == 160 and all(r.startswith("SELECT t.token_sha256") for r in reads)
    store = connect(target_of(app.config))
    try:
        events = list(store.events(game))
        assert [e["seq"] for e in events] == list(range(1, 162))
        texts = Counter(e["data"]["text"] for e in events[1:])
        assert len(texts) == 160 and set(texts.values()) == {1}
        assert store.verify(game) is None
    finally:
        store.close()


def test_threads_of_a_worker_take_turns_on_a_game_and_not_across_games():
    group = GroupCommit()
    inside: Counter[str] = Counter()
    most: Counter[str] = Counter()
    lock = threading.Lock()
    other_game_entered = threading.Event()
    g1_saw_g2: list[bool] = []

    def play(game: str) -> None:
        for _ in range(50):
            with group.turn(game):
                with lock:
                    inside[game] += 1
                    most[game] = max(most[game], inside[game])
                if game == "g1":
                    g1_saw_g2.append(other_game_entered.wait(5))  # g2 gets in meanwhile
                with lock:
                    inside[game] -= 1
            if game == "g2":
                other_game_entered.set()

    threads = [threading.Thread(target=play, args=(g,)) for g in ["g1", "g2"] * 4]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert most == {"g1": 1, "g2": 1}
    assert g1_saw_g2 and all(g1_saw_g2)
    assert group.turns() == frozenset()  # no lock outlives its last holder


def test_an_append_after_another_of_its_worker_prepares_once_from_the_new_head(
    app, backend, monkeypatch
):
    """A thread that read the token (and the head with it) before another thread of its
    worker stored an event reads the head again: its append is not refused on a stale seq
    and prepared twice (on PostgreSQL that refusal undid every append of its transaction)."""
    created = app.test_client().post(
        "/games", json={"game": "rami", "players": PLAYERS, "tracking": "score"}
    )
    game, bearer = created.json["id"], f"Bearer {created.json['token']}"
    prepared: Counter[str] = Counter()
    real = Games._prepare

    def counted(self, game, body, *rest):
        prepared[body["data"]["text"]] += 1
        return real(self, game, body, *rest)

    monkeypatch.setattr(Games, "_prepare", counted)

    def other_thread() -> None:
        answer = app.test_client().post(
            f"/games/{game}/events",
            json={"type": "note", "data": {"text": "first"}},
            headers={"Authorization": bearer},
        )
        assert answer.status_code == 201

    with app.app_context():
        late = current()
        fetched = late.authorise(game, bearer)  # reads the token and the head: seq 1
        thread = threading.Thread(target=other_thread)
        thread.start()
        thread.join()
        body = load_event({"type": "note", "data": {"text": "late"}})
        event, stored = late.append(game, body, None, None, fetched=fetched)
    assert stored and event["seq"] == 3
    assert prepared == {"first": 1, "late": 1}


def test_an_append_to_a_game_another_worker_wrote_to_meanwhile_reads_it_once(
    app, backend, database, monkeypatch
):
    """A worker's state of a game falls behind when another worker (or node) appends to it.
    Its next append reads the events it misses with the token, in the same query on
    PostgreSQL (where each read is a round trip): one read, then the write, and the event
    lands after the other worker's, chained to them."""
    created = app.test_client().post(
        "/games", json={"game": "rami", "players": PLAYERS, "tracking": "score"}
    )
    game, headers = created.json["id"], {"Authorization": f"Bearer {created.json['token']}"}
    mine, other = (
        app.test_client(),
        create_app({"TESTING": True, "RATELIMIT_ENABLED": False, **database}).test_client(),
    )
    for client, text in [(mine, "a"), (other, "b"), (other, "c")]:
        note = {"type": "note", "data": {"text": text}}
        assert client.post(f"/games/{game}/events", json=note, headers=headers).status_code == 201
    reads: list[str] = []
    if backend == "postgres":
        for name in ("_one", "_rows"):
            real = getattr(PostgresStore, name)
            monkeypatch.setattr(PostgresStore, name, _counting(real, reads))
    note = {"type": "note", "data": {"text": "d"}}
    answer = mine.post(f"/games/{game}/events", json=note, headers=headers)
    assert answer.status_code == 201 and answer.json["seq"] == 5
    if backend == "postgres":
        assert len(reads) == 1 and reads[0].startswith("SELECT t.token_sha256"), reads
    state = mine.get(f"/games/{game}/state").json
    assert state["seq"] == 5
    store = connect(target_of(app.config))
    try:
        assert [e["data"]["text"] for e in list(store.events(game))[1:]] == ["a", "b", "c", "d"]
        assert store.verify(game) is None
    finally:
        store.close()


def _counting(real, reads: list[str]):
    def counted(self, sql, *rest, **options):
        reads.append(sql)
        return real(self, sql, *rest, **options)

    return counted


def test_group_commit_batches_where_it_pays(database, backend):
    """SQLite: one fsync for a worker's appends. PostgreSQL: each append in its own
    transaction (the server merges concurrent commits; the benchmark found no loss), the
    turns kept."""
    app = create_app({"TESTING": True, **database})
    assert app.extensions["group_commit"].batch == (backend == "sqlite")
