"""A Belote score sheet through the API (the Flask test client, a SQLite file): two teams
named at creation, hands entered as the table declares them and scored per team by the
engine, a hand that cannot have happened refused with its rule and the log unchanged,
the match to its target, the txt record read back, and explain citing the rule."""

from __future__ import annotations

SEATS = ["anna", "ben", "chloe", "dan"]
TEAMS = [
    {"id": "nous", "name": "Nous", "players": ["anna", "chloe"]},
    {"id": "eux", "name": "Eux", "players": ["ben", "dan"]},
]
TEXT = {"Content-Type": "text/plain; charset=utf-8"}


def _created(client, **changes):
    players = [{"id": p, "name": p.title().replace("Chloe", "Chloé")} for p in SEATS]
    body = {"game": "belote", "players": players, "teams": TEAMS, "tracking": "score"}
    r = client.post("/games", json={**body, **changes})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["id"], {"Authorization": f"Bearer {r.get_json()['token']}"}


def _post(client, game, auth, data):
    event = {"type": "points_entered", "data": data}
    return client.post(f"/games/{game}/events", json=event, headers=auth)


def test_belote_sheet_2_hands_scored_per_team_to_the_target(client):
    game, auth = _created(client, target=501)
    hands = [
        ({"points": {"nous": 92, "eux": 70}, "taker": "nous", "trump": "H", "belote": "nous"}),
        ({"points": {"nous": 81, "eux": 81}, "taker": "eux", "trump": "S"}),  # litige: dedans
        ({"points": {"nous": 162, "eux": 0}, "taker": "nous", "trump": "C", "capot": "nous"}),
    ]
    for n, data in enumerate(hands, start=1):
        r = _post(client, game, auth, {"hand": n, **data})
        assert r.status_code == 201, r.get_json()
    scores = client.get(f"/games/{game}/scores").get_json()
    assert [h["points"] for h in scores["hands"]] == [
        {"nous": 112, "eux": 70},
        {"nous": 162, "eux": 0},
        {"nous": 252, "eux": 0},
    ]
    assert scores["totals"] == {"nous": 526, "eux": 70}
    assert (scores["match_over"], scores["winner"]) == (True, "nous")
    assert scores["hands"][0]["taker"] == "nous" and scores["hands"][2]["capot"] == "nous"
    told = client.get(f"/games/{game}/explain", query_string={"seq": 2, "lang": "fr"}).get_json()
    rules = [s["rule"] for s in told["steps"]]
    assert "BELOTE-SHEET-2" in rules
    assert any("Nous ont pris" in s["text"] and "Nous 112" in s["text"] for s in told["steps"])


def test_belote_count_1_a_sheet_that_does_not_add_up_is_refused_and_not_stored(client):
    game, auth = _created(client, preset="contree")
    before = client.get(f"/games/{game}/events").get_json()["events"]
    for data, rule in [
        ({"points": {"nous": 90, "eux": 80}, "contract": "80"}, "BELOTE-COUNT-1"),
        ({"points": {"nous": 90, "eux": 72}}, "BELOTE-CONTREE-1"),
        ({"points": {"nous": 90, "eux": 72}, "contract": "85"}, None),  # not a contract: 400
    ]:
        r = _post(client, game, auth, {"hand": 1, "taker": "nous", "trump": "D", **data})
        if rule is None:
            assert r.status_code == 400, r.get_json()
            continue
        assert r.status_code == 422 and r.get_json()["rule"] == rule, r.get_json()
        assert "162" in r.get_json()["message"] or rule != "BELOTE-COUNT-1"
    assert client.get(f"/games/{game}/events").get_json()["events"] == before


def test_belote_team_1_a_belote_is_created_with_two_teams_facing(client):
    players = [{"id": p, "name": p.title()} for p in SEATS]
    body = {"game": "belote", "players": players, "tracking": "score"}
    assert client.post("/games", json=body).get_json()["rule"] == "CORE-SIDE-1"
    body["teams"] = [
        {**TEAMS[0], "players": ["anna", "ben"]},
        {**TEAMS[1], "players": ["chloe", "dan"]},
    ]
    assert client.post("/games", json=body).get_json()["rule"] == "CORE-SIDE-1"
    body.update(players=players[:3], teams=[{**TEAMS[0], "players": ["anna", "chloe"]}])
    assert client.post("/games", json=body).status_code in (400, 422)
    body.update(players=players, teams=TEAMS, tracking="table")  # card by card too
    assert client.post("/games", json=body).status_code == 201


def test_belote_sheet_1_the_txt_record_reads_back(client, tmp_path):
    from service import create_app

    game, auth = _created(client, preset="classique-annonces")
    data = {"points": {"nous": 100, "eux": 62}, "taker": "eux", "trump": "H"}
    data.update(announcer="nous", announcements=50, belote="eux")
    assert _post(client, game, auth, {"hand": 1, **data}).status_code == 201
    txt = client.get(f"/games/{game}/export?format=txt&lang=fr").get_data(as_text=True)
    other = create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "o.db")}).test_client()
    copy = other.post("/games/import", data=txt.encode(), headers=TEXT)
    assert copy.status_code == 201, copy.get_json()
    assert copy.get_json()["totals"] == {"nous": 162 + 50, "eux": 20}
