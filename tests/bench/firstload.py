"""A phone's first minute: the page opened for the first time on a slow network (DevTools'
network emulation: 150 ms latency, 9 Mbit/s down, 1.5 Mbit/s up; the CPU 4x slower), from
a cold cache. What it downloads (counted on the wire, `wire.Wire`: the page's, its workers'
and its service worker's requests alike), then on a second visit; how long until a tap is
accepted, from the write link and from `/`; how long until the engine is ready."""

from __future__ import annotations

import json
import statistics
import time
from collections import Counter
from pathlib import Path

from .measures import SERVICE, UNLIMITED, say
from .servers import Server
from .table import Row
from .wire import Fetch, Wire

# Network.emulateNetworkConditions takes bytes per second.
SLOW = {"offline": False, "latency": 150, "downloadThroughput": 9e6 / 8,
        "uploadThroughput": 1.5e6 / 8}  # fmt: skip
CPU_SLOWDOWN = 4
SLOW_WORKER = (("Network.enable", {}), ("Network.emulateNetworkConditions", SLOW),
               ("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN}))  # fmt: skip
POINTS = {"anna": 4, "ben": 0, "chloe": 7}
PLAYERS = [{"id": p, "name": p.capitalize()} for p in POINTS]
QUIET = 2.0  # seconds with nothing on the wire: the visit is over
FIRST_TARGET, SECOND_TARGET, TAP_TARGET = 6_000_000, 50_000, 3000


def first_load(tmp: Path, runs: int) -> list[Row]:
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS

    server = Server(SERVICE, {"GAMES_DB": str(tmp / "first.db"), **UNLIMITED}, workers=2,
                    log=tmp / "first.log")  # fmt: skip
    found: dict[str, list[float]] = {k: [] for k in ("first", "second", "link", "home", "ready")}
    with server, Wire(server.port) as wire, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        Workers(browser)
        for i in range(runs):
            visits, fetched = _visits(browser, wire, server)
            if not i:
                say("the first visit's downloads, the largest first:\n" + listing(fetched))
            for key, value in visits.items():
                found[key].append(value)
            say(f"run {i + 1}/{runs}: " + ", ".join(f"{k} {v:,.0f}" for k, v in visits.items()))
        browser.close()
    return _rows(found, runs)


def _rows(found: dict[str, list[float]], runs: int) -> list[Row]:
    first, second = (statistics.median(found[k]) for k in ("first", "second"))
    link, home = (statistics.median(found[k]) for k in ("link", "home"))
    of = f"(median of {runs}; target"
    return [
        Row("page, slow 4G: bytes on a first visit", f"{first:,.0f}", "", None,
            f"{of} <= {FIRST_TARGET:,})", first <= FIRST_TARGET),
        Row("page, slow 4G: bytes on a second visit", f"{second:,.0f}", "", None,
            f"{of} <= {SECOND_TARGET:,})", second <= SECOND_TARGET),
        Row("page, slow 4G: first accepted tap from the write link, ms", f"{link:.0f}", "",
            None, f"{of} <= {TAP_TARGET})", link <= TAP_TARGET),
        Row("page, slow 4G: first accepted tap from /, ms", f"{home:.0f}", "", None,
            f"{of} <= {TAP_TARGET})", home <= TAP_TARGET),
        Row("page, slow 4G: engine ready on a first visit, ms",
            f"{statistics.median(found['ready']):.0f}", "", None, "(information)"),
    ]  # fmt: skip


def _visits(browser, wire: Wire, server: Server) -> tuple[dict[str, float], list[Fetch]]:
    """A cold phone opening the write link, then the page again; another opening `/`."""
    from tests.browser.conftest import PHONE

    game, token = _dealt_game(server)
    context = browser.new_context(base_url=wire.url, **PHONE)
    mark = wire.mark()
    phone = _slow_page(context)
    phone.goto(f"/?game={game}#write={token}")
    link = _accepted_tap(phone)
    ready = _when(phone, "document.documentElement.dataset.engine === 'ready'")
    phone.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=180_000)
    first = _settled(wire, mark)
    phone.close()
    mark = wire.mark()
    again = _slow_page(context)
    again.goto("/")
    again.wait_for_selector("html[data-engine=ready]", state="attached", timeout=180_000)
    second = _settled(wire, mark)
    context.close()
    context = browser.new_context(base_url=wire.url, **PHONE)
    home = _first_game(_slow_page(context))
    context.close()
    numbers = {"first": _bytes(first), "second": _bytes(second), "link": link, "home": home,
               "ready": ready}  # fmt: skip
    return numbers, first


def _dealt_game(server: Server) -> tuple[str, str]:
    """A Rami match scored by hand, hand 1 started: the write link's phone enters points."""
    client = server.client()
    status, body = client.post("/games", {"game": "rami", "tracking": "score",
                                          "players": PLAYERS})  # fmt: skip
    assert status == 201, body
    game, token = body["id"], body["token"]
    auth = {"Authorization": f"Bearer {token}"}
    hand = {"type": "hand_started", "data": {"hand": 1, "dealer": "anna"}}
    status, body = client.post(f"/games/{game}/events", hand, auth)
    assert status == 201, body
    return game, token


class Workers:
    """The same network (and CPU) for every worker and service worker the browser starts: a
    page's emulation stops at its own requests. Each is attached as it appears (its first
    small request may pass before)."""

    def __init__(self, browser):
        self.session = browser.new_browser_cdp_session()
        self.session.on("Target.targetCreated", self._created)
        self.session.send("Target.setDiscoverTargets", {"discover": True})

    def _created(self, event: dict) -> None:
        info = event["targetInfo"]
        if info["type"] not in ("worker", "service_worker"):
            return
        try:
            attached = self.session.send(
                "Target.attachToTarget", {"targetId": info["targetId"], "flatten": False}
            )
            for i, (method, params) in enumerate(SLOW_WORKER):
                message = json.dumps({"id": i + 1, "method": method, "params": params})
                to = {"sessionId": attached["sessionId"], "message": message}
                self.session.send("Target.sendMessageToTarget", to)
        except Exception:  # noqa: BLE001 - a worker already gone, or the browser closing
            return


def _slow_page(context):
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    return page


def _accepted_tap(phone) -> float:
    """Points typed and sent as soon as the form shows: ms from the navigation until the
    hand's entry is on the screen (applied by the engine, or stored by the server)."""
    phone.wait_for_selector("#pts-anna", timeout=180_000)
    for pid, value in POINTS.items():
        phone.fill(f"#pts-{pid}", str(value))
    phone.click("#points-form button[type=submit]")
    return _when(phone, "document.body.dataset.seq === '3'")


def _first_game(phone) -> float:
    """`/`, then a new match as soon as the page lets one start: ms until it is shown."""
    phone.goto("/")
    phone.click("#new-button", timeout=180_000)
    rows = phone.locator("#player-rows input")
    for i, player in enumerate(PLAYERS):
        rows.nth(i).fill(player["name"])
    phone.click("#setup-form button[type=submit]")
    return _when(
        phone, "!document.getElementById('view-match').hidden && document.body.dataset.seq"
    )


def _when(phone, condition: str) -> float:
    return phone.wait_for_function(f"() => ({condition}) && performance.now()",
                                   timeout=180_000, polling=10).json_value()  # fmt: skip


def _settled(wire: Wire, mark: int) -> list[Fetch]:
    """The fetches since `mark`, once nothing has crossed the wire for QUIET seconds."""
    last, still = -1, time.monotonic()
    while time.monotonic() - still < QUIET:
        time.sleep(0.2)
        total = _bytes(wire.since(mark)) + len(wire.since(mark))
        if total != last:
            last, still = total, time.monotonic()
    return wire.since(mark)


def _bytes(fetches: list[Fetch]) -> int:
    return sum(f.received for f in fetches)


def listing(fetches: list[Fetch]) -> str:
    """Each path with its count and bytes, the largest first."""
    counts = Counter(f.path.split("?")[0] for f in fetches)
    sizes: Counter[str] = Counter()
    for f in fetches:
        sizes[f.path.split("?")[0]] += f.received
    return "\n".join(f"{sizes[p]:>11,} {counts[p]:>2}x {p}" for p, _ in sizes.most_common())
