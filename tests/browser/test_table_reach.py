"""Thumb reach at 390 x 844: a score hand in five taps with "Valider la manche" on screen;
through a Huit américain hand logged move by move, the turn line and "Piocher" never leave
the screen, the calls never move the other buttons, every tap target is 44 px or more, and
the phone held sideways still shows them."""

from __future__ import annotations

from .pages import new_match, settled, totals
from .taps import Taps, on_screen, page_width, small_targets

FOUR = ["Anna", "Ben", "Chloé", "Dan"]


def test_a_score_hand_of_four_players_in_five_taps_with_valider_in_view(phone, shots):
    new_match(phone, "huit_americain", FOUR, dealer="dan", end="t:100")
    taps = Taps()
    # H8-SCORE-NEG: points are typed by default; picking the cards left is the other mode.
    assert phone.locator(".segmented button[aria-pressed=true]").inner_text() == "Points"
    valider = phone.get_by_role("button", name="Valider la manche")
    for pid, digits in {"anna": "0", "ben": "15", "chloe": "30", "dan": "5"}.items():
        taps(phone.locator(f"#pts-{pid}"))
        phone.keyboard.type(digits)
        assert on_screen(phone, valider), f"Valider out of view after {pid}"
    shots(phone, "16-manche-quatre-joueurs")
    taps(valider)
    settled(phone, 3)
    assert taps.count == 5
    assert totals(phone) == {"anna": 0, "ben": 15, "chloe": 30, "dan": 5}


def bar_buttons(page) -> dict[str, dict]:
    page.evaluate("window.scrollTo(0, 0)")
    bar = page.locator("#action-bar button")
    return {bar.nth(i).inner_text(): bar.nth(i).bounding_box() for i in range(bar.count())}


def in_reach(page) -> None:
    """The whose-turn line and "Piocher" are on screen, however far the grid scrolled."""
    for scroll in ("0", "document.documentElement.scrollHeight"):
        page.evaluate(f"window.scrollTo(0, {scroll})")
        assert on_screen(page, page.locator("#turn")), page.locator("#turn").inner_text()
        assert on_screen(page, page.locator("#action-bar button", has_text="Piocher"))


def play(page, card: str, seq: int) -> None:
    page.locator(f"#card-grid button[data-card='{card}']").tap()
    settled(page, seq)
    in_reach(page)


def test_piocher_and_the_turn_stay_in_view_through_a_huit_americain_hand(phone, api, shots):
    game = new_match(phone, "huit_americain", ["Anna", "Ben", "Chloé"], "anna", tracking="table")
    phone.fill("#hand-size", "3")
    phone.locator("#upcard button[aria-expanded]").click()
    phone.locator("#upcard").get_by_role("button", name="7", exact=True).click()
    phone.locator("#upcard").get_by_role("button", name="cœur", exact=True).click()
    phone.get_by_role("button", name="Distribuer").click()
    settled(phone, 2)
    in_reach(phone)
    assert phone.locator("#card-grid button").count() > 16  # the grid is longer than the screen
    assert small_targets(phone) == []
    shots(phone, "17-huit-barre-d-actions")
    play(phone, "9H", 3)
    play(phone, "9S", 4)
    play(phone, "5S", 5)
    before = bar_buttons(phone)
    play(phone, "5D", 6)
    # H8-ANN-1: Ben is down to one card: "Carte !" is his to say, in its own place.
    carte = phone.locator("#action-bar").get_by_role("button", name="Ben : « Carte ! »")
    assert carte.is_enabled()
    assert "Ben : 1 carte" in phone.locator(".table-view li[data-player]").all_inner_texts()
    after = bar_buttons(phone)
    for label in ("Pénalité", "Piocher 1 carte"):
        assert after[label] == before[label], label
    shots(phone, "18-huit-carte-annoncee")
    carte.tap()
    settled(phone, 7)
    in_reach(phone)
    phone.locator("#action-bar").get_by_role("button", name="Piocher 1 carte").tap()
    settled(phone, 8)
    in_reach(phone)
    assert phone.locator("#turn").inner_text() == "À Anna de jouer"
    # Held sideways: the bar is still on screen and nothing is wider than the screen.
    phone.set_viewport_size({"width": 844, "height": 390})
    assert on_screen(phone, phone.locator("#action-bar button", has_text="Piocher"))
    assert page_width(phone) == 844
    shots(phone, "19-huit-paysage")
    phone.set_viewport_size({"width": 390, "height": 844})
    play(phone, "3D", 9)
    assert api.types(game)[2:] == [
        "card_played",
        "card_played",
        "card_played",
        "card_played",
        "announced",
        "cards_drawn",
        "card_played",
    ]
