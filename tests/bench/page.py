"""The page's measures: HTTP appends while 50 phones hold a live stream open, and in
headless Chromium the engine's load (cold, then warm from the service worker) and a tap
offline up to the screen showing it."""

from __future__ import annotations

import http.client
import json
import statistics
import threading
import time
from functools import partial
from pathlib import Path

from .load import Load, wrk
from .measures import SERVICE, UNLIMITED, new_game, paired, ratio, say, stolen
from .servers import HOST, Server
from .table import Row

STREAMS = 50
ENGINE_READY = 2500  # ms, a cold load on this machine with no throttling (the phone's issue)
HEARTBEAT = 5  # the service's STREAM_HEARTBEAT, seconds


# -- 5. HTTP appends with 50 open streams -------------------------------------------------


class Listeners:
    """`count` phones following the games (GET /stream), reading every event they are sent."""

    def __init__(self, port: int, games: list[tuple[str, str]], count: int):
        self.port = port
        self.games = games
        self.count = count
        self.opened = 0
        self.received = 0
        self.lock = threading.Lock()
        self.connections: list[http.client.HTTPConnection] = []

    def __enter__(self) -> Listeners:
        heads = self._heads()
        for i in range(self.count):
            game, _ = self.games[i % len(self.games)]
            conn, response = self._open(game, heads[game])
            self.connections.append(conn)
            threading.Thread(target=self._read, args=(response,), daemon=True).start()
            self.opened += 1
        return self

    def _heads(self) -> dict[str, int]:
        """Each game's last seq: a phone follows from the log it holds (`stream.js` asks for
        what comes after its last seq), not from the start of a log that the earlier rounds
        made longer and longer."""
        ids = ",".join(game for game, _ in self.games)
        conn = http.client.HTTPConnection(HOST, self.port, timeout=60)
        try:
            conn.request("GET", f"/games?ids={ids}")
            response = conn.getresponse()
            body = json.loads(response.read())
        finally:
            conn.close()
        assert response.status == 200, body
        return {row["id"]: row["last_seq"] for row in body["games"]}

    def _open(
        self, game: str, after: int
    ) -> tuple[http.client.HTTPConnection, http.client.HTTPResponse]:
        """A stream, tried again as a browser would when a full worker answers 503."""
        for _ in range(100):
            conn = http.client.HTTPConnection(HOST, self.port, timeout=60)
            conn.request("GET", f"/games/{game}/stream?after={after}")
            response = conn.getresponse()
            if response.status == 200:
                return conn, response
            assert response.status == 503, response.read()
            response.read()
            conn.close()
            time.sleep(0.05)
        raise RuntimeError("no worker took the stream")

    def _read(self, response: http.client.HTTPResponse) -> None:
        try:
            for line in response:
                if line.startswith(b"id: "):
                    with self.lock:
                        self.received += 1
        except (OSError, ValueError, AttributeError):
            return  # closed under it at the end of the measure

    def __exit__(self, *exc: object) -> None:
        for conn in self.connections:
            conn.sock and conn.sock.shutdown(2)
            conn.close()


def appends_with_streams(tmp: Path, rounds: int, seconds: int) -> list[Row]:
    """wrk appends (16 connections) alone and with 50 streams open on the same games, in turn;
    the ratio is the median of each round's (`measures.paired`)."""
    db = str(tmp / "streams.db")
    server = Server(SERVICE, {"GAMES_DB": db, **UNLIMITED}, workers=2, log=tmp / "streams.log")
    runs: dict[str, list[Load]] = {"alone": [], "streams": []}
    received = 0
    with server:
        games = [new_game(server.client()) for _ in range(16)]
        for i in range(rounds):
            for kind in paired(i, "alone", "streams"):
                if kind == "alone":
                    runs["alone"].append(wrk(server.port, games, _note(), seconds=seconds))
                    continue
                with Listeners(server.port, games, STREAMS) as listeners:
                    runs["streams"].append(wrk(server.port, games, _note(), seconds=seconds))
                    time.sleep(0.5)  # the last events reach the streams
                received += listeners.received
                time.sleep(HEARTBEAT + 1)  # the server sees the closed streams at their heartbeat
            say(f"round {i + 1}/{rounds}: {runs['alone'][-1]} | with streams {runs['streams'][-1]}")
    failed = sum(load.errors for loads in runs.values() for load in loads)
    assert failed == 0, f"{failed} appends failed: see {tmp}/streams.log"
    alone = statistics.median(x.rps for x in runs["alone"])
    busy = statistics.median(x.rps for x in runs["streams"])
    p99 = statistics.median(x.p99 for x in runs["streams"])
    rps = ratio(runs["streams"], runs["alone"], "rps")
    return [
        Row(f"HTTP appends with {STREAMS} open streams, requests/s", f"{busy:.0f}",
            f"{alone:.0f} with none", rps, ">= 0.80", rps >= 0.80),
        Row(f"  p99 latency with {STREAMS} streams, ms", f"{p99:.1f}",
            f"{statistics.median(x.p99 for x in runs['alone']):.1f} with none", None,
            "(information)"),
        Row("  events delivered to the streams", f"{received:,}", "", None, "(information)"),
        stolen(runs["streams"], runs["alone"], "with none"),
    ]  # fmt: skip


def _note() -> dict:
    return {"type": "note", "data": {"text": "Ben deals; Anna cuts"}}


# -- 6. The page in Chromium ----------------------------------------------------------------

# Clicks a card and waits for the screen to show the next seq, then for the frame it paints.
TAP = """async () => {
  const card = "#card-grid button.play:not([data-card^='8']):not([data-card^='JK'])";
  const draw = [...document.querySelectorAll("#moves button.play")]
    .find((b) => b.textContent.startsWith("Piocher"));
  const button = document.querySelector(card) || draw;
  if (!button) return { over: true };
  const before = document.body.dataset.seq;
  const started = performance.now();
  button.click();
  while (document.body.dataset.seq === before) {
    if (performance.now() - started > 5000) {
      return { stuck: button.textContent, flash: document.getElementById("flash").textContent };
    }
    await new Promise((r) => setTimeout(r, 0));
  }
  await new Promise((r) => requestAnimationFrame(() => r()));
  return performance.now() - started;
}"""


def page(tmp: Path, loads: int, taps: int) -> list[Row]:
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE
    from tests.browser.pages import SNAPSHOT_KEPT

    env = {"GAMES_DB": str(tmp / "page.db"), **UNLIMITED}
    server = Server(SERVICE, env, workers=2, log=tmp / "page.log")
    with server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        cold, warm, tapped = [], [], []
        for _ in range(loads):
            context = browser.new_context(base_url=server.url, **PHONE)
            phone = context.new_page()
            cold.append(_to_engine(phone, partial(phone.goto, "/")))
            controlled = "() => navigator.serviceWorker.controller !== null"
            phone.wait_for_function(controlled, timeout=60_000)
            phone.wait_for_function(SNAPSHOT_KEPT, timeout=60_000)  # the engine's warm start
            warm.append(_to_engine(phone, phone.reload))
            if not tapped:
                tapped = _taps(phone, server, taps)
            context.close()
        browser.close()
    say(f"cold {cold} warm {warm} ms")
    return [
        Row("page: cold load to engine ready, ms", f"{statistics.median(cold):.0f}",
            "", None, f"(median of {loads}) <= {ENGINE_READY}",
            statistics.median(cold) <= ENGINE_READY),
        Row("page: warm load to engine ready (service worker, snapshot), ms",
            f"{statistics.median(warm):.0f}", "", None, f"(median of {loads}) <= {ENGINE_READY}",
            statistics.median(warm) <= ENGINE_READY),
        Row("page: tap to screen updated, offline, median ms", f"{statistics.median(tapped):.1f}",
            "", None, f"({len(tapped)} taps)"),
        Row("page: tap to screen updated, offline, p95 ms", f"{_p95(tapped):.1f}", "", None, ""),
    ]  # fmt: skip


def _to_engine(phone, go) -> float:
    started = time.perf_counter()
    go()
    phone.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
    return (time.perf_counter() - started) * 1000


def _taps(phone, server: Server, count: int) -> list[float]:
    """Huit américain hands logged move by move with no network: the time of each tap."""
    times: list[float] = []
    while len(times) < count:
        _new_hand(phone, server)
        phone.context.set_offline(True)
        while len(times) < count:
            took = phone.evaluate(TAP)
            if isinstance(took, dict) and took.get("over"):
                break  # the hand is over: the next one on a new game
            if isinstance(took, dict):
                raise RuntimeError(f"a tap changed nothing: {took}")
            times.append(took)
        phone.context.set_offline(False)
    return times


def _new_hand(phone, server: Server) -> None:
    """A new game on the phone (its token kept there), its first hand dealt."""
    status, body = server.client().post("/games", {
        "game": "huit_americain", "tracking": "table",
        "players": [{"id": p, "name": p.capitalize()} for p in ("anna", "ben", "chloe")],
    })  # fmt: skip
    assert status == 201, body
    keep = "([id, token]) => localStorage.setItem(`cartes.token.${id}`, JSON.stringify(token))"
    phone.evaluate(keep, [body["id"], body["token"]])
    phone.goto(f"/?game={body['id']}")
    phone.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
    phone.wait_for_selector("#new-hand")
    phone.fill("#hand-size", "10")
    phone.get_by_role("button", name="Distribuer").click()
    phone.wait_for_selector("#card-grid")


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
