"""Appends of many threads of one worker to one game, written by group commit (see
service/store/group.py): every one stored once, in one unbroken chain, none refused."""

from __future__ import annotations

import threading
from collections import Counter

from schemas.api import load_event
from service.api import current
from service.games import Games
from service.store import connect, target_of
from service.store.group import GroupCommit

PLAYERS = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]


def test_sixteen_threads_on_one_game_store_every_append_once(app, backend):
    created = app.test_client().post(
        "/games", json={"game": "rami", "players": PLAYERS, "tracking": "score"}
    )
    game, token = created.json["id"], created.json["token"]
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
        late.authorise(game, bearer)  # reads the token and the head: seq 1
        thread = threading.Thread(target=other_thread)
        thread.start()
        thread.join()
        body = load_event({"type": "note", "data": {"text": "late"}})
        event, stored = late.append(game, body, None, None)
    assert stored and event["seq"] == 3
    assert prepared == {"first": 1, "late": 1}
