"""A served worker warms itself up at creation (service/warm.py) without touching the log."""

from __future__ import annotations

import gc
import sqlite3


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
