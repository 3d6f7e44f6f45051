"""A fresh worker made ready before its first request (`make bench`: the first append after
a restart). What a first request would otherwise pay for: every lazily built piece on the
append path (the URL map's matcher, the request schemas, the fold, the codec's class table,
the store's prepared statements), run once here on a game in a throw-away store.

Then the worker's store handle makes a write that changes nothing (`ready_to_write`), and
the states of the games last played are read into the worker's cache (at most
WARM_GAMES of them, for at most WARM_SECONDS): after a restart (a deploy, a crash) the tables
in play go on without waiting for their snapshot to be decoded; any other game pays for that
on its first read, which the persisted snapshots bound.

Last, the objects of the imported modules move to the collector's permanent generation: a
full collection in a fresh worker no longer walks them all, so the first large allocation
(a persisted snapshot decoded) does not set one off.
"""

from __future__ import annotations

import gc
import logging
import tempfile
import time
from pathlib import Path

from flask import Flask

from replays.registry import engine_for, engines
from schemas.api import CreateGame, load_event

from .games import Games
from .snapshots import Snapshots
from .store import StoreError, connect, initialise, release

log = logging.getLogger(__name__)
ABSENT = "g_00000000000000000000000000"  # a well-formed id no game has (404, nothing stored)
WARM_UP = {"REMOTE_ADDR": "warm-up"}  # its own rate-limit key: no client's budget is spent

PLAYERS = [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}]
EVENTS = (
    {"type": "hand_started", "data": {"hand": 1, "dealer": "a"}},
    {"type": "note", "data": {"text": "warm"}},
    {"type": "points_entered", "data": {"hand": 1, "points": {"a": 0, "b": 5}}},
)


def warm(app: Flask) -> None:
    """Run the append path once off the real log, then one request through the whole app
    (routing, rate limits, error handlers, this thread's store connection) for a game that
    is not there: it stores nothing."""
    try:
        _throw_away_game()
        with app.test_client() as client:
            client.post(f"/games/{ABSENT}/events", json=EVENTS[1], environ_base=WARM_UP)
    except Exception:  # a warm-up is an optimisation: a failure must not stop the service
        log.exception("warm-up failed; the first request pays for it")
    try:
        _prime(app)
    except Exception:
        log.exception("the cache was not primed; each game's first read pays for it")
    gc.collect()
    gc.freeze()


def _prime(app: Flask) -> None:
    limit, deadline = app.config["WARM_GAMES"], time.monotonic() + app.config["WARM_SECONDS"]
    stores = app.extensions["stores"]
    store = stores.take()  # given back warm: the first request takes this connection
    try:
        try:
            store.ready_to_write()
        except (StoreError, OSError) as exc:  # a read-only database: reads still served
            log.info("no warm-up write: %s", exc)
        games = Games(store, app.extensions["snapshots"])
        for game in store.recent_games(limit) if limit > 0 else ():
            if time.monotonic() > deadline:
                break
            games.state(game)
    finally:
        stores.give(store)


def _warm_game() -> str:
    """A game the warm-up can score with one points entry (one player at 0, one at 5): the
    first registered that takes `points_entered` by its default scoring, players alone."""
    for engine in engines().values():
        scoring = engine.scorings[engine.default_scoring]
        if "points_entered" in scoring.entries and engine.sides.kind == "players":
            return engine.game
    raise LookupError("no registered game takes points by its default scoring")


def _new_game() -> dict:
    """`game_created`'s data, as `POST /games` makes it."""
    game = {"game": _warm_game(), "players": PLAYERS, "tracking": "score", "options": {}}
    body = CreateGame().load(game)
    engine = engine_for(body["game"])
    rules = engine.resolve(None, body["options"])
    target, rounds = engine.defaults(rules, engine.default_scoring)
    return {
        **body,
        "preset": engine.default_preset,
        "rules": rules,
        "scoring": engine.default_scoring,
        "target": target,
        "rounds": rounds,
    }


def _throw_away_game() -> None:
    with tempfile.TemporaryDirectory(prefix="cartes-warm-") as tmp:
        path = str(Path(tmp) / "warm.db")  # SQLite whatever the backend: the code paths
        initialise(path)  # above the store are the same
        store = connect(path)
        try:
            games = Games(store, Snapshots(persist_every=1))
            created, _ = games.create(_new_game(), None)
            for body in EVENTS:
                games.append(created["game"], load_event(body), None, None)
            Games(store, Snapshots(persist_every=1)).state(created["game"])  # a snapshot read
        finally:
            store.close()
            release(path)
