"""Several processes append to one game: one winner per seq, 409 for the others, no doubles.

Each writer is its own process with its own app (its own connection and snapshot cache) on
one SQLite file. In every round all writers read the game's seq, meet at a barrier, then
post with that `expected_seq` and an Idempotency-Key per logical event, so they truly
collide: exactly one may win, the others must get a 409 and retry in a later round. A
writer sometimes sends the same request twice at once (an answer it believes lost), and
sometimes again after it won (with a stale `expected_seq`): neither may store a second event.
"""

from __future__ import annotations

import multiprocessing
import random
import threading
from collections import Counter

from service import create_app
from service.store import connect

WRITERS = 4
EVENTS = 8  # logical events per writer
PLAYERS = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
NEW_GAME = {"game": "rami", "players": PLAYERS, "tracking": "score"}


def _post(client, game: str, token: str, key: str, expected: int) -> tuple[int, dict]:
    response = client.post(
        f"/games/{game}/events",
        json={"type": "note", "data": {"text": key}, "expected_seq": expected},
        headers={"Authorization": f"Bearer {token}", "Idempotency-Key": key},
    )
    return response.status_code, response.get_json()


def _at_once(app, game: str, token: str, key: str, expected: int, copies: int) -> list:
    """The same request sent `copies` times concurrently, one client per thread."""
    answers: list = [None] * copies

    def send(i: int) -> None:
        answers[i] = _post(app.test_client(), game, token, key, expected)

    threads = [threading.Thread(target=send, args=(i,)) for i in range(copies)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return answers


def writer(db: str, game: str, token: str, w: int, barrier, out) -> None:
    """One process: its logical events, one attempt per round, every answer recorded."""
    app = create_app({"TESTING": True, "GAMES_DB": db})
    client = app.test_client()
    rng = random.Random(w)
    todo = [f"w{w}-e{i}" for i in range(EVENTS)]
    log = []  # (key, expected_seq, copies, [(status, body), ...])
    for _ in range(WRITERS * EVENTS):
        expected = client.get(f"/games/{game}").get_json()["seq"] if todo else 0
        barrier.wait(timeout=60)
        if not todo:
            continue
        key, copies = todo[0], 2 if rng.random() < 0.25 else 1
        answers = _at_once(app, game, token, key, expected, copies)
        if any(status != 409 for status, _ in answers):
            todo.pop(0)
            if rng.random() < 0.3:  # the answer was lost: sent again, now with a stale seq
                answers.append(_post(client, game, token, key, expected))
        log.append((key, expected, copies, answers))
    out.put((w, todo, log))


def test_one_winner_per_seq_and_no_double(tmp_path):
    db = str(tmp_path / "games.db")
    client = create_app({"TESTING": True, "GAMES_DB": db}).test_client()
    created = client.post("/games", json=NEW_GAME).get_json()
    ctx = multiprocessing.get_context("spawn")
    barrier, out = ctx.Barrier(WRITERS), ctx.Queue()
    procs = [
        ctx.Process(target=writer, args=(db, created["id"], created["token"], w, barrier, out))
        for w in range(WRITERS)
    ]
    for p in procs:
        p.start()
    results = [out.get(timeout=120) for _ in procs]
    for p in procs:
        p.join(timeout=30)
        assert p.exitcode == 0
    _check(db, created["id"], results)


def _check(db: str, game: str, results: list) -> None:
    attempts = [a for _, _, log in results for a in log]
    answers = [(key, expected, s, b) for key, expected, _, ans in attempts for s, b in ans]
    assert {s for *_, s, _ in answers} <= {200, 201, 409}, Counter(s for *_, s, _ in answers)
    assert all(not todo for _, todo, _ in results), "a writer could not log all its events"
    events = list(connect(db).events(game))
    assert [e["seq"] for e in events] == list(range(1, 2 + WRITERS * EVENTS))
    assert connect(db).verify(game) is None
    stored = {e["key"]: e for e in events[1:]}
    assert len(stored) == WRITERS * EVENTS, "a key was stored twice"
    assert all(e["data"]["text"] == key for key, e in stored.items())
    wins = Counter(b["seq"] for *_, s, b in answers if s == 201)
    assert wins == Counter(range(2, 2 + WRITERS * EVENTS)), "not exactly one winner per seq"
    for key, expected, status, body in answers:
        if status == 409:
            assert body["error"] == "stale_seq" and body["current_seq"] > expected
        else:
            assert body == stored[key], f"{key}: the answer is not the stored event"
    losses = sum(s == 409 for *_, s, _ in answers)
    # In the first round at least, every writer posted on the same seq: all but one must lose.
    assert losses >= WRITERS - 1, f"only {losses} answers were 409: the losers were not told"
    for _, _, copies, ans in attempts:
        if copies == 2:
            assert sorted(s for s, _ in ans[:2]) in ([200, 201], [409, 409]), ans


def test_the_writer_lock_leaves_no_file_open(tmp_path):
    """Writers queue on `<db>-writer` (Store.writing); a store dropped unclosed frees it too."""
    import gc
    import os

    def open_fds() -> int:
        return len(os.listdir("/proc/self/fd"))

    gc.collect()
    before = open_fds()
    for i in range(20):
        client = create_app({"TESTING": True, "GAMES_DB": str(tmp_path / f"{i}.db")}).test_client()
        assert client.post("/games", json=NEW_GAME).status_code == 201
    del client
    gc.collect()
    assert open_fds() <= before
    store = connect(str(tmp_path / "0.db"))
    with store.writing():
        assert (tmp_path / "0.db-writer").exists()
    store.close()
