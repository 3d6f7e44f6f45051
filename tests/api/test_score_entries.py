"""Score entries are checked (CORE-POINTS-1, RAMI-SCORE-4, H8-SCORE-POS): an entry that
the rules cannot produce is refused (422 with the rule id) and nothing is stored."""

from __future__ import annotations

THREE = ["anna", "ben", "chloe"]


def _score(new_table, game: str, players=THREE, **settings):
    return new_table(game, players=players, tracking="score", **settings)


def test_rami_score_4_rami_names_the_one_player_at_zero(new_table):
    t = _score(new_table, "rami")
    body = t.refused(
        "RAMI-SCORE-4",
        "points_entered",
        hand=1,
        points={"anna": 10, "ben": 85, "chloe": 62},
        rami="anna",
    )
    assert "0" in body["message"]
    t.refused(
        "RAMI-SCORE-4",
        "points_entered",
        hand=1,
        points={"anna": 0, "ben": 85, "chloe": 62},
        rami="ben",
    )
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 85, "chloe": 62}, rami="anna")
    assert t.scores()["totals"] == {"anna": 0, "ben": 170, "chloe": 124}


def test_rami_score_4_exactly_one_player_at_zero(new_table):
    t = _score(new_table, "rami")
    t.refused("RAMI-SCORE-4", "points_entered", hand=1, points={"anna": 10, "ben": 5, "chloe": 7})
    t.refused("RAMI-SCORE-4", "points_entered", hand=1, points={"anna": 0, "ben": 0, "chloe": 7})
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 5, "chloe": 7})


def test_rami_score_4_with_the_bonus_nothing_vanishes(new_table):
    t = _score(new_table, "rami", preset="rami-51-bonus")
    t.refused(
        "RAMI-SCORE-4",
        "points_entered",
        hand=1,
        points={"anna": 10, "ben": 85, "chloe": 62},
        rami="anna",
    )
    t.refused("CORE-POINTS-1", "points_entered", hand=1, points={"anna": -20, "ben": 5, "chloe": 7})
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 85, "chloe": 62}, rami="anna")
    t.ok("points_entered", hand=2, points={"anna": 4, "ben": 0, "chloe": 9})
    assert t.scores()["totals"] == {"anna": -56, "ben": 65, "chloe": 71}


def test_core_points_1_negative_points_are_refused(new_table):
    h8 = _score(new_table, "huit_americain")
    h8.refused("CORE-POINTS-1", "points_entered", hand=1, points={"anna": 0, "ben": -5, "chloe": 7})
    rami = _score(new_table, "rami")
    rami.refused(
        "CORE-POINTS-1", "points_entered", hand=1, points={"anna": 0, "ben": -5, "chloe": 7}
    )
    pres = _score(new_table, "president", players=["anna", "ben", "chloe", "dan"])
    pres.ok("points_entered", hand=1, points={"anna": 2, "ben": 1, "chloe": -1, "dan": -2})
    assert pres.scores()["totals"]["dan"] == -2  # PRES-RANK-1: title points may be negative


def test_core_points_1_huit_americain_negative_has_a_player_out_or_a_blocked_hand(new_table):
    t = _score(new_table, "huit_americain")
    body = t.refused(
        "CORE-POINTS-1", "points_entered", hand=1, points={"anna": 0, "ben": -5, "chloe": 7}
    )
    assert "-5" in body["message"]
    t.refused("CORE-POINTS-1", "points_entered", hand=1, points={"anna": -1, "ben": 5, "chloe": 7})
    body = t.refused(
        "CORE-POINTS-1", "points_entered", hand=1, points={"anna": 4, "ben": 25, "chloe": 12}
    )
    assert body["message"].startswith("Personne n'est noté à 0") and "830" in body["message"]
    assert body["message"].endswith("points en tout, pas 41")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 5, "chloe": 7})
    assert t.scores()["totals"] == {"anna": 0, "ben": 5, "chloe": 7}


def test_h8_end_4_a_blocked_hand_is_entered_with_nobody_at_zero(new_table):
    """Every card but the top of the discard pile is in a hand: classique's 52 cards are worth
    834 points, the 4 of spades on top leaves 830 (CORE-POINTS-1 read with H8-END-4)."""
    t = _score(new_table, "huit_americain")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 5, "chloe": 7})
    t.refused(
        "CORE-POINTS-1", "points_entered", hand=2, points={"anna": 300, "ben": 250, "chloe": 250}
    )
    t.ok("points_entered", hand=2, points={"anna": 300, "ben": 250, "chloe": 280})  # blocked
    scores = t.scores()
    assert scores["hands"][1]["points"] == {"anna": 300, "ben": 250, "chloe": 280}
    assert scores["totals"] == {"anna": 300, "ben": 255, "chloe": 287}


def test_h8_score_pos_entries_are_the_prizes_of_the_players_out(new_table):
    four = ["anna", "ben", "chloe", "dan"]
    t = _score(new_table, "huit_americain", players=four, scoring="positive")
    for wrong in (
        {"anna": 50, "ben": 20, "chloe": 15, "dan": 0},
        {"anna": 50, "ben": 50, "chloe": 10, "dan": 0},
        {"anna": 20, "ben": 10, "chloe": 0, "dan": 0},
        {"anna": 50, "ben": 20, "chloe": 10, "dan": 5},
    ):
        t.refused("H8-SCORE-POS", "points_entered", hand=1, points=wrong)
    t.ok("points_entered", hand=1, points={"anna": 50, "ben": 20, "chloe": 10, "dan": 0})
    t.ok("points_entered", hand=2, points={"anna": 0, "ben": 50, "chloe": 0, "dan": 0})
    three = _score(new_table, "huit_americain", scoring="positive")
    three.refused(
        "H8-SCORE-POS", "points_entered", hand=1, points={"anna": 50, "ben": 20, "chloe": 10}
    )  # with three players the hand ends when one is left: no third prize
    three.ok("points_entered", hand=1, points={"anna": 20, "ben": 50, "chloe": 0})


def test_rami_end_1_score_only_reveals_have_one_winner(new_table):
    t = _score(new_table, "rami")
    t.ok("hand_revealed", hand=1, player="anna", cards=[])
    body = t.refused("RAMI-END-1", "hand_revealed", hand=1, player="ben", cards=[])
    assert "Anna" in body["message"]
    t.ok("hand_revealed", hand=1, player="ben", cards=["5S"])
    t.ok("hand_revealed", hand=1, player="chloe", cards=["6S"])
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 5, "chloe": 6}
    fix = {"seq": 3, "data": {"hand": 1, "player": "ben", "cards": []}}
    t.refused("RAMI-END-1", "corrected", fix)


def test_rami_end_1_score_only_reveals_name_a_winner(new_table):
    t = _score(new_table, "rami", players=["anna", "ben"])
    t.ok("hand_revealed", hand=1, player="anna", cards=["5S"])
    t.refused("RAMI-END-1", "hand_revealed", hand=1, player="ben", cards=["6S"])
    t.ok("hand_revealed", hand=1, player="ben", cards=[])
    assert t.scores()["totals"] == {"anna": 5, "ben": 0}


def test_presets_declare_each_games_score_fields_and_counters(client):
    """The page builds its score form and statistics from what each game declares: Rami's
    `rami` field (a player, its words, the mark beside the points) and its counter."""
    games = {g["game"]: g for g in client.get("/presets").get_json()["games"]}
    (rami,) = games["rami"]["entry_fields"]
    assert rami["name"] == "rami" and rami["kind"] == "player" and rami["mark"] == "★"
    assert rami["label"] == {"fr": "Rami (sorti d'un coup)", "en": "Rami (out in one go)"}
    assert rami["none"] == {"fr": "Personne", "en": "Nobody"}
    assert [c["name"] for c in games["rami"]["counters"]] == ["ramis"]
    assert games["huit_americain"]["entry_fields"] == []
    assert [c["name"] for c in games["huit_americain"]["counters"]] == ["forgotten", "penalties"]
    assert games["president"]["counters"] == [
        {"name": "titles", "label": {"fr": "Titres au Président", "en": "Président titles"},
         "per_value": True}
    ]  # fmt: skip


def test_core_player_1_a_declared_player_field_names_a_player(new_table):
    """CORE-PLAYER-1 reaches the game's own fields: `rami` must name a player of the match,
    and a field that the game does not declare is refused (400) with nothing stored."""
    t = _score(new_table, "rami")
    t.refused("CORE-PLAYER-1", "points_entered", hand=1, points={"anna": 0, "ben": 5, "chloe": 7},
              rami="zoe")  # fmt: skip
    h8 = _score(new_table, "huit_americain")
    before = h8.events()
    r = h8.post(
        "points_entered", {"hand": 1, "points": {"anna": 0, "ben": 5, "chloe": 7}, "rami": "anna"}
    )
    assert r.status_code == 400 and "rami" in r.get_json()["message"]
    assert h8.events() == before
