"""Exports through the API (ndjson, txt, csv, html) and txt import: the same moves and totals."""

from __future__ import annotations

import csv
import io
import re

import pytest

from service import create_app
from tests.support.disputes import down_to_one_card
from tests.support.helpers import games_stored

TEXT = {"Content-Type": "text/plain; charset=utf-8"}


@pytest.fixture
def played(new_table):
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="score")
    t.ok("hand_started", hand=1, dealer="chloe")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 35, "chloe": 12}, rami="anna")
    t.ok("note", text="Chloé arrive — « en retard »")
    t.ok("points_entered", hand=2, points={"anna": 40, "ben": 0, "chloe": 7})
    t.ok("retracted", seq=5, reason="40, pas 4")
    t.ok("hand_revealed", hand=2, player="anna", cards=["AH", "JK"])
    t.ok("hand_revealed", hand=2, player="ben", cards=[])
    t.ok("hand_revealed", hand=2, player="chloe", cards=["7D"])
    return t


@pytest.fixture
def elsewhere(tmp_path):
    return create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "elsewhere.db")}).test_client()


def _export(t, fmt: str, **params):
    r = t.client.get(f"/games/{t.id}/export", query_string={"format": fmt, **params})
    assert r.status_code == 200, r.get_json()
    return r


@pytest.mark.parametrize(
    ("fmt", "mimetype"),
    [
        ("ndjson", "application/x-ndjson"),
        ("txt", "text/plain"),
        ("csv", "text/csv"),
        ("html", "text/html"),
    ],
)
def test_every_format_is_an_attachment(played, fmt, mimetype):
    r = _export(played, fmt)
    assert r.mimetype == mimetype
    assert r.headers["Content-Disposition"] == f'attachment; filename="{played.id}.{fmt}"'


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_txt_import_gives_the_same_moves_state_and_totals(played, elsewhere, lang):
    text = _export(played, "txt", lang=lang).get_data()
    r = elsewhere.post("/games/import", data=text, headers={**TEXT, "X-Device": "tablette"})
    assert r.status_code == 201, r.get_json()
    body = r.get_json()
    assert body["format"] == "txt" and body["events"] == 9 and body["token"]
    assert body["id"] != played.id  # a transcription is a new game: no hashes to prove it
    events = elsewhere.get(f"/games/{body['id']}/events").get_json()["events"]
    original = played.events()
    assert [(e["seq"], e["type"], e["data"]) for e in events] == [
        (e["seq"], e["type"], e["data"]) for e in original
    ]
    assert {e["by"] for e in events} == {"tablette"}
    copy = elsewhere.get(f"/games/{body['id']}/scores").get_json()
    assert copy["hands"] == played.scores()["hands"] and copy["totals"] == played.scores()["totals"]
    state = elsewhere.get(f"/games/{body['id']}/state").get_json()
    assert {k: v for k, v in state.items() if k != "id"} == {
        k: v for k, v in played.state().items() if k != "id"
    }


def test_txt_import_into_the_same_database_is_a_new_game(played, client):
    text = _export(played, "txt").get_data()
    r = client.post("/games/import", data=text, headers=TEXT)
    assert r.status_code == 201 and r.get_json()["totals"] == played.scores()["totals"]


def test_a_txt_record_breaking_the_rules_is_refused_at_its_seq(played, elsewhere):
    text = _export(played, "txt", lang="en").get_data(as_text=True)
    broken = text.replace("4. note", "4. points 1 anna=0 ben=0 chloe=0 {}\n; was: note", 1)
    r = elsewhere.post("/games/import", data=broken.encode(), headers=TEXT)
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["seq"] == 4 and r.get_json()["rule"] == "CORE-HAND-1"
    assert games_stored(elsewhere) == 0


def test_an_unreadable_txt_record_is_400(elsewhere):
    r = elsewhere.post("/games/import", data=b"hello", headers=TEXT)
    assert r.status_code == 400 and "tag" in r.get_json()["message"]
    r = elsewhere.post("/games/import", data=b"\xff\xfe", headers=TEXT)
    assert r.status_code == 400


def test_a_malformed_event_in_txt_is_refused_at_its_seq(played, elsewhere):
    text = _export(played, "txt", lang="en").get_data(as_text=True)
    broken = re.sub(r"^4\. note .*$", '4. note ""', text, flags=re.M)  # a note has text
    assert '4. note ""' in broken
    r = elsewhere.post("/games/import", data=broken.encode(), headers=TEXT)
    assert r.status_code == 422 and r.get_json()["seq"] == 4


def test_csv_rfc4180_loads_with_the_right_totals(played):
    sheet = _export(played, "csv", dialect="rfc4180").get_data(as_text=True)
    assert not sheet.startswith("\ufeff")
    rows = list(csv.DictReader(io.StringIO(sheet)))
    totals = played.scores()["totals"]
    assert len(rows) == 2
    assert {p: int(rows[-1][f"total_{p}"]) for p in totals} == totals
    running = dict.fromkeys(totals, 0)
    for row in rows:
        for p in totals:
            running[p] += int(row[f"points_{p}"])
            assert int(row[f"total_{p}"]) == running[p]


def _sheet(played, **params) -> list[dict[str, str]]:
    """The spreadsheet csv as a French spreadsheet reads it: BOM, then ';' cells."""
    raw = _export(played, "csv", **params).get_data()
    assert raw.startswith("\ufeff".encode())
    return list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))


def test_csv_for_a_french_spreadsheet_round_trips_with_names_in_the_headers(played):
    rows = _sheet(played)
    assert list(rows[0]) == [
        "Manche",
        "Points Anna",
        "Points Ben",
        "Points Chloe",
        "Total Anna",
        "Total Ben",
        "Total Chloe",
        "Ordre d'arrivée",
        "Rami",
        "Corrigée par",
    ]
    totals = played.scores()["totals"]
    names = {"anna": "Anna", "ben": "Ben", "chloe": "Chloe"}
    assert {p: int(rows[-1][f"Total {n}"]) for p, n in names.items()} == totals
    assert rows[0]["Rami"] == "Anna" and rows[0]["Manche"] == "1"
    assert rows[1]["Ordre d'arrivée"] == "Ben"  # out first: no card shown


def test_csv_headers_in_english_and_names_that_look_like_formulas(client):
    body = {
        "game": "rami",
        "players": [{"id": "anna", "name": "=Anna"}, {"id": "ben", "name": "Bén"}],
        "tracking": "score",
    }
    created = client.post("/games", json=body).get_json()
    auth = {"Authorization": f"Bearer {created['token']}"}
    event = {"type": "points_entered", "data": {"hand": 1, "points": {"anna": 5, "ben": 0}}}
    assert (
        client.post(f"/games/{created['id']}/events", json=event, headers=auth).status_code == 201
    )
    raw = client.get(f"/games/{created['id']}/export?format=csv&lang=en").get_data()
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    assert rows[0][:3] == ["Hand", "'=Anna points", "Bén points"]
    assert rows[1][:3] == ["1", "5", "0"]


def test_html_export_is_one_page_without_network(played):
    page = _export(played, "html", lang="en").get_data(as_text=True)
    assert page.count('id="slider"') == 1 and "<svg" in page
    assert "https://" not in page and 'src="' not in page


@pytest.mark.parametrize("params", [{"format": "pdf"}, {"format": "txt", "lang": "de"}])
def test_unknown_format_or_lang_is_400(played, params):
    r = played.client.get(f"/games/{played.id}/export", query_string=params)
    assert r.status_code == 400 and r.get_json()["errors"]


def test_a_record_without_lang_is_in_the_browser_s_language(new_table):
    t = down_to_one_card(new_table)
    t.ok("challenged", by="ben", target="anna", call="contre-carte")

    def record(**headers):
        r = t.client.get(f"/games/{t.id}/export?format=txt", headers=headers)
        assert r.status_code == 200 and r.headers["Vary"] == "Accept-Language"
        return r.get_data(as_text=True).splitlines()

    assert "7. ben challenges anna contre-carte  {Anna draws 2 cards}" in record(
        **{"Accept-Language": "en-GB,en;q=0.8"}
    )
    assert "7. ben conteste anna contre-carte  {Anna pioche 2 cartes}" in record(
        **{"Accept-Language": "de-DE,fr;q=0.5,en;q=0.4"}
    )
    assert "7. ben conteste anna contre-carte  {Anna pioche 2 cartes}" in record()
    r = t.client.get(f"/games/{t.id}/export?format=txt&lang=fr", headers={"Accept-Language": "en"})
    assert "7. ben conteste anna contre-carte  {Anna pioche 2 cartes}" in r.get_data(as_text=True)


def test_export_of_an_unknown_game_is_404(client):
    assert client.get("/games/g_NOPE/export?format=txt").status_code == 404


def test_txt_tells_announcements_and_penalties(new_table):
    t = down_to_one_card(new_table)
    t.ok("challenged", by="ben", target="anna", call="contre-carte")
    fr = _export(t, "txt").get_data(as_text=True).splitlines()
    assert "7. ben conteste anna contre-carte  {Anna pioche 2 cartes}" in fr
    en = _export(t, "txt", lang="en").get_data(as_text=True).splitlines()
    assert "7. ben challenges anna contre-carte  {Anna draws 2 cards}" in en
    called = down_to_one_card(new_table, announce=True)
    assert "6. anna annonce carte" in _export(called, "txt").get_data(as_text=True).splitlines()


def test_csv_columns_of_a_game_are_its_declared_score_fields(new_table):
    """The csv's columns after the finishing order are the game's own score-entry fields
    (Rami's "Rami", declared by the game): a Huit américain sheet has no Rami column."""
    t = new_table("huit_americain", tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 12, "chloe": 30})
    header = t.client.get(f"/games/{t.id}/export?format=csv&dialect=rfc4180").get_data(as_text=True)
    assert header.splitlines()[0].endswith(",order,corrected_by")
    r = new_table("rami", tracking="score")
    r.ok("points_entered", hand=1, points={"anna": 0, "ben": 12, "chloe": 30}, rami="anna")
    sheet = r.client.get(f"/games/{r.id}/export?format=csv&dialect=rfc4180").get_data(as_text=True)
    rows = list(csv.DictReader(io.StringIO(sheet)))
    assert list(rows[0])[-3:] == ["order", "rami", "corrected_by"] and rows[0]["rami"] == "anna"
