"""Round trips of a long match of each engine, played from its legal moves (open tracking):
ndjson → import gives the same events and hashes; txt → import the same moves, state, totals.
"""

from __future__ import annotations

import csv
import io

import pytest

from service import create_app
from tests.support.long_match import MATCHES, play_long_match

TEXT = {"Content-Type": "text/plain; charset=utf-8"}
NDJSON = {"Content-Type": "application/x-ndjson"}


@pytest.fixture
def elsewhere(tmp_path):
    return create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "elsewhere.db")}).test_client()


@pytest.fixture(params=sorted(MATCHES))
def long_match(request, new_table):
    players, hands, limit, settings = MATCHES[request.param]
    t = new_table(request.param, players=players, tracking="open", **settings)
    play_long_match(t, players, hands, limit)
    assert len(t.events()) > 100
    assert any(e["type"] == "retracted" for e in t.events())
    return t


def _without_id(body: dict) -> dict:
    return {k: v for k, v in body.items() if k != "id"}


def test_ndjson_round_trip_keeps_events_and_hashes(long_match, elsewhere):
    t = long_match
    raw = t.client.get(f"/games/{t.id}/export?format=ndjson").get_data()
    r = elsewhere.post("/games/import", data=raw, headers=NDJSON)
    assert r.status_code == 201, r.get_json()
    assert elsewhere.get(f"/games/{t.id}/events").get_json()["events"] == t.events()
    assert elsewhere.get(f"/games/{t.id}/scores").get_json() == t.scores()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_txt_round_trip_keeps_moves_state_and_totals(long_match, elsewhere, lang):
    t = long_match
    text = t.client.get(f"/games/{t.id}/export", query_string={"format": "txt", "lang": lang})
    r = elsewhere.post("/games/import", data=text.get_data(), headers=TEXT)
    assert r.status_code == 201, r.get_json()
    copy = r.get_json()["id"]
    events = elsewhere.get(f"/games/{copy}/events").get_json()["events"]
    assert [(e["seq"], e["type"], e["data"]) for e in events] == [
        (e["seq"], e["type"], e["data"]) for e in t.events()
    ]
    assert _without_id(elsewhere.get(f"/games/{copy}/state").get_json()) == _without_id(t.state())
    assert _without_id(elsewhere.get(f"/games/{copy}/scores").get_json()) == _without_id(t.scores())


def test_csv_of_a_long_match_has_the_totals(long_match):
    t = long_match
    sheet = t.client.get(f"/games/{t.id}/export?format=csv&dialect=rfc4180").get_data(as_text=True)
    rows = list(csv.DictReader(io.StringIO(sheet)))
    scores = t.scores()
    assert len(rows) == len(scores["hands"])
    if rows:
        assert {p: int(rows[-1][f"total_{p}"]) for p in scores["totals"]} == scores["totals"]
