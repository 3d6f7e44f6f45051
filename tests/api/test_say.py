"""`POST /games/{id}/say`: a sentence read into event bodies, judged, nothing stored."""

from __future__ import annotations

import pytest

from service.api.say import postable

from ..support.helpers import Table


def _say(client, table: Table, text: str, **more):
    return client.post(f"/games/{table.id}/say", json={"text": text, **more})


def _h8(client) -> Table:
    table = Table.create(client, "huit_americain", ["anna", "ben", "chloe"], "table")
    table.ok("hand_started", hand=1, dealer="chloe", upcard="7H")
    return table


def test_say_reads_a_play_and_the_suit_asked_without_storing_it(client):
    table = _h8(client)
    before = table.events()
    response = _say(client, table, "Anna pose le huit de pique et demande carreau")
    body = response.get_json()
    assert response.status_code == 200, body
    assert body["status"] == "understood" and body["seq"] == 2
    (event,) = body["events"]
    assert event["type"] == "card_played"
    assert event["data"] == {"player": "anna", "card": "8S", "suit": "D"}
    assert event["accepted"] is True
    assert event["text"] == "Anna pose le 8 de pique et demande carreau"
    assert table.events() == before
    posted = table.post(event["type"], event["data"], expected_seq=body["seq"])
    assert posted.status_code == 201, posted.get_json()


def test_say_gives_the_rule_of_a_refused_move_h8_turn_1(client):
    table = _h8(client)
    body = _say(client, table, "Ben pose le 7 de cœur").get_json()
    (event,) = body["events"]
    assert event["accepted"] is False and event["rule"] == "H8-TURN-1"
    assert "Anna" in event["message"]


def test_say_asks_which_suit_when_a_wild_eight_names_none(client):
    table = _h8(client)
    body = _say(client, table, "Anna pose le 8 de pique").get_json()
    assert body["status"] == "ask" and body["question"]
    suits = [a["events"][0]["data"]["suit"] for a in body["alternatives"]]
    assert suits == ["S", "H", "D", "C"]


def test_say_asks_which_card_when_the_suit_asked_is_said_but_not_the_eight(client):
    table = _h8(client)
    body = _say(client, table, "Anna met un 8 et demande pique").get_json()
    assert body["status"] == "ask" and body["question"] == "Quelle carte exactement ?"
    played = [a["events"][0]["data"] for a in body["alternatives"]]
    assert {d["card"] for d in played} == {"8S", "8H", "8D", "8C"}
    assert {d["suit"] for d in played} == {"S"}


def test_say_answers_in_english_from_accept_language(client):
    table = _h8(client)
    response = client.post(
        f"/games/{table.id}/say",
        json={"text": "Anna draws two"},
        headers={"Accept-Language": "en-GB,en;q=0.8"},
    )
    body = response.get_json()
    assert body["lang"] == "en"
    assert body["events"][0]["text"] == "Anna draws 2 cards"


def test_say_not_understood_is_an_answer_not_an_error(client):
    table = _h8(client)
    body = _say(client, table, "on commande des pizzas", lang="en").get_json()
    assert body["status"] == "not_understood" and body["message"].startswith("Not understood")


def test_say_reads_a_score_entry(client):
    table = Table.create(client, "rami", ["anna", "ben", "chloe"], "score")
    body = _say(client, table, "manche 1 : Anna 0, Ben 30, Chloé 12, rami pour Anna").get_json()
    (event,) = body["events"]
    assert event["data"] == {
        "hand": 1,
        "points": {"anna": 0, "ben": 30, "chloe": 12},
        "rami": "anna",
    }
    assert event["accepted"] is True


def test_say_refuses_bad_bodies_with_400(client):
    table = _h8(client)
    for body in ({}, {"text": ""}, {"text": 3}, {"text": "x" * 301}, {"text": "a", "lang": "de"}):
        response = client.post(f"/games/{table.id}/say", json=body)
        assert response.status_code == 400, body
        assert response.get_json()["error"]


def test_say_on_an_unknown_game_is_404(client):
    response = client.post("/games/g_nothing/say", json={"text": "annule"})
    assert response.status_code == 404


def test_say_takes_the_language_from_the_query_and_refuses_an_unknown_one(client):
    table = _h8(client)
    body = client.post(f"/games/{table.id}/say?lang=en", json={"text": "Anna pioche"}).get_json()
    assert body["lang"] == "en" and body["events"][0]["text"] == "Anna draws 1 card"
    response = client.post(f"/games/{table.id}/say?lang=de", json={"text": "Anna pioche"})
    assert response.status_code == 400 and response.get_json()["error"]


def test_say_asks_with_the_readings_to_choose_from_each_judged(client):
    table = Table.create(client, "president", ["anna", "ben", "chloe", "david"], "table")
    table.ok("hand_started", hand=1, dealer="david", first_player="anna")
    body = _say(client, table, "Anna pose une paire de rois").get_json()
    assert body["status"] == "ask" and body["question"] == "De quelles couleurs ?"
    pairs = [a["events"][0]["data"]["cards"] for a in body["alternatives"]]
    assert ["KS", "KH"] in pairs and len(pairs) == 6
    assert all(a["events"][0]["accepted"] for a in body["alternatives"])


def test_say_in_a_game_plugged_in_without_a_vocabulary_keeps_the_common_words(client):
    from replays import registry

    from .test_plugin_game import FirstToThirty

    with registry.registered(FirstToThirty()):
        table = Table.create(client, "premier_a_trente", ["anna", "ben"], "score")
        table.ok("hand_started", hand=1, dealer="ben")
        body = _say(client, table, "manche 1 : Anna 12, Ben 20").get_json()
        assert body["status"] == "understood"
        assert body["events"][0]["data"] == {"hand": 1, "points": {"anna": 12, "ben": 20}}
        assert _say(client, table, "Anna pose le 8 de pique").get_json()["status"] == (
            "not_understood"
        )


@pytest.mark.parametrize(
    "text, field",
    [
        ("Anna pioche -5", "data.count"),
        ("Anna pioche 100000", "data.count"),
        ("Anna pose " + " ".join(["7H"] * 90), "data.cards"),  # 60 cards at most
    ],
)
def test_say_offers_no_body_the_append_would_refuse_as_malformed(client, text, field):
    """What /say offers, posted as it is, is judged by the rules, never a 400: a body the
    append's schema refuses is not offered, the sentence not understood with the reason."""
    table = _h8(client)
    before = table.events()
    response = _say(client, table, text)
    body = response.get_json()
    assert response.status_code == 200, body
    assert body["status"] == "not_understood" and body["reason"] == "invalid", body
    assert body["message"].startswith("Pas compris") and field in body["message"]
    assert "events" not in body and "alternatives" not in body
    english = _say(client, table, text, lang="en").get_json()
    assert english["message"].startswith("Not understood") and field in english["message"]
    assert table.events() == before


def test_say_still_offers_a_draw_the_rules_refuse_but_the_schema_takes(client):
    table = _h8(client)
    body = _say(client, table, "Anna pioche 5").get_json()
    (event,) = body["events"]
    assert event["data"] == {"player": "anna", "count": 5}
    assert event["accepted"] is False and event["rule"] == "H8-PLAY-2"
    assert table.post(event["type"], event["data"]).status_code == 422


def test_say_drops_the_alternatives_the_schema_refuses_and_keeps_the_others():
    def drawn(count):
        data = {"player": "anna", "count": count}
        return {"events": [{"type": "cards_drawn", "data": data, "accepted": True, "text": ""}]}

    asked = {"status": "ask", "question": "?", "alternatives": [drawn(2), drawn(-1), drawn(300)]}
    assert postable(asked, "en") == {**asked, "alternatives": [drawn(2)]}
    none_left = {**asked, "alternatives": [drawn(-1), drawn(300)]}
    assert postable(none_left, "en")["status"] == "not_understood"
    questions_only = {**asked, "alternatives": []}
    assert postable(questions_only, "en") == questions_only


def test_h8_ann_2_said_as_an_accusation_the_challenge_makes_her_draw_two(client):
    """ "Ben : Anna n'a pas dit carte !" is Ben's contre-carte: posted, Anna draws 2."""
    table = Table.create(client, "huit_americain", ["anna", "ben", "chloe"], "table")
    table.ok("hand_started", hand=1, dealer="chloe", upcard="7H", hand_size=2)
    table.ok("card_played", player="anna", card="9H")  # one card left, no call
    body = _say(client, table, "Ben : Anna n'a pas dit carte !").get_json()
    assert body["status"] == "understood", body
    (event,) = body["events"]
    assert event["data"] == {"by": "ben", "target": "anna", "call": "contre-carte"}
    assert event["accepted"] is True
    posted = table.post(event["type"], event["data"], expected_seq=body["seq"])
    assert posted.status_code == 201, posted.get_json()
    counts = {p["id"]: p["count"] for p in table.state()["hand"]["players"]}
    assert counts["anna"] == 3


def test_say_reads_one_move_per_player_named_in_turn(client):
    table = _h8(client)
    body = _say(client, table, "Anna : 9 de cœur, Ben : 3 de carreau").get_json()
    assert body["status"] == "understood", body
    first, second = body["events"]
    assert (first["data"], first["accepted"]) == ({"player": "anna", "card": "9H"}, True)
    assert second["data"] == {"player": "ben", "card": "3D"}
    assert second["accepted"] is False and second["rule"] == "H8-PLAY-1"


def test_core_correct_1_a_correction_said_replaces_the_points_and_the_totals_follow(client):
    """ "Ben avait 10, pas 8": the latest hand's entry corrected, the others' points kept."""
    table = Table.create(client, "huit_americain", ["anna", "ben", "chloe"], "score")
    table.ok("points_entered", hand=1, points={"anna": 12, "ben": 0, "chloe": 30})
    table.ok("points_entered", hand=2, points={"anna": 0, "ben": 8, "chloe": 20})
    body = _say(client, table, "Ben avait 10, pas 8").get_json()
    assert body["status"] == "understood", body
    (event,) = body["events"]
    assert event["type"] == "corrected" and event["accepted"] is True
    assert event["data"] == {"seq": 3, "data": {"hand": 2, "points": {"anna": 0, "ben": 10,
                                                                        "chloe": 20}}}  # fmt: skip
    assert event["text"] == (  # issue 38: the entry corrected is said, not only its number
        "Correction de « Manche 2 : Anna 0, Ben 8, Chloe 20 » (événement 3) :"
        " Manche 2 : Anna 0, Ben 10, Chloe 20"
    )
    posted = table.post(event["type"], event["data"], expected_seq=body["seq"])
    assert posted.status_code == 201, posted.get_json()
    assert table.state()["totals"] == {"anna": 12, "ben": 10, "chloe": 50}


def test_core_retract_1_an_undo_said_with_its_reason_is_posted_with_it(client):
    """ "annule, je me suis trompé de carte": `retracted` {seq, reason}, as said, and the
    log takes it as the server offers it."""
    table = _h8(client)
    table.ok("card_played", player="anna", card="9H")
    body = _say(client, table, "annule, je me suis trompé de carte").get_json()
    assert body["status"] == "understood", body
    (event,) = body["events"]
    assert event["data"] == {"seq": 3, "reason": "je me suis trompé de carte"}
    assert event["accepted"] is True
    posted = table.post(event["type"], event["data"], expected_seq=body["seq"])
    assert posted.status_code == 201, posted.get_json()
    assert table.events()[-1]["data"] == event["data"]
