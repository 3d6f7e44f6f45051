"""The store's contract, on SQLite and on PostgreSQL alike (each test runs on both).

Append, head, keys, races, immutability (the database itself refuses to rewrite events),
summaries, verify, rebuild, copy between the two backends, and the schema made on start.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time

import psycopg
import pytest

from replays.model import Event
from service import create_app
from service.games import sealed
from service.store import (
    EVENT_FIELDS,
    GENESIS,
    Conflict,
    claim,
    connect,
    initialise,
    is_postgres,
    release,
    target_of,
)
from service.store.group import _Queued, _write_all
from tests.postgres import with_option

PLAYERS = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
NEW_GAME = {"game": "rami", "players": PLAYERS, "tracking": "score"}


@pytest.fixture
def target(database) -> str:
    url = target_of(database)
    initialise(url)
    return url


@pytest.fixture
def store(target):
    handle = connect(target)
    yield handle
    handle.close()


def _record(game: str, seq: int, prev: str, key: str | None = None) -> dict:
    data = {"text": f"note {seq}"} if seq > 1 else {**NEW_GAME, "id": game}
    return sealed(game, Event("note" if seq > 1 else "game_created", data, seq), prev, "t", key)


def _log(store, game: str, n: int) -> list[dict]:
    """`n` chained events of one game, appended in one transaction."""
    prev, records = GENESIS, []
    with store.writing():
        for seq in range(1, n + 1):
            records.append(_record(game, seq, prev))
            store.append(records[-1])
            prev = records[-1]["hash"]
    return records


def _raw(target: str):
    """A plain connection of the database's own driver, outside the store."""
    if is_postgres(target):
        return psycopg.connect(target, autocommit=True)
    return sqlite3.connect(target, isolation_level=None)


def _refused(target: str, sql: str) -> None:
    conn = _raw(target)
    try:
        with pytest.raises((sqlite3.DatabaseError, psycopg.Error), match="append-only"):
            conn.execute(sql)
    finally:
        conn.close()


def test_appended_events_read_back_in_order_with_their_head(store):
    records = _log(store, "g_a", 4)
    assert list(store.events("g_a")) == records
    assert [e["seq"] for e in store.events("g_a", after=1, upto=3)] == [2, 3]
    assert store.event("g_a", 2) == records[1] and store.event("g_a", 9) is None
    assert store.head("g_a") == (4, records[-1]["hash"])
    assert store.head("g_none") == (0, GENESIS) and not store.exists("g_none")
    assert store.game_ids() == ["g_a"]


def test_a_taken_seq_is_a_conflict_and_nothing_of_its_transaction_stays(store):
    records = _log(store, "g_a", 2)
    with pytest.raises(Conflict), store.writing():
        store.set_token("g_a", "f" * 64)
        store.append(_record("g_a", 2, records[0]["hash"]))
    assert list(store.events("g_a")) == records and store.token("g_a") is None


def test_an_idempotency_key_is_unique_per_game(store):
    records = _log(store, "g_a", 1)
    first = _record("g_a", 2, records[0]["hash"], key="k1")
    with store.writing():
        store.append(first, "r" * 64)
    assert store.by_key("g_a", "k1") == (first, "r" * 64)
    assert store.by_key("g_a", "k2") is None
    with pytest.raises(Conflict), store.writing():
        store.append(_record("g_a", 3, first["hash"], key="k1"))
    assert store.head("g_a")[0] == 2


SUMMARY = {"game": "rami", "preset": "classic", "tracking": "score", "players": PLAYERS,
           "updated_at": "2026-01-01T10:00:00Z", "status": "playing", "hands": 0,
           "totals": {"anna": 0, "ben": 0}}  # fmt: skip


NO_GROUP = "PostgreSQL writes each append in a transaction of its own (service.batched)"


def test_group_commit_sends_back_the_append_refused_and_writes_the_others(store, target):
    """A seq another node took refuses that append alone, with its read models (at once, in
    its savepoint): the other appends of the transaction are stored."""
    if is_postgres(target):
        pytest.skip(NO_GROUP)
    a, b = _log(store, "g_a", 1), _log(store, "g_b", 1)
    other = connect(target)  # another node stores seq 2 of g_a first
    try:
        with other.writing():
            other.append(taken := _record("g_a", 2, a[0]["hash"]))
    finally:
        other.close()
    late, fine = _record("g_a", 2, a[0]["hash"], key="late"), _record("g_b", 2, b[0]["hash"])

    def write(handle, record):
        handle.append(record)
        handle.save_summary({**SUMMARY, "id": record["game"], "last_seq": 2})
        handle.save_snapshot(record["game"], 2, f"after {record['hash']}")
        handle.set_token(record["game"], record["hash"])
        return record["seq"]

    batch = [(_Queued(r, {claim(r["game"], "seq", 2)}), write) for r in (fine, late)]
    _write_all(store, batch)
    (first, _), (second, _) = batch
    assert (first.outcome, first.error, first.done) == (2, None, True)
    assert second.outcome is None and isinstance(second.error, Conflict) and second.done
    assert list(store.events("g_b")) == [*b, fine]
    assert list(store.events("g_a")) == [*a, taken]
    assert store.load_snapshot("g_b", 2) == (2, f"after {fine['hash']}")
    assert store.load_snapshot("g_a", 2) is None and store.token("g_a") is None
    assert [s["id"] for s in store.summaries(["g_a", "g_b"])] == ["g_b"]


def test_group_commit_keeps_an_error_of_one_write_to_that_write(store, target):
    """An error that is not a conflict, maybe one write's own (a value the database refuses),
    undid the transaction the writes shared: each is written again alone, and the error
    reaches only the write that raises it."""
    if is_postgres(target):
        pytest.skip(NO_GROUP)
    a, b = _log(store, "g_a", 1), _log(store, "g_b", 1)
    bad, fine = _record("g_a", 2, a[0]["hash"]), _record("g_b", 2, b[0]["hash"])

    def write(handle, record):
        handle.append(record)
        if record is bad:
            raise ValueError("a value this database refuses")
        return record["seq"]

    batch = [(_Queued(r, {claim(r["game"], "seq", 2)}), write) for r in (bad, fine)]
    _write_all(store, batch)
    (first, _), (second, _) = batch
    assert isinstance(first.error, ValueError) and first.outcome is None and first.done
    assert (second.outcome, second.error, second.done) == (2, None, True)
    assert list(store.events("g_b")) == [*b, fine]
    assert list(store.events("g_a")) == a


def test_racing_writers_of_two_handles_leave_no_gap(target):
    """Eight threads, each its own handle, append at the head they read: retried, all land."""
    setup = connect(target)
    _log(setup, "g_a", 1)

    def writer() -> None:
        handle = connect(target)
        for _ in range(10):

            def work() -> None:
                seq, prev = handle.head("g_a")
                handle.append(_record("g_a", seq + 1, prev))

            handle.atomic(work)
        handle.close()

    threads = [threading.Thread(target=writer) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [e["seq"] for e in setup.events("g_a")] == list(range(1, 82))
    assert setup.verify("g_a") is None
    setup.close()


def test_the_database_refuses_to_rewrite_events(store, target):
    records = _log(store, "g_a", 3)
    _refused(target, "UPDATE events SET data = '{}' WHERE seq = 2")
    _refused(target, "DELETE FROM events WHERE seq = 3")
    if is_postgres(target):  # SQLite has no TRUNCATE (its DELETE without WHERE is refused)
        _refused(target, "TRUNCATE events")
    else:
        _refused(target, "DELETE FROM events")
    assert list(store.events("g_a")) == records


def test_an_insert_never_replaces_a_stored_event(store, target):
    records = _log(store, "g_a", 2)
    if is_postgres(target):  # an upsert updates: the UPDATE trigger refuses it
        _refused(target, "INSERT INTO events SELECT * FROM events WHERE seq = 2"
                 " ON CONFLICT (game, seq) DO UPDATE SET data = '{}'")  # fmt: skip
    else:
        _refused(target, "INSERT OR REPLACE INTO events SELECT * FROM events WHERE seq = 2")
    assert list(store.events("g_a")) == records


def test_summaries_keep_their_creation_time_and_sort_newest_first(store):
    row = {"id": "g_a", "game": "rami", "preset": "classic", "tracking": "score",
           "players": PLAYERS, "updated_at": "2026-01-01T10:00:00Z", "last_seq": 1,
           "status": "playing", "hands": 0, "totals": {"anna": 0, "ben": 0}}  # fmt: skip
    store.save_summary(row)
    store.save_summary({**row, "updated_at": "2026-01-01T11:00:00Z", "last_seq": 2})
    store.save_summary({**row, "id": "g_b", "updated_at": "2026-01-02T09:00:00Z"})
    first, second = store.summaries(["g_a", "g_b", "g_none"])
    assert (first["id"], second["id"]) == ("g_b", "g_a")
    assert second["created_at"] == "2026-01-01T10:00:00Z" and second["last_seq"] == 2
    assert second["players"] == PLAYERS and second["totals"] == {"anna": 0, "ben": 0}
    assert [s["id"] for s in store.summaries(["g_a"])] == ["g_a"]
    assert store.summary_ids() == ["g_a", "g_b"]


def test_recent_games_are_those_in_play_written_to_last(store):
    row = {"id": "g_a", "game": "rami", "preset": "classic", "tracking": "score",
           "players": PLAYERS, "updated_at": "2026-01-01T10:00:00Z", "last_seq": 1,
           "status": "playing", "hands": 0, "totals": {}}  # fmt: skip
    store.save_summary(row)
    store.save_summary({**row, "id": "g_b", "updated_at": "2026-01-03T10:00:00Z"})
    store.save_summary({**row, "id": "g_c", "updated_at": "2026-01-02T10:00:00Z"})
    store.save_summary({**row, "id": "g_d", "updated_at": "2026-01-04T10:00:00Z", "status": "over"})
    assert store.recent_games(2) == ["g_b", "g_c"]
    assert store.recent_games(10) == ["g_b", "g_c", "g_a"]


def test_a_token_is_replaced_only_from_the_current_one(store):
    _log(store, "g_a", 1)
    store.set_token("g_a", "a" * 64)
    assert not store.replace_token("g_a", "b" * 64, "c" * 64)
    assert store.token("g_a") == "a" * 64
    with store.writing():
        assert store.replace_token("g_a", "a" * 64, "c" * 64)
    assert store.token("g_a") == "c" * 64
    assert not store.replace_token("g_a", "a" * 64, "d" * 64)  # the old one opens nothing


def test_for_writing_reads_the_token_and_the_head_together_and_keeps_nothing(target, store):
    """An append reads the token and the head in one explicit call (`for_writing`); what it
    read is its own: the handle keeps nothing for the next read, of any game."""
    records = _log(store, "g_a", 2)
    _log(store, "g_b", 1)
    store.set_token("g_a", "a" * 64)
    store.set_token("g_none", "n" * 64)  # a token, no event yet
    other = connect(target)
    try:
        fetched = store.for_writing("g_a")
        assert (fetched.token, fetched.head) == ("a" * 64, (2, records[-1]["hash"]))
        with other.writing():
            other.append(_record("g_a", 3, records[-1]["hash"]))
        assert fetched.head == (2, records[-1]["hash"])  # what was read stays as read
        assert store.head("g_a")[0] == 3  # and the next read is the database's
        assert store.for_writing("g_a").head[0] == 3 and store.head("g_b")[0] == 1
        none = store.for_writing("g_none")
        assert (none.token, none.head) == ("n" * 64, (0, GENESIS))
        assert store.for_writing("g_b") is None and store.for_writing("g_zz") is None  # no token
        assert store.token("g_a") == "a" * 64 and store.token("g_b") is None
    finally:
        other.close()


def test_the_events_read_for_writing_are_those_of_the_log_whoever_reads_them(target, store):
    """`for_writing(game, since)` may read the events after `since` in the same query
    (PostgreSQL): it serves the reads it holds whole, equal to the log's, and no other."""
    records = _log(store, "g_a", 3)
    store.set_token("g_a", "a" * 64)
    other = connect(target)
    try:
        logged = list(other.events("g_a"))
        fetched = store.for_writing("g_a", 1)
        assert fetched.token == "a" * 64 and fetched.head == (3, records[-1]["hash"])
        with other.writing():
            other.append(_record("g_a", 4, records[-1]["hash"]))
        if is_postgres(target):
            assert fetched.events(1, 3) == logged[1:] and fetched.events(1, None) == logged[1:]
            assert fetched.events(2, 3) == logged[2:] and fetched.events(1, 2) == logged[1:2]
        else:  # a read is a call into the process: nothing read ahead
            assert fetched.tail is None and fetched.events(1, 3) is None
        assert fetched.events(0, 3) is None and fetched.events(1, 4) is None  # not read
        assert [e["seq"] for e in store.events("g_a", 1, 4)] == [2, 3, 4]
        assert store.for_writing("g_a", 10).head[0] == 4  # none past it
        assert store.for_writing("g_a", 4).events(4, None) is None
    finally:
        other.close()


def test_summaries_are_dropped_one_game_at_a_time(store):
    row = {"id": "g_b", "game": "rami", "preset": "classic", "tracking": "score",
           "players": PLAYERS, "updated_at": "2026-01-01T10:00:00Z", "last_seq": 1,
           "status": "playing", "hands": 0, "totals": {}}  # fmt: skip
    store.save_summary(row)
    store.save_summary({**row, "id": "g_a"})
    assert store.summary_ids() == ["g_a", "g_b"]
    store.drop_summary("g_b")
    assert store.summary_ids() == ["g_a"]


def test_snapshots_keep_the_latest_two_and_any_handle_reads_them(store, target):
    with store.writing():
        for seq in (100, 200, 300):
            store.save_snapshot("g_a", seq, f'{{"seq":{seq}}}')
    store.save_snapshot("g_b", 100, "{}")
    other = connect(target)  # another handle, as another node would be
    assert other.load_snapshot("g_a", 1000) == (300, '{"seq":300}')
    assert other.load_snapshot("g_a", 299) == (200, '{"seq":200}')
    assert other.load_snapshot("g_a", 199) is None, "only the latest two are kept"
    store.save_snapshot("g_a", 300, '{"again":1}')  # written twice: the last one stays
    assert other.load_snapshot("g_a", 300) == (300, '{"again":1}')
    store.drop_snapshots("g_a")
    assert other.load_snapshot("g_a", 1000) is None and other.load_snapshot("g_b", 100)
    store.drop_snapshots()
    assert other.load_snapshot("g_b", 100) is None
    other.close()


def _forge(target: str, game: str, seq: int) -> None:
    """Rewrite one event as the table's owner would, switching the guard off first."""
    conn = _raw(target)
    if is_postgres(target):
        conn.execute("ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete")
    else:
        conn.execute("DROP TRIGGER events_no_update")
    conn.execute(
        f"UPDATE events SET data = '{{\"text\":\"forged\"}}' WHERE game = '{game}' AND seq = {seq}"
    )
    conn.close()


def test_verify_names_the_first_forged_seq(store, target, database):
    _log(store, "g_a", 5)
    _log(store, "g_b", 2)
    assert store.verify("g_a") is None
    _forge(target, "g_a", 4)
    assert store.verify("g_a") == 4 and store.verify("g_b") is None
    runner = create_app({"TESTING": True, **database}).test_cli_runner()
    result = runner.invoke(args=["games", "verify"])
    assert result.exit_code == 1
    assert "g_a: broken at seq 4" in result.output and "1 intact, 1 broken" in result.output


def test_rebuild_restores_the_summaries_from_the_events(app, client, new_table, runner, store):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 10, "ben": 0})
    store.drop_summary(t.id)
    assert client.get(f"/games?ids={t.id}").get_json() == {"games": [], "missing": [t.id]}
    result = runner.invoke(args=["games", "rebuild"])
    assert result.exit_code == 0, result.output
    rows = client.get(f"/games?ids={t.id}").get_json()["games"]
    assert [(r["id"], r["last_seq"], r["totals"]) for r in rows] == [
        (t.id, 2, {"anna": 10, "ben": 0})
    ]


def test_rebuild_overwrites_a_forged_summary_even_of_a_later_seq(
    app, client, new_table, runner, store
):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    (row,) = store.summaries([t.id])
    store.save_summary({**row, "last_seq": 99, "totals": {"anna": 500, "ben": 0}})
    assert runner.invoke(args=["games", "rebuild"]).exit_code == 0
    assert store.summaries([t.id])[0]["last_seq"] == 1


def test_the_schema_is_made_once_even_by_nodes_starting_together(target):
    failures: list[BaseException] = []

    def start() -> None:
        try:
            initialise(target)
        except Exception as exc:  # collected for the assertion below
            failures.append(exc)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    initialise(target)  # a restart on a made schema changes nothing
    store = connect(target)
    _log(store, "g_a", 2)
    _refused(target, "DELETE FROM events")
    store.close()


# -- copy between the backends ---------------------------------------------------------------


def _games_on(config: dict, n: int) -> dict[str, dict]:
    """`n` games played through the API; their logs and tokens, by id."""
    app = create_app({"TESTING": True, **config})
    client = app.test_client()
    games = {}
    for i in range(n):
        created = client.post("/games", json=NEW_GAME).get_json()
        headers = {"Authorization": f"Bearer {created['token']}", "Idempotency-Key": f"k{i}"}
        body = {"type": "points_entered", "data": {"hand": 1, "points": {"anna": 0, "ben": 5 + i}}}
        assert (
            client.post(f"/games/{created['id']}/events", json=body, headers=headers).status_code
            == 201
        )
        games[created["id"]] = {"token": created["token"], "body": body, "headers": headers}
    return games


@pytest.mark.parametrize("direction", ["to", "from"])
def test_copy_moves_every_game_between_sqlite_and_postgresql(tmp_path, pg_url, direction):
    sqlite_config = {"GAMES_DB": str(tmp_path / "here.db")}
    pg_config = {"GAMES_DB": str(tmp_path / "unused.db"), "DATABASE_URL": pg_url}
    source, target = (sqlite_config, pg_config) if direction == "to" else (pg_config, sqlite_config)
    games = _games_on(source, 3)
    # --to runs in the app of the source, --from in the app of the target
    here, other = (source, target) if direction == "to" else (target, source)
    other_url = (
        target_of(other) if is_postgres(target_of(other)) else f"sqlite:///{other['GAMES_DB']}"
    )
    runner = create_app({"TESTING": True, **here}).test_cli_runner()
    result = runner.invoke(args=["games", "copy", f"--{direction}", other_url])
    assert result.exit_code == 0, result.output
    assert "3 copied, 0 already there, 0 refused" in result.output
    src, dst = connect(target_of(source)), connect(target_of(target))
    for gid in games:
        assert list(dst.records(gid)) == list(src.records(gid))
        assert dst.verify(gid) is None and dst.token(gid) == src.token(gid)
    assert dst.summaries(list(games)) == src.summaries(list(games))
    again = runner.invoke(args=["games", "copy", f"--{direction}", other_url])
    assert "0 copied, 3 already there, 0 refused" in again.output
    _serves_the_copies(target, games)


def _serves_the_copies(config: dict, games: dict) -> None:
    """The target app serves the copied games: tokens open them, keys still replay."""
    client = create_app({"TESTING": True, **config}).test_client()
    for gid, game in games.items():
        replayed = client.post(f"/games/{gid}/events", json=game["body"], headers=game["headers"])
        assert replayed.status_code == 200 and replayed.get_json()["seq"] == 2
        other = {**game["body"], "data": {"hand": 2, "points": {"anna": 0, "ben": 1}}}
        reused = client.post(f"/games/{gid}/events", json=other, headers=game["headers"])
        assert reused.get_json()["error"] == "idempotency_key_reused", reused.get_json()


def test_copy_refuses_a_broken_chain_and_says_which(tmp_path, pg_url):
    config = {"GAMES_DB": str(tmp_path / "here.db")}
    games = _games_on(config, 2)
    broken = sorted(games)[0]
    _forge(config["GAMES_DB"], broken, 2)
    runner = create_app({"TESTING": True, **config}).test_cli_runner()
    result = runner.invoke(args=["games", "copy", "--to", pg_url])
    assert result.exit_code == 1
    assert f"{broken}: refused: its chain is broken at seq 2" in result.output
    assert "1 copied, 0 already there, 1 refused" in result.output
    assert not connect(pg_url).exists(broken)


def test_copy_refuses_a_log_the_target_cannot_hold_and_copies_the_others(tmp_path, pg_url):
    """A NUL in `by` (an X-Device of v1, before it had to be printable): PostgreSQL's text
    refuses it. That game is named with the reason; the games after it are copied."""
    config = {"GAMES_DB": str(tmp_path / "here.db")}
    games = _games_on(config, 3)
    odd = sorted(games)[1]
    source = connect(target_of(config))
    seq, prev = source.head(odd)
    with source.writing():
        source.append(sealed(odd, Event("note", {"text": "v1"}, seq + 1), prev, "a\x00b", None))
    source.close()
    runner = create_app({"TESTING": True, **config}).test_cli_runner()
    result = runner.invoke(args=["games", "copy", "--to", pg_url])
    assert result.exit_code == 1, result.output
    assert f"{odd}: refused: the target cannot hold it" in result.output
    assert "2 copied, 0 already there, 1 refused" in result.output
    target = connect(pg_url)
    assert not target.exists(odd) and all(target.exists(g) for g in games if g != odd)


# -- waiting for new events (the live stream) --------------------------------------------------


def _appended_later(target: str, records: list[dict], delay: float) -> threading.Timer:
    def append() -> None:
        handle = connect(target)
        with handle.writing():
            for record in records:
                handle.append(record)
        handle.close()

    timer = threading.Timer(delay, append)
    timer.start()
    return timer


def test_a_waiting_reader_sees_another_handles_append_within_a_second(store, target):
    records = _log(store, "g_a", 2)
    nxt = _record("g_a", 3, records[-1]["hash"])
    assert store.wait_for_events("g_a", 2, 0.2) == []
    timer = _appended_later(target, [nxt], 0.3)
    started = time.monotonic()
    assert _events(store.wait_for_events("g_a", 2, 5)) == [nxt]
    assert time.monotonic() - started < 1.3
    timer.join()
    assert _events(store.wait_for_events("g_a", 1, 5)) == [records[1], nxt]  # at once


def _events(texts) -> list[dict]:
    """The events a wait found, read from their JSON text; each text's seq is its event's."""
    assert all(text.seq == json.loads(text.json)["seq"] for text in texts)
    return [json.loads(text.json) for text in texts]


def _insert_raw(target: str, record: dict) -> None:
    """An event inserted by the database's own driver: no NOTIFY goes with it."""
    row = [json.dumps(record["data"]) if k == "data" else record[k] for k in EVENT_FIELDS]
    marks = ", ".join(["%s" if is_postgres(target) else "?"] * len(row))
    conn = _raw(target)
    conn.execute(f"INSERT INTO events ({', '.join(EVENT_FIELDS)}) VALUES ({marks})", row)
    conn.close()


def test_an_event_stored_without_a_wake_up_is_still_seen(store, target):
    """A notification lost (or a database without LISTEN): the waiting reader polls."""
    records = _log(store, "g_a", 1)
    nxt = _record("g_a", 2, records[-1]["hash"])
    store.wait_for_events("g_a", 1, 0.1)  # the listener (if any) is up
    timer = threading.Timer(0.2, _insert_raw, [target, nxt])
    timer.start()
    started = time.monotonic()
    assert _events(store.wait_for_events("g_a", 1, 5)) == [nxt]
    assert time.monotonic() - started < 2
    timer.join()


def test_an_app_starts_and_reads_on_a_read_only_replica_of_postgresql(pg_url, tmp_path):
    """A node for reads of finished games points at a replica: no DDL there, reads work."""
    config = {"GAMES_DB": str(tmp_path / "unused.db"), "DATABASE_URL": pg_url}
    (gid,) = _games_on(config, 1)
    replica = with_option(pg_url, "default_transaction_read_only=on")
    client = create_app({"TESTING": True, **config, "DATABASE_URL": replica}).test_client()
    assert client.get(f"/games/{gid}/events").get_json()["events"][1]["seq"] == 2
    refused = client.post("/games", json=NEW_GAME)
    assert refused.status_code == 503 and refused.get_json()["error"] == "storage_unavailable"
    release(replica)


def test_a_summary_of_an_earlier_seq_never_replaces_a_later_one(store):
    row = {"id": "g_a", "game": "rami", "preset": "classic", "tracking": "score",
           "players": PLAYERS, "updated_at": "2026-01-01T10:00:00Z", "last_seq": 5,
           "status": "playing", "hands": 1, "totals": {}}  # fmt: skip
    store.save_summary(row)
    store.save_summary({**row, "last_seq": 4, "hands": 0})  # a late writer, another node
    assert store.summaries(["g_a"])[0]["last_seq"] == 5


def test_a_warm_up_write_changes_nothing_and_appends_go_on(store):
    """`ready_to_write` (a worker's warm-up, service/warm.py) stores and moves nothing."""
    records = _log(store, "g_a", 3)
    store.ready_to_write()
    assert list(store.events("g_a")) == records and store.head("g_a") == (3, records[-1]["hash"])
    with store.writing():
        store.append(_record("g_a", 4, records[-1]["hash"]))
    assert store.head("g_a")[0] == 4 and store.verify("g_a") is None


def test_an_append_whose_notification_fails_after_its_commit_counts_as_stored(
    pg_url, monkeypatch, caplog
):
    """PostgreSQL commits, then notifies, in one message: a refused notification comes back as
    an error although the events are stored. The store finds them and answers stored (the
    streams see them at their next poll); an append refused before its COMMIT still fails."""
    from service.store.postgres import PostgresStore

    initialise(pg_url)
    store = connect(pg_url)
    try:
        records = _log(store, "g_a", 1)
        too_long = "SELECT pg_notify('cartes_events', repeat('x', 9000))"  # over NOTIFY's 8000
        monkeypatch.setattr(PostgresStore, "_notifications", lambda self: [too_long])
        nxt = _record("g_a", 2, records[-1]["hash"])
        with store.writing():
            store.append(nxt)
        assert store.event("g_a", 2) == nxt and "their next poll" in caplog.text
        with pytest.raises(Conflict), store.writing():
            store.append(_record("g_a", 2, records[-1]["hash"]))  # seq 2 is taken
        assert store.head("g_a") == (2, nxt["hash"])
    finally:
        store.close()
