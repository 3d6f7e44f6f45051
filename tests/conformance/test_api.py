"""Each registered game, in every tracking it allows, through the real API (the Flask test
client, a SQLite file in tmp_path): the log of a pure playout posted event by event is stored
as it was played; the moves the playout saw refused are refused with the same rule (422) and
leave the log and its hashes as they were; the state, the views and the scores are the
fold's; every export format either imports back to the same game or is refused (4xx, nothing
stored); `explain` answers."""

from __future__ import annotations

import pytest

from replays import exports
from replays import match as fold
from replays.catalogue import localised
from replays.registry import engines
from service import create_app
from service.exports import MIMETYPES
from tests.support.helpers import Table, games_stored

from .cases import TRACKINGS, Case, allows, body_players, body_teams, cases
from .playout import Playout, Twin
from .sheets import Sheet

EXPLAINED = 6  # events explained through the API per game
TRIES = 3  # one-hand matches played for each case, the shortest posted
REFUSALS = 6  # refused moves posted through the API per case, at most


def _one_per_tracking() -> list[Case]:
    """Each game's default preset in each tracking (the pure suites play every preset)."""
    chosen = {}
    for case in cases(TRACKINGS):
        if case.preset == case.engine.default_preset:
            chosen.setdefault((case.game, case.tracking), case)
    return list(chosen.values())


CASES = _one_per_tracking()


def _played(case: Case) -> Playout:
    """The shortest of a few one-hand matches of the case, played through the pure fold
    (each event posted through the API is a transaction on disk)."""
    return min((_one(case, salt) for salt in range(TRIES)), key=lambda p: len(p.events))


def _one(case: Case, salt: int) -> Playout:
    if case.tracking == "score":
        return Sheet(case).play().playout
    if case.tracking == "table":
        return Twin.of(case, rounds=1, salt=salt).play().table
    return Playout(case, "open", rounds=1, salt=salt).play()


@pytest.fixture
def elsewhere(tmp_path):
    app = create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "elsewhere.db")})
    return app.test_client()


def _create(client, case: Case, p: Playout) -> Table:
    created = p.events[0].data
    body = {
        "game": case.game,
        "preset": case.preset,
        "players": body_players(case.players),
        **({"teams": teams} if (teams := body_teams(case)) else {}),
        "tracking": case.tracking,
        "scoring": case.scoring,
        "rounds": created["rounds"],
    }
    response = client.post("/games", json=body)
    assert response.status_code == 201, response.get_json()
    table = Table(client, response.get_json())
    assert table.created["rules"] == created["rules"], case.where()
    return table


def _post_log(t: Table, p: Playout) -> int:
    """Every stored event of the playout posted; the refusals it met posted where it met
    them. Returns how many refusals were posted."""
    refusals: dict[int, list] = {}
    for refusal in p.refusals[:REFUSALS]:
        refusals.setdefault(refusal.seq, []).append(refusal)
    posted = 0
    for event in p.events[1:]:
        for refusal in refusals.pop(event.seq - 1, []):
            t.refused(refusal.rule, refusal.body["type"], refusal.body["data"])
            posted += 1
        stored = t.ok(event.type, dict(event.data))
        assert (stored["seq"], stored["type"], stored["data"]) == (
            event.seq,
            event.type,
            event.data,
        ), p.where(f"stored as {stored}")
    for refusal in refusals.pop(p.match.seq, []):  # after the last move
        t.refused(refusal.rule, refusal.body["type"], refusal.body["data"])
        posted += 1
    return posted


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_a_playout_through_the_api(case, client, elsewhere):
    p = _played(case)
    t = _create(client, case, p)
    refused = _post_log(t, p)
    assert refused == min(len(p.refusals), REFUSALS) > 0 or case.tracking == "score", p.where()
    _same_as_the_fold(t, p)
    _exports_import_back(t, elsewhere, p)
    _explained(t, p)


def _same_as_the_fold(t: Table, p: Playout) -> None:
    match = p.match
    scores = t.scores()
    assert scores["totals"] == match.totals and scores["match_over"], p.where()
    if match.tracking == "score":
        return
    for pid in (None, *match.player_ids):
        seen = t.state(**({"as_": pid} if pid else {}))["hand"]
        assert seen == localised(fold.view(match, pid), "fr"), p.where(f"view as {pid}")


def _exports_import_back(t: Table, elsewhere, p: Playout) -> None:
    """ndjson keeps every field and hash; a txt record, every move and the state; a format
    that cannot be read back is refused, storing nothing."""
    events = t.events()
    imported = []
    for fmt in exports.FORMATS:
        body = t.client.get(f"/games/{t.id}/export", query_string={"format": fmt, "lang": "en"})
        assert body.status_code == 200, p.where(fmt)
        before = games_stored(elsewhere)
        copy = elsewhere.post(
            "/games/import", data=body.get_data(), headers={"Content-Type": MIMETYPES[fmt]}
        )
        if copy.status_code != 201:
            assert 400 <= copy.status_code < 500, p.where(f"{fmt}: {copy.status_code}")
            assert games_stored(elsewhere) == before, p.where(fmt)
            continue
        imported.append(fmt)
        game = copy.get_json()["id"]
        again = elsewhere.get(f"/games/{game}/events").get_json()["events"]
        if game == t.id:  # the same game, every field kept
            assert again == events, p.where(fmt)
        assert [(e["seq"], e["type"], e["data"]) for e in again] == [
            (e["seq"], e["type"], e["data"]) for e in events
        ], p.where(fmt)
        theirs = elsewhere.get(f"/games/{game}/scores").get_json()
        assert {**theirs, "id": t.id} == {**t.scores(), "id": t.id}, p.where(fmt)
    assert {"ndjson", "txt"} <= set(imported), p.where(f"imported back: {imported}")


def _explained(t: Table, p: Playout) -> None:
    step = max(1, len(p.events) // EXPLAINED)
    for seq in range(1, len(p.events) + 1, step):
        told = t.get("/explain", seq=seq, lang="en")
        assert told["allowed"] and told["steps"], p.where(f"explain {seq}")


def test_every_game_and_tracking_goes_through_the_api():
    allowed = {(e.game, tr) for e in engines().values() for tr in TRACKINGS if allows(e, tr)}
    assert {(c.game, c.tracking) for c in CASES} == allowed
