"""A Tarot evening at four on a phone (TAROT-SHEET-1): each hand declared in a few taps —
taker, contract, bouts, the taker's points, the primes only when any — scored by the FFT's
rules; the sheet says each contract « fait de N » or « chuté de N » and the totals. And a
hand played trick by trick: the cards the rules leave each player, the hand's totals."""

from __future__ import annotations

from tests.replays.tarot.table import CHIEN_CARDS, HANDS, deck_for

from .pages import new_match, ready, settled, tab, totals

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


def test_a_hand_trick_by_trick_shows_the_legal_cards_and_reads_into_the_totals(phone, api):
    """A match in open tracking, the deal fixed (tests/replays/tarot/table.py): the bids and
    the écart tapped on the phone, the first trick played from the cards the rules leave
    each player (TAROT-PLAY-1: Ben follows in spades, Dan, void, must trump), the rest of
    the hand logged by another phone, and the hand's totals read from the board."""
    people = [{"id": n.lower().replace("é", "e"), "name": n} for n in PLAYERS]
    body = {"game": "tarot", "preset": "fft", "players": people, "tracking": "open"}
    status, created = api.call("POST", "/games", body)
    assert status == 201, created
    game, key = created["id"], created["token"]
    status, stored = api.post(game, key, "hand_started", hand=1, deck=deck_for(HANDS, CHIEN_CARDS))
    assert status == 201, stored
    ready(phone, f"/?game={game}#write={key}")
    phone.locator("#tarot-bids").get_by_role("button", name="Garde", exact=True).tap()
    settled(phone, 3)
    phone.locator("button.undo").first.tap()  # the bid in words, kept
    dialog = phone.locator("#undo-dialog")
    assert "Anna annonce : Garde" in dialog.locator("h2").inner_text()
    dialog.get_by_role("button", name="Non, garder").click()
    for seq in (4, 5, 6):
        settled(phone, seq - 1)
        phone.locator("#action-bar").get_by_role("button", name="Passer").tap()
    settled(phone, 6)
    assert "Garde (Anna)" in phone.locator("#tarot-contract").inner_text()
    for card in ("5C", "4C", "3C", "2C", "AC", "AS"):  # TAROT-CHIEN-1
        phone.locator(f"#card-grid button[data-card='{card}']").tap()
    phone.locator("#tarot-lay").tap()
    settled(phone, 7)
    phone.locator("#card-grid button[data-card='KS']").tap()
    settled(phone, 8)
    assert _grid(phone) == {"9S", "8S", "7S", "6S"}  # Ben follows in spades
    phone.locator("#card-grid button[data-card='6S']").tap()
    settled(phone, 9)
    phone.locator("#card-grid button[data-card='2S']").tap()
    settled(phone, 10)
    assert _grid(phone) == {"3T", "9T", "10T"}  # Dan has no spade: he trumps
    phone.locator("#card-grid button[data-card='9T']").tap()
    settled(phone, 11)
    seq = 11
    while (moves := api.get(f"/games/{game}/legal-moves")["moves"]) and seq < 79:
        move = next(m for m in moves if m["type"] == "card_played")
        status, stored = api.post(game, key, "card_played", **move["data"])
        assert status == 201, stored
        seq += 1
    scores = api.get(f"/games/{game}/scores")
    assert seq == 79 and len(scores["hands"]) == 1 and sum(scores["totals"].values()) == 0
    settled(phone, 79)
    assert totals(phone, scores["totals"]) == scores["totals"]


def _grid(page) -> set[str]:
    grid = page.locator("#card-grid button[data-card]")
    return {grid.nth(i).get_attribute("data-card") for i in range(grid.count())}
