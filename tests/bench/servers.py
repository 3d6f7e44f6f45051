"""A WSGI app under gunicorn on 127.0.0.1, on a free port: started, waited for, killed.

Shared by the benchmarks and the crash test. Every server is its own process group, so a
SIGKILL takes the master and its workers down at once, as a crash of the machine would.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


# As `make run`: threaded workers, so that open streams (Server-Sent Events) do not hold
# every worker; a thread per stream, and more for the appends.
THREADS = 64


class Server:
    """One gunicorn (gthread workers with `threads`, or sync workers with threads=0; no control
    socket) serving `app` ("module:callable"); `options` go to gunicorn as they are."""

    def __init__(
        self,
        app: str,
        env: dict[str, str],
        workers: int = 2,
        log: Path | None = None,
        threads: int = THREADS,
        options: tuple[str, ...] = (),
    ):
        self.app = app
        # DATABASE_URL only when given: a developer's own (for the tests' PostgreSQL) must not
        # turn a server meant for a SQLite file into one on PostgreSQL.
        inherited = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
        self.env = {**inherited, **env}
        self.workers = workers
        self.threads = threads
        self.log = log
        self.options = options
        self.port = 0
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 20.0) -> Server:
        self.port = free_port()
        workers = ["--worker-class", "gthread", "--threads", str(self.threads)] if self.threads \
            else ["--worker-class", "sync"]  # fmt: skip
        command = [
            sys.executable, "-m", "gunicorn", "--no-control-socket", "-c", "python:service.serving",
            "--workers", str(self.workers), *workers,
            "--bind", f"{HOST}:{self.port}", *self.options, self.app,
        ]  # fmt: skip
        if self.log is None:
            self.proc = self._spawn(command, subprocess.DEVNULL)
        else:
            with open(self.log, "ab") as out:  # the child keeps its own descriptor
                self.proc = self._spawn(command, out)
        self._wait_ready(timeout)
        return self

    def _spawn(self, command: list[str], out: Any) -> subprocess.Popen:
        return subprocess.Popen(
            command, cwd=ROOT, env=self.env, stdout=out, stderr=out, start_new_session=True
        )

    def _wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.app} exited with {self.proc.returncode}{self._tail()}")
            try:
                self.client().request("GET", "/ready")
                return
            except OSError:
                time.sleep(0.02)
        raise RuntimeError(f"{self.app} did not answer on port {self.port} in {timeout} s")

    def _tail(self, lines: int = 30) -> str:
        """The end of the server's log, for an error that would otherwise lose it."""
        if self.log is None or not self.log.exists():
            return ""
        return ":\n" + "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])

    def client(self, timeout: float = 30.0) -> Client:
        return Client(self.port, timeout)

    def worker_pids(self) -> list[int]:
        assert self.proc is not None
        path = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        return [int(pid) for pid in path.read_text().split()]

    def kill(self) -> None:
        """SIGKILL to the whole process group: no atexit, no flush, no goodbye."""
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait()

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()

    def __enter__(self) -> Server:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class Client:
    """Plain HTTP/1.1 with one connection per request."""

    def __init__(self, port: int, timeout: float = 30.0):
        self.port = port
        self.timeout = timeout

    def request(
        self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
    ) -> tuple[int, Any]:
        conn = http.client.HTTPConnection(HOST, self.port, timeout=self.timeout)
        try:
            payload = None if body is None else json.dumps(body).encode()
            all_headers = {"Content-Type": "application/json", **(headers or {})}
            conn.request(method, path, body=payload, headers=all_headers)
            response = conn.getresponse()
            raw = response.read()
        finally:
            conn.close()
        kind = response.getheader("Content-Type", "")
        return response.status, json.loads(raw) if kind.startswith("application/json") else raw

    def get(self, path: str) -> tuple[int, Any]:
        return self.request("GET", path)

    def post(self, path: str, body: Any, headers: dict[str, str] | None = None) -> tuple[int, Any]:
        return self.request("POST", path, body, headers)


def rss_mib(pid: int) -> float:
    """Resident memory of a process, from /proc, in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for pid {pid}")
