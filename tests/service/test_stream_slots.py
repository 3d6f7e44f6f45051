"""Live streams leave a gunicorn worker threads for the other requests (service.streams_for).

Each open stream holds one of the worker's threads for minutes; were every thread a stream,
the worker would answer nothing else. The real server with 4 threads in its one worker:
two streams at most, the third a 503, and the other requests still answered.
"""

from __future__ import annotations

import http.client

from service import streams_for
from tests.bench.servers import HOST, Server


def test_streams_for_keeps_a_quarter_of_the_threads_and_at_least_two():
    assert [streams_for(n) for n in (1, 2, 4, 8, 64)] == [0, 0, 2, 6, 48]


def test_open_streams_never_take_every_thread_of_a_worker(tmp_path):
    env = {"GAMES_DB": str(tmp_path / "games.db")}
    with Server("service:create_app()", env, workers=1, threads=4) as server:
        players = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
        status, game = server.client().post(
            "/games", {"game": "rami", "tracking": "score", "players": players}
        )
        assert status == 201
        held = []
        for _ in range(3):
            conn = http.client.HTTPConnection(HOST, server.port, timeout=10)
            conn.request(
                "GET", f"/games/{game['id']}/stream", headers={"Accept": "text/event-stream"}
            )
            held.append((conn, conn.getresponse()))
        try:
            assert [answer.status for _, answer in held] == [200, 200, 503]
            assert held[2][1].getheader("Content-Type") == "application/json"
            status, presets = server.client(timeout=5).get("/presets")
            assert status == 200 and presets
        finally:
            for conn, _ in held:
                conn.close()
