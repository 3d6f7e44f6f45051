"""Words as a French table reads them: a sentence not understood says « Pas compris » once;
a player with no card left has « fini » in a wording without agreement (the page knows no
genders): « Ben : 0 carte — a fini »."""

from __future__ import annotations

from .pages import new_match, settled


def test_not_understood_is_said_once(phone):
    new_match(phone, "huit_americain", ["Anna", "Ben", "Chloé"], "anna", tracking="table")
    phone.get_by_role("button", name="Distribuer").click()
    settled(phone, 2)
    phone.fill("#say-text", "on commande des pizzas")
    phone.click("#say-read")
    answer = phone.locator("#say-answer p.error")
    answer.wait_for()
    assert answer.inner_text().startswith("Pas compris")
    assert answer.inner_text().count("Pas compris") == 1, answer.inner_text()


def test_a_player_out_of_cards_has_finished_without_agreement(phone):
    new_match(phone, "huit_americain", ["Anna", "Chloé", "Ben"], "anna", tracking="table")
    phone.fill("#hand-size", "1")
    phone.locator("#upcard button[aria-expanded]").click()
    phone.locator("#upcard").get_by_role("button", name="7", exact=True).click()
    phone.locator("#upcard").get_by_role("button", name="cœur", exact=True).click()
    phone.get_by_role("button", name="Distribuer").click()
    settled(phone, 2)
    phone.locator("#card-grid button[data-card='9H']").tap()  # Chloé's last card
    settled(phone, 3)
    counts = phone.locator(".table-view li[data-player]").all_inner_texts()
    assert "Chloé : 0 carte — a fini" in counts, counts
