"""The write link carries its token in the URL fragment only: a second phone writes with it,
and the server's access log (gunicorn, as `make run` serves) never holds it. The second phone
may start entering a hand before its engine is loaded: what it typed survives the redraw."""

from __future__ import annotations

import pytest

from tests.bench.servers import Server

from .pages import engine_ready, enter_points, new_match, ready, settled, token, totals
from .test_two_phones import write_link

PLAYERS = ["Anna", "Ben", "Chloé"]
POINTS = {"anna": 4, "ben": 0, "chloe": 7}


@pytest.fixture
def logged_server(tmp_path):
    access = tmp_path / "access.log"
    log = tmp_path / "server.log"
    env = {"GAMES_DB": str(tmp_path / "games.db")}
    # A short grace on stop: the phones' streams never end by themselves.
    options = ("--access-logfile", str(access), "--graceful-timeout", "1")
    server = Server("service:create_app()", env, workers=1, log=log, options=options)
    with server:
        yield server, access
    for name, path in (("server", log), ("access", access)):  # shown when the test fails
        print(f"--- the {name} log, last lines", *path.read_text().splitlines()[-30:], sep="\n")


def test_no_write_token_reaches_the_servers_access_log(new_phone, logged_server):
    server, access = logged_server
    a = new_phone(server.url)
    game = new_match(a, "rami", PLAYERS)
    link = write_link(a)
    secret = token(a, game)
    b = new_phone(server.url)
    ready(b, link)
    b.wait_for_selector("#view-match:not([hidden])")
    enter_points(b, POINTS)  # the second phone writes
    settled(b, 3)
    assert totals(b) == POINTS
    server.stop()  # the log is complete once the server is gone
    log = access.read_text()
    assert f"GET /?game={game} " in log and f"POST /games/{game}/events" in log
    assert secret not in log


def test_points_typed_while_the_engine_loads_survive_its_redraw(new_phone, api):
    a = new_phone()
    game = new_match(a, "rami", PLAYERS)
    link = write_link(a)
    b = new_phone()
    held, released = [], []  # the engine's package, kept back until the hand is typed

    def hold(route):  # a request that comes after the release goes through at once
        route.fallback() if released else held.append(route)

    b.context.route("**/engine/replays-*.zip", hold)
    ready(b, link, engine=False)
    b.wait_for_selector("#view-match:not([hidden])")
    form = b.locator("#points-form").element_handle()
    for pid, value in POINTS.items():
        b.fill(f"#pts-{pid}", str(value))
    released.append(True)
    for route in held:
        route.fallback()
    engine_ready(b)
    b.wait_for_function("form => !form.isConnected", arg=form)  # drawn again by the engine
    b.click("#points-form button[type=submit]")
    settled(b, 3)
    assert totals(b) == POINTS
    assert api.events(game)[-1]["data"]["points"] == POINTS
