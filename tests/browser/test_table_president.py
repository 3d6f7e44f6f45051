"""Président at the speed of play (hidden hands): a single in 2 taps, a pair in 3, a pass in
1; the trick says who played what, the last closed trick opens on a tap, a revolution is a
banner; at the hand's end the finishing order with the titles (PRES-RANK-1, never "sorti"
for the Trou), then the titles beside the names in the next hand with the exchange
(PRES-XCHG-1)."""

from __future__ import annotations

from .pages import game_id, new_match, settled, token
from .taps import Taps

SUITS = "SHDC"


def texts(locator) -> list[str]:
    return [" ".join(text.split()) for text in locator.all_inner_texts()]


def stored(api, game: str) -> list[dict]:
    return [{"type": e["type"], **e["data"]} for e in api.events(game)[2:]]


def finish(api, game: str, key: str, cards: dict[str, list[str]]) -> int:
    """Each leader plays its next card alone; everyone else passes, so each trick closes
    on its leader (PRES-TRICK-2) until the hand is over. Returns the last seq."""
    while True:
        state = api.get(f"/games/{game}/state")
        if not state["in_hand"]:
            return state["seq"]
        hand = state["hand"]
        turn = hand["turn"]
        if hand["trick"] is None:
            card = cards[turn].pop(0)
            status, body = api.post(game, key, "cards_played", player=turn, cards=[card])
        else:
            status, body = api.post(game, key, "passed", player=turn)
        assert status == 201, body


def test_president_single_pair_pass_titles_and_exchange(phone, api, shots):
    new_match(phone, "president", ["Anna", "Ben", "Chloé", "Dan"], tracking="table")
    phone.select_option("#first-player", "ben")  # PRES-START-1: Ben holds the queen of hearts
    phone.get_by_role("button", name="Distribuer").click()
    settled(phone, 2)
    game = game_id(phone)
    bar = phone.locator("#action-bar")
    single, pair, passes = Taps(), Taps(), Taps()

    single(phone.locator("#card-grid button[data-card='9S']"))
    single(bar.get_by_role("button", name="Jouer 9♠"))
    settled(phone, 3)
    assert single.count == 2
    assert texts(phone.locator("#trick li")) == ["Ben : 9♠"]
    # PRES-TRICK-1: only the ranks that may follow a 9 are offered.
    assert phone.locator("#card-grid button[data-card='8S']").count() == 0
    passes(bar.get_by_role("button", name="Passer"))
    settled(phone, 4)
    assert passes.count == 1
    assert phone.locator("#trick .passed").inner_text() == "Ont passé : Chloé"
    phone.locator("#card-grid button[data-card='10S']").tap()
    bar.get_by_role("button", name="Jouer 10♠").tap()
    settled(phone, 5)
    for seq in (6, 7, 8):
        bar.get_by_role("button", name="Passer").tap()
        settled(phone, seq)
    # Everyone passed: the trick is closed and can be looked at; Dan leads.
    assert phone.locator("#turn").inner_text() == "À Dan de jouer"
    phone.locator("#last-trick summary").tap()
    assert texts(phone.locator("#last-trick li")) == ["Ben : 9♠", "Dan : 10♠"]

    pair(phone.locator("#card-grid button[data-card='4H']"))
    pair(phone.locator("#card-grid button[data-card='4D']"))
    shots(phone, "20-president-selection", at="#match-status")
    pair(bar.get_by_role("button", name="Jouer 4♥ 4♦"))
    settled(phone, 9)
    assert pair.count == 3
    assert texts(phone.locator("#trick li")) == ["Dan : 4♥ 4♦"]
    assert stored(api, game)[-1] == {"type": "cards_played", "player": "dan", "cards": ["4H", "4D"]}

    # The rest of the hand from the other phone: a revolution (PRES-REV-1), then Dan, Anna
    # and Ben go out in that order, Chloé last.
    key = token(phone, game)
    for player in ("anna", "ben", "chloe"):
        assert api.post(game, key, "passed", player=player)[0] == 201
    fours = ["7S", "7H", "7D", "7C"]
    assert api.post(game, key, "cards_played", player="dan", cards=fours)[0] == 201
    phone.locator("#revolution").wait_for()
    assert "Révolution !" in phone.locator("#revolution").inner_text()
    shots(phone, "21-president-revolution")
    for player in ("anna", "ben", "chloe"):
        assert api.post(game, key, "passed", player=player)[0] == 201
    left = [f"{r}{s}" for r in ["3", "5", "6", "8", "J", "Q", "K", "A"] for s in SUITS]
    left += ["4S", "4C", "9H", "9D", "9C", "10H", "10D", "10C"]
    cards = {"dan": left[:6], "anna": left[6:19], "ben": left[19:31]}
    seq = finish(api, game, key, cards)
    settled(phone, seq)

    order = phone.locator("#finish-order li")
    assert order.all_inner_texts() == [
        "Dan — Président",
        "Anna — Vice-président",
        "Ben — Vice-trou",
        "Chloé — Trou",
    ]
    counts = phone.locator(".table-view li[data-player]").all_inner_texts()
    assert "Chloé : 13 cartes — Trou" in counts
    assert not any("sorti" in line for line in counts)
    assert phone.locator("#next-exchange li").first.inner_text() == (
        "Chloé (Trou) doit donner ses 2 meilleures cartes à Dan (Président)"
    )
    shots(phone, "22-president-titres")

    phone.get_by_role("button", name="Distribuer").click()
    settled(phone, seq + 1)
    counts = phone.locator(".table-view li[data-player]").all_inner_texts()
    assert counts == [
        "Anna (Vice-président) : 13 cartes",
        "Ben (Vice-trou) : 13 cartes",
        "Chloé (Trou) : 13 cartes",
        "Dan (Président) : 13 cartes",
    ]
    assert phone.locator("#exchange li").all_inner_texts() == [
        "Chloé (Trou) doit donner ses 2 meilleures cartes à Dan (Président)",
        "Dan (Président) doit donner 2 cartes de son choix à Chloé (Trou)",
        "Ben (Vice-trou) doit donner sa meilleure carte à Anna (Vice-président)",
        "Anna (Vice-président) doit donner 1 carte de son choix à Ben (Vice-trou)",
    ]
    shots(phone, "23-president-echange")


def test_pres_start_1_first_hand_by_the_rule_asks_who_holds_the_queen(phone, api):
    """PRES-START-1 at a real table, "Qui commence : selon la règle": nobody has said who holds
    the queen of hearts, so the page says that holder leads and asks who it is; the cards are
    then played in that player's name (the first play failed with « tuple.index(x) »)."""
    new_match(phone, "president", ["Anna", "Ben", "Chloé", "Dan"], tracking="table")
    assert phone.locator("#first-player").input_value() == ""  # selon la règle
    phone.get_by_role("button", name="Distribuer").click()
    settled(phone, 2)
    game = game_id(phone)
    assert phone.locator("#turn").inner_text() == "Qui a la dame de cœur entame"
    chooser = phone.locator("#queen-holder")
    assert chooser.locator("h3").inner_text() == "Qui a la dame de cœur ?"
    assert phone.locator("#card-grid").count() == 0  # whose cards? asked first

    chooser.get_by_role("button", name="Ben").tap()
    assert chooser.get_by_role("button", name="Ben").get_attribute("aria-pressed") == "true"
    phone.locator("#card-grid button[data-card='QH']").tap()
    # Only the named holder's plays are offered (the engine offers every player's at a free lead).
    assert phone.get_by_role("button", name="Anna joue 1 carte…").count() == 0
    assert phone.get_by_role("button", name="Ben joue 1 carte…").count() == 1
    phone.locator("#action-bar").get_by_role("button", name="Jouer D♥").tap()
    settled(phone, 3)
    assert stored(api, game)[-1] == {"type": "cards_played", "player": "ben", "cards": ["QH"]}
    assert phone.locator("#queen-holder").count() == 0
    assert phone.locator("#turn").inner_text() == "À Chloé de jouer"
    assert texts(phone.locator("#trick li")) == ["Ben : D♥"]
    assert phone.locator(".error, [role=alert]").filter(has_text="tuple").count() == 0
