"""The write link carries its token in the URL fragment only: a second phone writes with it,
and the server's access log (gunicorn, as `make run` serves) never holds it."""

from __future__ import annotations

import pytest

from tests.bench.servers import Server

from .pages import enter_points, new_match, ready, settled, token, totals
from .test_two_phones import write_link


@pytest.fixture
def logged_server(tmp_path):
    access = tmp_path / "access.log"
    env = {"GAMES_DB": str(tmp_path / "games.db")}
    server = Server(
        "service:create_app()", env, workers=1, options=("--access-logfile", str(access))
    )
    with server:
        yield server, access


def test_no_write_token_reaches_the_servers_access_log(new_phone, logged_server):
    server, access = logged_server
    a = new_phone(server.url)
    game = new_match(a, "rami", ["Anna", "Ben", "Chloé"])
    link = write_link(a)
    secret = token(a, game)
    b = new_phone(server.url)
    ready(b, link)
    b.wait_for_selector("#view-match:not([hidden])")
    enter_points(b, {"anna": 4, "ben": 0, "chloe": 7})  # the second phone writes
    settled(b, 3)
    assert totals(b) == {"anna": 4, "ben": 0, "chloe": 7}
    server.stop()  # the log is complete once the server is gone
    log = access.read_text()
    assert f"GET /?game={game} " in log and f"POST /games/{game}/events" in log
    assert secret not in log
