"""Snapshot + tail == full fold, at random cut points, for every engine present.

Games are logged through the API: score-only games from random proposals (the refused ones
are simply not stored), and move-tracked games driven by `GET /legal-moves`. Their logs are
then cut at random points and rebuilt three ways against a fresh fold from event 1: a state
folded on from an earlier one, the `Snapshots` cache queried in random order, and the API's
`?at=` reads on an app with small checkpoints and a two-game cache.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from replays import report
from replays.catalogue import localised
from replays.match import fold, replay
from replays.model import Match
from replays.registry import BUILTIN as GAMES
from replays.registry import engine_for
from service import create_app
from service.snapshots import CHECKPOINT, Snapshots
from tests.support.helpers import Table

PLAYERS = ["anna", "ben", "chloe", "dan"]


@pytest.fixture
def small_cache_client(tmp_path):
    app = create_app(
        {"TESTING": True, "GAMES_DB": str(tmp_path / "g.db"), "SNAPSHOT_EVERY": 5,
         "STATE_CACHE_GAMES": 2}
    )  # fmt: skip
    return app.test_client()


def fingerprint(match: Match) -> dict[str, Any]:
    """Everything a client can see of a state, as JSON, plus the undo chain behind it (the
    seqs it steps back to, down to a cut: `Snapshots` cuts kept states' chains)."""
    chain, m = [], match
    while m is not None and m.undo is not None:
        chain.append(m.undo[0])
        m = m.undo[1]
    views = {pid: report.state(match, pid) for pid in match.player_ids}
    seen = {"state": report.state(match), "scores": report.scores(match), "views": views}
    return {**json.loads(json.dumps(localised(seen))), "undo": chain}


def check_cuts(client, table: Table, rng: random.Random) -> int:
    """The three rebuilds at random cut points; returns the number of events checked."""
    events = table.events()
    n = len(events)
    full = [replay(events[:d], game_id=table.id) for d in range(1, n + 1)]
    for _ in range(12):
        c, d = sorted(rng.sample(range(1, n + 1), 2)) if n > 1 else (1, 1)
        assert fingerprint(fold(full[c - 1], events[c:d])) == fingerprint(full[d - 1]), (c, d)
    cache = Snapshots(max_games=1, every=rng.randint(2, 9))
    for d in rng.sample(range(1, n + 1), min(n, 25)):
        got, want = (fingerprint(m) for m in (
            cache.state(table.id, d, lambda after, upto: events[after:upto]), full[d - 1]
        ))  # fmt: skip
        chain, whole_chain = got.pop("undo"), want.pop("undo")
        assert got == want, d
        assert chain == whole_chain[: len(chain)] and bool(chain) == bool(whole_chain), d
    for d in rng.sample(range(1, n + 1), min(n, 15)):
        state = client.get(f"/games/{table.id}/state", query_string={"at": d}).get_json()
        assert state == fingerprint(full[d - 1])["state"], d
    return n


def _size(game: str, n: int) -> int:
    """A table size the game admits (Belote is played by four)."""
    engine = engine_for(game)
    return min(max(n, engine.min_players), engine.max_players)


def _sample_entry(table: Table, rng: random.Random) -> dict | None:
    match = replay(table.events())
    return engine_for(match.game).sample_entry(match, rng)


# -- score-only games of every kind --------------------------------------------------------


def _proposal(rng: random.Random, table: Table, players: list[str], late: bool) -> tuple[str, dict]:
    summary = table.get()
    hand = summary["hands"] + 1
    kind = rng.choices(
        ["note", "retracted", "hand_started", "points_entered", "order_entered",
         "hand_revealed", "game_abandoned"],
        weights=[12, 12, 10, 22, 18, 24, 4 if late else 0],
    )[0]  # fmt: skip
    if kind == "note":
        return kind, {"text": f"remark {rng.random():.3f}"}
    if kind == "retracted":
        return kind, {"seq": max(1, summary["seq"] - rng.choice([0, 0, 0, 1]))}
    if kind == "hand_started":
        return kind, {"hand": hand, "dealer": rng.choice(players)}
    if kind == "points_entered":
        drawn = _sample_entry(table, rng)  # where random points are never taken (Belote)
        points = {p: rng.randint(-10, 60) for p in players}
        if engine_for(summary["game"]).sides.kind == "camps":  # a hand between camps sums to 0
            points[players[0]] -= sum(points.values())
        return kind, {"hand": hand, **(drawn or {"points": points})}
    if kind == "order_entered":
        return kind, {"hand": hand, "order": rng.sample(players, len(players))}
    if kind == "hand_revealed":
        player = rng.choice(players)
        suit = "SHDC"[players.index(player)]  # one suit each: no card shown twice in a hand
        ranks = ["2", "7", "8", "10", "J", "Q", "K", "A"]
        out = player == players[hand % len(players)]  # one player went out (RAMI-END-1)
        cards = [f"{r}{suit}" for r in rng.sample(ranks, 0 if out else rng.randint(1, 4))]
        return kind, {"hand": hand, "player": player, "cards": cards}
    return kind, {"reason": "late"}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_snapshot_plus_tail_is_the_full_fold_score_only(small_cache_client, game, seed):
    rng = random.Random(f"{game}-{seed}")
    players = PLAYERS[: _size(game, rng.choice([3, 4]))]
    scoring = rng.choice(["negative", "positive"]) if game == "huit_americain" else None
    table = Table.create(small_cache_client, game, players, "score", scoring=scoring,
                         target=rng.choice([None, 1500]))  # fmt: skip
    stored = 0
    for step in range(80):
        kind, data = _proposal(rng, table, players, late=step > 60)
        status = table.post(kind, data).status_code
        assert status in (201, 422), (kind, data, status)
        stored += status == 201
    assert stored >= 20, "too few events were accepted to test anything"
    assert check_cuts(small_cache_client, table, rng) == stored + 1


# -- move-tracked games, driven by the legal moves ------------------------------------------


def _deal(table: Table, rng: random.Random, players: list[str]) -> bool:
    """Start the next hand (open tracking: the server shuffles from the seed)."""
    hand = table.get()["hands"] + 1
    data = {"hand": hand, "dealer": players[hand % len(players)], "seed": rng.randrange(10**6)}
    response = table.post("hand_started", data)
    return response.status_code == 201


def _play(table: Table, rng: random.Random, players: list[str], steps: int) -> None:
    """Random legal moves, with a retraction and a note now and then."""
    for _ in range(steps):
        moves = table.get("/legal-moves")["moves"]
        if moves:
            if not _play_one(table, rng, moves):
                return
        elif table.get()["status"] != "playing" or not _deal(table, rng, players):
            return
        roll = rng.random()
        if roll < 0.05:
            table.ok("retracted", seq=table.get()["seq"])
        elif roll < 0.08:
            table.ok("note", text="the table argues, then plays on")


def _play_one(table: Table, rng: random.Random, moves: list[dict]) -> bool:
    """Post one of the legal moves. Should the engine refuse one (its bug, which its own
    tests own, not this test's subject), try another: a refusal stores nothing."""
    return any(
        table.post(move["type"], move["data"]).status_code == 201
        for move in rng.sample(moves, len(moves))
    )


@pytest.mark.parametrize("game", [g for g in GAMES if engine_for(g).play is not None])
@pytest.mark.parametrize("seed", [1, 2])
def test_snapshot_plus_tail_is_the_full_fold_move_by_move(small_cache_client, game, seed):
    rng = random.Random(f"{game}-moves-{seed}")
    players = PLAYERS[: _size(game, 3)]
    table = Table.create(small_cache_client, game, players, "open")
    assert _deal(table, rng, players)
    _play(table, rng, players, steps=120)
    assert check_cuts(small_cache_client, table, rng) > 20


# -- the cache stays bounded ----------------------------------------------------------------


def test_the_cache_is_bounded_by_games_and_by_events(small_cache_client):
    table = Table.create(small_cache_client, "rami", PLAYERS[:2], "score")
    for i in range(30):
        table.ok("note", text=f"remark {i}")
    events = table.events()  # 31 events
    weight = 31 % 8 + CHECKPOINT * 4  # kept: 8, 16, 24 and 31; 7 steps since the cut at 24
    cache = Snapshots(max_games=3, every=8, max_events=2 * weight + 1)
    for n in range(6):  # six games sharing one log, under six names
        cache.state(f"g{n}", 31, lambda after, upto: events[after:upto])
    assert list(cache.held()) == ["g4", "g5"]  # 2 games fit the budget, 3 do not
    assert cache.events == 2 * weight
    cache.state("g4", 20, lambda after, upto: events[after:upto])  # ?at= keeps the latest
    assert cache.held()["g4"] == (8, 16, 20, 24, 31)  # the state read weighs a checkpoint
    assert list(cache.held()) == ["g4"] and cache.events == weight + CHECKPOINT
    big = Snapshots(max_games=3, every=8, max_events=10)
    big.state("g", 31, lambda after, upto: events[after:upto])
    assert list(big.held()) == ["g"], "a game larger than the budget is still served"


def test_a_kept_state_steps_back_to_its_last_checkpoint_and_a_retraction_still_works(
    small_cache_client,
):
    """The undo chain of a cached state is cut at the multiples of `every`: a long game weighs
    its checkpoints, not its length, and CORE-RETRACT-1 steps back across a cut all the same."""
    table = Table.create(small_cache_client, "rami", PLAYERS[:2], "score")
    for i in range(20):
        table.ok("note", text=f"remark {i}")
    events = table.events()  # 21 events
    cache = Snapshots(every=8)
    read = lambda after, upto: events[after:upto]  # noqa: E731
    latest = cache.state("g", 21, read)
    chain, m = [], latest
    while m is not None and m.undo is not None:
        chain.append(m.undo[0])
        m = m.undo[1]
    assert chain == [21, 20, 19, 18, 17, 16]  # the state at 16 holds its undo as a seq only
    assert cache.events == 21 % 8 + CHECKPOINT * 3
    at_16 = cache.state("g", 16, read)
    assert at_16.undo == (16, None)
    back = cache.with_undo("g", at_16, read)
    assert back.undo is not None and back.undo[1] is not None and back.undo[1].seq == 15
    assert fold(back, [{"type": "retracted", "data": {"seq": 16}, "seq": 22}]).seq == 22


def test_a_retraction_right_after_a_checkpoint_is_stored(small_cache_client):
    table = Table.create(small_cache_client, "rami", PLAYERS[:2], "score")
    for i in range(4):  # SNAPSHOT_EVERY is 5 here: the state at seq 5 is kept cut
        table.ok("note", text=f"remark {i}")
    table.ok("retracted", seq=5)
    table.ok("retracted", seq=4)
    assert [e["type"] for e in table.events()][-2:] == ["retracted", "retracted"]
    said = small_cache_client.post(f"/games/{table.id}/say", json={"text": "annule"})
    assert said.get_json()["events"][0]["data"] == {"seq": 3}
