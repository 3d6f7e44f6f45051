"""Tarot's score sheet through the API (RULES.md TAROT-SHEET-*): each hand declared by the
table, checked against the FFT's rules and scored; a refused entry leaves the log as it was."""

from __future__ import annotations

from replays.tarot.scoring import Declared, shares

FOUR = ["anna", "ben", "chloe", "dan"]
FIVE = [*FOUR, "eve"]


def _sheet(new_table, players=FOUR, **settings):
    return new_table("tarot", players=players, tracking="score", rounds=8, **settings)


def _declared(players, **declared):
    """The entry of a declared hand with the points of a table that counted right (the
    scoring module's, tested against the FFT's examples in tests/replays/tarot/)."""
    hand = Declared(
        declared["taker"],
        declared["contract"],
        declared["bouts"],
        declared["made"],
        half=declared.get("half", False),
        partner=declared.get("partner"),
        petit=declared.get("petit"),
        poignees=tuple(declared[k] for k in ("poignee", "poignee_defense") if k in declared),
        chelem=declared.get("chelem"),
    )
    return {"points": shares(hand, players), **declared}


def test_tarot_sheet_1_three_hands_scored_and_totalled(new_table):
    t = _sheet(new_table)
    ex1 = dict(taker="anna", contract="garde", bouts=2, made=49, petit="attack", poignee="simple")
    t.ok("points_entered", _declared(FOUR, **ex1), hand=1)
    ex4 = dict(taker="ben", contract="garde", bouts=2, made=52, poignee_defense="simple")
    t.ok("points_entered", _declared(FOUR, **ex4), hand=2)
    t.ok("points_entered", hand=3, points={p: 0 for p in FOUR})  # all passed: a void hand
    scores = t.scores()
    assert scores["totals"] == {"anna": 318 - 92, "ben": -106 + 276, "chloe": -198, "dan": -198}
    first = scores["hands"][0]
    assert first["taker"] == "anna" and first["contract"] == "garde"
    assert first["detail"] == {"contract": "garde", "won": True, "margin": 8}
    assert first["camps"] == {"attack": ["anna"], "defense": ["ben", "chloe", "dan"]}


def test_tarot_sheet_1_points_must_be_the_rules(new_table):
    t = _sheet(new_table)
    wrong = {"anna": 300, "ben": -100, "chloe": -100, "dan": -100}
    body = t.refused(
        "TAROT-SHEET-1", "points_entered", hand=1, points=wrong,
        taker="anna", contract="garde", bouts=2, made=49, petit="attack", poignee="simple",
    )  # fmt: skip
    assert "318" in body["message"]
    t.refused("TAROT-SHEET-1", "points_entered", hand=1, points=wrong, taker="anna", bouts=2)


def test_tarot_sheet_2_bare_points_sum_to_zero(new_table):
    t = _sheet(new_table)
    t.refused("TAROT-SHEET-2", "points_entered", hand=1, points=dict.fromkeys(FOUR, 10))
    t.ok("points_entered", hand=1, points={"anna": 150, "ben": -50, "chloe": -50, "dan": -50})
    assert t.scores()["totals"]["ben"] == -50


def test_tarot_count_3_no_half_at_four_but_at_three(new_table):
    t = _sheet(new_table)
    half = dict(taker="anna", contract="prise", bouts=2, made=40, half=True)
    t.refused("TAROT-COUNT-3", "points_entered", _declared(FOUR, **half), hand=1)
    three = _sheet(new_table, players=FOUR[:3])
    three.ok("points_entered", _declared(FOUR[:3], **half), hand=1)
    assert three.scores()["totals"] == {"anna": -52, "ben": 26, "chloe": 26}


def test_tarot_count_1_points_within_what_the_bouts_allow(new_table):
    t = _sheet(new_table)
    three_bouts = dict(taker="anna", contract="garde", bouts=3, made=10)
    t.refused("TAROT-COUNT-1", "points_entered", _declared(FOUR, **three_bouts), hand=1)
    no_bout = dict(taker="anna", contract="garde", bouts=0, made=80)
    t.refused("TAROT-COUNT-1", "points_entered", _declared(FOUR, **no_bout), hand=1)


def test_tarot_call_1_partner_at_five_only(new_table):
    t = _sheet(new_table)
    called = dict(taker="anna", contract="prise", bouts=1, made=55, partner="ben", called="KH")
    t.refused("TAROT-CALL-1", "points_entered", _declared(FOUR, **called), hand=1)
    five = _sheet(new_table, players=FIVE)
    five.ok("points_entered", _declared(FIVE, **called), hand=1)
    assert five.scores()["totals"] == {"anna": 58, "ben": 29, "chloe": -29, "dan": -29, "eve": -29}


def test_tarot_call_2_the_taker_is_not_their_own_partner(new_table):
    five = _sheet(new_table, players=FIVE)
    alone = dict(taker="anna", contract="prise", bouts=1, made=55, called="KH")
    body = five.refused(
        "TAROT-CALL-2", "points_entered", _declared(FIVE, **alone), partner="anna", hand=1
    )
    assert "Anna" in body["message"]
    five.ok("points_entered", _declared(FIVE, **alone), hand=1)
    assert five.scores()["totals"]["anna"] == 4 * 29


def test_tarot_poignee_1_no_more_trumps_than_the_pack(new_table):
    t = _sheet(new_table)
    two = dict(taker="anna", contract="garde", bouts=2, made=50, poignee="triple")
    t.refused(
        "TAROT-POIGNEE-1", "points_entered", _declared(FOUR, **two, poignee_defense="simple"),
        hand=1,
    )  # fmt: skip
    t.ok("points_entered", _declared(FOUR, **two), hand=1)


def test_tarot_chelem_1_a_chelem_goes_with_the_hand_won(new_table):
    t = _sheet(new_table)
    failed = dict(taker="anna", contract="garde", bouts=1, made=40, chelem="made")
    t.refused("TAROT-CHELEM-1", "points_entered", _declared(FOUR, **failed), hand=1)
    made = dict(taker="anna", contract="garde", bouts=2, made=60, chelem="defense")
    t.refused("TAROT-CHELEM-1", "points_entered", _declared(FOUR, **made), hand=1)


def test_tarot_match_1_highest_total_wins_after_the_rounds(new_table):
    t = new_table("tarot", players=FOUR[:3], tracking="score", rounds=1)
    hand = dict(taker="chloe", contract="prise", bouts=3, made=40)
    t.ok("points_entered", _declared(FOUR[:3], **hand), hand=1)
    state = t.state()
    assert state["status"] == "over"
    assert state["winners"] == ["chloe"]


def test_tarot_setup_1_three_to_five_players(new_table, client):
    body = {"game": "tarot", "tracking": "score", "players": [{"id": "a", "name": "A"}] * 2}
    body["players"] = [{"id": p, "name": p.title()} for p in ("a", "b")]
    response = client.post("/games", json=body)
    assert response.status_code == 422 and response.get_json()["rule"] == "TAROT-SETUP-1"
