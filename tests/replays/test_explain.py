"""explain and ruling on score-only matches: common steps, rule ids, undo, match end."""

from __future__ import annotations

from replays import explain as disputes
from replays import match as fold
from replays.catalogue import localised
from replays.model import Event
from replays.registry import engine_for
from replays.rulebook import quote, text
from tests.support.score_log import Log


def _told(log: Log, seq: int, undone: int | None = None) -> dict:
    events = log.events
    before = fold.replay(events, upto=seq - 1, game_id="g_TEST") if seq > 1 else None
    event = fold.as_event(events[seq - 1])
    gone = fold.as_event(events[undone - 1]) if undone else None
    return localised(disputes.explain(before, event, gone), "en")


def _rules(steps: list[dict]) -> list[str]:
    return [s["rule"] for s in steps]


def test_every_step_quotes_its_rule():
    log = Log("rami", ["anna", "ben"])
    log.add("points_entered", hand=1, points={"anna": 0, "ben": 35})
    told = _told(log, 2)
    assert told["allowed"] is True
    for step in told["steps"]:
        assert step["sentence"] == text(step["rule"], "en") and step["sentence"]
        assert step["quote"] == quote(step["rule"], "en")


def test_game_created_names_setup_tracking_and_match_rules():
    log = Log("huit_americain", ["anna", "ben"], target=100)
    told = _told(log, 1)
    assert told["before"] is None and told["after"]["seq"] == 1
    setup = engine_for("huit_americain").setup_rule
    assert _rules(told["steps"]) == [setup, "CORE-TRACK-1", "H8-SCORE-NEG"]
    assert "until a total reaches 100" in told["steps"][2]["text"]
    assert "lowest total wins" in told["steps"][2]["text"]


def test_points_entered_with_a_rami_cites_the_doubling():
    log = Log("rami", ["anna", "ben", "chloe"])
    log.add("points_entered", hand=1, points={"anna": 0, "ben": 35, "chloe": 12}, rami="anna")
    told = _told(log, 2)
    assert _rules(told["steps"]) == [
        "CORE-TRACK-1",
        "CORE-HAND-1",
        "CORE-PLAYER-1",
        "RAMI-SCORE-4",
        "RAMI-MATCH-1",
    ]
    assert "Ben 70, Chloe 24" in told["steps"][3]["text"]
    assert told["after"]["totals"] == {"anna": 0, "ben": 70, "chloe": 24}
    assert told["before"]["totals"] == {"anna": 0, "ben": 0, "chloe": 0}


def test_order_entered_gives_president_titles():
    log = Log("president", ["anna", "ben", "chloe", "dan"], rounds=5)
    log.add("order_entered", hand=1, order=["ben", "anna", "dan", "chloe"])
    steps = _told(log, 2)["steps"]
    assert _rules(steps)[2:] == ["PRES-RANK-1", "PRES-MATCH-1"]
    assert "Ben Président" in steps[2]["text"] and "Chloe Trou" in steps[2]["text"]


def test_hand_revealed_counts_cards_until_every_player_showed():
    log = Log("huit_americain", ["anna", "ben"], target=100)
    log.add("hand_revealed", hand=1, player="anna", cards=["KH", "8S"])
    log.add("hand_revealed", hand=1, player="ben", cards=[])
    first = _told(log, 2)["steps"]
    assert _rules(first) == ["CORE-HAND-1", "H8-SCORE-NEG", "CORE-HAND-1"]
    assert "the king of hearts and the 8 of spades: 60 points" in first[1]["text"]
    assert "1 player more" in first[2]["text"]
    last = _told(log, 3)["steps"]
    assert _rules(last) == ["CORE-HAND-1", "H8-SCORE-NEG", "H8-SCORE-NEG"]
    assert "hand 1 is scored: Anna 60, Ben 0" in last[2]["text"]


def test_retracted_tells_what_it_undid_and_what_came_back():
    log = Log("rami", ["anna", "ben"])
    log.add("points_entered", hand=1, points={"anna": 10, "ben": 0})
    log.add("retracted", seq=2, reason="Anna counted her ace as 1")
    told = _told(log, 3, undone=2)
    assert _rules(told["steps"]) == ["CORE-RETRACT-1"]
    assert "because Anna counted her ace as 1" in told["steps"][0]["text"]
    undid = told["undid"]
    assert undid["seq"] == 2 and undid["type"] == "points_entered"
    assert "RAMI-MATCH-1" in _rules(undid["steps"])  # the hand it had scored
    assert [s["text"] for s in undid["effect"]] == [
        "hand 1 is no longer scored",
        "totals go back from Anna 10, Ben 0 to Anna 0, Ben 0",
    ]
    assert told["after"]["hands"] == 0


def test_the_match_end_names_the_winner_or_the_tie():
    log = Log("huit_americain", ["anna", "ben", "chloe"], scoring="positive", target=50)
    log.add("order_entered", hand=1, order=["anna", "ben", "chloe"])
    end = _told(log, 2)["steps"][-1]
    assert end["rule"] == "H8-SCORE-POS" and "Anna wins" in end["text"]
    tie = Log("huit_americain", ["anna", "ben"], target=20)
    tie.add("points_entered", hand=1, points={"anna": 25, "ben": 25})
    end = _told(tie, 2)["steps"][-1]
    assert end["rule"] == "H8-SCORE-TIE" and "a tie, Anna and Ben" in end["text"]


def test_note_and_abandon_cite_core_over():
    log = Log("rami", ["anna", "ben"])
    log.add("note", text="Ben deals")
    log.add("game_abandoned", reason="late")
    assert _rules(_told(log, 2)["steps"]) == ["CORE-OVER-1"]
    told = _told(log, 3)
    assert "abandoned (late)" in told["steps"][0]["text"]
    assert told["after"]["status"] == "abandoned"


def test_ruling_refuses_with_the_rule_and_its_sentence():
    log = Log("rami", ["anna", "ben"])
    log.add("points_entered", hand=1, points={"anna": 10, "ben": 0})
    match = fold.replay(log.events, game_id="g_TEST")
    wrong = localised(disputes.ruling(match, Event("points_entered", {"hand": 3, "points": {}}, 3)))
    assert wrong["allowed"] is False and wrong["rule"] == "CORE-HAND-1"
    assert wrong["sentence"] == text("CORE-HAND-1", "fr") and "manche 2" in wrong["message"]
    assert wrong["quote"] == "CORE-HAND-1 · Ordre des manches"  # French, as the message
    move = disputes.ruling(match, Event("card_taken", {"player": "anna", "source": "stock"}, 3))
    assert (move["allowed"], move["rule"]) == (False, "CORE-TRACK-1")


def test_ruling_allows_with_the_steps_it_would_take():
    log = Log("rami", ["anna", "ben"])
    match = fold.replay(log.events, game_id="g_TEST")
    ok = disputes.ruling(
        match, Event("points_entered", {"hand": 1, "points": {"anna": 3, "ben": 0}}, 2)
    )
    assert ok["allowed"] is True and ok["rule"] == "RAMI-MATCH-1"
    assert ok["steps"][0]["rule"] == "CORE-TRACK-1"


def test_a_stored_event_the_rules_refuse_today_is_flagged():
    log = Log("rami", ["anna", "ben"])
    log.add("points_entered", hand=1, points={"anna": 3, "ben": 0})
    log.add("points_entered", hand=1, points={"anna": 3, "ben": 0})  # never accepted live
    told = _told(log, 3)
    assert told["allowed"] is False and told["refusal"]["rule"] == "CORE-HAND-1"
