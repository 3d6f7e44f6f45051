"""CORE-SIDE-1 through the API, with a toy game registered from here only — a 40-card deck of
its own, two fixed teams of two, a score entry with two fields of its own, one naming a team:
teams named at creation and checked, points entered per team (or cards shown per player,
summed per team), totals, standings and the winner per team, every export and import, stats
and explain."""

from __future__ import annotations

import csv
import io
import json

import pytest

from replays import registry
from service import create_app
from tests.support.pairs import PairsToHundred

TEXT = {"Content-Type": "text/plain; charset=utf-8"}
NDJSON = {"Content-Type": "application/x-ndjson"}
SEATS = ["anna", "ben", "chloe", "dan"]  # Anna and Chloé face each other, as Ben and Dan
TEAMS = [
    {"id": "nous", "name": "Nous", "players": ["anna", "chloe"]},
    {"id": "eux", "name": "Eux", "players": ["ben", "dan"]},
]


@pytest.fixture
def pairs():
    with registry.registered(PairsToHundred()) as engine:
        yield engine


def _created(client, **changes):
    players = [{"id": p, "name": p.title().replace("Chloe", "Chloé")} for p in SEATS]
    body = {"game": "paires_a_cent", "players": players, "teams": TEAMS, "tracking": "score"}
    body = {k: v for k, v in {**body, **changes}.items() if v is not None}
    return client.post("/games", json=body)


@pytest.mark.parametrize(
    "teams",
    [
        None,  # a game in teams is created with them
        TEAMS[:1],  # two teams
        [TEAMS[0], {**TEAMS[1], "players": ["ben"]}],  # of two players each
        [TEAMS[0], {**TEAMS[1], "players": ["ben", "anna"]}],  # one team each
        [TEAMS[0], {**TEAMS[1], "players": ["ben", "zoe"]}],  # players of the game
        [{**TEAMS[0], "players": ["anna", "ben"]}, {**TEAMS[1], "players": ["chloe", "dan"]}],
        [TEAMS[0], {**TEAMS[1], "id": "nous"}],  # two ids
        [TEAMS[0], {**TEAMS[1], "id": "ben"}],  # not a player's id
    ],
)
def test_core_side_1_teams_are_checked_when_the_match_is_created(pairs, client, teams):
    r = _created(client, teams=teams)
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["rule"] == "CORE-SIDE-1"


def test_core_side_1_a_game_without_teams_is_created_without(client):
    players = [{"id": p, "name": p.title()} for p in SEATS]
    body = {"game": "rami", "players": players, "teams": TEAMS, "tracking": "score"}
    r = client.post("/games", json=body)
    assert r.status_code == 422 and r.get_json()["rule"] == "CORE-SIDE-1"
    assert "Rami" in r.get_json()["message"]


def _played(client, hands):
    created = _created(client)
    assert created.status_code == 201, created.get_json()
    game, auth = (
        created.get_json()["id"],
        {"Authorization": f"Bearer {created.get_json()['token']}"},
    )
    for data in hands:
        event = {"type": "points_entered", "data": data}
        r = client.post(f"/games/{game}/events", json=event, headers=auth)
        assert r.status_code == 201, r.get_json()
    return game, auth


HANDS = [
    {"hand": 1, "points": {"nous": 62, "eux": 90}, "capot": "eux", "annonces": 20},
    {"hand": 2, "points": {"nous": 40, "eux": 0}},
]


def test_core_side_1_points_totals_standings_and_winner_are_the_teams(pairs, client):
    game, auth = _played(client, HANDS)
    scores = client.get(f"/games/{game}/scores").get_json()
    assert scores["totals"] == {"nous": 102, "eux": 90}
    assert scores["hands"][0]["capot"] == "eux" and scores["hands"][0]["annonces"] == 20
    assert (scores["match_over"], scores["winner"]) == (True, "nous")
    assert scores["standings"] == [
        {"team": "nous", "players": ["anna", "chloe"], "name": "Nous", "total": 102, "rank": 1},
        {"team": "eux", "players": ["ben", "dan"], "name": "Eux", "total": 90, "rank": 2},
    ]
    assert scores["teams"] == TEAMS
    summary = client.get(f"/games/{game}").get_json()
    assert summary["teams"] == TEAMS and summary["totals"] == {"nous": 102, "eux": 90}


def test_core_side_1_a_score_entry_gives_every_team_its_points(pairs, client):
    game, auth = _played(client, [])
    before = client.get(f"/games/{game}/events").get_json()["events"]
    for data, rule in [
        ({"hand": 1, "points": {"anna": 10, "ben": 0}}, "CORE-SIDE-1"),  # players, not teams
        ({"hand": 1, "points": {"nous": 10}}, "CORE-PLAYER-1"),  # every team
        ({"hand": 1, "points": {"nous": 10, "eux": 0}, "capot": "anna"}, "CORE-SIDE-1"),
    ]:
        r = client.post(
            f"/games/{game}/events", json={"type": "points_entered", "data": data}, headers=auth
        )
        assert r.status_code == 422 and r.get_json()["rule"] == rule, (data, r.get_json())
    assert client.get(f"/games/{game}/events").get_json()["events"] == before


@pytest.fixture
def elsewhere(tmp_path):
    return create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "elsewhere.db")}).test_client()


def test_core_side_1_teams_go_through_every_export_and_import(pairs, client, elsewhere, tmp_path):
    game, _ = _played(client, HANDS)
    events = client.get(f"/games/{game}/events").get_json()["events"]
    txt = client.get(f"/games/{game}/export?format=txt&lang=fr").get_data(as_text=True)
    assert "[Teams " in txt and "capot eux" in txt and "annonces 20" in txt
    sheet = client.get(f"/games/{game}/export?format=csv").get_data().decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(sheet), delimiter=";"))
    assert [(r["Total Nous"], r["Total Eux"], r["Capot"]) for r in rows] == [
        ("62", "90", "Eux"),
        ("102", "90", ""),
    ]
    html = client.get(f"/games/{game}/export?format=html").get_data(as_text=True)
    assert "Nous" in html and "Eux" in html
    for body, headers in [(txt.encode(), TEXT)]:
        copy = elsewhere.post("/games/import", data=body, headers=headers)
        assert copy.status_code == 201, copy.get_json()
        assert copy.get_json()["totals"] == {"nous": 102, "eux": 90}
        assert copy.get_json()["teams"] == TEAMS
    ndjson = client.get(f"/games/{game}/export?format=ndjson").get_data()
    assert json.loads(ndjson.splitlines()[0])["data"]["teams"] == TEAMS
    other = create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "other.db")}).test_client()
    same = other.post("/games/import", data=ndjson, headers=NDJSON)
    assert same.status_code == 201, same.get_json()
    assert other.get(f"/games/{game}/events").get_json()["events"] == events


def test_core_side_1_stats_count_a_teams_win_for_both_partners(pairs, client):
    game, _ = _played(client, HANDS)
    body = client.get(f"/stats?games={game}").get_json()
    won = {p["name"]: p["won"] for p in body["players"]}
    assert won == {"Anna": 1, "Chloé": 1, "Ben": 0, "Dan": 0}
    assert body["matches"][0]["winners"] == ["anna", "chloe"]
    anna = next(p for p in body["players"] if p["name"] == "Anna")
    assert anna["scores"]["paires_a_cent:points"]["total"] == 102


def test_core_side_1_explain_names_the_teams(pairs, client):
    game, _ = _played(client, HANDS)
    told = client.get(f"/games/{game}/explain?seq=2&lang=fr").get_json()
    texts = " ".join(s["text"] for s in told["steps"])
    assert "Nous 62" in texts and "Eux 90" in texts


def test_core_side_1_cards_shown_by_players_score_for_their_team(pairs, client):
    """A hand scored from the cards each player keeps gives each team its players' sum; a card
    outside the game's 40-card deck is refused under the game's rule."""
    game, auth = _played(client, [])

    def show(player, cards):
        data = {"hand": 1, "player": player, "cards": cards}
        return client.post(
            f"/games/{game}/events", json={"type": "hand_revealed", "data": data}, headers=auth
        )

    refused = show("anna", ["8S"])
    assert refused.status_code == 422 and refused.get_json()["rule"] == "PAIRS-SCORE-1"
    for player, cards in [("anna", ["KS"]), ("ben", []), ("chloe", ["7H", "AD"]), ("dan", ["QC"])]:
        assert show(player, cards).status_code == 201
    hand = client.get(f"/games/{game}/scores").get_json()["hands"][0]
    assert hand["points"] == {"nous": 18, "eux": 9}
    assert hand["detail"]["players"] == {"anna": 10, "ben": 0, "chloe": 8, "dan": 9}
