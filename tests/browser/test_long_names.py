"""Words that hold at 390 px: with 25-character names, the score columns keep their numbers
and headers ("Manche", "Total", "Reste") on one line and a short name whole; the selected
tab's word is not wrapped; the labels of the turn line are not cut; the say box's example
fits its field and is this game's, with this table's names."""

from __future__ import annotations

from .pages import enter_points, new_match, settled, tab
from .test_local_first import deal

LONG = ["Marie-Charlotte Dupontels", "Jean-Baptiste Lefebvre-Xy", "Chloé"]
IDS = ["marie-charlotte-dupontels", "jean-baptiste-lefebvre-xy", "chloe"]

# How many lines the text of each element takes (the tops of its text's line boxes).
LINES = """(els) => els.map((e) => { const tops = new Set();
  const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) { const r = document.createRange();
    r.selectNodeContents(n); for (const x of r.getClientRects()) tops.add(Math.round(x.top)); }
  return tops.size; })"""
CUT = """(els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent)"""
# The placeholder's width in the field's own font, and the room the field gives it.
PLACEHOLDER = """(input) => { const s = getComputedStyle(input);
  const c = document.createElement('canvas').getContext('2d'); c.font = s.font;
  const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
  return [c.measureText(input.placeholder).width, room]; }"""


def lines(page, selector: str) -> list[int]:
    return page.locator(selector).evaluate_all(LINES)


def test_long_names_leave_headers_numbers_and_short_names_whole(phone):
    new_match(phone, "rami", LONG)
    enter_points(phone, dict(zip(IDS, (0, 12, 1000), strict=True)))
    settled(phone, 3)
    tab(phone, "scores")
    assert lines(phone, "#scores-board th.num") == [1, 1]  # Total, Reste
    assert set(lines(phone, "#scores-board td.num")) == {1}  # 1000 whole
    sheet = "#panel-scores table.sheet"
    assert lines(phone, f"{sheet} thead th")[0] == 1  # Manche
    assert lines(phone, f"{sheet} thead th")[3] == 1  # Chloé
    assert set(lines(phone, f"{sheet} tbody td")) == {2}  # the points, the total under them
    assert phone.evaluate("document.documentElement.scrollWidth") == 390
    tab(phone, "share")
    assert lines(phone, "#tab-share") == [1]  # selected, bold, still one line


def test_the_turn_line_and_the_say_box_are_not_cut(phone):
    new_match(phone, "huit_americain", ["Anna", "Ben", "Chloé"], "anna", tracking="table")
    deal(phone)
    settled(phone, 2)
    assert phone.locator(".status-cells .label").evaluate_all(CUT) == []
    example = phone.locator("#say-text")
    width, room = example.evaluate(PLACEHOLDER)
    assert width <= room, (example.get_attribute("placeholder"), width, room)
    assert "Ben" in example.get_attribute("placeholder")  # whose turn it is
    understood(phone)


def understood(page) -> None:
    """The example, typed as it is, is read as a move to confirm."""
    page.fill("#say-text", page.get_attribute("#say-text", "placeholder"))
    page.click("#say-read")
    page.wait_for_selector("#say-confirm")


def test_the_say_box_example_is_the_games_own(phone):
    new_match(phone, "rami", ["Zoé", "Yann"])
    example = phone.locator("#say-text").get_attribute("placeholder")
    assert "Zoé" in example and "8 de pique" not in example and "Ben" not in example
    understood(phone)
