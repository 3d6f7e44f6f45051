"""The hand to play from stays in view at 390 x 844: in a Huit américain hand logged move by
move, the cards the player may play sit above the action bar and below the turn line, at
the top of the page as at its end, with three players as with eight (a two-deck game whose
hidden hand offers 48 cards: those the grid cannot show at once scroll inside it, never
behind the buttons)."""

from __future__ import annotations

from .pages import new_match, settled

# The cards of the grid wholly visible: on the screen, between the turn line and the action
# bar, and inside the grid's own scrolling box.
SHOWN = """() => {
  const limit = (sel) => document.querySelector(sel).getBoundingClientRect();
  const top = limit('#match-status').bottom, bottom = limit('#action-bar').top;
  const box = limit('#card-grid .cards-grid');
  return [...document.querySelectorAll('#card-grid button')].filter((b) => {
    const r = b.getBoundingClientRect();
    return r.top >= Math.max(top, box.top) - 1 && r.bottom <= Math.min(bottom, box.bottom) + 1;
  }).length;
}"""


def shown(page) -> list[int]:
    """How many cards are whole in view, at the top of the page and at its end."""
    counts = []
    for scroll in ("0", "document.documentElement.scrollHeight"):
        page.evaluate(f"window.scrollTo(0, {scroll})")
        counts.append(page.evaluate(SHOWN))
    return counts


def deal(page, upcard: tuple[str, str] | None = None) -> None:
    if upcard:
        page.locator("#upcard button[aria-expanded]").click()
        page.locator("#upcard").get_by_role("button", name=upcard[0], exact=True).click()
        page.locator("#upcard").get_by_role("button", name=upcard[1], exact=True).click()
    page.get_by_role("button", name="Distribuer").click()
    settled(page, 2)


def test_three_players_see_every_card_they_may_play(phone, shots):
    new_match(phone, "huit_americain", ["Anna", "Ben", "Chloé"], "anna", tracking="table")
    deal(phone, ("7", "cœur"))
    total = phone.locator("#card-grid button").count()
    assert total >= 12
    assert shown(phone) == [total, total]
    shots(phone, "28-huit-main-en-vue")
    # A play redraws the hand: the next player's cards are in view as well.
    phone.locator("#card-grid button[data-card='9H']").tap()
    settled(phone, 3)
    total = phone.locator("#card-grid button").count()
    assert shown(phone) == [total, total]


def test_eight_players_see_the_hand_and_scroll_the_rest_inside_it(phone, shots):
    eight = ["Anna", "Ben", "Chloé", "Dan", "Élise", "Fanny", "Gaspard", "Hugo"]
    new_match(phone, "huit_americain", eight, "anna", tracking="table")
    deal(phone)
    assert phone.locator("#card-grid button").count() == 48
    top, end = shown(phone)
    assert top >= 24 and end >= 24, (top, end)
    grid = phone.locator("#card-grid .cards-grid")
    # The rest is one scroll of the grid away, the buttons never over it.
    grid.evaluate("g => { g.scrollTop = g.scrollHeight; }")
    last = phone.locator("#card-grid button").last
    assert phone.evaluate(SHOWN) >= 24
    box, bar = last.bounding_box(), phone.locator("#action-bar").bounding_box()
    assert box["y"] + box["height"] <= bar["y"] + 1
    shots(phone, "29-huit-huit-joueurs-main")
    last.tap()
    settled(phone, 3)
