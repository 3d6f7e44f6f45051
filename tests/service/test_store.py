"""The store: append-only at the database level, a hash chain that names the first break."""

from __future__ import annotations

import sqlite3

import pytest


def _game_with_notes(new_table, n: int = 3):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    for i in range(n):
        t.ok("note", text=f"note {i}")
    return t


def test_database_refuses_update_and_delete_of_events(app, new_table):
    t = _game_with_notes(new_table)
    conn = sqlite3.connect(app.config["GAMES_DB"])
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("UPDATE events SET data = '{}' WHERE game = ? AND seq = 2", [t.id])
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("DELETE FROM events WHERE game = ?", [t.id])
    conn.close()
    assert [e["seq"] for e in t.events()] == [1, 2, 3, 4]


def test_hash_chain_links_every_event(new_table):
    from service.store import GENESIS, event_hash

    events = _game_with_notes(new_table).events()
    assert events[0]["prev"] == GENESIS
    for before, event in zip(events, events[1:], strict=False):
        assert event["prev"] == before["hash"]
    assert all(event_hash(e) == e["hash"] for e in events)


def test_verify_names_the_first_edited_seq(app, new_table, runner):
    t = _game_with_notes(new_table, 5)
    conn = sqlite3.connect(app.config["GAMES_DB"])
    conn.execute("DROP TRIGGER events_no_update")  # as an attacker with the file would
    conn.execute(
        "UPDATE events SET data = ? WHERE game = ? AND seq = 4", ['{"text":"forged"}', t.id]
    )
    conn.commit()
    conn.close()
    result = runner.invoke(args=["games", "verify", t.id])
    assert result.exit_code == 1
    assert f"{t.id}: broken at seq 4" in result.output


def test_verify_all_games_reports_intact(new_table, runner):
    _game_with_notes(new_table)
    _game_with_notes(new_table)
    result = runner.invoke(args=["games", "verify"])
    assert result.exit_code == 0
    assert "2 intact, 0 broken" in result.output


def test_read_model_is_rebuilt_from_events(app, client, new_table, runner):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 10, "ben": 0})
    conn = sqlite3.connect(app.config["GAMES_DB"])
    conn.execute("DELETE FROM games")
    conn.commit()
    conn.close()
    assert client.get(f"/games?ids={t.id}").get_json() == {"games": [], "missing": [t.id]}
    result = runner.invoke(args=["games", "rebuild"])
    assert result.exit_code == 0, result.output
    rows = client.get(f"/games?ids={t.id}").get_json()["games"]
    assert [(r["id"], r["last_seq"], r["totals"]) for r in rows] == [
        (t.id, 2, {"anna": 10, "ben": 0})
    ]


def test_verify_of_an_unknown_game_fails(runner):
    result = runner.invoke(args=["games", "verify", "g_nope"])
    assert result.exit_code != 0 and "no game 'g_nope'" in result.output
