"""gunicorn's own refusals, before the app sees a request, are JSON errors like the API's.

The real server (`make run`'s settings module, one sync worker), spoken to over a socket: a
request line or headers over gunicorn's limits, and a request that is not HTTP.
"""

from __future__ import annotations

import json
import socket

import pytest

from replays.catalogue import sentence
from replays.errors import Message
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


def _chunked(path: str, chunks: bytes, token: str = "") -> bytes:
    auth = f"Authorization: Bearer {token}\r\n" if token else ""
    return (
        f"POST {path} HTTP/1.1\r\nHost: a\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n"
        f"Content-Type: application/json\r\n{auth}\r\n"
    ).encode() + chunks


def _new_game(server: Server) -> tuple[str, str]:
    players = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
    status, body = server.client().post(
        "/games", {"game": "rami", "tracking": "score", "players": players}
    )
    assert status == 201
    return body["id"], body["token"]


@pytest.mark.parametrize("path", ["/games", "/games/import", "/games/{id}/events"])
def test_a_chunk_that_does_not_parse_is_the_senders_error(server, path):
    game, token = _new_game(server)
    status, headers, body = _raw(server, _chunked(path.format(id=game), b"zz\r\n", token))
    assert status == 400 and headers["Content-Type"] == "application/json"
    assert body["message"] == sentence(Message("service.body_unreadable", {}), "fr")
    assert len(server.client().get(f"/games/{game}/events")[1]["events"]) == 1


def test_a_chunked_body_over_the_limit_is_too_large_not_cut_short(server):
    game, token = _new_game(server)
    note = json.dumps({"type": "note", "data": {"text": "x" * (1 << 17)}}).encode()
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(note[i : i + 8192]), note[i : i + 8192])
                      for i in range(0, len(note), 8192)) + b"0\r\n\r\n"  # fmt: skip
    status, _, body = _raw(server, _chunked(f"/games/{game}/events", chunks, token))
    assert status == 413 and body["error"] == "too_large"
    small = json.dumps({"type": "note", "data": {"text": "Ben deals"}}).encode()
    status, _, body = _raw(
        server,
        _chunked(f"/games/{game}/events", b"%x\r\n%s\r\n0\r\n\r\n" % (len(small), small), token),
    )
    assert status == 201 and body["seq"] == 2
