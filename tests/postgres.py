"""A private PostgreSQL server for the tests and the benchmarks, from Debian's binaries.

`initdb` and `pg_ctl` refuse to run as root: as root they run as the `postgres` user, in a
temporary directory that user owns; the server listens on 127.0.0.1 on a free port and on
a socket in that directory, and is stopped (and the directory removed) by `stop()`. With
`DATABASE_URL` set, `Cluster.from_env()` uses that server instead and starts nothing.

Each test gets its own schema (`Cluster.fresh_url`): the URL carries `search_path`, so
every connection of every node opened from it sees only that schema's tables.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit

import psycopg

from tests.bench.servers import HOST, free_port

# Fast and disposable for the tests; the benchmarks keep PostgreSQL's durable defaults.
TEST_SETTINGS = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off"}


def bin_dir() -> Path | None:
    """The newest `/usr/lib/postgresql/N/bin` with an initdb, or None."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3])
    )
    return Path(found[-1]).parent if found else None


class PrivateServer:
    """One `postgres` process in a temporary directory, for as long as a session needs it."""

    def __init__(self, settings: dict[str, str] | None = None):
        self.settings = {"max_connections": "300", **(settings or {})}
        self.root: Path | None = None
        self.port = 0

    def start(self) -> PrivateServer:
        binaries = bin_dir()
        if binaries is None:
            raise RuntimeError("PostgreSQL is not installed: `make test` installs it")
        self.root = Path(tempfile.mkdtemp(prefix="cartes-pg-"))
        data = self.root / "data"
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(self.root, user.pw_uid, user.pw_gid)
        self.port = free_port()
        options = [f"-k {self.root}", f"-p {self.port}", f"-c listen_addresses={HOST}"]
        options += [f"-c {name}={value}" for name, value in self.settings.items()]
        self._run(binaries / "initdb", "-D", str(data), "-A", "trust", "-U", "postgres",
                  "--no-sync", "--locale=C.UTF-8", "-E", "UTF8")  # fmt: skip
        self._run(binaries / "pg_ctl", "-D", str(data), "-l", str(self.root / "server.log"),
                  "-o", " ".join(options), "-w", "-t", "60", "start")  # fmt: skip
        return self

    def _run(self, *command: object) -> None:
        args = [str(c) for c in command]
        if os.geteuid() == 0:
            args = ["runuser", "-u", "postgres", "--", *args]
        subprocess.run(args, check=True, capture_output=True, cwd=self.root)

    @property
    def url(self) -> str:
        return f"postgresql://postgres@{HOST}:{self.port}/postgres"

    def stop(self) -> None:
        if self.root is None:
            return
        binaries = bin_dir()
        assert binaries is not None
        try:
            self._run(binaries / "pg_ctl", "-D", str(self.root / "data"), "-m", "immediate",
                      "-w", "stop")  # fmt: skip
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
            self.root = None


class Cluster:
    """A server to make schemas in: private (started here) or the one `DATABASE_URL` names."""

    def __init__(self, url: str, server: PrivateServer | None = None):
        self.url = url
        self.server = server

    @classmethod
    def start(cls, settings: dict[str, str] | None = None) -> Cluster:
        url = os.environ.get("DATABASE_URL")
        if url:
            return cls(url)
        server = PrivateServer(settings).start()
        return cls(server.url, server)

    def fresh_url(self) -> str:
        """A new, empty schema and a URL whose connections use only it."""
        schema = f"t_{uuid.uuid4().hex[:16]}"
        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f'CREATE SCHEMA "{schema}"')
        return with_schema(self.url, schema)

    def drop(self, url: str) -> None:
        schema = schema_of(url)
        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()


def with_schema(url: str, schema: str) -> str:
    return with_option(url, f"search_path={schema}")


def with_option(url: str, setting: str) -> str:
    """The URL with one more server setting (`name=value`) for each of its connections."""
    parts = urlsplit(url)
    option = quote(f"-c{setting}")
    if "options=" in parts.query:
        query = parts.query.replace("options=", f"options={option}%20", 1)
    else:
        query = f"{parts.query}&options={option}" if parts.query else f"options={option}"
    return urlunsplit(parts._replace(query=query))


def schema_of(url: str) -> str:
    query = urlsplit(url).query
    marker = quote("-csearch_path=")
    return query[query.index(marker) + len(marker) :].split("&")[0]
