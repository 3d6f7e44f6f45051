"""Moves another phone made impossible, as the table meets them: the message points to the
box and the box comes into view; a move the other phone logged as well says so; "Corriger"
opens the picker for the player whose turn it is now; "Abandonner" asks first; a score
entry, which has no "Corriger", is not told to be corrected."""

from __future__ import annotations

from .pages import enter_points, game_id, new_match, settled, token
from .taps import on_screen
from .test_local_first import deal, shown, tap

PLAYERS = ["Anna", "Ben", "Chloé"]
IN_VIEW = """() => { const r = document.querySelector('#conflicts strong').getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight; }"""


def online_again(page, conflicts: int, seq: int) -> None:
    page.context.set_offline(False)
    page.wait_for_selector(
        f'body[data-waiting="0"][data-conflicts="{conflicts}"][data-seq="{seq}"]'
    )


def test_conflicts_point_to_their_box_and_say_what_the_other_phone_did(phone, api):
    game = new_match(phone, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    deal(phone)
    settled(phone, 2)
    key = token(phone, game)
    phone.context.set_offline(True)
    for i, card in enumerate(["9H", "9S"]):  # Ben's 9♥, Chloé's 9♠, noted offline
        tap(phone, card)
        shown(phone, 3 + i)
    # Meanwhile the other phone logs Ben's 9♥ too, then Chloé's 9♣: Anna's turn.
    for player, card in (("ben", "9H"), ("chloe", "9C")):
        assert api.post(game, key, "card_played", player=player, card=card)[0] == 201
    phone.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    online_again(phone, 2, 4)
    message = phone.locator("#flash").inner_text()
    assert "ci-dessous" not in message and "« À décider »" in message
    box = phone.locator("#conflicts")
    phone.wait_for_function(IN_VIEW, timeout=5_000)
    assert on_screen(phone, box.locator("strong"))
    assert "corrigez-le" in box.locator("p").inner_text()
    rows = box.locator("li")
    copy = "L'autre téléphone a déjà noté ce coup : abandonnez ce double."
    assert copy in rows.nth(0).inner_text()  # Ben's 9♥: logged by both phones
    assert copy not in rows.nth(1).inner_text()  # Chloé's 9♠: the other phone logged 9♣
    # "Abandonner" asks first: "no" keeps the move, "yes" lets it go.
    rows.nth(0).get_by_role("button", name="Abandonner").click()
    dialog = phone.locator("#discard-dialog")
    assert dialog.locator("h2").inner_text() == "Abandonner ce coup ? Ben joue 9♥"
    dialog.get_by_role("button", name="Non, le garder").click()
    assert phone.locator("#conflicts li").count() == 2
    rows.nth(0).get_by_role("button", name="Abandonner").click()
    dialog.get_by_role("button", name="Oui, abandonner").click()
    phone.wait_for_selector('body[data-conflicts="1"]')
    # "Corriger" opens the picker for Anna, whose turn it is, not for Chloé who has played.
    phone.locator("#conflicts li").get_by_role("button", name="Corriger").click()
    composer = phone.locator("#composer")
    assert "Anna" in composer.locator("h3").inner_text()
    assert "Chloé" not in composer.locator("h3").inner_text()


def test_a_score_entry_in_conflict_is_not_told_to_be_corrected(phone, api):
    new_match(phone, "rami", PLAYERS)
    game = game_id(phone)
    key = token(phone, game)
    phone.context.set_offline(True)
    enter_points(phone, {"anna": 0, "ben": 12, "chloe": 30})
    phone.wait_for_selector('body[data-waiting="1"]')
    points = {"anna": 0, "ben": 12, "chloe": 30}
    status, body = api.post(game, key, "points_entered", hand=1, points=points)
    assert status == 201, body
    online_again(phone, 1, 3)
    box = phone.locator("#conflicts")
    help_text = box.locator("p").inner_text()
    assert "corrigez" not in help_text and "tel quel ou abandonnez-le" in help_text
    assert box.get_by_role("button", name="Corriger").count() == 0
    assert "L'autre téléphone a déjà noté ce coup" in box.locator("li").inner_text()


def test_a_correction_the_other_phone_replaced_is_made_again_on_its_correction(phone, api):
    """« nommez la correction n° 4 »: the conflict offers the way, the hand's correction opened with
    this phone's figures, naming the other phone's correction."""
    game = new_match(phone, "rami", PLAYERS)
    enter_points(phone, {"anna": 0, "ben": 25, "chloe": 40})
    settled(phone, 3)
    key = token(phone, game)
    phone.context.set_offline(True)
    phone.click("#tab-scores")
    phone.get_by_role("button", name="Corriger la manche 1").click()
    phone.locator("#correct-dialog #fix-ben").fill("12")
    phone.get_by_role("button", name="Enregistrer la correction").click()
    phone.wait_for_selector('body[data-waiting="1"]')
    theirs = {"hand": 1, "points": {"anna": 0, "ben": 25, "chloe": 4}}
    assert api.post(game, key, "corrected", seq=3, data=theirs)[0] == 201  # seq 4
    phone.context.set_offline(False)
    phone.wait_for_selector('body[data-waiting="0"][data-conflicts="1"]')
    box = phone.locator("#conflicts")
    assert "nommez la correction n° 4" in box.locator("li").inner_text()
    assert "corrigez-le" in box.locator("p").inner_text()
    box.get_by_role("button", name="Corriger la manche 1").click()
    dialog = phone.locator("#correct-dialog")
    assert dialog.locator("#fix-ben").input_value() == "12"  # this phone's figure
    assert dialog.locator("#fix-chloe").input_value() == "40"
    dialog.get_by_role("button", name="Enregistrer la correction").click()
    phone.wait_for_selector('body[data-waiting="0"][data-conflicts="0"][data-seq="5"]')
    last = api.events(game)[-1]
    assert (last["type"], last["data"]["seq"]) == ("corrected", 4)
    assert last["data"]["data"]["points"] == {"anna": 0, "ben": 12, "chloe": 40}
