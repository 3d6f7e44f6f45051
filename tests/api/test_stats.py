"""`GET /stats`: per player across three finished matches, one of each game, numbers by hand."""

from __future__ import annotations

import pytest

from service import create_app
from tests.support.h8_table import dealt
from tests.support.helpers import Table


def rami(client) -> Table:
    """Score only, to 100. Anne-Sophie's rami doubles the others in hand 1; hand 2 is
    corrected (her 30 was 3); Ben reaches 110 in hand 3: Anne-Sophie wins with 8."""
    players = [
        {"id": "as", "name": "Anne-Sophie"},
        {"id": "ben", "name": "Ben"},
        {"id": "chloe", "name": "Chloé"},
    ]
    t = _create(client, "rami", players, "score", target=100)
    t.ok("points_entered", hand=1, points={"as": 0, "ben": 45, "chloe": 12}, rami="as")
    t.ok("points_entered", hand=2, points={"as": 30, "ben": 0, "chloe": 8})  # seq 3
    t.ok("corrected", {"seq": 3, "data": {"hand": 2, "points": {"as": 3, "ben": 0, "chloe": 8}}})
    t.ok("points_entered", hand=3, points={"as": 5, "ben": 20, "chloe": 0})
    assert t.scores()["totals"] == {"as": 8, "ben": 110, "chloe": 32}
    return t


def huit(new_table) -> Table:
    """Open tracking, one hand to a target of 1. Ben challenges Chloé falsely (he draws 2),
    Anso forgets "Carte" (Chloé challenges, Anso draws 2), Ben plays out of turn (draws 2),
    a retracted infraction counts for nothing; Chloé goes out: Anso keeps 6S 5S (11), Ben
    3C 3D 4S 3S (13)."""
    t = dealt(
        new_table,
        ["6H 9H KD", "5H 2D 9D", "4H QD 2C"],
        "3H",
        "3C 3D 6S 5S 4S 3S",
        options={"false_challenge_penalty": True},
        target=1,
    )
    t.ok("card_played", player="anna", card="6H")
    t.ok("card_played", player="ben", card="5H")
    t.ok("card_played", player="chloe", card="4H")
    t.ok("challenged", by="ben", target="chloe", call="contre-carte")  # she has two cards
    t.ok("card_played", player="anna", card="9H")
    t.ok("challenged", by="chloe", target="anna", call="contre-carte")
    t.ok("infraction", player="ben", kind="out_of_turn")
    t.ok("infraction", player="chloe", kind="illegal_play")
    t.ok("retracted", seq=t.seq)
    for player, card in [("ben", "9D"), ("chloe", "QD")]:
        t.ok("card_played", player=player, card=card)
    t.ok("announced", player="chloe", call="carte")
    for player, card in [("anna", "KD"), ("ben", "2D"), ("chloe", "2C")]:
        t.ok("card_played", player=player, card=card)
    scores = t.scores()
    assert scores["totals"] == {"anna": 11, "ben": 13, "chloe": 0}
    assert scores["match_over"] and scores["winner"] == "chloe"
    return t


def president(client) -> Table:
    """Score only, two hands: Ben then Anne-Sophie is président; she wins with 3."""
    players = [
        {"id": "p1", "name": "anne-sophie"},
        {"id": "p2", "name": "BEN"},
        {"id": "p3", "name": "chloe"},
        {"id": "p4", "name": "Dan"},
    ]
    t = _create(client, "president", players, "score", rounds=2)
    t.ok("order_entered", hand=1, order=["p2", "p1", "p3", "p4"])  # 2 1 -1 -2
    t.ok("order_entered", hand=2, order=["p1", "p4", "p2", "p3"])  # 2 1 -1 -2
    scores = t.scores()
    assert scores["totals"] == {"p1": 3, "p2": 1, "p3": -3, "p4": -1}
    assert scores["match_over"] and scores["winner"] == "p1"
    return t


def _create(client, game: str, players: list[dict], tracking: str, **settings) -> Table:
    body = {"game": game, "players": players, "tracking": tracking}
    body.update({k: v for k, v in settings.items() if v is not None})
    response = client.post("/games", json=body)
    assert response.status_code == 201, response.get_json()
    return Table(client, response.get_json())


@pytest.fixture
def three(client):
    return rami(client), huit(new_table_named(client)), president(client)


def new_table_named(client):
    """`new_table` for `dealt`, with Huit's players named Anso, BEN and Chloe."""
    names = {"anna": "Anso", "ben": "BEN", "chloe": "Chloe"}

    def make(game, players=("anna", "ben", "chloe"), tracking="open", **settings):
        seats = [{"id": p, "name": names[p]} for p in players]
        return _create(client, game, seats, tracking, **settings)

    return make


def stats(client, tables, *links: str) -> dict:
    ids = ",".join(t.id for t in tables)
    response = client.get("/stats", query_string={"games": ids, "link": list(links)})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_stats_of_three_matches_by_hand(client, three):
    body = stats(client, three, "Anso=Anne-Sophie")
    assert body["games"] == [t.id for t in three]
    people = {p["key"]: p for p in body["players"]}
    assert list(people) == ["anne-sophie", "ben", "chloe", "dan"]  # most matches, then name
    anne, ben, chloe, dan = (people[k] for k in ("anne-sophie", "ben", "chloe", "dan"))
    assert anne["name"] == "Anne-Sophie" and chloe["name"] == "Chloé" and ben["name"] == "Ben"
    assert [p["matches"] for p in (anne, ben, chloe, dan)] == [3, 3, 3, 1]
    assert [p["won"] for p in (anne, ben, chloe, dan)] == [2, 0, 1, 0]
    assert anne["scores"] == {
        "rami:negative": _sheet(True, [0, 3, 5], 2.67, 0, 5),  # the corrected 3, not 30
        "huit_americain:negative": _sheet(True, [11], 11, 11, 11),
        "president:titles": _sheet(False, [1, 2], 1.5, 2, 1),
    }
    assert ben["scores"] == {
        "rami:negative": _sheet(True, [90, 0, 20], 36.67, 0, 90),  # 45 doubled by the rami
        "huit_americain:negative": _sheet(True, [13], 13, 13, 13),
        "president:titles": _sheet(False, [2, -1], 0.5, 2, -1),
    }
    assert chloe["scores"]["rami:negative"] == _sheet(True, [24, 8, 0], 10.67, 0, 24)
    assert dan["scores"] == {"president:titles": _sheet(False, [-2, 1], -0.5, 1, -2)}
    assert [p["ramis"] for p in (anne, ben, chloe, dan)] == [1, 0, 0, 0]
    assert anne["forgotten"] == {"carte": 1} and ben["forgotten"] == {}
    assert anne["penalties"] == {"challenged": 1}
    assert ben["penalties"] == {"false_challenge": 1, "out_of_turn": 1}
    assert chloe["penalties"] == {}  # her infraction was retracted
    assert anne["titles"] == {"vice_president": 1, "president": 1}
    assert ben["titles"] == {"president": 1, "vice_trou": 1}
    assert dan["titles"] == {"trou": 1, "vice_president": 1}
    matches = body["matches"]
    assert [m["winners"] for m in matches] == [["anne-sophie"], ["chloe"], ["anne-sophie"]]
    assert [m["status"] for m in matches] == ["over"] * 3


def _sheet(low: bool, points: list[int], average: float, best: int, worst: int) -> dict:
    return {
        "lowest_wins": low,
        "hands": len(points),
        "total": sum(points),
        "average": average,
        "best": best,
        "worst": worst,
    }


def test_stats_without_the_link_keep_anso_apart_and_a_seat_link_joins_one_match(client, three):
    people = {p["key"]: p for p in stats(client, three)["players"]}
    assert people["anne-sophie"]["matches"] == 2 and people["anso"]["matches"] == 1
    seat = f"{three[1].id}:anna=Anne-Sophie"
    people = {p["key"]: p for p in stats(client, three, seat)["players"]}
    assert "anso" not in people and people["anne-sophie"]["matches"] == 3


def test_stats_names_every_unknown_game_and_reads_nothing_else(client, three):
    ids = f"{three[0].id},g_nope,g_gone,g\x00"  # an id no game has: not even read
    response = client.get("/stats", query_string={"games": ids})
    body = response.get_json()
    assert response.status_code == 404 and body["unknown"] == ["g_nope", "g_gone", "g\x00"]
    assert "g_nope" in body["message"]
    only = stats(client, three[:1])
    assert len(only["matches"]) == 1 and {p["key"] for p in only["players"]} == {
        "anne-sophie",
        "ben",
        "chloe",
    }


@pytest.mark.parametrize(
    "query",
    [
        {},
        {"games": ""},
        {"games": ",".join(f"g_{i}" for i in range(51))},
        {"games": "g_1", "link": "Anso"},
        {"games": "g_1", "link": "=Anso"},
    ],
)
def test_stats_bad_queries_are_400(client, query):
    response = client.get("/stats", query_string=query)
    assert response.status_code == 400 and response.get_json()["error"] == "invalid"


def test_stats_of_a_game_read_from_a_persisted_state_in_a_fresh_worker(tmp_path):
    """A fresh worker starts from a persisted state, which holds no undo chain past its latest
    step: the penalties in effect are counted from the log instead, never a crash."""
    config = {"TESTING": True, "GAMES_DB": str(tmp_path / "g.db"), "SNAPSHOT_PERSIST_EVERY": 10}
    t = Table.create(create_app(config).test_client(), "rami", ["anna", "ben"], "score")
    for hand in range(1, 13):
        t.ok("points_entered", hand=hand, points={"anna": 0, "ben": 10})
    warm = t.client.get(f"/stats?games={t.id}").get_json()
    cold = create_app(config).test_client().get(f"/stats?games={t.id}")
    assert cold.status_code == 200 and cold.get_json() == warm
