"""The database guards its log itself, and a database in trouble answers with a meaning."""

from __future__ import annotations

import os
import sqlite3
import threading

import pytest

from service import create_app, store
from service.store.sqlite import SqliteStore as Store


def _game_with_notes(new_table, n: int = 3):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    for i in range(n):
        t.ok("note", text=f"note {i}")
    return t


def test_database_refuses_insert_or_replace_of_an_event(app, new_table):
    t = _game_with_notes(new_table)
    before = t.events()
    conn = sqlite3.connect(app.config["GAMES_DB"])
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute(
            "INSERT OR REPLACE INTO events (game, seq, type, data, at, by, key, v, prev, hash)"
            " VALUES (?, 2, 'note', '{\"text\":\"forged\"}', '2026-01-01T00:00:00Z', NULL, NULL,"
            " 1, ?, ?)",
            [t.id, before[0]["hash"], "f" * 64],
        )
    conn.close()
    assert t.events() == before


def _limit_pages(app) -> None:
    """The thread's connection may not grow the file: SQLite answers SQLITE_FULL."""
    with app.app_context():
        conn = store().db.conn
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages}")


def test_507_when_the_disk_is_full(app, client, new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    before = t.events()
    _limit_pages(app)
    r = None
    for i in range(200):  # the first pages still have room: fill them
        r = client.post(
            f"/games/{t.id}/events",
            json={"type": "note", "data": {"text": f"{i} " + "x" * 1500}},
            headers=t.auth,
        )
        if r.status_code != 201:
            break
    assert r is not None and r.status_code == 507, r.get_json()
    body = r.get_json()
    assert body["error"] == "storage_full" and "plein" in body["message"]
    assert client.get(f"/games/{t.id}/events").get_json()["events"][: len(before)] == before


def test_503_when_the_database_is_read_only(app, client, new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    with app.app_context():
        store().db.conn.execute("PRAGMA query_only = ON")
    r = t.post("note", {"text": "hello"})
    assert r.status_code == 503, r.get_json()
    assert r.get_json()["error"] == "storage_unavailable"
    assert client.get(f"/games/{t.id}/state").status_code == 200  # reads still work


def test_503_when_the_database_file_is_missing(tmp_path):
    path = tmp_path / "games.db"
    app = create_app({"TESTING": True, "GAMES_DB": str(path)})
    for name in ("games.db", "games.db-wal", "games.db-shm"):
        if (tmp_path / name).exists():
            os.remove(tmp_path / name)
    r = app.test_client().get("/games/g_01M8SCF7HZEJV2NKB0KCSDM9F9/state")
    assert r.status_code == 503, r.get_json()
    assert r.get_json()["error"] == "storage_unavailable"
    assert not path.exists()  # a read never creates an empty database in its place


def test_store_error_is_a_503_not_a_bare_500(app, client):
    from service.store import StoreError

    @app.get("/boom")
    def boom():
        raise StoreError("event g#2 refused: UNIQUE constraint failed")

    r = client.get("/boom")
    assert r.status_code == 503 and r.get_json()["error"] == "storage_unavailable"


def test_rebuild_reports_a_broken_chain_and_does_not_publish_it(app, client, new_table, runner):
    good = _game_with_notes(new_table, 2)
    bad = _game_with_notes(new_table, 2)
    conn = sqlite3.connect(app.config["GAMES_DB"])
    conn.execute("DROP TRIGGER events_no_update")  # as an attacker with the file would
    conn.execute("UPDATE events SET data = ? WHERE game = ? AND seq = 3", ['{"text":"x"}', bad.id])
    conn.execute("DELETE FROM games")
    conn.commit()
    conn.close()
    result = runner.invoke(args=["games", "rebuild"])
    assert result.exit_code == 1, result.output
    assert f"{bad.id}: broken at seq 3, not published" in result.output
    rows = Store(app.config["GAMES_DB"]).db.execute("SELECT id FROM games").fetchall()
    assert rows == [(good.id,)]


def test_an_append_during_a_rebuild_does_not_wait_for_it(app, client, new_table, monkeypatch):
    """The rebuild is paused while it replays a game: an append to that game goes through."""
    from service import cli

    t = _game_with_notes(new_table, 2)
    replaying, resume = threading.Event(), threading.Event()
    real_replay = cli.replay

    def paused_replay(*args, **kwargs):
        replaying.set()
        assert resume.wait(30)
        return real_replay(*args, **kwargs)

    monkeypatch.setattr(cli, "replay", paused_replay)
    runner = app.test_cli_runner()
    outcome: dict = {}
    rebuild = threading.Thread(
        target=lambda: outcome.update(rebuild=runner.invoke(args=["games", "rebuild"]))
    )
    rebuild.start()
    assert replaying.wait(30)
    append = threading.Thread(
        target=lambda: outcome.update(append=t.post("note", {"text": "logged meanwhile"}))
    )
    append.start()
    append.join(10)  # generous: it waits for nothing but its own transaction
    done = not append.is_alive()
    resume.set()
    rebuild.join(30)
    append.join(30)
    assert done, "the append waited for the rebuild"
    assert outcome["append"].status_code == 201, outcome["append"].get_json()
    assert outcome["rebuild"].exit_code == 0, outcome["rebuild"].output
