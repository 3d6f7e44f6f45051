"""GET /explain and POST /rulings through the API, on score-only games (no token needed)."""

from __future__ import annotations

from replays.rulebook import sentence, text


def _explain(t, seq: int):
    return t.client.get(f"/games/{t.id}/explain", query_string={"seq": seq, "lang": "en"})


def _ruling(t, body: dict):
    return t.client.post(f"/games/{t.id}/rulings", json=body)


def test_explain_a_scored_hand_cites_rules_with_their_sentences(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 40}, rami="anna")
    r = _explain(t, 2)
    assert r.status_code == 200
    body = r.get_json()
    assert (body["id"], body["seq"], body["type"], body["allowed"]) == (
        t.id,
        2,
        "points_entered",
        True,
    )
    rules = [s["rule"] for s in body["steps"]]
    assert "RAMI-SCORE-4" in rules and "RAMI-MATCH-1" in rules
    assert all(s["sentence"] == sentence(s["rule"]) for s in body["steps"])
    assert body["before"]["totals"] == {"anna": 0, "ben": 0}
    assert body["after"]["totals"] == {"anna": 0, "ben": 80}
    assert body["retracted_by"] is None


def test_explain_an_undo_says_what_it_undid(new_table):
    t = new_table("huit_americain", players=["anna", "ben"], tracking="score", target=100)
    t.ok("points_entered", hand=1, points={"anna": 12, "ben": 0})
    t.ok("retracted", seq=2, reason="wrong count")
    undo = _explain(t, 3).get_json()
    assert undo["steps"][0]["rule"] == "CORE-RETRACT-1"
    assert undo["undid"]["seq"] == 2 and undo["undid"]["type"] == "points_entered"
    assert undo["undid"]["data"] == {"hand": 1, "points": {"anna": 12, "ben": 0}}
    assert "totals go back from Anna 12, Ben 0 to Anna 0, Ben 0" in [
        s["text"] for s in undo["undid"]["effect"]
    ]
    assert _explain(t, 2).get_json()["retracted_by"] == 3


def test_explain_game_created_has_no_state_before(new_table):
    t = new_table("president", players=["anna", "ben", "chloe"], tracking="score", rounds=2)
    body = _explain(t, 1).get_json()
    assert body["before"] is None and body["steps"][0]["rule"] == "PRES-SETUP-1"
    assert body["after"]["id"] == t.id and body["after"]["seq"] == 1


def test_explain_needs_a_seq_of_the_game(new_table, client):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    assert t.client.get(f"/games/{t.id}/explain").status_code == 400
    for bad in (0, 2, "x"):
        r = _explain(t, bad)
        assert r.status_code == 400 and r.get_json()["errors"] == {
            "seq": ["not a valid integer" if bad == "x" else "out of range"]
        }
    assert client.get("/games/g_NOPE/explain?seq=1").status_code == 404


def test_ruling_refuses_without_storing_and_without_a_token(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 3, "ben": 0})
    before = t.events()
    r = _ruling(t, {"type": "points_entered", "data": {"hand": 1, "points": {"anna": 1, "ben": 0}}})
    assert r.status_code == 200
    body = r.get_json()
    assert (body["allowed"], body["rule"], body["at"]) == (False, "CORE-HAND-1", 2)
    assert body["sentence"] == text("CORE-HAND-1", "fr") and "manche 2" in body["message"]
    assert body["quote"] == "CORE-HAND-1 · Ordre des manches"  # the request's language
    english = t.client.post(
        f"/games/{t.id}/rulings",
        json={"type": "points_entered", "data": {"hand": 1, "points": {"anna": 1, "ben": 0}}},
        headers={"Accept-Language": "en-GB,en"},
    ).get_json()
    assert (
        english["message"] == "The hand being scored is hand 2, not hand 1"
    )  # a sentence, as a refusal
    assert t.events() == before


def test_ruling_at_an_earlier_seq(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 3, "ben": 0})
    body = {"type": "points_entered", "data": {"hand": 1, "points": {"anna": 1, "ben": 0}}}
    r = _ruling(t, {**body, "at": 1}).get_json()
    assert (r["allowed"], r["at"], r["rule"]) == (True, 1, "RAMI-MATCH-1")
    assert r["steps"] and r["data"] == body["data"]
    assert len(t.events()) == 2


def test_ruling_after_the_match_is_over_cites_core_over(new_table):
    t = new_table("huit_americain", players=["anna", "ben"], tracking="score", target=10)
    t.ok("points_entered", hand=1, points={"anna": 12, "ben": 0})
    r = _ruling(
        t, {"type": "points_entered", "data": {"hand": 2, "points": {"anna": 1, "ben": 0}}}
    ).get_json()
    assert (r["allowed"], r["rule"]) == (False, "CORE-OVER-1")
    note = _ruling(t, {"type": "note", "data": {"text": "well played"}}).get_json()
    assert note["allowed"] is True and note["rule"] == "CORE-OVER-1"


def test_ruling_body_is_checked(new_table, client):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    cases = [
        {"type": "points_entered", "data": {"hand": "one"}},
        {"type": "nope", "data": {}},
        {"type": "note", "data": {"text": "x"}, "expected_seq": 1},
        {"type": "note", "data": {"text": "x"}, "at": 0},
        {"type": "note", "data": {"text": "x"}, "at": 9},
    ]
    for body in cases:
        r = _ruling(t, body)
        assert r.status_code == 400, (body, r.get_json())
    r = client.post(f"/games/{t.id}/rulings", data="nope", content_type="text/plain")
    assert r.status_code == 400
    assert (
        client.post(
            "/games/g_NOPE/rulings", json={"type": "note", "data": {"text": "x"}}
        ).status_code
        == 404
    )
