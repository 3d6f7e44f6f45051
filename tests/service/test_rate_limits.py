"""Rate limits per client address on creation, import and append: a flood gets a 429 in the
one error shape, with Retry-After, and another address is not held back by it."""

from __future__ import annotations

import pytest

from service import create_app
from tests.support.helpers import Table, games_stored, player_list


@pytest.fixture
def tight(tmp_path):
    app = create_app(
        {
            "TESTING": True,
            "GAMES_DB": str(tmp_path / "games.db"),
            "RATE_LIMIT_CREATE": "2 per minute",
            "RATE_LIMIT_APPEND": "3 per minute",
            "RATE_LIMIT_IMPORT": "1 per minute",
        }
    )
    return app.test_client()


NEW = {"game": "rami", "players": player_list(["anna", "ben"]), "tracking": "score"}


def test_a_flood_of_appends_gets_429_with_retry_after(tight):
    t = Table(tight, tight.post("/games", json=NEW).get_json())
    for i in range(3):
        assert t.post("note", {"text": f"{i}"}).status_code == 201
    r = t.post("note", {"text": "one too many"})
    assert r.status_code == 429
    assert r.get_json() == {
        "error": "rate_limited",
        "message": "Trop de requêtes depuis cette adresse (au plus 3 requêtes par minute) :"
        " réessayez plus tard",
    }
    assert 0 < int(r.headers["Retry-After"]) <= 60
    assert len(t.events()) == 4  # the refused one stored nothing
    other = tight.post(
        f"/games/{t.id}/events",
        json={"type": "note", "data": {"text": "from another phone"}},
        headers=t.auth,
        environ_base={"REMOTE_ADDR": "192.0.2.7"},
    )
    assert other.status_code == 201


def test_creation_and_import_are_limited_too(tight):
    assert tight.post("/games", json=NEW).status_code == 201
    assert tight.post("/games", json=NEW).status_code == 201
    assert tight.post("/games", json=NEW).status_code == 429
    assert games_stored(tight) == 2
    ndjson = {"Content-Type": "application/x-ndjson"}
    assert tight.post("/games/import", data=b"{}", headers=ndjson).status_code == 422
    assert tight.post("/games/import", data=b"{}", headers=ndjson).status_code == 429


def test_reads_are_not_limited(tight):
    t = Table(tight, tight.post("/games", json=NEW).get_json())
    for _ in range(20):
        assert tight.get(f"/games/{t.id}/state").status_code == 200


def test_the_429_says_its_limit_in_the_requests_language(tmp_path):
    app = create_app(
        {
            "TESTING": True,
            "GAMES_DB": str(tmp_path / "g.db"),
            "RATE_LIMIT_CREATE": "1 per 5 minutes",
        }
    )
    client = app.test_client()
    assert client.post("/games", json=NEW).status_code == 201
    english = client.post("/games?lang=en", json=NEW).get_json()["message"]
    assert (
        english
        == "Too many requests from this address (at most 1 request per 5 minutes): try again later"
    )
    french = client.post("/games", json=NEW).get_json()["message"]
    assert "(au plus 1 requête en 5 minutes)" in french
