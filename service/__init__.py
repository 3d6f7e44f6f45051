"""The Flask service: app factory, one blueprint per resource, the store in `g`."""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping
from typing import Any

from flask import Flask, g

from replays import codec

from . import errors, headers, lang
from .request import JSONProvider, Request
from .snapshots import Snapshots
from .store import Store, connect, initialise, is_postgres, target_of
from .store.group import GroupCommit


def streams_for(threads: int) -> int:
    """The live streams a worker of `threads` threads holds open (each holds one): a quarter
    of them, and at least two, are kept for the other requests, so that open streams never
    leave a worker unable to answer; past it a stream gets a 503 (service.busy). Sync
    workers (one thread) hold none: a stream would take the whole worker."""
    return max(0, threads - max(2, threads // 4))


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = Flask(__name__)
    app.request_class = Request
    # "/games//events" is no address of the API: a 404 in JSON, not werkzeug's redirect to
    # the merged path (a 308 in HTML, which Flask's error handlers never see).
    app.url_map.merge_slashes = False
    app.json = JSONProvider(app)  # a body's keys once each; answers in the order written
    app.config.from_mapping(
        GAMES_DB=os.path.join(os.getcwd(), "data", "games.db"),
        MAX_CONTENT_LENGTH=64 * 1024,  # one event or one new game; import raises its own limit
        MAX_IMPORT_LENGTH=32 * 1024 * 1024,
        STATE_CACHE_GAMES=1000,
        # A cached game weighs its checkpoints and the undo steps since (service/snapshots.py),
        # ~1.5 KB each: a 3,000-event evening 281 of them, 430 KiB.
        STATE_CACHE_EVENTS=50_000,
        SNAPSHOT_EVERY=256,
        SNAPSHOT_PERSIST_EVERY=100,  # a cold read folds at most this many events
        DATABASE_URL=None,  # postgresql://… selects PostgreSQL; unset, the GAMES_DB file
        POOL_SIZE=10,  # PostgreSQL connections per worker process (gthread: threads + 2)
        STREAM_MAX=streams_for(64),  # live streams a worker holds open: each takes a thread
        WORKER_THREADS=None,  # under gunicorn, the worker's threads (service/serving.py)
        STREAM_HEARTBEAT=5,  # seconds between comment lines: a line kept open, a client gone seen
        STREAM_LIFETIME=600,  # seconds before a stream ends and the browser reconnects
        WARM_GAMES=50,  # the games last played, read into a new worker's cache before it serves
        WARM_SECONDS=2,  # … for at most this long
    )
    if test_config is None:
        app.config.from_prefixed_env("GAMES", loads=_env_value)
        if os.environ.get("GAMES_DB"):
            app.config["GAMES_DB"] = os.environ["GAMES_DB"]
        if os.environ.get("DATABASE_URL"):
            app.config["DATABASE_URL"] = os.environ["DATABASE_URL"]
        for name, value in os.environ.items():  # Flask-Limiter's own settings
            if name.startswith(("RATELIMIT_", "RATE_LIMIT_")):
                app.config[name] = _env_value(value)
        if os.environ.get("GAMES_STREAM_MAX") is None and app.config["WORKER_THREADS"]:
            app.config["STREAM_MAX"] = streams_for(int(app.config["WORKER_THREADS"]))
    else:
        app.config.from_mapping(test_config)

    initialise(target_of(app.config))
    codec.allowed()  # imports every state class now, not in the first request that needs one
    app.extensions["stores"] = StorePool(target_of(app.config), app.config["POOL_SIZE"])
    app.extensions["group_commit"] = GroupCommit(batched(app.config))  # this worker's appends
    app.extensions["snapshots"] = Snapshots(
        max_games=app.config["STATE_CACHE_GAMES"],
        every=app.config["SNAPSHOT_EVERY"],
        max_events=app.config["STATE_CACHE_EVENTS"],
        persist_every=app.config["SNAPSHOT_PERSIST_EVERY"],
    )
    app.teardown_appcontext(_close_store)
    errors.register(app)
    headers.register(app)
    lang.register(app)

    from .api import (
        GameOfItsOwn,
        disputes,
        docs,
        events,
        exchange,
        games,
        known_game,
        say,
        stats,
        stream,
        views,
    )

    app.url_map.converters["game"] = GameOfItsOwn
    app.url_value_preprocessor(known_game)
    from .web import bp as web_bp

    for module in (games, events, stream, views, exchange, disputes, say, stats, docs):
        app.register_blueprint(module.bp)
    app.register_blueprint(web_bp)

    from .cli import register as register_cli
    from .limits import install

    install(app)
    register_cli(app)
    if test_config is None:  # a served worker (tests build many apps: they skip it)
        from .warm import warm

        warm(app)
    return app


def batched(config: Mapping[str, Any]) -> bool:
    """Whether a worker's appends share a transaction (store/group.py), where it pays: on
    SQLite, one fsync for all; on PostgreSQL it only saved commits the server merges anyway,
    and the benchmark found no loss without it (docs/DEPLOY.md)."""
    return not is_postgres(target_of(config))


def _env_value(value: str) -> Any:
    if value.lower() in ("true", "false"):
        return value.lower() == "true"
    return int(value) if value.isdigit() else value


def store() -> Store:
    """A connection to the database for this request, from the worker's pool, given back at
    the end of the request (see `StorePool`)."""
    if "store" not in g:
        from flask import current_app

        g.store = current_app.extensions["stores"].take()
    return g.store


def _close_store(exc: BaseException | None = None) -> None:
    s = g.pop("store", None)
    if s is not None:
        from flask import current_app

        current_app.extensions["stores"].give(s)


class StorePool:
    """The worker's open connections, the one used last handed out first.

    Opening one per request cost more than the append itself (the last connection to close
    checkpoints the WAL: `make bench`), and one per thread kept as many as the worker has
    threads, each with its own cold page cache; a new thread's first request (after a
    restart, say) opened one. Here a request takes the warmest connection idle and gives it
    back; at most `keep` stay open when idle. Never carried across a fork."""

    def __init__(self, target: str, pool_size: int, keep: int = 16):
        self.target, self.pool_size, self.keep = target, pool_size, keep
        self._idle: list[Store] = []
        self._lock = threading.Lock()
        self._pid = os.getpid()

    def take(self) -> Store:
        with self._lock:
            if self._pid != os.getpid():  # a forked child starts with none of the parent's
                self._idle, self._pid = [], os.getpid()
            if self._idle:
                return self._idle.pop()
        return connect(self.target, self.pool_size)

    def give(self, store: Store) -> None:
        """Back to the pool, its transaction (if a failure left one open) rolled back."""
        try:
            store.reset()
        except Exception:
            store.close()
            raise
        with self._lock:
            if self._pid == os.getpid() and len(self._idle) < self.keep:
                self._idle.append(store)
                return
        store.close()

    def close(self) -> None:
        """Close the idle connections (the last SQLite one to close checkpoints the WAL)."""
        with self._lock:
            idle, self._idle = self._idle, []
        for store in idle:
            store.close()
