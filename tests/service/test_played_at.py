"""`played_at`: the device's clock when a move was made (the Played-At header), kept beside the
server's `at`, hashed, exported and shown ("joué à"), never used for order or checks."""

from __future__ import annotations

import json

import pytest

from service import create_app
from service.store import broken_at, event_hash
from tests.support.helpers import rechained

NDJSON = {"Content-Type": "application/x-ndjson"}
FROZEN = "2026-11-29T20:14:03Z"  # the server's clock (the `frozen` fixture)


@pytest.fixture
def game(new_table, frozen):
    return new_table("rami", players=["anna", "ben"], tracking="score")


def points(t, hand: int, played_at: str | None, key: str | None = None, **extra: str):
    headers = {"Played-At": played_at} if played_at is not None else {}
    return t.post(
        "points_entered", {"hand": hand, "points": {"anna": hand, "ben": 0}}, key=key,
        headers={**headers, **extra},
    )  # fmt: skip


@pytest.mark.parametrize(
    ("sent", "stored"),
    [
        ("2026-11-29T20:13:48Z", "2026-11-29T20:13:48Z"),
        ("2026-11-29T20:13:48.250Z", "2026-11-29T20:13:48.250Z"),  # milliseconds kept
        ("2026-11-29T21:13:48.25+01:00", "2026-11-29T20:13:48.250Z"),  # to UTC
        ("2026-11-29T15:43:48-04:30", "2026-11-29T20:13:48Z"),
        ("2026-11-30T00:13:48.123456+04:00", "2026-11-29T20:13:48.123Z"),
        ("2026-11-29t20:13:48z", "2026-11-29T20:13:48Z"),  # RFC 3339 allows lower case
    ],
)
def test_the_device_clock_is_stored_in_utc_beside_the_servers(game, sent, stored):
    r = points(game, 1, sent)
    assert r.status_code == 201, r.get_json()
    event = r.get_json()
    assert (event["played_at"], event["at"], event["v"]) == (stored, FROZEN, 2)
    assert event["hash"] == event_hash(event) and game.events()[-1] == event


def test_without_the_header_played_at_is_null(game):
    event = points(game, 1, None).get_json()
    assert event["played_at"] is None and event["v"] == 2 and event["hash"] == event_hash(event)
    assert game.events()[0]["played_at"] is None  # game_created: POST /games takes none


@pytest.mark.parametrize(
    "sent",
    [
        "garbage",
        "2026-11-29T20:13:48",  # no offset: whose clock?
        "2026-11-29 20:13:48Z",
        "2026-02-30T10:00:00Z",  # no such day
        "2026-11-29T24:00:00Z",
        "2026-11-29T20:13:48+25:00",
        "1732911228",
        "2026-11-29T20:13:48Z" + " " * 60,
        "２０２６-11-29T20:13:48Z",  # digits, but not ASCII ones
    ],
)
def test_an_unreadable_header_is_a_400_in_both_languages_and_stores_nothing(game, sent):
    before = game.events()
    for lang, text in (("fr", "L'en-tête Played-At est une date"), ("en", "The Played-At header")):
        r = points(game, 1, sent, **{"Accept-Language": lang})
        assert r.status_code == 400 and r.get_json()["error"] == "invalid", r.get_json()
        assert r.get_json()["message"].startswith(text)
    assert game.events() == before


def test_a_replayed_key_answers_the_stored_event_whatever_played_at_says(game):
    first = points(game, 1, "2026-11-29T20:13:48Z", key="k1")
    assert first.status_code == 201
    for again in ("2026-11-29T20:14:00Z", None, "garbage"):
        r = points(game, 1, again, key="k1")
        assert (r.status_code, r.get_json()) == (200, first.get_json())
    assert len(game.events()) == 2


def test_played_at_never_orders_the_log(game):
    """A phone whose clock is wrong (or moves sent late) keeps the order they were stored in."""
    later = points(game, 1, "2026-11-29T20:14:00Z").get_json()
    earlier = points(game, 2, "2026-11-29T19:00:00Z").get_json()
    assert [e["seq"] for e in game.events()] == [1, later["seq"], earlier["seq"]] == [1, 2, 3]
    assert game.scores()["totals"] == {"anna": 3, "ben": 0}


def test_played_at_is_hashed(game, tmp_path):
    points(game, 1, "2026-11-29T20:13:48Z")
    raw = game.client.get(f"/games/{game.id}/export?format=ndjson").get_data()
    events = [json.loads(line) for line in raw.splitlines()]
    events[1]["played_at"] = "2026-11-29T20:00:00Z"
    assert broken_at(events) == 2
    forged = "\n".join(json.dumps(e) for e in events).encode()
    elsewhere = create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "other.db")}).test_client()
    r = elsewhere.post("/games/import", data=forged, headers={**NDJSON, "Accept-Language": "en"})
    assert r.status_code == 422 and "seq 2 was altered" in r.get_json()["message"].lower()


def test_export_and_import_keep_played_at(game, tmp_path):
    points(game, 1, "2026-11-29T20:13:48.250Z")
    points(game, 2, None)
    raw = game.client.get(f"/games/{game.id}/export?format=ndjson").get_data()
    assert [json.loads(line)["played_at"] for line in raw.splitlines()] == [
        None,
        "2026-11-29T20:13:48.250Z",
        None,
    ]
    elsewhere = create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "other.db")}).test_client()
    assert elsewhere.post("/games/import", data=raw, headers=NDJSON).status_code == 201
    assert elsewhere.get(f"/games/{game.id}/events").get_json()["events"] == game.events()


@pytest.mark.parametrize(
    "value", ["20:13:48", "2026-11-29T20:13:48+01:00", "2026-11-29T20:13:48.25Z", 1732911228, ""]
)
def test_an_import_refuses_a_played_at_no_live_write_stores(game, tmp_path, value):
    points(game, 1, "2026-11-29T20:13:48Z")
    raw = game.client.get(f"/games/{game.id}/export?format=ndjson").get_data()
    events = [json.loads(line) for line in raw.splitlines()]
    events[1]["played_at"] = value
    elsewhere = create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "other.db")}).test_client()
    r = elsewhere.post(
        "/games/import", data=rechained(events), headers={**NDJSON, "Accept-Language": "en"}
    )
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["message"].startswith("Seq 2 is malformed: 'played_at' is null or a UTC")


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "{joué à 20:13:48}"), ("en", "{played at 20:13:48}")]
)
def test_the_txt_and_html_exports_show_when_the_move_was_made(game, lang, said):
    points(game, 1, "2026-11-29T21:13:48.250+01:00")
    points(game, 2, None)
    query = {"lang": lang}
    txt = game.client.get(f"/games/{game.id}/export", query_string={"format": "txt", **query})
    lines = txt.get_data(as_text=True).splitlines()
    (first,) = [line for line in lines if line.startswith("2. ")]
    (second,) = [line for line in lines if line.startswith("3. ")]
    assert first.endswith(said) and "{" not in second
    html = game.client.get(f"/games/{game.id}/export", query_string={"format": "html", **query})
    assert said in html.get_data(as_text=True)


def test_a_txt_record_with_played_at_reads_back(game):
    """The note is commentary (in braces): the record still imports, as a new game."""
    points(game, 1, "2026-11-29T20:13:48Z")
    txt = game.client.get(f"/games/{game.id}/export?format=txt").get_data()
    r = game.client.post("/games/import", data=txt, headers={"Content-Type": "text/plain"})
    assert r.status_code == 201, r.get_json()
