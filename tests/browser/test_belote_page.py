"""Belote on the page: two teams set up from the seats, hands entered on the score sheet
(takers, trump, the points; a capot when any) to the 1000 target with each team's total and
what it still needs; and a hand played card by card where only the cards the trick allows
are offered, and a card that misses an overtrump is refused with its rule (BELOTE-TRUMP-3)."""

from __future__ import annotations

from tests.replays.belote.test_play import contree_deck

from .pages import choose, game_id, ready, settled, tab, totals
from .taps import Taps

SEATS = ["Anna", "Ben", "Chloé", "Dan"]
TEAMS = [
    {"id": "nous", "name": "Nous", "players": ["anna", "chloe"]},
    {"id": "eux", "name": "Eux", "players": ["ben", "dan"]},
]


def _hand(phone, taps: Taps, seq: int, points: dict, taker: str, trump: str, **more):
    for team, n in points.items():
        phone.fill(f"#pts-{team}", str(n))
    for field, value in {"taker": taker, "trump": trump, **more}.items():
        taps(phone.locator(f"#entry-{field}"))
        phone.select_option(f"#entry-{field}", value)
    taps(phone.locator("#points-form button[type=submit]"))
    settled(phone, seq)


def test_belote_score_sheet_to_1000(phone, api):
    ready(phone)
    phone.click("#new-button")
    choose(phone, "game", "belote")
    choose(phone, "tracking", "score")
    rows = phone.locator("#player-rows input")
    while rows.count() < len(SEATS):
        phone.click("#add-player")
    for i, name in enumerate(SEATS):
        rows.nth(i).fill(name)
    assert phone.locator("#team-setup .team-members").all_inner_texts() == [
        "Anna · Chloé",
        "Ben · Dan",
    ]
    phone.fill("#team-name-1", "Nous")
    phone.fill("#team-name-2", "Eux")
    phone.click("#setup-form button[type=submit]")
    phone.wait_for_selector("#points-form .points-row")
    settled(phone, 2)
    game = game_id(phone)
    nous, eux = (t["id"] for t in api.get(f"/games/{game}")["teams"])
    trumps = phone.locator("#entry-trump option").all_inner_texts()
    assert trumps == ["—", "♠ Pique", "♥ Cœur", "♦ Carreau", "♣ Trèfle"]
    # Classique: no contract, contre nor announcements asked (BELOTE-SHEET-1).
    fields = phone.locator("#points-form select, #points-form input").evaluate_all(
        "nodes => nodes.map((n) => n.id)"
    )
    assert fields == ["pts-" + nous, "pts-" + eux] + [
        f"entry-{f}" for f in ("taker", "trump", "belote", "capot")
    ]

    taps = Taps()
    _hand(phone, taps, 3, {nous: 92, eux: 70}, nous, "H", belote=nous)  # fait: 112 and 70
    # Eux take at 81 against 81: dedans (no litige by default), Nous score the 162.
    assert taps.count <= 6, taps.count
    assert totals(phone) == {nous: 112, eux: 70}
    board = phone.locator("#board").inner_text()
    assert "Reste" in board and "888" in board and "930" in board  # 1000 less each total
    # Each next hand is its hand_started and its entry.
    hands = [(5, 81, 81, eux, "S", {}), (7, 162, 0, nous, "C", {"capot": nous})]
    hands += [(n, 162, 0, nous, "D", {"capot": nous}) for n in (9, 11)]
    for seq, a, b, taker, trump, more in hands:
        _hand(phone, Taps(), seq, {nous: a, eux: b}, taker, trump, **more)
    scores = api.get(f"/games/{game}/scores")
    assert scores["totals"] == {nous: 112 + 162 + 3 * 252, eux: 70}  # 1030: over 1000
    assert (scores["match_over"], scores["winner"]) == (True, nous)
    assert "Nous" in phone.locator("#match-end").inner_text()
    tab(phone, "scores")
    assert phone.locator("#sheet thead th").all_inner_texts()[1:] == ["Nous", "Eux"]


def test_belote_trick_by_trick_a_missed_overtrump_is_refused_with_its_rule(phone, api, shots):
    body = {
        "game": "belote",
        "preset": "contree",
        "players": [{"id": n.lower().replace("é", "e"), "name": n} for n in SEATS],
        "teams": TEAMS,
        "tracking": "open",
    }
    status, created = api.call("POST", "/games", body)
    assert status == 201, created
    game, key = created["id"], created["token"]
    moves = [("hand_started", {"hand": 1, "deck": contree_deck()})]
    moves += [("bid", {"player": "anna", "value": "80", "suit": "H"})]
    moves += [("passed", {"player": p}) for p in ("ben", "chloe", "dan")]
    moves += [("card_played", {"player": "anna", "card": "9H"})]
    moves += [("card_played", {"player": "ben", "card": "7H"})]
    for kind, data in moves:
        status, stored = api.post(game, key, kind, **data)
        assert status == 201, stored
    ready(phone, f"/?game={game}#write={key}")
    phone.wait_for_selector("#card-grid")
    settled(phone, 8)
    assert phone.locator("#belote-trump .value").inner_text() == "80 ♥ (Nous)"
    assert [" ".join(x.split()) for x in phone.locator("#trick li").all_inner_texts()] == [
        "Anna : 9♥",
        "Ben : 7♥",
    ]
    # Trump led, Anna's 9 master: Chloé must go above it, even over her partner.
    grid = phone.locator("#card-grid button[data-card]")
    assert [grid.nth(i).get_attribute("data-card") for i in range(grid.count())] == ["JH"]
    phone.get_by_role("button", name="Autre carte…").tap()
    composer = phone.locator("#composer")
    composer.get_by_role("button", name="8", exact=True).tap()
    composer.get_by_role("button", name="cœur", exact=True).tap()
    composer.get_by_role("button", name="Retirer 8 de cœur").wait_for()  # drawn again
    composer.get_by_role("button", name="Valider").tap()
    refusal = phone.locator("[role=alert]:visible, .flash:visible").first
    refusal.wait_for()
    shots(phone, "belote-refused")
    said = phone.locator("body").inner_text()
    assert "BELOTE-TRUMP-3" in said and "monter sur le 9" in said.replace("\u00a0", " ")
    assert api.types(game)[-1] == "card_played" and len(api.events(game)) == 8
    phone.locator("#card-grid button[data-card='JH']").tap()
    settled(phone, 9)
    assert api.events(game)[-1]["data"] == {"player": "chloe", "card": "JH"}
