"""A phone on a bad network sends its move slowly: the server must not keep the game waiting.

The threads of a worker take turns on a game from an append's token read to its commit
(service/store/group.py); a body still on its way is read before that turn, so a sender that
dribbles its bytes, with or without a token, holds up no one else's append to the game.
"""

from __future__ import annotations

import json
import socket
import time

from tests.bench.servers import HOST, Server

PLAYERS = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]


def test_a_slow_sender_holds_up_no_other_append_to_its_game(tmp_path):
    env = {"GAMES_DB": str(tmp_path / "games.db"), "RATELIMIT_ENABLED": "false"}
    with Server("service:create_app()", env, workers=1, threads=4, log=tmp_path / "log") as node:
        status, created = node.client().post(
            "/games", {"game": "rami", "players": PLAYERS, "tracking": "score"}
        )
        assert status == 201, created
        game, headers = created["id"], {"Authorization": f"Bearer {created['token']}"}
        body = json.dumps({"type": "note", "data": {"text": "slow"}}).encode()
        slow = socket.create_connection((HOST, node.port), timeout=30)
        try:
            slow.sendall(
                f"POST /games/{game}/events HTTP/1.1\r\nHost: {HOST}\r\n"
                f"Content-Type: application/json\r\nAuthorization: {headers['Authorization']}"
                f"\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode()
                + body[:5]
            )
            time.sleep(0.5)  # the worker has its headers and waits for the rest of the body
            quick = {"type": "note", "data": {"text": "quick"}}
            status, stored = node.client(timeout=10).post(f"/games/{game}/events", quick, headers)
            assert status == 201 and stored["seq"] == 2  # answered while the other one waits
            slow.sendall(body[5:])
            answer = b""
            while chunk := slow.recv(65536):
                answer += chunk
        finally:
            slow.close()
        assert answer.startswith(b"HTTP/1.1 201")
        assert json.loads(answer.partition(b"\r\n\r\n")[2])["seq"] == 3
