"""An acknowledged event is never lost, doubled or rewritten, even by a SIGKILL.

The real service (gunicorn, one sync worker: it boots in a third of the time of two, and
concurrency is test_race's subject) runs as a subprocess on 127.0.0.1 with a database in
tmp_path. One client streams appends; a timer kills the whole process group at
a random moment, 20 times, and the service is started again each time. The client resends
a request that got no answer under the same Idempotency-Key, as a phone would. At the end
every acknowledged event must be in the log as acknowledged, the chain must verify, the seqs
must run 1..n with no gap and no duplicate, and each logical event must be stored once.
"""

from __future__ import annotations

import http.client
import json
import random
import sqlite3
import threading

from service.store import connect
from tests.bench.servers import Server

KILLS = 20
PLAYERS = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
NEW_GAME = {"game": "rami", "players": PLAYERS, "tracking": "score"}


class Phone:
    """A client that logs notes in order; what it sent without an answer it sends again."""

    def __init__(self, game: str, token: str):
        self.game = game
        self.headers = {"Authorization": f"Bearer {token}"}
        self.acked: dict[str, dict] = {}  # Idempotency-Key -> the event as acknowledged
        self.pending: str | None = None  # sent, no answer yet
        self.next = 0
        self.last_seq = 1
        self.interrupted = 0

    def stream(self, server: Server) -> None:
        """Append until the server dies under us."""
        client = server.client(timeout=10)
        while True:
            if self.pending is None:
                self.pending, self.next = f"note-{self.next}", self.next + 1
            body = {"type": "note", "data": {"text": self.pending}, "expected_seq": self.last_seq}
            try:
                status, event = client.post(
                    f"/games/{self.game}/events", body,
                    {**self.headers, "Idempotency-Key": self.pending},
                )  # fmt: skip
            except (OSError, http.client.HTTPException):
                self.interrupted += 1
                return
            if status == 409 and event["current_seq"] < self.last_seq:
                raise AssertionError(
                    f"acknowledged events were lost: the log ends at seq {event['current_seq']},"
                    f" the client had seq {self.last_seq} acknowledged"
                )
            assert status in (200, 201), (status, event)
            assert event["key"] == self.pending and event["data"]["text"] == self.pending
            self.acked[self.pending] = event
            self.last_seq, self.pending = event["seq"], None


def test_acknowledged_events_survive_sigkill(tmp_path):
    db = str(tmp_path / "games.db")
    server = Server(  # one phone as fast as it can: no rate limits
        "service:create_app()",
        {"GAMES_DB": db, "RATELIMIT_ENABLED": "false"},
        workers=1,
        log=tmp_path / "server.log",
    )
    rng = random.Random(6)
    status, created = server.start().client().post("/games", NEW_GAME)
    assert status == 201, created
    phone = Phone(created["id"], created["token"])
    try:
        for round_ in range(KILLS):
            if round_:
                server.start()
            killer = threading.Timer(rng.uniform(0.02, 0.4), server.kill)
            killer.start()
            phone.stream(server)
            killer.join()
        server.start()
        _finish(phone, server)
    finally:
        server.kill()
    _check_log(db, phone)


def _finish(phone: Phone, server: Server) -> None:
    """After the last restart: the request lost in the last kill is answered now."""
    killer = threading.Timer(1.0, server.stop)  # one more clean second of appends
    killer.start()
    phone.stream(server)
    killer.join()


def _check_log(db: str, phone: Phone) -> None:
    store = connect(db)
    events = list(store.events(phone.game))
    assert phone.interrupted == KILLS + 1, "every kill must cut the stream"
    assert len(phone.acked) > 2 * KILLS, "too few appends between kills to test anything"
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1)), "gap or duplicate"
    assert store.verify(phone.game) is None, "the hash chain is broken"
    stored = {e["key"]: e for e in events[1:]}
    assert len(stored) == len(events) - 1, "a key was stored twice"
    texts = [e["data"]["text"] for e in events[1:]]
    assert len(set(texts)) == len(texts), "a logical event was stored twice"
    for key, acked in phone.acked.items():
        assert stored.get(key) == acked, f"acknowledged {key} is missing or changed"
    assert set(stored) <= set(phone.acked) | {phone.pending}, "an event nobody sent"
    conn = sqlite3.connect(db)
    (summary,) = conn.execute("SELECT last_seq, totals FROM games WHERE id = ?", [phone.game])
    conn.close()
    assert summary[0] == len(events) and json.loads(summary[1]) == {"anna": 0, "ben": 0}
