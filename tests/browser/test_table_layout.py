"""Layouts that hold: eight players (one with a 60-character name) in a Huit américain
score-only match on two decks (H8-SETUP-1) never widen the page; the default target shows
before the start; no joker is offered from a deck without one; the light theme follows the
system and its toggle is remembered; the screen is kept awake during a match only (where
the Wake Lock API exists)."""

from __future__ import annotations

from .pages import choose, new_match, ready, settled, tab
from .taps import page_width

LONG = "MarieCharlotteEugénieBérengèreAnneSophieDeLaTourDuPinChâteau"  # no place to break
EIGHT = [LONG, "Ben", "Chloé", "Dan", "Élise", "Fanny", "Gaspard", "Hugo"]

# A Wake Lock API that notes what the page asks of it (headless Chromium refuses the real one).
WAKE_LOCK = """
window.wake = [];
const request = async (type) => {
  wake.push(`request ${type}`);
  const lock = new EventTarget();
  lock.release = async () => { wake.push("release"); lock.dispatchEvent(new Event("release")); };
  return lock;
};
Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
"""


def test_eight_players_score_only_on_two_decks_never_widen_the_page(phone, api, shots):
    assert len(LONG) == 60
    phone.add_init_script(WAKE_LOCK)
    ready(phone, engine=False)
    phone.click("#new-button")
    choose(phone, "game", "huit_americain")
    # The preset's target is shown, and chosen, before the match starts (H8-SCORE-NEG).
    assert phone.locator("#default-target").inner_text() == (
        "Objectif par défaut de la variante : 100 points"
    )
    assert phone.locator("input[name=end]:checked").get_attribute("value") == "t:100"
    assert phone.locator("#deck-choices input[name=decks]:checked").get_attribute("value") == "1"
    rows = phone.locator("#player-rows input")
    while rows.count() < len(EIGHT):
        phone.click("#add-player")
    for i, name in enumerate(EIGHT):
        rows.nth(i).fill(name)
    # H8-SETUP-1: eight players with 7 cards each (57 with the upcard) need two decks; the
    # setup chooses them first.
    assert phone.locator("#deck-choices input[name=decks]:checked").get_attribute("value") == "2"
    assert phone.locator("#deck-choices").inner_text().count("jeux de 52 cartes") == 1
    assert page_width(phone) == 390
    shots(phone, "24-huit-huit-joueurs-deux-jeux", at="#players-field")
    phone.click("#setup-form button[type=submit]")
    phone.wait_for_selector("#view-match:not([hidden])")
    settled(phone, 2)
    created = api.events(phone.url.split("game=")[1])[0]["data"]
    assert created["rules"]["deck"] == {"size": 52, "copies": 2}
    assert len(created["players"]) == 8
    assert page_width(phone) == 390
    shots(phone, "25-huit-huit-joueurs")
    # Points are typed by default; the cards left are the option, and a 52-card deck has
    # no joker to pick.
    assert phone.locator("#points-form input[type=number]").count() == 8
    phone.locator(".segmented").get_by_role("button", name="Cartes restantes").click()
    phone.locator("#cards-form .reveal-row[data-player='ben'] button[aria-expanded]").click()
    picker = phone.locator("#cards-form .picker")
    assert picker.get_by_role("button", name="roi de pique", exact=True).is_visible()
    assert picker.get_by_role("button", name="Joker").count() == 0
    assert page_width(phone) == 390
    tab(phone, "scores")
    assert page_width(phone) == 390
    # The screen is kept awake during the match, and let go when the match is left.
    assert phone.evaluate("wake") == ["request screen"]
    phone.click("#home-button")
    phone.wait_for_selector("#view-home:not([hidden])")
    phone.wait_for_function("wake.at(-1) === 'release'")
    assert phone.evaluate("wake") == ["request screen", "release"]


BACKGROUND = "getComputedStyle(document.body).backgroundColor"
LIGHT, DARK = "rgb(246, 247, 249)", "rgb(20, 23, 28)"


def test_light_theme_follows_the_system_and_the_toggle_is_remembered(phone, shots):
    # A browser without the Wake Lock API: a match opens with no error (new_phone checks).
    phone.add_init_script("delete Navigator.prototype.wakeLock")
    new_match(phone, "rami", ["Anna", "Ben"], engine=False)
    assert phone.evaluate("'wakeLock' in navigator") is False
    phone.emulate_media(color_scheme="dark")
    ready(phone, engine=False)
    assert phone.evaluate(BACKGROUND) == DARK
    shots(phone, "26-theme-sombre")
    phone.emulate_media(color_scheme="light")
    assert phone.evaluate(BACKGROUND) == LIGHT
    shots(phone, "27-theme-clair")
    toggle = phone.locator("#theme-button")
    assert toggle.get_attribute("aria-label") == "Thème sombre"
    toggle.click()
    assert phone.evaluate(BACKGROUND) == DARK
    assert toggle.get_attribute("aria-label") == "Thème clair"
    phone.reload()
    phone.wait_for_selector("body[data-ready=true]")
    assert phone.evaluate(BACKGROUND) == DARK  # the phone remembers the choice
    phone.locator("#theme-button").click()
    assert phone.evaluate(BACKGROUND) == LIGHT
