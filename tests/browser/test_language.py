"""The page speaks French, and English after the toggle: the title bar names the variant, and
a refused card reads as the server says it in the page's language (H8-PLAY-1); an ace's
attack in a deck without jokers names no joker among its answers (H8-POW-A)."""

from __future__ import annotations

from .pages import new_match, settled


def deal_on_seven_of_hearts(page) -> None:
    page.fill("#hand-size", "3")
    page.locator("#upcard button[aria-expanded]").click()
    page.locator("#upcard").get_by_role("button", name="7", exact=True).click()
    page.locator("#upcard").get_by_role("button", name="cœur", exact=True).click()
    page.get_by_role("button", name="Distribuer").click()
    settled(page, 2)


def refuse(page, manual: str, suit: str, confirm: str) -> str:
    """Ben lays the 2 of spades on the 7 of hearts through "other card": the flash says why."""
    page.get_by_role("button", name=manual).click()
    page.locator("#composer").get_by_role("button", name="2", exact=True).click()
    page.locator("#composer").get_by_role("button", name=suit, exact=True).click()
    page.locator("#composer").get_by_role("button", name=confirm).click()
    flash = page.locator("#flash")
    flash.wait_for()
    return flash.inner_text()


def test_a_refused_card_reads_in_french_then_in_english_after_the_toggle(phone, api):
    game = new_match(phone, "huit_americain", ["Anna", "Ben", "Chloé"], tracking="table")
    assert phone.locator("#match-title").inner_text() == "Huit américain — Classique"
    deal_on_seven_of_hearts(phone)
    french = refuse(phone, "Autre carte…", "pique", "Valider")
    assert "Impossible de jouer le 2 de pique sur le 7 de cœur : il faut jouer cœur" in french
    assert "Règle H8-PLAY-1" in french
    phone.click("#lang-button")
    assert phone.locator("#match-title").inner_text() == "Huit américain — Classic"
    english = refuse(phone, "Another card…", "spades", "Confirm")
    assert "Cannot play the 2 of spades on the 7 of hearts: play hearts, a 7 or a wild card" in (
        english
    )
    assert "Rule H8-PLAY-1" in english
    assert len(api.events(game)) == 2  # nothing stored
    # An ace of hearts: the next player answers with an ace or an 8 (52 cards: no joker to name).
    phone.click("#lang-button")
    for seq, rank in ((3, "9"), (4, "as")):  # no attack on the first play (H8-SETUP-3)
        phone.get_by_role("button", name="Autre carte…").click()
        phone.locator("#composer").get_by_role("button", name=rank, exact=True).click()
        phone.locator("#composer").get_by_role("button", name="cœur", exact=True).click()
        phone.locator("#composer").get_by_role("button", name="Valider").click()
        settled(phone, seq)
    refuse(phone, "Autre carte…", "pique", "Valider")
    french = phone.locator("#flash", has_text="doit répondre")
    said = french.locator(".grow > span").first.inner_text()  # the refusal, not the rule's text
    assert "doit répondre à l'as de cœur : jouer un as ou un 8, ou piocher 2 cartes" in said
    assert "joker" not in said
    assert "Règle H8-POW-A · " in french.inner_text()
