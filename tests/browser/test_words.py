"""Words as a French table reads them: a sentence not understood says « Pas compris » once;
a player with no card left has « fini » in a wording without agreement (the page knows no
genders): « Ben : 0 carte — a fini »; « de » elided before a name: « les points d'Anna »;
a line never starts with a colon (the word before it stays with it)."""

from __future__ import annotations

from .pages import card_words, game_id, new_match, settled, tab

# The first characters of each line the text of `root` is laid out on.
LINE_STARTS = """root => {
  const starts = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let top = null;
  while (walker.nextNode()) {
    const node = walker.currentNode;
    for (let i = 0; i < node.textContent.length; i += 1) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = range.getClientRects()[0];
      if (!box || !node.textContent[i].trim()) continue;
      if (top === null || box.top > top + 2) starts.push(node.textContent.slice(i, i + 12));
      top = box.top;
    }
  }
  return starts;
}"""


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


def test_a_player_out_of_cards_has_finished_without_agreement(phone, api):
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
    # The others show their cards: one tap per card in the deck's grid (rank then suit took
    # two), the composer opened and confirmed: 3 taps for a card, 7 for five (12 before).
    game = game_id(phone)
    for seq, (name, card) in enumerate((("Anna", "KS"), ("Ben", "2C")), start=4):
        taps = [phone.get_by_role("button", name=f"{name} montre sa 1 carte…")]
        taps.append(phone.locator("#composer").get_by_role("button", name=card_words(card)))
        taps.append(phone.locator("#composer").get_by_role("button", name="Valider"))
        for tap in taps:
            tap.click()
        settled(phone, seq)
    assert api.get(f"/games/{game}/scores")["totals"] == {"anna": 10, "chloe": 0, "ben": 2}


def test_de_is_elided_before_a_name_and_no_line_starts_with_a_colon(phone):
    new_match(phone, "rami", ["Anna", "Ben", "Yann"], engine=False)
    phone.fill("#pts-ben", "12")
    phone.click("#points-form button[type=submit]")
    assert phone.locator("#points-form .error").inner_text() == "Il manque les points d'Anna."
    phone.fill("#pts-anna", "0")
    phone.click("#points-form button[type=submit]")
    assert phone.locator("#points-form .error").inner_text() == "Il manque les points de Yann."
    tab(phone, "share")
    phone.get_by_role("button", name="Montrer le lien d'écriture").click()
    help_text = phone.get_by_text("Scannez ce code avec l'autre téléphone")
    assert "téléphone : il pourra" in help_text.inner_text()  # the text read is unchanged
    starts = phone.locator("#panel-share").evaluate(LINE_STARTS)
    assert len(starts) > 10 and not [s for s in starts if s.startswith((":", ";", "!", "?", "»"))]
