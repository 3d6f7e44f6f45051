"""gunicorn's own refusals, before the app sees a request, are JSON errors like the API's.

The real server (`make run`'s settings module, one sync worker), spoken to over a socket: a
request line or headers over gunicorn's limits, and a request that is not HTTP.
"""

from __future__ import annotations

import json
import socket

import pytest

from tests.bench.servers import HOST, Server


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    db = tmp_path_factory.mktemp("gunicorn") / "games.db"
    with Server("service:create_app()", {"GAMES_DB": str(db)}, workers=1, threads=0) as s:
        yield s


def _raw(server: Server, request: bytes) -> tuple[int, dict[str, str], dict]:
    with socket.create_connection((HOST, server.port), timeout=10) as sock:
        sock.sendall(request)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), headers, json.loads(body)


@pytest.mark.parametrize(
    ("request_bytes", "status", "error", "said"),
    [
        (b"GET /games/" + b"x" * 5000 + b" HTTP/1.1\r\nHost: a\r\n\r\n", 414,
         "uri_too_long", "l'adresse de cette requête est trop longue"),
        (b"GET /health HTTP/1.1\r\nHost: a\r\nX-Big: " + b"y" * 9000 + b"\r\n\r\n", 431,
         "request_header_fields_too_large", "les en-têtes de cette requête sont trop gros"),
        (b"GARBAGE\r\n\r\n", 400, "bad_request",
         "cette requête n'est pas une requête HTTP bien formée"),
    ],
)  # fmt: skip
def test_gunicorn_refusals_are_json_errors(server, request_bytes, status, error, said):
    got, headers, body = _raw(server, request_bytes)
    assert got == status and headers["Content-Type"] == "application/json"
    assert body["error"] == error and body["message"].lower().startswith(said.lower())
    assert int(headers["Content-Length"]) == len(json.dumps(body, ensure_ascii=False).encode())


def test_a_request_within_the_limits_reaches_the_app(server):
    status, body = server.client().get("/games/g_nope/state")
    assert status == 404 and body["error"] == "not_found"
