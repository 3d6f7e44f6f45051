"""HTTP load with wrk: a Lua script posting events over a few games, each wrk thread its own."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}

_SCRIPT = """
local games = {games}
local body = {body}
local threads = 0
setup = function(thread)
  thread:set("first", threads)
  threads = threads + 1
end
local n = 0
request = function()
  -- wrk's threads take turns over disjoint games (thread i: games i, i + threads, ...)
  n = n + 1
  local g = games[((n * {threads} + first) % #games) + 1]
  local headers = {{["Content-Type"] = "application/json",
                   ["Authorization"] = "Bearer " .. g.token}}
  return wrk.format("POST", "/games/" .. g.id .. "/events", headers, body)
end
"""


@dataclass(frozen=True)
class Load:
    """What wrk measured: throughput, latency percentiles (ms), and failed requests; and the
    share of this machine's CPU time that its host gave to others meanwhile (`stolen`)."""

    requests: int
    rps: float
    p50: float
    p99: float
    errors: int
    stolen: float = 0.0


def cpu_times() -> tuple[int, int]:
    """(all, stolen) CPU ticks of this machine so far (/proc/stat; (0, 0) where there is none)."""
    try:
        with open("/proc/stat") as stat:
            ticks = [int(x) for x in stat.readline().split()[1:9]]
    except (OSError, ValueError):
        return 0, 0
    return sum(ticks), ticks[7]


def stolen_share(before: tuple[int, int], after: tuple[int, int]) -> float:
    total = after[0] - before[0]
    return (after[1] - before[1]) / total if total > 0 else 0.0


def lua_string(text: str) -> str:
    return json.dumps(text)  # a JSON string of ASCII is a valid Lua string literal


def script(games: list[tuple[str, str]], body: dict, threads: int = 2) -> str:
    """Thread i posts to games i, i + threads, …: disjoint only when `threads` divides them."""
    assert len(games) % threads == 0, f"{len(games)} games do not split over {threads} threads"
    table = ", ".join(
        f"{{id = {lua_string(gid)}, token = {lua_string(token)}}}" for gid, token in games
    )
    return _SCRIPT.format(
        games="{" + table + "}", body=lua_string(json.dumps(body)), threads=threads
    )


def wrk(
    port: int,
    games: list[tuple[str, str]],
    body: dict,
    connections: int = 16,
    seconds: int = 10,
    threads: int = 2,
) -> Load:
    """Run wrk against 127.0.0.1:port and parse its report."""
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed: run `make bench` (it installs Debian's wrk)")
    with tempfile.TemporaryDirectory() as tmp:
        lua = Path(tmp) / "post.lua"
        lua.write_text(script(games, body, threads))
        before = cpu_times()
        out = subprocess.run(
            ["wrk", "-t", str(threads), "-c", str(connections), "-d", f"{seconds}s",
             "--latency", "-s", str(lua), f"http://127.0.0.1:{port}/"],
            capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
    return replace(parse(out), stolen=stolen_share(before, cpu_times()))


def parse(report: str) -> Load:
    def latency(pct: str) -> float:
        m = re.search(rf"^\s+{pct}%\s+([\d.]+)(us|ms|s)\s*$", report, re.M)
        assert m, f"no {pct}% latency in wrk's report:\n{report}"
        return float(m.group(1)) * _UNITS[m.group(2)]

    total = re.search(r"(\d+) requests in", report)
    rps = re.search(r"Requests/sec:\s+([\d.]+)", report)
    assert total and rps, f"unreadable wrk report:\n{report}"
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", report)
    socket_errors = re.search(
        r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", report
    )
    failed = int(errors.group(1)) if errors else 0
    if socket_errors:
        failed += sum(int(x) for x in socket_errors.groups())
    return Load(int(total.group(1)), float(rps.group(1)), latency("50"), latency("99"), failed)
