"""A Tarot evening at four on a phone (TAROT-SHEET-1): each hand declared in a few taps —
taker, contract, bouts, the taker's points, the primes only when any — scored by the FFT's
rules; the sheet says each contract « fait de N » or « chuté de N » and the totals."""

from __future__ import annotations

from .pages import new_match, settled, tab, totals

PLAYERS = ["Anna", "Ben", "Chloé", "Dan"]


def _declare(page, taker: str, contract: str, bouts: int, made: int, **primes: str) -> int:
    """The hand's taps on the form; returns how many (a tap per button, the points field and
    each digit typed, each prime chosen, the save)."""
    form = page.locator("#points-form")
    form.locator(f"[data-field=taker] [data-value={taker}]").click()
    form.locator(f"[data-field=contract] [data-value={contract}]").click()
    form.locator(f"[data-field=bouts] [data-value='{bouts}']").click()
    page.fill("#tarot-made", str(made))
    taps = 4 + len(str(made))
    if primes:
        form.locator("#tarot-primes summary").click()
        for key, value in primes.items():
            page.select_option(f"#tarot-{key}", value)
        taps += 1 + 2 * len(primes)
    form.get_by_role("button", name="Valider la manche").click()
    return taps + 1


def test_a_four_player_evening_on_the_score_sheet(phone, api):
    game = new_match(phone, "tarot", PLAYERS, end="r:4")
    phone.locator("#points-form").get_by_role("button", name="Valider la manche").click()
    assert phone.locator("#points-form .error").inner_text() == (
        "Choisissez le preneur, le contrat, les bouts et les points."
    )
    # TAROT-EX-1: a garde, 49 points with two bouts, a poignée and the Petit au bout.
    _declare(phone, "anna", "garde", 2, 49, petit="attack", poignee="simple")
    settled(phone, 3)
    assert totals(phone) == {"anna": 318, "ben": -106, "chloe": -106, "dan": -106}
    # TAROT-EX-4: the defence's poignée goes to the taker who made a garde by 11.
    _declare(phone, "ben", "garde", 2, 52, poignee_defense="simple")
    settled(phone, 5)
    # A common hand: a prise failed by 7, in at most 8 taps.
    assert _declare(phone, "chloe", "prise", 1, 44) <= 8
    settled(phone, 7)
    assert totals(phone) == {"anna": 258, "ben": 202, "chloe": -294, "dan": -166}
    assert sum(totals(phone).values()) == 0

    tab(phone, "scores")
    notes = phone.locator("#sheet tbody th").all_inner_texts()
    assert [n.split(" ", 1)[1].strip() for n in notes] == [
        "Garde fait de 8",
        "Garde fait de 11",
        "Prise chuté de 7",
    ]
    scores = api.get(f"/games/{game}/scores")
    assert [h["contract"] for h in scores["hands"]] == ["garde", "garde", "prise"]
    assert scores["totals"] == {"anna": 258, "ben": 202, "chloe": -294, "dan": -166}
