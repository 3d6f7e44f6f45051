"""The measures of the benchmark, each returning rows of the result table.

The HTTP appends and the append cost are measured on SQLite, and again on PostgreSQL when
a `Cluster` is passed (the service and its yardstick on the same durable server).
"""

from __future__ import annotations

import http.client
import json
import random
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

from replays import report
from schemas.api import load_event
from service.games import Games
from service.snapshots import Snapshots
from service.store import connect, release
from service.store.sqlite import SqliteStore as Store
from tests.postgres import Cluster

from . import bare_pg, seed
from .load import Load, wrk
from .servers import Client, Server, rss_mib
from .table import Row

SERVICE = "service:create_app()"
# wrk and the timed loops append as fast as they can from one address: no rate limits.
UNLIMITED = {"RATELIMIT_ENABLED": "false"}
BARE = "tests.bench.bare:app"
BARE_PG = "tests.bench.bare_pg:app"
T = TypeVar("T")


def say(text: str) -> None:
    print(f"  {text}", file=sys.stderr, flush=True)


def new_game(client: Client) -> tuple[str, str]:
    status, body = client.post("/games", seed.NEW_GAME)
    assert status == 201, body
    return body["id"], body["token"]


# -- 1. HTTP appends against the bare endpoint ------------------------------------------


def http_appends(tmp: Path, rounds: int, seconds: int, pg: Cluster | None = None) -> list[Row]:
    """wrk, 16 connections, service and bare endpoint in turn; the ratios are the medians of
    each round's (see `paired`)."""
    if pg is None:
        target = str(tmp / "appends.db")
        env, name = {"GAMES_DB": target, **UNLIMITED}, ""
        bare = Server(BARE, {"BARE_DB": str(tmp / "bare.db")}, workers=2, log=tmp / "bare.log")
    else:
        target = pg.fresh_url()
        env = {"DATABASE_URL": target, "GAMES_DB": str(tmp / "unused.db"), **UNLIMITED}
        name = "PostgreSQL "
        bare_pg.create_table(target)
        bare = Server(BARE_PG, {"BARE_URL": target}, workers=2, log=tmp / "bare.log")
    service = Server(SERVICE, env, workers=2, log=tmp / "service.log")
    runs: dict[str, list[Load]] = {"service": [], "bare": []}
    with service, bare:
        games = [new_game(service.client()) for _ in range(16)]
        for i in range(rounds):
            for kind, server in paired(i, ("service", service), ("bare", bare)):
                runs[kind].append(wrk(server.port, games, seed.NOTE, seconds=seconds))
                say(f"round {i + 1}/{rounds} {name}{kind}: {runs[kind][-1]}")
    # The service must answer every append; the yardstick's own timeouts (a bare SQLite
    # writer waiting over wrk's 2 s for the lock) are reported beside its figures instead.
    failed = sum(load.errors for load in runs["service"])
    assert failed == 0, f"{failed} appends failed under load: see {tmp}/service.log"
    store = connect(target)
    assert all(store.verify(gid) is None for gid, _ in games), "a chain broke under load"
    store.close()
    release(target)
    s, b = (_medians(runs[kind]) for kind in ("service", "bare"))
    rps, p50, p99 = (ratio(runs["service"], runs["bare"], k) for k in ("rps", "p50", "p99"))
    return [
        Row(f"{name}HTTP appends: requests/s (wrk -c16 {seconds} s)", f"{s['rps']:.0f}",
            f"{b['rps']:.0f} bare", rps, ">= 0.70", rps >= 0.70),
        Row(f"{name}HTTP appends: p50 latency, ms", f"{s['p50']:.1f}", f"{b['p50']:.1f} bare",
            p50),
        Row(f"{name}HTTP appends: p99 latency, ms", f"{s['p99']:.1f}", f"{b['p99']:.1f} bare",
            p99, "<= 1.5", p99 <= 1.5),
        stolen(runs["service"], runs["bare"], "bare"),
        Row("  requests failed (wrk: non-2xx or socket errors)", "0",
            f"{sum(x.errors for x in runs['bare'])} bare", None, "(information)"),
    ]  # fmt: skip


def stolen(loads: list[Load], bases: list[Load], base: str) -> Row:
    """How much of the CPU the host gave to other machines during the runs (steal time): the
    runs of a CPU-bound server slow down with it, those of one waiting on fsync less."""
    mine, theirs = (max(x.stolen for x in runs) for runs in (loads, bases))
    return Row("  CPU stolen by the host, worst run", f"{mine:.0%}", f"{theirs:.0%} {base}", None,
               "(information)")  # fmt: skip


def paired(i: int, first: T, second: T) -> tuple[T, T]:
    """The two runs of round `i`, the first of them first in even rounds, last in odd ones.

    This host's speed drifts from one minute to the next (consecutive 10 s rounds differ by
    a third: DEPLOY.md): a ratio is measured within each round, where both runs met about
    the same machine, and taking turns at going first cancels a drift within a round."""
    return (first, second) if i % 2 == 0 else (second, first)


def ratio(loads: list[Load], bases: list[Load], key: str) -> float:
    """The median over the rounds of each round's ratio of `key` (see `paired`)."""
    return statistics.median(
        getattr(x, key) / getattr(y, key) for x, y in zip(loads, bases, strict=True)
    )


def _medians(loads: list[Load]) -> dict[str, float]:
    return {k: statistics.median(getattr(x, k) for x in loads) for k in ("rps", "p50", "p99")}


# -- 2. Append cost at seq 100 and at seq 10,000 ----------------------------------------


def append_cost(tmp: Path, samples: int, pg: Cluster | None = None) -> list[Row]:
    """Sequential HTTP appends, timed one by one, to a game at seq 100 and to the same log
    grown to seq 10,000 (a copy under another id), interleaved so both see the same noise."""
    if pg is None:
        target, name = str(tmp / "long.db"), ""
        env = {"GAMES_DB": target, **UNLIMITED}
    else:
        target, name = pg.fresh_url(), "PostgreSQL "
        env = {"DATABASE_URL": target, "GAMES_DB": str(tmp / "unused.db"), **UNLIMITED}
    server = Server(SERVICE, env, workers=2, log=tmp / "long.log")
    with server:
        client = server.client()
        short, token = new_game(client)
        seed.grow(target, short, 100)
        long = seed.clone(target, short, 1)[0]
        seed.grow(target, long, 10_000)
        say(f"grew {long} to seq 10,000")
        early, late = _interleaved(client, [short, long], token, samples)
    # Restarted (one worker, so that the one that answered /ready takes the append): the
    # first append starts from the persisted snapshot, not from event 1.
    colds = []
    restarted = Server(SERVICE, env, workers=1, log=tmp / "long.log")
    for _ in range(5):
        with restarted:
            colds.append(_interleaved(restarted.client(), [long], token, 1, warm_up=0)[0])
    cold = statistics.median(colds)
    fresh, warm = _in_process_appends(target, long, 5)
    ratio = late / early
    return [
        Row(f"{name}append at seq 10,000 vs seq 100, ms", f"{late:.2f}",
            f"{early:.2f} at seq 100", ratio, "<= 1.2", ratio <= 1.2),
        Row(f"{name}first append after a restart at seq 10,000, ms", f"{cold:.2f}",
            f"{late:.2f} warm", cold / late, "<= 3", cold / late <= 3),
        Row("  the same in process (a fresh cache, no new process), ms", f"{fresh:.2f}",
            f"{warm:.2f} warm", fresh / warm, "(information)"),
    ]  # fmt: skip


def _in_process_appends(target: str, game: str, samples: int) -> tuple[float, float]:
    """Median times of an append through `Games` with a fresh cache (the state comes from the
    persisted snapshot) and with a warm one: the state's part of a restart, without the
    new process's own first steps."""
    store = seed.fast_store(target)
    warm_games = Games(store, Snapshots())
    fresh, warm = [], []
    try:
        for _ in range(samples):
            fresh.append(_total_ms([0], lambda _: Games(store, Snapshots()).append(
                game, load_event(seed.NOTE), "bench", None)))  # fmt: skip
            warm_games.state(game)
            warm.append(_total_ms([0], lambda _: warm_games.append(
                game, load_event(seed.NOTE), "bench", None)))  # fmt: skip
    finally:
        store.close()
        release(seed.fast_url(target))
    return statistics.median(fresh), statistics.median(warm)


def _interleaved(
    client: Client, games: list[str], token: str, n: int, warm_up: int = 10
) -> list[float]:
    """The median time of an append to each game, taking turns."""
    headers = {"Authorization": f"Bearer {token}"}
    times: list[list[float]] = [[] for _ in games]
    for i in range(warm_up + n):
        for k, game in enumerate(games):
            start = time.perf_counter()
            status, body = client.post(f"/games/{game}/events", seed.NOTE, headers)
            elapsed = (time.perf_counter() - start) * 1000
            assert status == 201, body
            if i >= warm_up:
                times[k].append(elapsed)
    return [statistics.median(t) for t in times]


# -- 3. state?at= against a raw read -------------------------------------------------------


def state_at(tmp: Path, samples: int) -> list[Row]:
    """In process, as a warm worker: `Games.state(at)` + its JSON view vs reading the log."""
    db = str(tmp / "state.db")
    server = Server(SERVICE, {"GAMES_DB": db, **UNLIMITED}, workers=1, log=tmp / "state.log")
    with server:
        game, _ = new_game(server.client())
    seed.grow(db, game, 2000)
    store = Store(db)
    games = Games(store, Snapshots())
    games.state(game)  # the worker that logged the last event holds its state
    rng = random.Random(6)
    ats = [rng.randint(1, 2000) for _ in range(samples)]
    served = _total_ms(ats, lambda at: report.state(games.state(game, at)))
    raw = _total_ms(ats, lambda at: _raw_read(store, game, at))
    few = ats[:20]  # a worker that never saw the game replays from event 1, once
    cold = _total_ms(few, lambda at: report.state(Games(store, Snapshots()).state(game, at)))
    cold_raw = _total_ms(few, lambda at: _raw_read(store, game, at))
    ratio = served / raw
    return [
        Row("state?at= of a 2,000-event game, ms/read", f"{served / samples:.3f}",
            f"{raw / samples:.2f} raw read", ratio, "<= 2", ratio <= 2),
        Row("  the same, first read in a fresh worker", f"{cold / len(few):.2f}",
            f"{cold_raw / len(few):.2f} raw read", cold / cold_raw, "(information)"),
    ]  # fmt: skip


def _raw_read(store: Store, game: str, at: int) -> list:
    rows = store.db.conn.execute(
        "SELECT data FROM events WHERE game = ? AND seq <= ? ORDER BY seq", [game, at]
    )
    return [json.loads(data) for (data,) in rows]


def _total_ms(ats: list[int], call) -> float:
    start = time.perf_counter()
    for at in ats:
        call(at)
    return (time.perf_counter() - start) * 1000


# -- 3b. A cold read of a 50,000-event game, a flood of lines refused ----------------------


def cold_state(tmp: Path, events: int, samples: int) -> list[Row]:
    """In process, as fresh workers: the first `GET /state` of a long game (from its persisted
    snapshot) against a raw read + decode of 1,000 events. A Huit américain game played
    move by move, and a score-only evening of one hand every 8 events (6,250 hands, the
    largest state a log of that length can build: information)."""
    db = str(tmp / "cold.db")
    server = Server(SERVICE, {"GAMES_DB": db, **UNLIMITED}, workers=1, log=tmp / "cold.log")
    with server:
        client = server.client()
        played = _created(client, {**seed.NEW_GAME, "game": "huit_americain", "tracking": "open"})
        evening = _created(client, seed.NEW_GAME)
    seed.play(db, played, events)
    seed.grow(db, evening, events)
    say(f"played {played} and grew {evening} to seq {events:,}")
    store = Store(db)
    rows = []
    for game, target in ((played, True), (evening, False)):
        first, raw = [], []
        for _ in range(samples):  # taking turns, so that both see the same noise
            first.append(_total_ms([game], lambda g: report.state(_fresh(store).state(g))))
            raw.append(_total_ms([game], lambda g: _raw_tail(store, g, 1000)))
        cold, base = statistics.median(first), statistics.median(raw)
        ratio, hands = cold / base, len(_fresh(store).state(game).results)
        label = "Huit américain, open" if target else "score-only"
        rows.append(Row(
            f"first GET /state, {events:,} events ({label}, {hands:,} hands), ms", f"{cold:.1f}",
            f"{base:.2f} raw read of 1,000", ratio, "<= 3" if target else "(information)",
            ratio <= 3 if target else None,
        ))  # fmt: skip
    return rows


def _fresh(store: Store) -> Games:
    """The games as a worker that never saw them: an empty cache."""
    return Games(store, Snapshots())


def _created(client: Client, body: dict) -> str:
    status, created = client.post("/games", {**body, "target": 100_000})
    assert status == 201, created
    return created["id"]


def _raw_tail(store: Store, game: str, n: int) -> list:
    rows = store.db.conn.execute(
        "SELECT data FROM events WHERE game = ? ORDER BY seq DESC LIMIT ?", [game, n]
    )
    return [json.loads(data) for (data,) in rows]


def flood_import(tmp: Path, lines: int) -> list[Row]:
    """An NDJSON import of `lines` tiny lines over HTTP: refused once past the line limit."""
    server = Server(SERVICE, {"GAMES_DB": str(tmp / "flood.db"), **UNLIMITED}, workers=1,
                    log=tmp / "flood.log")  # fmt: skip
    body = b"{}\n" * lines
    with server:
        start = time.perf_counter()
        status = _post_raw(server.port, "/games/import", body, "application/x-ndjson")
        elapsed = time.perf_counter() - start
    assert status == 400, status
    return [
        Row(f"import of {lines:,} lines refused, s", f"{elapsed:.2f}", f"{len(body) / 2**20:.0f}"
            " MiB sent", None, "< 1", elapsed < 1),
    ]  # fmt: skip


def _post_raw(port: int, path: str, body: bytes, kind: str) -> int:
    """The status of a POST; the server may answer (and close) before the body is all sent."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.putrequest("POST", path)
        conn.putheader("Content-Type", kind)
        conn.putheader("Content-Length", str(len(body)))
        conn.endheaders()
        try:
            conn.send(body)
        except (BrokenPipeError, ConnectionResetError):
            pass
        return conn.getresponse().status
    finally:
        conn.close()


# -- 4. Worker memory after touching 10,000 and 20,000 games ------------------------------


GAME_EVENTS = 41  # an evening of five hands, score-only: game_created + 5 x 8


def memory(tmp: Path, count: int) -> list[Row]:
    """One worker reads the state of `count` games, then `count` more: its RSS each time.

    One worker, so that it touches every game; each game is a copy of one real evening.
    """
    db = str(tmp / "many.db")
    server = Server(SERVICE, {"GAMES_DB": db, **UNLIMITED}, workers=1, log=tmp / "many.log")
    with server:
        template, _ = new_game(server.client())
        seed.grow(db, template, GAME_EVENTS)
        ids = seed.clone(db, template, 2 * count)
        say(f"{2 * count:,} games of {GAME_EVENTS} events stored")
        worker = server.worker_pids()[0]
        _touch(server, ids[:count])
        first = rss_mib(worker)
        _touch(server, ids[count:])
        second = rss_mib(worker)
    growth = second / first
    label = f"{count:,}"
    return [
        Row(f"worker RSS after {label} games, MiB", f"{first:.0f}", "", None, "< 300",
            first < 300),
        Row(f"worker RSS after {2 * count:,} games, MiB", f"{second:.0f}",
            f"{first:.0f} after {label}", growth, "<= 1.10", growth <= 1.10),
    ]  # fmt: skip


def _touch(server: Server, ids: list[str]) -> None:
    client = server.client()

    def read(gid: str) -> None:
        status, body = client.get(f"/games/{gid}/state")
        assert status == 200, body

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(read, ids))
