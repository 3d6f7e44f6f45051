"""`corrected` (CORE-CORRECT-1, CORE-OVER-1): a past score entry fixed from a later hand."""

from __future__ import annotations

import pytest

from service import create_app
from tests.support.helpers import Table, utf8_header

TEXT = {"Content-Type": "text/plain; charset=utf-8"}
NDJSON = {"Content-Type": "application/x-ndjson"}


def fix(t, seq: int, reason: str | None = None, **data):
    """Log a correction of the entry at `seq` with the new data; returns the stored event."""
    body = {"seq": seq, "data": data, **({"reason": reason} if reason else {})}
    return t.ok("corrected", body)


def refused_fix(t, rule: str, seq: int, **data) -> str:
    """The refusal of a correction, in English; the log is unchanged."""
    before = t.events()
    body = {"type": "corrected", "data": {"seq": seq, "data": data}}
    r = t.client.post(f"/games/{t.id}/events?lang=en", json=body, headers=t.auth)
    said = r.get_json()
    assert r.status_code == 422 and said["rule"] == rule, said
    assert t.events() == before, "a refused event changed the log"
    return said["message"]


def rami_of_four_hands(new_table, target: int = 1000):
    """Rami, score only: hands 1 to 4 at seqs 2 to 5."""
    t = new_table("rami", players=["anna", "ben", "chloe"], tracking="score", target=target)
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 45, "chloe": 12})
    t.ok("points_entered", hand=2, points={"anna": 30, "ben": 0, "chloe": 8})
    t.ok("points_entered", hand=3, points={"anna": 5, "ben": 22, "chloe": 0})
    t.ok("points_entered", hand=4, points={"anna": 0, "ben": 17, "chloe": 40})
    return t


def test_core_correct_1_hand_1_corrected_from_hand_4_recomputes_every_total(new_table):
    t = rami_of_four_hands(new_table)
    assert t.scores()["totals"] == {"anna": 35, "ben": 84, "chloe": 60}
    stored = fix(t, 2, reason="Ben a compté 54", hand=1, points={"anna": 0, "ben": 54, "chloe": 12})
    assert stored["seq"] == 6 and stored["data"]["reason"] == "Ben a compté 54"
    scores = t.scores()
    assert [h["totals"]["ben"] for h in scores["hands"]] == [54, 54, 76, 93]
    assert scores["totals"] == {"anna": 35, "ben": 93, "chloe": 60}
    assert [s["player"] for s in scores["standings"]] == ["anna", "chloe", "ben"]
    first = scores["hands"][0]
    assert first["points"] == {"anna": 0, "ben": 54, "chloe": 12}
    assert first["corrected_by"] == [6]
    assert first["entries"] == [
        {"seq": 6, "type": "points_entered", "data": {"hand": 1, "points": first["points"]}}
    ]
    assert "corrected_by" not in scores["hands"][1]
    assert scores["hands"][1]["entries"][0]["seq"] == 3


def test_core_correct_1_refuses_data_of_another_type(new_table):
    t = rami_of_four_hands(new_table)
    message = refused_fix(t, "CORE-CORRECT-1", 2, hand=1, order=["anna", "ben", "chloe"])
    assert "Entry 2 is points" in message
    p = new_table("president", players=["anna", "ben", "chloe"], tracking="score")
    p.ok("order_entered", hand=1, order=["anna", "ben", "chloe"])
    refused_fix(p, "CORE-CORRECT-1", 2, hand=1, points={"anna": 1, "ben": 0, "chloe": -1})


def test_core_correct_1_keeps_the_hand_number(new_table):
    t = rami_of_four_hands(new_table)
    message = refused_fix(t, "CORE-CORRECT-1", 2, hand=2, points={"anna": 0, "ben": 1, "chloe": 2})
    assert "keeps hand 1, not 2" in message


def test_core_correct_1_refuses_an_entry_retracted_or_already_replaced(new_table):
    t = rami_of_four_hands(new_table)
    t.ok("retracted", seq=5)  # hand 4 is taken back
    message = refused_fix(t, "CORE-CORRECT-1", 5, hand=4, points={"anna": 0, "ben": 1, "chloe": 2})
    assert "not in effect" in message
    fix(t, 3, hand=2, points={"anna": 31, "ben": 0, "chloe": 8})  # seq 7
    message = refused_fix(t, "CORE-CORRECT-1", 3, hand=2, points={"anna": 1, "ben": 0, "chloe": 8})
    assert "already replaced by correction 7" in message and "name correction 7" in message


def test_core_correct_1_only_in_score_tracking(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="table")
    t.ok("hand_started", hand=1, dealer="ben", upcard="5C")
    t.ok("card_taken", player="anna", source="stock")  # a move, seq 3
    message = refused_fix(t, "CORE-CORRECT-1", 3, hand=1, points={"anna": 0, "ben": 10})
    assert "score-only" in message and "undo a move" in message
    refused_fix(t, "CORE-CORRECT-1", 2, hand=1, points={"anna": 0, "ben": 10})


def test_core_correct_1_refuses_an_unknown_seq_game_created_and_events_not_scores(new_table):
    t = rami_of_four_hands(new_table)
    t.ok("note", text="pause")  # seq 6
    points = {"anna": 0, "ben": 1, "chloe": 2}
    assert "no event 99" in refused_fix(t, "CORE-CORRECT-1", 99, hand=1, points=points)
    assert "no event 7" in refused_fix(t, "CORE-CORRECT-1", 7, hand=1, points=points)
    assert "creation of the game" in refused_fix(t, "CORE-CORRECT-1", 1, hand=1, points=points)
    assert "only score entries" in refused_fix(t, "CORE-CORRECT-1", 6, hand=1, points=points)
    h = new_table("huit_americain", players=["anna", "ben"], tracking="score")
    h.ok("hand_started", hand=1, dealer="anna")
    h.ok("points_entered", hand=1, points={"anna": 0, "ben": 12})
    refused_fix(h, "CORE-CORRECT-1", 2, hand=1, points={"anna": 0, "ben": 10})


def test_core_correct_1_new_data_passes_every_check_of_its_type(new_table):
    t = rami_of_four_hands(new_table)
    message = refused_fix(t, "CORE-PLAYER-1", 2, hand=1, points={"anna": 0, "ben": 45})
    assert "missing for Chloe" in message
    refused_fix(t, "CORE-PLAYER-1", 2, hand=1, points={"anna": 0, "ben": 4, "chloe": 1, "zoe": 3})
    refused_fix(t, "CORE-PLAYER-1", 2, hand=1, points={"anna": 0, "ben": 4, "chloe": 1}, rami="zoe")
    refused_fix(t, "CORE-POINTS-1", 2, hand=1, points={"anna": 0, "ben": -5, "chloe": 12})
    refused_fix(t, "RAMI-SCORE-4", 2, hand=1, points={"anna": 0, "ben": 0, "chloe": 12})
    refused_fix(t, "RAMI-SCORE-4", 2, hand=1, points={"anna": 0, "ben": 4, "chloe": 1}, rami="ben")
    h = new_table(
        "huit_americain", players=["anna", "ben", "chloe", "dan"], tracking="score",
        scoring="positive",
    )  # fmt: skip
    h.ok("order_entered", hand=1, order=["anna", "ben", "chloe", "dan"])
    refused_fix(h, "H8-END-2", 2, hand=1, order=["anna", "ben"])
    refused_fix(h, "CORE-PLAYER-1", 2, hand=1, order=["anna", "anna", "ben", "chloe"])


def test_core_correct_1_a_revealed_hand_is_checked_with_the_other_cards_shown(new_table):
    t = new_table("huit_americain", players=["anna", "ben", "chloe"], tracking="score")
    t.ok("hand_revealed", hand=1, player="anna", cards=[])
    t.ok("hand_revealed", hand=1, player="ben", cards=["KH", "2C"])  # seq 3: 12
    t.ok("hand_revealed", hand=1, player="chloe", cards=["QS"])  # 10
    t.ok("hand_revealed", hand=2, player="anna", cards=["3D"])  # seq 5, hand 2 still open
    assert t.scores()["totals"] == {"anna": 0, "ben": 12, "chloe": 10}
    # one deck: chloe's QS is shown, so ben cannot hold it too (counted as when entered)
    refused_fix(t, "H8-SETUP-1", 3, hand=1, player="ben", cards=["KH", "QS"])
    message = refused_fix(t, "CORE-CORRECT-1", 3, hand=1, player="chloe", cards=["KH"])
    assert "Ben's" in message
    fix(t, 3, hand=1, player="ben", cards=["KH", "9C"])
    assert t.scores()["hands"][0]["points"] == {"anna": 0, "ben": 19, "chloe": 10}
    fix(t, 5, player="anna", cards=["4D"])  # the hand being scored: its number is implied
    assert t.state()["hand"]["revealed"] == {"anna": ["4D"]}
    t.ok("hand_revealed", hand=2, player="ben", cards=[])
    t.ok("hand_revealed", hand=2, player="chloe", cards=["5D"])
    assert t.scores()["totals"] == {"anna": 4, "ben": 19, "chloe": 15}


def test_core_correct_1_a_correction_that_ends_the_match(new_table):
    t = rami_of_four_hands(new_table, target=100)
    assert t.state()["match_over"] is False  # ben 84
    fix(t, 4, hand=3, points={"anna": 5, "ben": 40, "chloe": 0})  # ben 102
    scores = t.scores()
    assert scores["totals"]["ben"] == 102
    assert scores["match_over"] is True and scores["winner"] == "anna"
    end = t.get("/explain", seq=6, lang="en")["steps"][-1]
    assert end["rule"] == "RAMI-MATCH-1" and end["text"].endswith("Anna wins")
    t.refused("CORE-OVER-1", "points_entered", hand=5, points={"anna": 0, "ben": 1, "chloe": 2})


def test_core_correct_1_a_correction_that_would_end_the_match_before_later_hands(new_table):
    """Hand 1 corrected so that Ben reaches 100 there: hands 2 to 4 could not have been
    entered after that end (CORE-OVER-1), so the table takes them back first."""
    t = rami_of_four_hands(new_table, target=100)
    said = refused_fix(t, "CORE-CORRECT-1", 2, hand=1, points={"anna": 0, "ben": 100, "chloe": 12})
    assert "ends after hand 1: hands 2, 3 and 4 could not have been entered" in said
    for seq in (5, 4, 3):
        t.ok("retracted", seq=seq)
    fix(t, 2, hand=1, points={"anna": 0, "ben": 100, "chloe": 12})
    assert t.scores()["match_over"] is True and t.scores()["winner"] == "anna"


def test_core_correct_1_a_match_no_longer_over_takes_hands_again(new_table):
    t = rami_of_four_hands(new_table, target=80)
    assert t.scores()["match_over"] is True  # ben 84 after hand 4
    t.refused("CORE-OVER-1", "points_entered", hand=5, points={"anna": 0, "ben": 1, "chloe": 2})
    fix(t, 2, hand=1, points={"anna": 0, "ben": 35, "chloe": 12})  # after the end: ben 74
    state = t.state()
    assert state["status"] == "playing" and state["totals"]["ben"] == 74
    t.ok("points_entered", hand=5, points={"anna": 0, "ben": 6, "chloe": 9})
    scores = t.scores()
    assert scores["totals"] == {"anna": 35, "ben": 80, "chloe": 69}
    assert scores["match_over"] is True and scores["winner"] == "anna"


def test_core_correct_1_a_retracted_correction_puts_the_totals_back(new_table):
    t = rami_of_four_hands(new_table, target=80)
    fix(t, 2, hand=1, points={"anna": 0, "ben": 35, "chloe": 12})  # seq 6, reopens the match
    assert t.state()["status"] == "playing"
    t.ok("retracted", seq=6, reason="c'était bien 45")
    scores = t.scores()
    assert scores["totals"] == {"anna": 35, "ben": 84, "chloe": 60}
    assert scores["match_over"] is True and "corrected_by" not in scores["hands"][0]
    undid = t.get("/explain", seq=7, lang="en")["undid"]
    assert undid["type"] == "corrected" and undid["steps"][0]["rule"] == "CORE-CORRECT-1"
    effect = [s["text"] for s in undid["effect"]]
    assert "totals go back from Anna 35, Ben 74, Chloe 60 to Anna 35, Ben 84, Chloe 60" in effect
    txt = t.client.get(f"/games/{t.id}/export?format=txt").get_data(as_text=True)
    assert "corrigé par" not in txt and "{annulé par 7}" in txt
    fix(t, 2, hand=1, points={"anna": 0, "ben": 40, "chloe": 12})  # seq 2 is in effect again


def test_core_correct_1_a_correction_is_corrected_by_naming_it(new_table):
    t = rami_of_four_hands(new_table)
    fix(t, 2, hand=1, points={"anna": 0, "ben": 54, "chloe": 12})  # seq 6
    fix(t, 6, hand=1, points={"anna": 0, "ben": 50, "chloe": 21})  # seq 7
    scores = t.scores()
    assert scores["hands"][0]["corrected_by"] == [6, 7]
    assert scores["hands"][0]["entries"][0]["seq"] == 7
    assert scores["totals"] == {"anna": 35, "ben": 89, "chloe": 69}
    t.ok("retracted", seq=7)
    assert t.scores()["totals"] == {"anna": 35, "ben": 93, "chloe": 60}


def test_core_over_1_a_correction_after_the_match_is_over_or_abandoned(new_table):
    t = rami_of_four_hands(new_table, target=80)
    fix(t, 5, hand=4, points={"anna": 0, "ben": 27, "chloe": 40})  # still over: ben 94
    scores = t.scores()
    assert scores["match_over"] is True and scores["totals"]["ben"] == 94
    a = rami_of_four_hands(new_table)
    a.ok("game_abandoned", reason="il est tard")
    fix(a, 2, hand=1, points={"anna": 0, "ben": 5, "chloe": 12})
    assert a.state()["status"] == "abandoned" and a.state()["totals"]["ben"] == 44


def test_core_correct_1_president_titles_follow_the_corrected_order(new_table):
    t = new_table("president", players=["anna", "ben", "chloe", "dan"], tracking="score")
    t.ok("order_entered", hand=1, order=["anna", "ben", "chloe", "dan"])
    t.ok("order_entered", hand=2, order=["ben", "anna", "chloe", "dan"])
    before = t.scores()["totals"]
    fix(t, 2, hand=1, order=["dan", "ben", "chloe", "anna"])
    first = t.scores()["hands"][0]
    assert first["detail"]["titles"]["dan"] == "president"
    assert first["detail"]["titles"]["anna"] == "trou"
    after = t.scores()["totals"]
    assert after["dan"] - before["dan"] == first["points"]["dan"] - first["points"]["anna"]


def test_core_correct_1_shape_errors_are_400_and_change_nothing(new_table):
    t = rami_of_four_hands(new_table)
    before = t.events()
    for data in ({"hand": 1}, {"hand": 1, "points": {"anna": "x"}}, "points", None):
        r = t.post("corrected", {"seq": 2, "data": data})
        assert r.status_code == 400, r.get_json()
    assert t.post("corrected", {"data": {"hand": 1, "points": {}}}).status_code == 400
    assert t.events() == before


def test_core_correct_1_explain_says_what_was_corrected_and_why(new_table):
    t = rami_of_four_hands(new_table, target=80)
    fix(t, 2, reason="mal compté", hand=1, points={"anna": 0, "ben": 35, "chloe": 12})
    body = t.get("/explain", seq=6, lang="en")
    assert body["allowed"] is True
    texts = [s["text"] for s in body["steps"]]
    rules = [s["rule"] for s in body["steps"]]
    assert rules[0] == "CORE-CORRECT-1"
    assert "entry 2 (points of hand 1)" in texts[0] and "mal compté" in texts[0]
    assert "CORE-PLAYER-1" in rules  # the new data's own checks
    assert any("Ben 35" in text and "Ben 45" in text for text in texts)
    assert texts[-1] == "the match is no longer over: hands are taken again"
    assert body["before"]["status"] == "over" and body["after"]["status"] == "playing"
    original = t.get("/explain", seq=2, lang="en")
    assert original["corrected_by"] == 6 and original["retracted_by"] is None
    ruling = t.client.post(
        f"/games/{t.id}/rulings", json={"type": "corrected", "data": {"seq": 2, "data": {}}}
    )
    assert ruling.status_code == 400
    ruling = t.client.post(
        f"/games/{t.id}/rulings",
        json={"type": "corrected", "data": {"seq": 2, "data": {"hand": 1, "points": {}}}},
    ).get_json()
    assert ruling["allowed"] is False and ruling["rule"] == "CORE-CORRECT-1"  # seq 2 replaced


@pytest.fixture
def elsewhere(tmp_path):
    return create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "elsewhere.db")}).test_client()


def corrected_match(new_table):
    t = rami_of_four_hands(new_table, target=80)
    fix(t, 2, reason="mal compté", hand=1, points={"anna": 0, "ben": 35, "chloe": 12})  # 6
    t.ok("points_entered", hand=5, points={"anna": 0, "ben": 6, "chloe": 9})  # 7
    body = {"seq": 6, "data": {"hand": 1, "points": {"anna": 0, "ben": 36, "chloe": 12}}}
    device = {"X-Device": utf8_header("tél. de Chloé")}  # sent in UTF-8
    r = t.post("corrected", body, headers=device)  # 8: ben 81, over
    assert r.status_code == 201, r.get_json()
    return t


def test_core_correct_1_exports_show_the_corrected_figures(new_table):
    t = corrected_match(new_table)
    txt = t.client.get(f"/games/{t.id}/export?format=txt").get_data(as_text=True)
    assert "2. points 1 anna=0 ben=45 chloe=12  {corrigé par 6}" in txt
    line = '6. corrige 2 raison "mal compté" points 1 anna=0 ben=35 chloe=12'
    line += "  {corrigé par 8 (tél. de Chloé)}"
    assert line in txt
    assert "; partie en cours — totaux : Anna 35, Ben 74, Chloe 60" in txt
    assert "; donne 1 corrigée : Anna 0, Ben 36, Chloe 12 — totaux : Anna 35, Ben 81" in txt
    en = t.client.get(f"/games/{t.id}/export?format=txt&lang=en").get_data(as_text=True)
    assert "{corrected by 6}" in en and "8. corrects 6 points 1" in en
    sheet = t.client.get(f"/games/{t.id}/export?format=csv&dialect=rfc4180").get_data(as_text=True)
    rows = sheet.splitlines()
    assert rows[0].endswith(",corrected_by") and rows[1] == "1,0,36,12,0,36,12,,,6 8"
    html = t.client.get(f"/games/{t.id}/export?format=html").get_data(as_text=True)
    assert "corrigé par 6" in html and '"totals":{"anna":35,"ben":81,"chloe":69}' in html


def test_core_correct_1_ndjson_and_txt_round_trips(new_table, elsewhere):
    t = corrected_match(new_table)
    raw = t.client.get(f"/games/{t.id}/export?format=ndjson").get_data()
    r = elsewhere.post("/games/import", data=raw, headers=NDJSON)
    assert r.status_code == 201, r.get_json()
    assert elsewhere.get(f"/games/{t.id}/events").get_json()["events"] == t.events()
    assert elsewhere.get(f"/games/{t.id}/scores").get_json() == t.scores()
    for lang in ("fr", "en"):
        text = t.client.get(f"/games/{t.id}/export?format=txt&lang={lang}").get_data()
        r = elsewhere.post("/games/import", data=text, headers=TEXT)
        assert r.status_code == 201, r.get_json()
        copy = elsewhere.get(f"/games/{r.get_json()['id']}/events").get_json()["events"]
        logged = [(e["type"], e["data"]) for e in t.events()]
        assert [(e["type"], e["data"]) for e in copy] == logged
        scores = elsewhere.get(f"/games/{r.get_json()['id']}/scores").get_json()
        assert scores["totals"] == {"anna": 35, "ben": 81, "chloe": 69}
        assert scores["hands"][0]["corrected_by"] == [6, 8]


def test_core_correct_1_a_device_name_never_breaks_the_txt_record(new_table, elsewhere):
    t = rami_of_four_hands(new_table)
    body = {"seq": 2, "data": {"hand": 1, "points": {"anna": 0, "ben": 5, "chloe": 12}}}
    assert t.post("corrected", body, headers={"X-Device": "x} 9. annule 2 {y"}).status_code == 201
    text = t.client.get(f"/games/{t.id}/export?format=txt").get_data(as_text=True)
    assert "{corrigé par 6 (x) 9. annule 2 (y)}" in text
    r = elsewhere.post("/games/import", data=text.encode(), headers=TEXT)
    assert r.status_code == 201, r.get_json()
    assert elsewhere.get(f"/games/{r.get_json()['id']}/scores").get_json()["totals"]["ben"] == 44


def test_core_correct_1_after_a_restart_from_a_persisted_snapshot(tmp_path):
    """A worker that starts from a persisted state (every 10 events here) still knows which
    entries are in effect: hand 1 is corrected from hand 12."""
    config = {"TESTING": True, "GAMES_DB": str(tmp_path / "g.db"), "SNAPSHOT_PERSIST_EVERY": 10}
    client = create_app(config).test_client()
    t = Table.create(client, "rami", ["anna", "ben"], "score")
    for hand in range(1, 13):  # seqs 2 to 13
        t.ok("points_entered", hand=hand, points={"anna": 0, "ben": 10})
    restarted = Table(create_app(config).test_client(), {"id": t.id, "token": t.token})
    message = refused_fix(restarted, "CORE-CORRECT-1", 2, hand=2, points={"anna": 0, "ben": 1})
    assert "keeps hand 1" in message
    fix(restarted, 2, hand=1, points={"anna": 0, "ben": 40})
    scores = restarted.scores()
    assert scores["totals"] == {"anna": 0, "ben": 150}
    assert scores["hands"][0]["corrected_by"] == [14]


def test_core_correct_1_refusals_after_a_restart_tell_a_note_from_an_entry_taken_back(tmp_path):
    """A persisted state holds no undo chain past its latest step: the refusal still names
    what the seq is (the service replays the log for it), and is a 422, not a crash."""
    config = {"TESTING": True, "GAMES_DB": str(tmp_path / "g.db"), "SNAPSHOT_PERSIST_EVERY": 10}
    t = Table.create(create_app(config).test_client(), "rami", ["anna", "ben"], "score")
    t.ok("note", text="Ben deals")  # seq 2
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 9})  # seq 3
    t.ok("retracted", seq=3)
    for hand in range(1, 12):  # seqs 5 to 15
        t.ok("points_entered", hand=hand, points={"anna": 0, "ben": 10})
    restarted = Table(create_app(config).test_client(), {"id": t.id, "token": t.token})
    note, retracted = (
        refused_fix(restarted, "CORE-CORRECT-1", seq, hand=1, points={"anna": 0, "ben": 1})
        for seq in (2, 3)
    )
    assert "is not a score entry" in note and "is not in effect" in retracted
    fix(restarted, 5, hand=1, points={"anna": 0, "ben": 40})
    assert restarted.scores()["totals"] == {"anna": 0, "ben": 140}
