"""Correcting a past hand from the score sheet (CORE-CORRECT-1), offline like every move, and
the undo question that names what it takes back."""

from __future__ import annotations

from .pages import confirm_undo, enter_points, new_match, settled, totals

PLAYERS = ["Anna", "Ben", "Chloé"]
# Rami, scores only: one player out with 0 each hand (RAMI-SCORE-4), no rami.
HANDS = [
    {"anna": 0, "ben": 25, "chloe": 40},
    {"anna": 10, "ben": 0, "chloe": 5},
    {"anna": 3, "ben": 7, "chloe": 0},
]


def sheet_totals(page) -> list[dict[str, int]]:
    """The running totals of each hand on the score sheet, in seat order."""
    rows = page.locator("#sheet tbody tr")
    ids = ["anna", "ben", "chloe"]
    cells = [rows.nth(i).locator("td .total").all_inner_texts() for i in range(rows.count())]
    return [dict(zip(ids, map(int, row), strict=True)) for row in cells]


def test_core_correct_1_hand_1_corrected_from_hand_4_in_four_taps_offline(phone, api):
    game = new_match(phone, "rami", PLAYERS)
    for i, points in enumerate(HANDS):
        enter_points(phone, points)
        settled(phone, 3 + 2 * i)  # each later hand: its hand_started, then its points
    assert phone.locator("#hand-title").inner_text().startswith("Manche 4")
    phone.context.set_offline(True)
    taps = 0

    def tap(locator) -> None:
        nonlocal taps
        locator.click()
        taps += 1

    tap(phone.locator("#tab-scores"))
    tap(phone.get_by_role("button", name="Corriger la manche 1"))
    dialog = phone.locator("#correct-dialog")
    assert dialog.locator("h2").inner_text() == "Corriger la manche 1"
    assert dialog.locator("#fix-ben").input_value() == "25"  # the figure in effect
    tap(dialog.locator("#fix-ben"))
    phone.keyboard.type("12")  # the digits: the old figure was selected by the tap
    tap(dialog.get_by_role("button", name="Enregistrer la correction"))
    assert taps == 4
    phone.wait_for_selector('body[data-waiting="1"]')
    # Checked and folded on the phone: hand 1 and every later total, recomputed offline.
    # Before: 0/25/40, 10/25/45, 13/32/45; Ben's 25 becomes 12, so his totals lose 13.
    assert sheet_totals(phone) == [
        {"anna": 0, "ben": 12, "chloe": 40},
        {"anna": 10, "ben": 12, "chloe": 45},
        {"anna": 13, "ben": 19, "chloe": 45},
    ]
    assert "✎" in phone.locator("#sheet tr[data-hand='1'] th").inner_text()
    assert totals(phone) == {"anna": 13, "ben": 19, "chloe": 45}

    phone.context.set_offline(False)
    settled(phone, 8)
    last = api.events(game)[-1]
    assert (last["type"], last["data"]) == (
        "corrected",
        {"seq": 3, "data": {"hand": 1, "points": {"anna": 0, "ben": 12, "chloe": 40}}},
    )
    assert api.get(f"/games/{game}/scores")["totals"] == {"anna": 13, "ben": 19, "chloe": 45}


def test_undo_asks_first_and_names_the_hand_it_takes_back(phone, api):
    game = new_match(phone, "rami", PLAYERS)
    enter_points(phone, {"anna": 12, "ben": 0, "chloe": 30})
    settled(phone, 3)
    undo = phone.get_by_role("button", name="Annuler le dernier coup")
    undo.click()
    dialog = phone.locator("#undo-dialog")
    assert dialog.locator("h2").inner_text() == "Annuler la manche 1 (Anna 12, Ben 0, Chloé 30) ?"
    dialog.get_by_role("button", name="Non, garder").click()
    assert dialog.count() == 0
    assert api.types(game)[-1] == "points_entered"  # kept: nothing was sent
    undo.click()
    assert confirm_undo(phone).startswith("Annuler la manche 1")
    settled(phone, 4)
    assert api.types(game)[-1] == "retracted"
    assert totals(phone) == {"anna": 0, "ben": 0, "chloe": 0}
