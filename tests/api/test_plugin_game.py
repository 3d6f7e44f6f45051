"""A fourth game plugged in from here, through `replays.registry.register` only: a toy
score-only game (first to 30 points) that the API creates, scores, ends, exports, imports,
explains and lists, with no file of the package changed for it (docs/ENGINES.md "Adding a
game")."""

from __future__ import annotations

import csv
import io
import json

import pytest

from replays import registry, rulebook
from replays.engine import ScoringEngine
from replays.game import Scoring
from replays.model import Match
from service import create_app

TEXT = {"Content-Type": "text/plain; charset=utf-8"}
NDJSON = {"Content-Type": "application/x-ndjson"}


class FirstToThirty(ScoringEngine):
    """The whole game: points are entered each hand, the first total to 30 wins."""

    game = "premier_a_trente"
    titles = {"fr": "Premier à trente", "en": "First to thirty"}
    prefix = "TOY"
    presets = {
        "trente": {
            "description": {"fr": "Le premier à 30 points gagne.", "en": "First to 30 wins."},
            "rules": {"target": 30, "options": {"bonus": 0}},
        }
    }
    default_preset = "trente"
    scorings = {"points": Scoring("TOY-WIN-1", frozenset({"points_entered"}))}
    tie_rule = "TOY-WIN-1"
    entry_rules = {"points_entered": "TOY-SCORE-1"}
    rule_texts = {
        "TOY-SCORE-1": "Each hand, every player is entered with the points they made.",
        "TOY-WIN-1": "The match ends once a total reaches 30; the highest total wins.",
    }

    def lowest_wins(self, match: Match) -> bool:
        return False


@pytest.fixture
def toy():
    with registry.registered(FirstToThirty()) as engine:
        yield engine
    assert "premier_a_trente" not in registry.names()


def _played(new_table):
    t = new_table("premier_a_trente", players=["anna", "ben"], tracking="score")
    t.ok("hand_started", hand=1, dealer="ben")
    t.ok("points_entered", hand=1, points={"anna": 12, "ben": 20})
    t.ok("hand_started", hand=2, dealer="anna")
    t.ok("points_entered", hand=2, points={"anna": 19, "ben": 5})
    return t


def test_a_registered_game_is_created_scored_and_ended_through_the_api(toy, new_table):
    t = _played(new_table)
    scores = t.scores()
    assert [h["points"] for h in scores["hands"]] == [
        {"anna": 12, "ben": 20},
        {"anna": 19, "ben": 5},
    ]
    assert scores["totals"] == {"anna": 31, "ben": 25} and scores["lowest_wins"] is False
    assert (scores["match_over"], scores["winner"]) == (True, "anna")
    t.refused("CORE-OVER-1", "hand_started", hand=3)
    assert t.created["rules"] == {"target": 30, "options": {"bonus": 0}}


def test_a_registered_game_takes_only_its_entries_and_no_moves(toy, new_table, client):
    t = new_table("premier_a_trente", players=["anna", "ben"], tracking="score")
    t.refused("CORE-TRACK-1", "order_entered", hand=1, order=["anna", "ben"])
    t.refused("CORE-TRACK-1", "hand_revealed", hand=1, player="anna", cards=["AS"])
    move = t.post("card_played", {"player": "anna", "card": "AS"})
    assert move.status_code == 400 and "type" in move.get_json()["errors"]
    body = {
        "game": "premier_a_trente",
        "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
    }
    refused = client.post("/games", json={**body, "tracking": "table"})
    assert refused.status_code == 422 and refused.get_json()["rule"] == "CORE-TRACK-1"


@pytest.fixture
def elsewhere(tmp_path):
    return create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "elsewhere.db")}).test_client()


def test_a_registered_game_is_exported_in_every_format_and_imported_back(toy, new_table, elsewhere):
    t = _played(new_table)
    export = {f: t.client.get(f"/games/{t.id}/export?format={f}") for f in ("txt", "csv", "html")}
    assert all(r.status_code == 200 for r in export.values())
    txt = export["txt"].get_data(as_text=True)
    assert '[Event "Premier à trente — trente"]' in txt and "Anna gagne" in txt
    sheet = export["csv"].get_data().decode("utf-8-sig")  # the spreadsheet dialect: ';'
    rows = list(csv.DictReader(io.StringIO(sheet), delimiter=";"))
    assert [r["Total Anna"] for r in rows] == ["12", "31"]
    assert "Premier à trente" in export["html"].get_data(as_text=True)
    copy = elsewhere.post("/games/import", data=txt.encode(), headers=TEXT)
    assert copy.status_code == 201, copy.get_json()
    assert (copy.get_json()["totals"], copy.get_json()["winner"]) == (
        {"anna": 31, "ben": 25},
        "anna",
    )
    ndjson = t.client.get(f"/games/{t.id}/export?format=ndjson").get_data()
    assert json.loads(ndjson.splitlines()[0])["data"]["game"] == "premier_a_trente"
    same = elsewhere.post("/games/import", data=ndjson, headers=NDJSON)
    assert same.status_code == 201, same.get_json()
    assert same.get_json()["id"] == t.id
    assert elsewhere.get(f"/games/{t.id}/events").get_json()["events"] == t.events()


def test_a_registered_game_explains_an_entry_with_its_own_rules(toy, new_table):
    t = _played(new_table)
    told = t.get("/explain", seq=5, lang="en")
    rules = [s["rule"] for s in told["steps"]]
    assert rules[-2:] == ["TOY-WIN-1", "TOY-WIN-1"], told["steps"]
    end = told["steps"][-1]
    assert "Anna wins" in end["text"] and end["sentence"] == FirstToThirty.rule_texts["TOY-WIN-1"]
    created = t.get("/explain", seq=1)
    assert "TOY-WIN-1" in [s["rule"] for s in created["steps"]]
    assert rulebook.sentence("TOY-SCORE-1") == FirstToThirty.rule_texts["TOY-SCORE-1"]


def test_a_registered_game_is_listed_in_presets(toy, client):
    presets = client.get("/presets?game=premier_a_trente").get_json()["presets"]
    assert presets == [
        {
            "game": "premier_a_trente",
            "title": {"fr": "Premier à trente", "en": "First to thirty"},
            "name": "trente",
            "default": True,
            "description": FirstToThirty.presets["trente"]["description"],
            "display": {"fr": "trente", "en": "trente"},  # no name of its own: its id
            "scorings": ["points"],
            "rules": {"target": 30, "options": {"bonus": 0}},
        }
    ]
    every = client.get("/presets").get_json()["presets"]
    assert {p["game"] for p in every} == {*registry.BUILTIN, "premier_a_trente"}


def test_an_unregistered_game_is_unknown_again(client):
    with registry.registered(FirstToThirty()):
        assert "premier_a_trente" in registry.names()
    r = client.post(
        "/games",
        json={
            "game": "premier_a_trente",
            "players": [{"id": "a", "name": "A"}],
            "tracking": "score",
        },
    )
    assert r.status_code == 400 and "game" in r.get_json()["errors"]
    assert rulebook.sentence("TOY-WIN-1") == ""


def test_a_declaration_that_clashes_is_refused():
    class Copy(FirstToThirty):
        prefix = "H8"

    with pytest.raises(ValueError, match="prefix"):
        registry.register(Copy())
    assert "premier_a_trente" not in registry.names()
