"""Games for the benchmarks, built fast but through the service's own code.

A long game grows through `Games.append` (the very use case behind the API), on a connection
with `synchronous=OFF`: seeding needs no durability, the measured server keeps FULL. Many
small games are copies of one real game under new ids, their hash chains recomputed, so the
log holds what the service itself would have stored.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

from replays.match import legal_moves
from schemas.api import load_event
from service.games import Games
from service.ids import new_game_id
from service.snapshots import Snapshots
from service.store import GENESIS, Store, connect, event_hash, is_postgres, release
from service.store.sqlite import SqliteStore
from tests.postgres import with_option

PLAYERS = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"},
           {"id": "chloe", "name": "Chloé"}]  # fmt: skip
NEW_GAME = {"game": "rami", "players": PLAYERS, "tracking": "score"}
NOTE = {"type": "note", "data": {"text": "Ben deals; Anna cuts"}}


def evening(hand: int = 1, started: bool = False) -> Iterator[dict]:
    """Event bodies of a long score-only evening: per hand a deal, table talk, the points.

    From `hand` on; `started` when that hand is dealt already (its points come first).
    """
    while True:
        if not started:
            yield {"type": "hand_started", "data": {"hand": hand, "dealer": _dealer(hand)}}
            for i in range(6):
                yield {"type": "note", "data": {"text": f"hand {hand}: remark {i}"}}
        started = False
        # One winner at 0 (RAMI-SCORE-4), the others 1: totals stay under 1000 to seq 10,000.
        points = {p["id"]: int(k != hand % len(PLAYERS)) for k, p in enumerate(PLAYERS)}
        yield {"type": "points_entered", "data": {"hand": hand, "points": points}}
        hand += 1


def _dealer(hand: int) -> str:
    return PLAYERS[hand % len(PLAYERS)]["id"]


def fast_url(target: str) -> str:
    """The target as the seeding connection opens it (PostgreSQL: no wait for the WAL flush)."""
    return with_option(target, "synchronous_commit=off") if is_postgres(target) else target


def fast_store(target: str) -> Store:
    store = connect(fast_url(target))
    if isinstance(store, SqliteStore):
        store.db.conn.execute("PRAGMA synchronous=OFF")
    return store


def grow(target: str, game: str, upto: int) -> None:
    """Append an evening's events to `game` until its last seq is `upto`."""
    store = fast_store(target)
    games = Games(store, Snapshots())
    last = store.head(game)[0]
    match = games.state(game)
    bodies = evening(len(match.results) + 1, match.in_hand)
    try:
        while last < upto:
            body = next(bodies)
            games.append(game, load_event(body), "bench", None)
            last += 1
    finally:
        store.close()
        release(fast_url(target))


def play(path: str, game: str, upto: int, seed: int = 6) -> None:
    """Random legal moves (and deals from a seed) until the game's last seq is `upto`."""
    store = fast_store(path)
    games = Games(store, Snapshots())
    rng = random.Random(seed)
    try:
        last = store.head(game)[0]
        while last < upto:
            match = games.state(game)
            if match.in_hand:
                moves = legal_moves(match)
                body = rng.choice([m for m in moves if m.get("ready", True)])
            else:
                hand = len(match.results) + 1
                dealer = match.player_ids[hand % len(match.players)]
                data = {"hand": hand, "dealer": dealer, "seed": rng.randrange(10**9)}
                body = {"type": "hand_started", "data": data}
            posted = load_event({"type": body["type"], "data": body["data"]})
            event, _ = games.append(game, posted, "bench", None)
            last = event["seq"]
    finally:
        store.close()
        release(fast_url(path))


def clone(target: str, template: str, count: int) -> list[str]:
    """`count` copies of a game under new ids, each with its own hash chain (same token)."""
    store = fast_store(target)
    events = list(store.events(template))
    token = store.token(template)
    assert token is not None, f"no game {template}"
    ids = []
    try:
        with store.writing():
            for _ in range(count):
                gid = new_game_id()
                _insert(store, list(_rechained(gid, events)))
                store.set_token(gid, token)
                ids.append(gid)
    finally:
        store.close()
        release(fast_url(target))
    return ids


def _insert(store: Store, records: list[dict]) -> None:
    if isinstance(store, SqliteStore):  # many small games: sqlite3's executemany, 10x faster
        store.db.conn.executemany(_INSERT, [_values(r) for r in records])
    else:
        for record in records:
            store.append(record)


_INSERT = (
    "INSERT INTO events (game, seq, type, data, at, by, key, v, prev, hash, request)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)"
)


def _rechained(game: str, events: list[dict]) -> Iterator[dict]:
    prev = GENESIS
    for event in events:
        record = {**event, "game": game, "key": None, "prev": prev}
        record["hash"] = prev = event_hash(record)
        yield record


def _values(record: dict) -> tuple:
    data = json.dumps(record["data"], ensure_ascii=False, separators=(",", ":"))
    return (record["game"], record["seq"], record["type"], data, record["at"], record["by"],
            None, record["v"], record["prev"], record["hash"])  # fmt: skip
