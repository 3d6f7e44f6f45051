"""`python -m tests.bench`: measure the service on 127.0.0.1 and print the table of results.

Every server it needs is started here, on free ports, with its own database in a temporary
directory, and stopped at the end. `--quick` shortens every measure (a smoke run).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from tests.postgres import Cluster

from . import firstload, measures, page
from .table import render


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="short runs, for a smoke test")
    parser.add_argument("--rounds", type=int, default=5, help="wrk runs per server (median)")
    parser.add_argument("--only", default="", help="the measures whose title holds this text")
    args = parser.parse_args(argv)
    quick = args.quick
    started, load = time.monotonic(), os.getloadavg()
    if load[0] > 1.0:
        print(f"note: load average {load[0]:.2f}: other work shares these CPUs, expect noise",
              file=sys.stderr)  # fmt: skip
    pg = Cluster.start()  # durable: PostgreSQL's defaults (fsync, synchronous_commit on)
    with tempfile.TemporaryDirectory(prefix="cartes-bench-") as tmp:
        rows = []
        rounds, seconds, samples = (1, 3, 50) if quick else (args.rounds, 10, 300)
        for title, run in (
            ("HTTP appends vs a bare Flask+SQLite endpoint (wrk)", lambda d: measures.http_appends(
                d, rounds, seconds)),
            ("append cost at seq 100 and seq 10,000", lambda d: measures.append_cost(d, samples)),
            ("PostgreSQL: HTTP appends vs a bare Flask+psycopg endpoint (wrk)",
             lambda d: measures.http_appends(d, rounds, seconds, pg)),
            ("PostgreSQL: append cost at seq 100 and seq 10,000",
             lambda d: measures.append_cost(d, samples, pg)),
            ("state?at= against a raw read", lambda d: measures.state_at(
                d, 50 if quick else 400)),
            ("a cold read of a long game", lambda d: measures.cold_state(
                d, 5000 if quick else 50_000, 3 if quick else 7)),
            ("a flood of import lines", lambda d: measures.flood_import(d, 2_000_000)),
            ("worker memory", lambda d: measures.memory(d, 1000 if quick else 10_000)),
            ("HTTP appends with 50 open streams (wrk)", lambda d: page.appends_with_streams(
                d, 1 if quick else args.rounds, 3 if quick else 10)),
            ("the page in Chromium", lambda d: page.page(
                d, 1 if quick else 3, 10 if quick else 40)),
            ("the page's first minute on a slow phone network (Chromium)",
             lambda d: firstload.first_load(d, 1 if quick else 3)),
        ):  # fmt: skip
            if args.only not in title:
                continue
            print(f"{title} …", file=sys.stderr, flush=True)
            work = Path(tmp) / str(len(rows))
            work.mkdir()
            try:
                rows += run(work)
            except BaseException:
                pg.stop()  # never leave the server running
                raise
    pg.stop()
    print()
    elapsed = time.monotonic() - started
    print(f"Benchmark on {os.cpu_count()} CPUs, {elapsed:.0f} s, load average {load[0]:.2f}"
          f" at the start{' (--quick: not the real measure)' if quick else ''}")  # fmt: skip
    print(render(rows))
    missed = [r.measure.strip() for r in rows if r.met is False]
    print(f"\ntargets met: {sum(r.met is True for r in rows)} of "
          f"{sum(r.met is not None for r in rows)}")  # fmt: skip
    for name in missed:
        print(f"NOT MET: {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
