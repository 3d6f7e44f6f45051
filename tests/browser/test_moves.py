"""A Huit américain hand logged move by move at the table (hidden hands): the turn, the top
card and the suit to follow, the pending attack, the legal moves as buttons, a wild card's
suit, "Carte !" and "Contre-carte !", a penalty, undo, and a refused card with its rule."""

from __future__ import annotations

from .pages import confirm_undo, new_match, settled

PLAYERS = ["Anna", "Ben", "Chloé"]


def play(page, card: str, seq: int) -> None:
    page.locator(f"#card-grid button[data-card='{card}']").click()
    settled(page, seq)


def cell(page, label: str) -> str:
    return page.locator(".table-view .cell", has_text=label).locator(".value").inner_text()


def counts(page) -> list[str]:
    return page.locator(".table-view li[data-player]").all_inner_texts()


def deal(page, size: str, rank: str, suit: str) -> None:
    if size:
        page.fill("#hand-size", size)
    page.locator("#upcard button[aria-expanded]").click()
    page.locator("#upcard").get_by_role("button", name=rank, exact=True).click()
    page.locator("#upcard").get_by_role("button", name=suit, exact=True).click()
    assert page.locator("#upcard-card").inner_text() == "7♥"
    page.get_by_role("button", name="Distribuer").click()


def test_huit_americain_hand_move_by_move(phone, api, shots):
    game = new_match(phone, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    assert phone.locator("#hand-title").inner_text() == "Manche 1"
    deal(phone, "3", "7", "cœur")
    settled(phone, 2)
    assert phone.locator("#turn").inner_text() == "À Ben de jouer"
    assert cell(phone, "Carte du dessus") == "7♥"
    assert cell(phone, "Couleur à suivre") == "♥ cœur"
    # Only the cards the rules allow are offered (H8-PLAY-1): no spade but the 7 and the 8.
    assert phone.locator("#card-grid button[data-card='5S']").count() == 0
    play(phone, "9H", 3)
    play(phone, "AH", 4)
    # H8-POW-A: the ace makes Anna draw 2 unless she answers it.
    assert cell(phone, "Attaque en cours") == "+2 pour Anna"
    assert phone.locator("#turn").inner_text() == "À Anna de jouer"
    shots(phone, "12-huit-attaque")
    phone.get_by_role("button", name="Piocher 2 cartes").click()
    settled(phone, 5)
    assert "Anna : 5 cartes" in counts(phone)
    assert phone.locator("#turn").inner_text() == "À Ben de jouer"

    phone.locator(".quick").get_by_role("button", name="Annuler le dernier coup").click()
    assert confirm_undo(phone) == "Annuler : Anna pioche 2 cartes ?"
    settled(phone, 6)
    assert phone.locator("#turn").inner_text() == "À Anna de jouer"
    assert "Anna : 3 cartes" in counts(phone)
    # An 8 stops the attack and names the suit (H8-PLAY-3).
    phone.locator("#card-grid button[data-card='8S']").click()
    phone.locator("#variants").get_by_role("button", name="♣ trèfle").click()
    settled(phone, 7)
    assert cell(phone, "Couleur à suivre") == "♣ trèfle"
    assert phone.locator(".table-view .attack").count() == 0

    # A card the rules refuse: the table sees the sentence and the rule; nothing is stored.
    phone.get_by_role("button", name="Autre carte…").click()
    phone.locator("#composer").get_by_role("button", name="5", exact=True).click()
    phone.locator("#composer").get_by_role("button", name="carreau", exact=True).click()
    phone.locator("#composer").get_by_role("button", name="Valider").click()
    flash = phone.locator("#flash")
    flash.wait_for()
    assert "Impossible de jouer le 5 de carreau sur le 8 de pique : il faut jouer trèfle" in (
        flash.inner_text()
    )
    assert "Règle H8-PLAY-1" in flash.inner_text()
    shots(phone, "13-huit-refus")
    assert len(api.events(game)) == 7

    play(phone, "3C", 8)
    # H8-ANN-1/-2: Ben is down to one card and has not said "Carte": Chloé catches him.
    quick = phone.locator(".quick")
    assert quick.get_by_role("button", name="Ben : « Carte ! »").is_visible()
    quick.get_by_role("button", name="Chloé : « Contre-carte ! » à Ben").click()
    settled(phone, 9)
    assert "Ben : 3 cartes" in counts(phone)
    # H8-PEN-1: Anna played out of turn: she draws 2.
    quick.get_by_role("button", name="Pénalité").click()
    phone.locator("#penalty").get_by_role("button", name="hors de son tour").click()
    phone.locator("#penalty").get_by_role("button", name="Anna").click()
    settled(phone, 10)
    assert "Anna : 4 cartes" in counts(phone)
    assert api.types(game)[2:] == [
        "card_played",
        "card_played",
        "cards_drawn",
        "retracted",
        "card_played",
        "card_played",
        "challenged",
        "infraction",
    ]


def pick_in(page, box: str, cards: list[tuple[str, str]]) -> None:
    for rank, suit in cards:
        page.locator(box).get_by_role("button", name=rank, exact=True).click()
        page.locator(box).get_by_role("button", name=suit, exact=True).click()


def test_president_plays_from_a_hidden_hand_are_named_on_the_spot(phone, api, shots):
    game = new_match(phone, "president", ["Anna", "Ben", "Chloé", "Dan"], tracking="table")
    assert phone.locator("#upcard").count() == 0
    phone.select_option("#first-player", "ben")  # PRES-START-1: Ben holds the queen of hearts
    phone.get_by_role("button", name="Distribuer").click()
    settled(phone, 2)
    assert phone.locator("#turn").inner_text() == "À Ben de jouer"
    phone.get_by_role("button", name="Ben joue 2 cartes…").click()
    pick_in(phone, "#composer", [("9", "pique"), ("9", "cœur")])
    assert phone.locator("#composer").get_by_text("Cartes choisies : 2 sur 2").is_visible()
    shots(phone, "14-president-cartes-jouees", at="#composer")
    phone.locator("#composer").get_by_role("button", name="Valider").click()
    settled(phone, 3)
    trick = phone.locator(".table-view .cell", has_text="Pli en cours").inner_text().split()
    assert trick[-4:] == ["Ben", ":", "9♠", "9♥"]
    phone.get_by_role("button", name="Passer").click()
    settled(phone, 4)
    assert phone.locator("#turn").inner_text() == "À Dan de jouer"
    shots(phone, "15-president-pli")
    assert api.events(game)[2]["data"] == {"player": "ben", "cards": ["9S", "9H"]}


def test_rami_turn_take_then_discard(phone, api):
    game = new_match(phone, "rami", PLAYERS, tracking="table")
    deal(phone, "", "7", "cœur")
    settled(phone, 2)
    assert phone.locator("#turn").inner_text() == "À Ben : prendre une carte"
    phone.get_by_role("button", name="Prendre dans la pioche").click()
    settled(phone, 3)
    assert phone.locator("#turn").inner_text() == "À Ben : défausser"
    # RAMI-TURN-2: no laying down in the first round; the button says why it is off.
    assert phone.get_by_role("button", name="Ben pose des combinaisons…").is_disabled()
    assert "RAMI-TURN-2" in phone.locator("#moves").inner_text()
    phone.get_by_role("button", name="Ben défausse…").click()
    pick_in(phone, "#composer", [("roi", "trèfle")])
    phone.locator("#composer").get_by_role("button", name="Valider").click()
    settled(phone, 4)
    assert cell(phone, "Carte du dessus") == "R♣"
    assert api.events(game)[3]["data"] == {"player": "ben", "card": "KC"}
