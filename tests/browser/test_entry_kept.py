"""A refused entry keeps what was typed: the first entry of a Rami hand starts the hand,
and when its points are refused (RAMI-SCORE-4: one winner, entered with 0), every number
stays in its field to be corrected, not typed again."""

from __future__ import annotations

from .pages import enter_points, new_match, settled, totals

PLAYERS = ["Anna", "Ben", "Chloé"]


def test_a_refused_first_entry_of_a_hand_keeps_every_number(phone, api):
    game = new_match(phone, "rami", PLAYERS)
    enter_points(phone, {"anna": 0, "ben": 12, "chloe": 30})
    settled(phone, 3)
    enter_points(phone, {"anna": 5, "ben": 7, "chloe": 9})  # no one went out: refused
    phone.locator("#flash", has_text="RAMI-SCORE-4").wait_for()
    typed = {pid: phone.input_value(f"#pts-{pid}") for pid in ("anna", "ben", "chloe")}
    assert typed == {"anna": "5", "ben": "7", "chloe": "9"}
    phone.fill("#pts-ben", "0")  # one field corrected, the entry goes
    phone.click("#points-form button[type=submit]")
    settled(phone, 5)
    assert totals(phone) == {"anna": 5, "ben": 12, "chloe": 39}
    assert api.types(game)[2:] == ["points_entered", "hand_started", "points_entered"]
