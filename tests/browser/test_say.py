"""Moves said at the table on the page: a sentence typed, read by /say, confirmed, stored;
a question answered by choosing; the microphone button only where the browser can listen."""

from __future__ import annotations

from playwright.sync_api import expect

from .pages import new_match, settled, tab

PLAYERS = ["Anna", "Ben", "Chloé"]
# A browser that hears "Ben pose le neuf de cœur" (headless Chromium has the API but no
# microphone: it ends at once without a result).
FAKE_RECOGNITION = """
window.SpeechRecognition = window.webkitSpeechRecognition = class {
  start() {
    const event = { results: [[{ transcript: "Ben pose le neuf de cœur" }]] };
    setTimeout(() => { this.onresult(event); this.onend && this.onend(); }, 10);
  }
};
"""
NO_RECOGNITION = "delete window.SpeechRecognition; delete window.webkitSpeechRecognition;"


def deal(page) -> None:
    page.locator("#upcard button[aria-expanded]").click()
    page.locator("#upcard").get_by_role("button", name="7", exact=True).click()
    page.locator("#upcard").get_by_role("button", name="cœur", exact=True).click()
    page.get_by_role("button", name="Distribuer").click()
    settled(page, 2)


def say(page, text: str) -> None:
    page.fill("#say-text", text)
    page.click("#say-read")


def test_a_sentence_typed_and_confirmed_is_stored(phone, api):
    game = new_match(phone, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    deal(phone)
    say(phone, "Ben pose le huit de pique et demande carreau")
    answer = phone.locator("#say-answer")
    assert (
        answer.locator(".say-events li").inner_text() == "Ben pose le 8 de pique et demande carreau"
    )
    assert api.types(game)[-1] == "hand_started", "nothing is stored before the player confirms"
    phone.click("#say-confirm")
    settled(phone, 3)
    last = api.events(game)[-1]
    assert (last["type"], last["data"]) == (
        "card_played",
        {"player": "ben", "card": "8S", "suit": "D"},
    )
    assert last["key"], "posted through the outbox, with its Idempotency-Key"
    assert phone.locator("#say-text").input_value() == ""


def test_a_question_is_answered_by_choosing_and_nonsense_is_not_understood(phone, api):
    game = new_match(phone, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    deal(phone)
    say(phone, "il pose le 8 de trèfle")
    phone.wait_for_selector(".say-question")
    assert phone.locator(".say-question").inner_text() == "Quelle couleur est demandée ?"
    choices = phone.locator(".say-choice")
    assert choices.count() == 4
    choices.filter(has_text="demande cœur").click()
    settled(phone, 3)
    assert api.events(game)[-1]["data"] == {"player": "ben", "card": "8C", "suit": "H"}
    say(phone, "on commande des pizzas")
    phone.wait_for_selector("#say-answer p.error")
    assert phone.locator("#say-answer").inner_text().startswith("Pas compris")
    assert len(api.events(game)) == 3


def test_the_microphone_button_follows_what_the_browser_offers(phone):
    new_match(phone, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    has_api = phone.evaluate("!!(window.SpeechRecognition || window.webkitSpeechRecognition)")
    assert phone.locator("#say-text").count() == 1
    assert phone.locator("#say-mic").count() == (1 if has_api else 0)


def test_the_microphone_button_is_absent_without_speech_recognition(new_phone):
    phone = new_phone()
    phone.context.add_init_script(NO_RECOGNITION)
    new_match(phone, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    assert phone.evaluate("!(window.SpeechRecognition || window.webkitSpeechRecognition)")
    assert phone.locator("#say-text").count() == 1
    assert phone.locator("#say-mic").count() == 0


def test_the_microphone_fills_the_field_where_the_browser_listens(new_phone, api):
    phone = new_phone()
    phone.context.add_init_script(FAKE_RECOGNITION)
    game = new_match(phone, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    deal(phone)
    phone.click("#say-mic")
    expect(phone.locator("#say-text")).to_have_value("Ben pose le neuf de cœur")
    phone.click("#say-read")
    phone.click("#say-confirm")
    settled(phone, 3)
    assert api.events(game)[-1]["data"] == {"player": "ben", "card": "9H"}


def test_a_sentence_is_read_by_the_phone_offline_and_sent_when_back(phone, api):
    """In a cellar: the engine on the phone reads the sentence (no /say), the confirmed move
    waits in the outbox and is stored once the network is back."""
    game = new_match(phone, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    deal(phone)
    asked: list[str] = []
    phone.on("request", lambda r: asked.append(r.url) if r.url.endswith("/say") else None)
    phone.context.set_offline(True)
    say(phone, "Ben pose le huit de pique et demande carreau")
    answer = phone.locator("#say-answer")
    expect(answer.locator(".say-events li")).to_have_text(
        "Ben pose le 8 de pique et demande carreau"
    )
    phone.click("#say-confirm")
    expect(phone.locator("#outbox")).to_contain_text("1")
    say(phone, "Chloé pose le roi de pique")  # the 8 asked for diamonds: refused at once
    expect(answer.locator(".say-events li .error")).to_contain_text("H8-")
    assert not asked, "read on the phone, not by the server"
    phone.context.set_offline(False)
    settled(phone, 3)
    last = api.events(game)[-1]
    assert (last["type"], last["data"]) == (
        "card_played",
        {"player": "ben", "card": "8S", "suit": "D"},
    )


def test_an_undo_and_a_correction_said_name_the_entry_they_are_about(phone, api):
    """Issue 38: never « Correction de l'événement 3 » nor « annuler l'événement 4 »; the
    phone's engine says which entry, as the server does."""
    game = new_match(phone, "rami", PLAYERS, dealer="anna")
    entry = "Manche 1 : Anna 0, Ben 8, Chloé 12"
    said = phone.locator("#say-answer .say-events li")
    say(phone, "Anna 0, Ben 8, Chloé 12")
    expect(said).to_have_text(entry)
    phone.click("#say-confirm")
    settled(phone, 3)
    say(phone, "correction : Ben 10 au lieu de 8")
    fixed = "Manche 1 : Anna 0, Ben 10, Chloé 12"
    expect(said).to_have_text(f"Correction de « {entry} » (événement 3) : {fixed}")
    phone.click("#say-confirm")
    settled(phone, 4)
    say(phone, "annule")
    expect(said).to_have_text(f"annuler « {fixed} » (événement 4)")  # the entry as corrected
    phone.get_by_role("button", name="Annuler", exact=True).click()  # the say box's, not logged
    # The undo button asks about the same entry in the same words.
    phone.locator("button.undo").click()
    expect(phone.locator("dialog[open]")).to_contain_text("Annuler la correction de la manche 1 ?")
    assert api.types(game)[-2:] == ["points_entered", "corrected"]
    phone.get_by_role("button", name="Oui, annuler").click()
    settled(phone, 5)
    correction = f"Correction de « {entry} » (coup n° 3) : {fixed}"
    expect(phone.locator("#flash")).to_contain_text(f"Annulé : {correction}")
    tab(phone, "replay")  # the log read back: the undo names the correction it took back
    expect(phone.locator("#replay-event")).to_have_text(
        f"5. Annulation de « {correction} » (coup n° 4)"
    )
