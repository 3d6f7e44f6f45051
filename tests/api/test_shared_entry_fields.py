"""CORE-POINTS-1 and the plug-in contract: two games may declare a score field under one
name (Tarot's and Belote's `contract`); points_entered is loaded by one schema taking either
game's values, and each match takes only its own game's — a 400 that names the value, the
log unchanged. A field of another kind under a taken name is refused at registration."""

from __future__ import annotations

import pytest

from replays import registry
from replays.game import EntryField
from replays.shapes import Field
from tests.support.pairs import PairsToHundred

TEAMS = [
    {"id": "nous", "name": "Nous", "players": ["anna", "chloe"]},
    {"id": "eux", "name": "Eux", "players": ["ben", "dan"]},
]


def _players(*ids):
    return [{"id": p, "name": p.title()} for p in ids]


def _created(client, body):
    r = client.post("/games", json={"tracking": "score", **body})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["id"], {"Authorization": f"Bearer {r.get_json()['token']}"}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_another_games_value_of_a_shared_field_is_refused_and_not_stored(client, lang):
    seats = _players("anna", "ben", "chloe", "dan")
    game, auth = _created(
        client, {"game": "belote", "players": seats, "teams": TEAMS, "preset": "contree"}
    )
    before = client.get(f"/games/{game}/events").get_json()["events"]
    data = {
        "hand": 1,
        "points": {"nous": 90, "eux": 72},
        "taker": "nous",
        "trump": "H",
        "contract": "garde_sans",
    }  # a Tarot contract, a value the schema takes
    r = client.post(
        f"/games/{game}/events",
        json={"type": "points_entered", "data": data},
        headers={**auth, "Accept-Language": lang},
    )
    assert r.status_code == 400, r.get_json()
    assert "garde_sans" in r.get_json()["message"]
    assert client.get(f"/games/{game}/events").get_json()["events"] == before


def test_the_same_field_keeps_its_own_games_values(client):
    game, auth = _created(
        client, {"game": "tarot", "players": _players("anna", "ben", "chloe", "dan")}
    )
    data = {"hand": 1, "points": {"anna": 0, "ben": 0, "chloe": 0, "dan": 0}, "contract": "80"}
    r = client.post(
        f"/games/{game}/events", json={"type": "points_entered", "data": data}, headers=auth
    )
    assert r.status_code == 400 and "80" in r.get_json()["message"]


def test_a_field_of_another_kind_under_a_taken_name_is_not_registered():
    clash = EntryField(
        "contract",
        Field("count", least=0, most=10),
        {"fr": "Contrat", "en": "Contract"},
        ("contrat", "contract"),
    )
    engine = PairsToHundred()
    engine.game, engine.prefix, engine.entry_fields = "clash", "CLASH", (clash,)
    with pytest.raises(ValueError, match="score field 'contract' is a count"):
        registry.register(engine)
    assert "clash" not in registry.engines()
