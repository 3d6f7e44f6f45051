"""replays.stats, the pure function the page can run offline: names, links, replay vs cache."""

from __future__ import annotations

import pytest

from replays import match as fold
from replays.stats import same_name, stats
from tests.support.score_log import Log


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Chloé", "chloe"),
        ("ANNE-SOPHIE", "anne-sophie"),
        ("  Zoë  Lou ", "zoe lou"),
        ("Ｂen", "ben"),
    ],
)
def test_names_match_without_case_accents_or_extra_spaces(a, b):
    assert same_name(a) == same_name(b)


def test_different_names_stay_apart():
    assert same_name("Anne") != same_name("Anna")


def _rami() -> Log:
    log = Log("rami", ["anna", "ben"], target=50)
    log.add("points_entered", hand=1, points={"anna": 0, "ben": 30})
    log.add("points_entered", hand=2, points={"anna": 12, "ben": 0})
    log.add("corrected", seq=3, data={"hand": 2, "points": {"anna": 21, "ben": 0}})
    log.add("points_entered", hand=3, points={"anna": 0, "ben": 25})
    return log


def test_a_corrected_hand_counts_with_its_new_figures_and_cached_states_agree():
    log = _rami()
    body = stats([log.events])
    anna = next(p for p in body["players"] if p["key"] == "anna")
    assert anna["scores"]["rami:negative"]["total"] == 21
    assert anna["won"] == 1 and body["matches"][0]["winners"] == ["anna"]
    assert stats([log.events], finals=[fold.replay(log.events)]) == body


def test_a_link_by_name_is_not_followed_twice():
    body = stats([_rami().events], {"Anna": "Ben", "Ben": "Zoé"})
    assert [(p["key"], p["matches"]) for p in body["players"]] == [("ben", 1), ("zoe", 1)]
    assert body["matches"][0]["players"] == ["ben", "zoe"]


def test_two_seats_of_one_match_are_never_one_person():
    log = Log("rami", ["anna", "ben"], target=50)
    seats = [{"id": "m1", "name": "Marie"}, {"id": "m2", "name": "marie"}]
    log.events[0]["data"]["players"] = seats
    log.add("points_entered", hand=1, points={"m1": 0, "m2": 60})
    people = {p["key"]: p for p in stats([log.events])["players"]}
    assert set(people) == {"marie", "marie (m2)"}
    assert people["marie"]["won"] == 1 and people["marie (m2)"]["matches"] == 1
