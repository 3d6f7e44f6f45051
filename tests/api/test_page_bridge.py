"""The page's engine door (replays/page_bridge.py) answers as the API does: the same views,
the same refusal body for the same tap, and chance taken from the page."""

from __future__ import annotations

import json

from replays.page_bridge import Table, rematch_of, stats_of
from tests.support.helpers import Table as ApiTable


def bridge(table: ApiTable) -> Table:
    return Table(json.dumps(table.events()))


def h8_hand(new_table) -> ApiTable:
    table = new_table("huit_americain", tracking="table")
    table.ok("hand_started", hand=1, dealer="anna", hand_size=3, upcard="7H")
    table.ok("card_played", player="ben", card="9H")
    return table


def test_the_views_are_the_apis(new_table):
    table = h8_hand(new_table)
    view = json.loads(bridge(table).view())
    assert view["state"] == table.state()
    assert view["scores"] == table.scores()
    assert view["moves"] == table.get("/legal-moves")


def test_h8_play_1_a_refused_tap_gets_the_apis_body(new_table):
    table = h8_hand(new_table)
    tap = {"type": "card_played", "data": {"player": "chloe", "card": "5D"}}
    answer = json.loads(bridge(table).attempt(json.dumps(tap), lambda n, seed: list(range(n))))
    response = table.post(tap["type"], tap["data"])
    assert answer == {"status": response.status_code, "body": response.get_json()}
    assert answer["body"]["rule"] == "H8-PLAY-1"


def test_an_unknown_player_gets_the_apis_body(new_table):
    table = h8_hand(new_table)
    tap = {"type": "card_played", "data": {"player": "zoe", "card": "9C"}}
    answer = json.loads(bridge(table).attempt(json.dumps(tap), lambda n, seed: list(range(n))))
    response = table.post(tap["type"], tap["data"])
    assert answer == {"status": response.status_code, "body": response.get_json()}


def test_an_unknown_card_gets_the_apis_body_in_french(new_table):
    table = h8_hand(new_table)
    tap = {"type": "card_played", "data": {"player": "chloe", "card": "11H"}}
    answer = json.loads(bridge(table).attempt(json.dumps(tap), lambda n, seed: list(range(n))))
    response = table.post(tap["type"], tap["data"])
    assert answer["status"] == response.status_code == 400
    said = response.get_json()["errors"]["data"]["card"][0]  # the server names the field too
    assert answer["body"]["message"] == said and said.startswith("Carte inconnue « 11H »")


def test_an_accepted_tap_is_logged_with_its_seq_and_folded(new_table):
    table = h8_hand(new_table)
    engine = bridge(table)
    tap = {"type": "card_played", "data": {"player": "chloe", "card": "9C"}}
    answer = json.loads(engine.attempt(json.dumps(tap), lambda n, seed: list(range(n))))
    assert answer == {"events": [{**tap, "seq": 4}]}
    table.ok(tap["type"], tap["data"])
    assert json.loads(engine.view())["state"] == table.state()


def test_a_deal_made_on_the_phone_takes_the_pages_order(new_table):
    table = new_table("huit_americain", players=("anna", "ben"), tracking="open")
    asked = []

    def permute(n, seed):
        asked.append((n, seed))
        return list(reversed(range(n)))

    tap = {"type": "hand_started", "data": {"hand": 1, "dealer": "anna"}}
    answer = json.loads(bridge(table).attempt(json.dumps(tap), permute))
    assert asked == [(52, None)]
    (dealt,) = answer["events"]
    assert len(dealt["data"]["deck"]) == 52
    # The server stores the deck the phone sent, as it is: the same hand on both sides.
    stored = table.ok(dealt["type"], dealt["data"])
    assert stored["data"]["deck"] == dealt["data"]["deck"]


def test_a_waiting_move_checked_again_after_another_phones_move(new_table):
    table = h8_hand(new_table)
    engine = bridge(table)
    waiting = {"type": "card_played", "data": {"player": "chloe", "card": "9C"}}
    table.ok("card_played", player="chloe", card="9S")  # another phone, first
    stale = json.loads(bridge(table).check(json.dumps(waiting)))
    assert stale["status"] == 422 and stale["body"]["rule"]
    still = json.loads(engine.check(json.dumps(waiting)))
    assert still["events"][0]["seq"] == 4


def test_the_phones_statistics_are_the_servers(new_table, client):
    table = new_table("rami", tracking="score", target=100)
    table.ok("hand_started", hand=1, dealer="chloe")
    table.ok("points_entered", hand=1, points={"anna": 0, "ben": 45, "chloe": 12}, rami="anna")
    table.ok(
        "corrected", {"seq": 3, "data": {"hand": 1, "points": {"anna": 0, "ben": 4, "chloe": 12}}}
    )
    links = {"Ben": "Benoît"}
    served = client.get(f"/stats?games={table.id}&link=Ben=Benoît").get_json()
    on_phone = json.loads(stats_of(json.dumps([table.events()]), json.dumps(links)))
    assert on_phone == {k: v for k, v in served.items() if k != "games"}
    assert [p["name"] for p in on_phone["players"]] == ["Anna", "Benoît", "Chloe"]


def test_a_rematch_body_creates_the_same_rules(new_table, client):
    table = new_table(
        "huit_americain", tracking="score", options={"deck": {"size": 32, "copies": 2}}
    )
    body = json.loads(rematch_of(json.dumps(table.events()[0]["data"])))
    again = client.post("/games", json=body)
    assert again.status_code == 201, again.get_json()
    assert again.get_json()["rules"] == table.created["rules"]


def test_a_sentence_is_read_on_the_phone_as_post_say_reads_it(new_table):
    """Offline the page reads table talk with the same engine: the same answer as /say."""
    table = h8_hand(new_table)
    said = [
        ("Chloé pose le 9 de trèfle", "fr"),
        ("il pose le 8 de trèfle", "fr"),
        ("Chloé plays the five of diamonds", "en"),
        ("on commande des pizzas", "fr"),
    ]
    for text, lang in said:
        phone = Table(json.dumps(table.events()), lang)
        answer = json.loads(phone.say(text))
        served = table.client.post(f"/games/{table.id}/say", json={"text": text, "lang": lang})
        assert served.status_code == 200
        assert answer == {k: v for k, v in served.get_json().items() if k != "id"}, text
