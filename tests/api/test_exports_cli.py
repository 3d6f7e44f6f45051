"""`flask --app service games export|import|verify`: the formats of the API, from a shell."""

from __future__ import annotations

import json
import sqlite3

import pytest

from service import create_app


@pytest.fixture
def two_games(new_table):
    a = new_table("rami", players=["anna", "ben"], tracking="score")
    a.ok("points_entered", hand=1, points={"anna": 0, "ben": 30})
    a.ok("points_entered", hand=2, points={"anna": 12, "ben": 0})
    b = new_table("president", players=["anna", "ben", "chloe"], tracking="score", rounds=3)
    b.ok("order_entered", hand=1, order=["chloe", "anna", "ben"])
    return a, b


@pytest.fixture
def elsewhere(tmp_path):
    return create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "elsewhere.db")})


def test_export_one_game_to_stdout(runner, two_games):
    a, _ = two_games
    result = runner.invoke(
        args=["games", "export", a.id, "--format", "csv", "--dialect", "rfc4180"]
    )
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == "2,12,0,12,30,,,"  # no correction: corrected_by empty
    sheet = runner.invoke(args=["games", "export", a.id, "--format", "csv"])
    assert (
        sheet.stdout.startswith("\ufeffManche;")
        and sheet.stdout.splitlines()[-1] == "2;12;0;12;30;;;"
    )


def test_export_all_then_import_elsewhere(runner, two_games, tmp_path, elsewhere):
    out = tmp_path / "out"
    result = runner.invoke(args=["games", "export", "--all", "--format", "txt", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "exported 2 games" in result.stdout
    files = sorted(out.glob("*.txt"))
    assert len(files) == 2
    imported = elsewhere.test_cli_runner().invoke(args=["games", "import", *map(str, files)])
    assert imported.exit_code == 0, imported.output
    assert "2 imported, 0 refused" in imported.stdout and imported.stdout.count("token ") == 2
    ids = ",".join(line.split()[1] for line in imported.stdout.splitlines() if "token " in line)
    listed = elsewhere.test_client().get(f"/games?ids={ids}").get_json()["games"]
    assert len(listed) == 2
    totals = sorted(json.dumps(g["totals"], sort_keys=True) for g in listed)
    assert totals == sorted(json.dumps(t.scores()["totals"], sort_keys=True) for t in two_games)


def test_ndjson_import_keeps_ids_and_a_second_import_is_refused(
    runner, two_games, tmp_path, elsewhere
):
    a, _ = two_games
    path = tmp_path / "a.ndjson"
    assert runner.invoke(args=["games", "export", a.id, "-o", str(path)]).exit_code == 0
    cli = elsewhere.test_cli_runner()
    first = cli.invoke(args=["games", "import", str(path)])
    assert first.exit_code == 0 and a.id in first.stdout
    again = cli.invoke(args=["games", "import", str(path)])
    assert again.exit_code == 1 and "refused" in again.stdout and "exists already" in again.stdout


def test_export_needs_a_game_and_a_directory_for_several(runner, two_games):
    assert runner.invoke(args=["games", "export"]).exit_code == 2
    a, b = two_games
    assert runner.invoke(args=["games", "export", a.id, b.id]).exit_code == 2
    missing = runner.invoke(args=["games", "export", "g_NOPE"])
    assert missing.exit_code == 1 and "no game g_NOPE" in missing.output


def test_verify_names_the_first_seq_an_attacker_edited(app, runner, two_games):
    a, b = two_games
    assert runner.invoke(args=["games", "verify"]).stdout.endswith("2 intact, 0 broken\n")
    db = sqlite3.connect(app.config["GAMES_DB"])
    with db:  # as an attacker would: drop the triggers, rewrite a score, keep the hash
        db.execute("DROP TRIGGER events_no_update")
        db.execute(
            "UPDATE events SET data = ? WHERE game = ? AND seq = 3",
            [json.dumps({"hand": 2, "points": {"anna": 0, "ben": 0}}), a.id],
        )
    db.close()
    result = runner.invoke(args=["games", "verify"])
    assert result.exit_code == 1
    assert f"{a.id}: broken at seq 3" in result.stdout
    assert result.stdout.endswith("1 intact, 1 broken\n")
    one = runner.invoke(args=["games", "verify", b.id])
    assert one.exit_code == 0 and one.stdout.endswith("1 intact, 0 broken\n")


def test_verify_names_a_deleted_event(app, runner, two_games):
    a, _ = two_games
    db = sqlite3.connect(app.config["GAMES_DB"])
    with db:
        db.execute("DROP TRIGGER events_no_delete")
        db.execute("DELETE FROM events WHERE game = ? AND seq = 2", [a.id])
    db.close()
    result = runner.invoke(args=["games", "verify", a.id])
    assert result.exit_code == 1 and f"{a.id}: broken at seq 2" in result.stdout
