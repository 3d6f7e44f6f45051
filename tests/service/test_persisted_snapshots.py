"""Persisted snapshots bound a cold read: a worker that never saw a game starts from the
latest snapshot row, folds only the tail, and still retracts and explains as a warm one."""

from __future__ import annotations

import sqlite3

import pytest

from replays.match import replay
from service import create_app
from service.games import Games
from service.snapshots import Snapshots
from service.store.sqlite import SqliteStore as Store


@pytest.fixture
def app(tmp_path):
    return create_app(
        {"TESTING": True, "GAMES_DB": str(tmp_path / "games.db"), "SNAPSHOT_PERSIST_EVERY": 10}
    )


def _long_game(new_table, notes: int = 24):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 10, "ben": 0})
    for i in range(notes):
        t.ok("note", text=f"remark {i}")
    return t


def same(a, b) -> bool:
    """Equal states, undo included as far as the seq it steps back to."""
    return (a.evolve(undo=None), a.undo and a.undo[0]) == (
        b.evolve(undo=None),
        b.undo and b.undo[0],
    )


class CountingStore(Store):
    """A store that remembers from which seq each read of the log started."""

    def __init__(self, path):
        super().__init__(path)
        self.reads: list[int] = []

    def events(self, game, after=0, upto=None):
        self.reads.append(after)
        return super().events(game, after, upto)


def test_a_cold_read_starts_from_the_persisted_snapshot(app, new_table):
    t = _long_game(new_table)  # seq 26: snapshots at 10 and 20
    store = CountingStore(app.config["GAMES_DB"])
    cold = Games(store, Snapshots(persist_every=10)).state(t.id)
    assert store.reads == [20]
    assert same(cold, replay(t.events(), game_id=t.id))
    rows = sqlite3.connect(app.config["GAMES_DB"]).execute(
        "SELECT seq, substr(state, 1, 10) FROM snapshots WHERE game = ?", [t.id]
    )
    assert [(seq, head) for seq, head in rows] == [(10, '{"codec":1'), (20, '{"codec":1')]


def test_a_retraction_after_a_restart_steps_back_past_the_snapshot(app, tmp_path, new_table):
    t = _long_game(new_table, notes=8)  # seq 10: the snapshot is the latest state
    t.ok("retracted", seq=10)
    restarted = create_app(
        {"TESTING": True, "GAMES_DB": app.config["GAMES_DB"], "SNAPSHOT_PERSIST_EVERY": 10}
    ).test_client()
    auth = {"Authorization": f"Bearer {t.token}"}
    for seq in (9, 8):  # the undo chain behind the snapshot, rebuilt as it is needed
        r = restarted.post(
            f"/games/{t.id}/events", json={"type": "retracted", "data": {"seq": seq}}, headers=auth
        )
        assert r.status_code == 201, r.get_json()
    explained = restarted.get(f"/games/{t.id}/explain?seq=13").get_json()
    assert explained["undid"]["seq"] == 8
    state = restarted.get(f"/games/{t.id}/state").get_json()
    events = restarted.get(f"/games/{t.id}/events").get_json()["events"]
    assert state["seq"] == 13 and replay(events, game_id=t.id).seq == 13


def test_a_snapshot_row_that_is_not_a_state_is_ignored(app, new_table):
    t = _long_game(new_table)
    expected = replay(t.events(), game_id=t.id)
    conn = sqlite3.connect(app.config["GAMES_DB"])
    conn.execute(
        "UPDATE snapshots SET state = ? WHERE game = ? AND seq = 20",
        ['{"codec":1,"classes":[["os:system",["command"]]]}\n{"$":0,"f":["touch x"]}', t.id],
    )
    conn.commit()
    store = CountingStore(app.config["GAMES_DB"])
    assert same(Games(store, Snapshots(persist_every=10)).state(t.id), expected)
    assert store.reads == [0]  # refused: the log replayed from the start instead


def test_rebuild_drops_and_rewrites_the_snapshots(app, new_table, runner):
    t = _long_game(new_table)
    conn = sqlite3.connect(app.config["GAMES_DB"])
    conn.execute("DELETE FROM snapshots")
    conn.commit()
    assert runner.invoke(args=["games", "rebuild"]).exit_code == 0
    rows = conn.execute("SELECT seq FROM snapshots WHERE game = ?", [t.id]).fetchall()
    assert rows == [(26,)]
    store = CountingStore(app.config["GAMES_DB"])
    assert same(Games(store, Snapshots()).state(t.id), replay(t.events(), game_id=t.id))
    assert store.reads == []
