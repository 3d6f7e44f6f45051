"""A served worker warms itself up at creation (service/warm.py) without touching the log."""

from __future__ import annotations

import gc
import sqlite3

PLAYERS = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
NEW_GAME = {"game": "rami", "players": PLAYERS, "tracking": "score"}


def test_a_served_worker_warms_up_without_storing_anything(tmp_path, monkeypatch, caplog):
    from service import create_app

    db = tmp_path / "games.db"
    monkeypatch.setenv("GAMES_DB", str(db))
    try:
        app = create_app()  # as gunicorn builds it: configured from the environment
    finally:
        gc.unfreeze()
    assert "warm-up failed" not in caplog.text
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM events").fetchone() == (0,)
    assert conn.execute("SELECT count(*) FROM snapshots").fetchone() == (0,)
    client = app.test_client()
    created = client.post(
        "/games",
        json={
            "game": "rami",
            "players": [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}],
            "tracking": "score",
        },
    )
    assert created.status_code == 201, created.json
    assert conn.execute("SELECT count(*) FROM events").fetchone() == (1,)


def test_a_served_worker_reads_the_games_last_played_before_its_first_request(
    tmp_path, monkeypatch
):
    from service import create_app

    db = tmp_path / "games.db"
    writer = create_app({"GAMES_DB": str(db), "RATELIMIT_ENABLED": False})
    players = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
    ids = []
    for _ in range(3):
        created = writer.test_client().post(
            "/games", json={"game": "rami", "players": players, "tracking": "score"}
        )
        ids.append(created.json["id"])
    monkeypatch.setenv("GAMES_DB", str(db))
    monkeypatch.setenv("GAMES_WARM_GAMES", "2")
    try:
        served = create_app()
    finally:
        gc.unfreeze()
    held = served.extensions["snapshots"].held()
    assert len(held) == 2 and set(held) <= set(ids)
    assert all(seqs == (1,) for seqs in held.values())


def test_a_fresh_worker_makes_its_first_write_before_its_first_request(tmp_path, monkeypatch):
    """The last connection to close removes SQLite's WAL; a read makes an empty one, and the
    first write starts it (its header written and synced): the warm-up's write that changes
    nothing pays for that, not the first append after a restart."""
    from service import create_app

    db = tmp_path / "games.db"
    writer = create_app({"GAMES_DB": str(db), "RATELIMIT_ENABLED": False})
    writer.test_client().post("/games", json=NEW_GAME)
    dump = _dump(db)
    writer.extensions["stores"].close()
    assert not (tmp_path / "games.db-wal").exists()  # a clean close removed it
    monkeypatch.setenv("GAMES_DB", str(db))
    try:
        create_app()
    finally:
        gc.unfreeze()
    assert (tmp_path / "games.db-wal").stat().st_size > 0
    assert _dump(db) == dump


def _dump(db) -> list[str]:
    conn = sqlite3.connect(db)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def test_a_worker_on_a_database_it_cannot_write_still_warms_its_reads(tmp_path, monkeypatch):
    from service import create_app
    from service.store import StoreUnavailable
    from service.store.sqlite import SqliteStore

    db = tmp_path / "games.db"
    writer = create_app({"GAMES_DB": str(db), "RATELIMIT_ENABLED": False})
    writer.test_client().post("/games", json=NEW_GAME)

    def read_only(self):
        raise StoreUnavailable("the database is unavailable: attempt to write a readonly database")

    monkeypatch.setattr(SqliteStore, "ready_to_write", read_only)
    monkeypatch.setenv("GAMES_DB", str(db))
    try:
        served = create_app()
    finally:
        gc.unfreeze()
    assert len(served.extensions["snapshots"].held()) == 1
