"""The page works from its own log: the engine on the phone checks every tap, the service
worker opens the page with no network (even a cold start), and the log goes to the server
in order once the network is back, as if it had been online all along."""

from __future__ import annotations

from replays import cards
from replays.cards import fmt

from .pages import engine_ready, new_match, ready, settled, snapshot_kept

PLAYERS = ["Anna", "Ben", "Chloé"]
DEAL = {"hand": 1, "dealer": "anna", "hand_size": 4, "upcard": "7H"}


def card(player: str, card: str, **more: str) -> dict:
    return {"type": "card_played", "data": {"player": player, "card": card, **more}}


CONTRE = {"type": "challenged", "data": {"by": "anna", "target": "chloe", "call": "contre-carte"}}
CARTE = {"type": "announced", "data": {"player": "ben", "call": "carte"}}
# A hand of Huit américain at the table, move by move: what is tapped, the body it logs,
# then whose turn it is, the top card and the pending attack.
HAND = [
    ("9H", card("ben", "9H"), "Chloé", "9♥", None),
    ("AH", card("chloe", "AH"), "Anna", "A♥", "+2 pour Anna"),  # H8-POW-A
    ("AS", card("anna", "AS"), "Ben", "A♠", "+4 pour Ben"),  # answered by an ace
    ("8S>♦ carreau", card("ben", "8S", suit="D"), "Chloé", "8♠", None),  # H8-PLAY-3
    ("10D", card("chloe", "10D"), "Chloé", "10♦", None),  # H8-POW-10: Chloé again
    ("4D", card("chloe", "4D"), "Anna", "4♦", None),
    ("Anna : « Contre-carte ! » à Chloé", CONTRE, "Anna", "4♦", None),  # H8-ANN-2
    ("4S", card("anna", "4S"), "Ben", "4♠", None),
    ("5S", card("ben", "5S"), "Chloé", "5♠", None),
    ("Ben : « Carte ! »", CARTE, "Chloé", "5♠", None),  # H8-ANN-1
    ("5C", card("chloe", "5C"), "Anna", "5♣", None),
    ("KC", card("anna", "KC"), "Ben", "R♣", None),
]


def shown(page, seq: int) -> None:
    page.wait_for_selector(f'body[data-seq="{seq}"]', state="attached")


def cell(page, label: str) -> str:
    return page.locator(".table-view .cell", has_text=label).locator(".value").inner_text()


def tap(page, what: str) -> None:
    if what.startswith(("Anna :", "Ben :", "Chloé :")):
        page.locator(".quick").get_by_role("button", name=what).click()
        return
    card, _, suit = what.partition(">")
    page.locator(f"#card-grid button[data-card='{card}']").click()
    if suit:
        page.locator("#variants").get_by_role("button", name=suit).click()


def deal(page) -> None:
    page.fill("#hand-size", "4")
    page.locator("#upcard button[aria-expanded]").click()
    page.locator("#upcard").get_by_role("button", name="7", exact=True).click()
    page.locator("#upcard").get_by_role("button", name="cœur", exact=True).click()
    page.get_by_role("button", name="Distribuer").click()


def controlled(page) -> None:
    """The service worker has kept everything and controls the page."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)


def refuse_five_of_hearts(page) -> None:
    page.get_by_role("button", name="Autre carte…").click()
    page.locator("#composer").get_by_role("button", name="5", exact=True).click()
    page.locator("#composer").get_by_role("button", name="cœur", exact=True).click()
    page.locator("#composer").get_by_role("button", name="Valider").click()


def test_offline_from_a_cold_start_a_hand_logged_move_by_move(phone, api):
    game = new_match(phone, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    controlled(phone)
    snapshot_kept(phone)
    phone.context.set_offline(True)
    ready(phone, "/")  # a reload with no network: the page, and the games this phone knows
    phone.locator("#my-games button", has_text="Huit américain").first.click()
    phone.wait_for_selector("#view-match:not([hidden])")
    engine_ready(phone)
    # Started from the memory the first start kept: every check below is that engine's.
    assert phone.get_attribute("html", "data-engine-start") == "warm"
    deal(phone)
    shown(phone, 2)
    assert phone.locator("#turn").inner_text() == "À Ben de jouer"
    for i, (what, _, turn, top, attack) in enumerate(HAND):
        tap(phone, what)
        shown(phone, 3 + i)
        assert phone.locator("#turn").inner_text() == f"À {turn} de jouer", what
        assert cell(phone, "Carte du dessus") == top, what
        pending = phone.locator(".table-view .attack .value")
        assert (pending.inner_text() if pending.count() else None) == attack, what
        if "Contre-carte" in what:  # H8-ANN-2: Chloé draws the penalty
            assert (
                "Chloé : 3 cartes" in phone.locator(".table-view li[data-player]").all_inner_texts()
            )
    # One illegal tap, refused on the phone with the server's rule: nothing is logged.
    refuse_five_of_hearts(phone)
    flash = phone.locator("#flash")
    flash.wait_for()
    # The phone's engine says it as the server does, in the page's language.
    assert "Impossible de jouer le 5 de cœur sur le roi de trèfle" in flash.inner_text()
    # Its rule by id and name, then the rule's sentence, in French (issue 39).
    assert "Règle H8-PLAY-1 · Couleur ou valeur" in flash.inner_text()
    assert "À son tour, on joue une carte de la même couleur" in flash.inner_text()
    assert phone.get_attribute("body", "data-waiting") == str(1 + len(HAND))
    assert api.types(game) == ["game_created"]

    phone.context.set_offline(False)
    settled(phone, 2 + len(HAND))
    stored = api.events(game)
    # The same moves posted online to a new game of the same settings: the same log.
    moves = [{"type": "hand_started", "data": DEAL}] + [body for _, body, *_ in HAND]
    online = api.played_online({"game": "huit_americain", "tracking": "table"}, PLAYERS, moves)
    assert [(e["type"], e["data"]) for e in stored[1:]] == [
        (e["type"], e["data"]) for e in online[1:]
    ]
    assert [e["seq"] for e in stored] == list(range(1, 3 + len(HAND)))
    assert len({e["key"] for e in stored[1:]}) == 1 + len(HAND)


def test_the_manifest_is_valid_and_the_service_worker_controls_the_page(phone):
    ready(phone, "/")
    controlled(phone)
    cdp = phone.context.new_cdp_session(phone)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"].endswith("/manifest.webmanifest") and manifest["errors"] == []
    # Chromium's own check; a test context is incognito, which no manifest can change.
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == []
    scope = phone.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)")
    assert scope == phone.url.split("?")[0].rstrip("/") + "/"


def test_the_page_works_online_with_the_servers_answers_until_its_engine_loads(phone, api):
    phone.route("**/engine/replays-*", lambda route: route.abort())  # the engine never arrives
    game = new_match(
        phone, "huit_americain", PLAYERS, dealer="anna", tracking="table", engine=False
    )
    deal(phone)
    settled(phone, 2)
    tap(phone, "9H")
    settled(phone, 3)
    assert phone.locator("#turn").inner_text() == "À Chloé de jouer"
    assert cell(phone, "Carte du dessus") == "9♥"
    assert phone.get_attribute("html", "data-engine") is None
    assert api.types(game) == ["game_created", "hand_started", "card_played"]


def test_a_deal_made_offline_is_shuffled_on_the_phone_and_sent_with_its_order(phone, api):
    # Open tracking (every card known) is made through the API; the phone holds its token.
    players = [{"id": "anna", "name": "Anna"}, {"id": "ben", "name": "Ben"}]
    body = {"game": "huit_americain", "tracking": "open", "players": players}
    status, created = api.call("POST", "/games", body)
    assert status == 201, created
    game = created["id"]
    ready(phone)
    phone.evaluate("([g, t]) => localStorage.setItem(`cartes.token.${g}`, JSON.stringify(t))",
                   [game, created["token"]])  # fmt: skip
    ready(phone, f"/?game={game}")
    phone.wait_for_selector("#new-hand")
    phone.context.set_offline(True)
    phone.get_by_role("button", name="Distribuer").click()
    shown(phone, 2)
    top = cell(phone, "Carte du dessus")
    turn = phone.locator("#turn").inner_text()
    phone.context.set_offline(False)
    settled(phone, 2)
    deck = api.events(game)[1]["data"]["deck"]
    assert len(deck) == len(set(deck)) == 52
    assert sorted(deck) == sorted(fmt(cards.deck(52, 1))) != deck  # shuffled on the phone
    state = api.get(f"/games/{game}/state")["hand"]
    assert cell(phone, "Carte du dessus") == top and phone.locator("#turn").inner_text() == turn
    assert state["turn"] == "ben" and state["top"] == api.events(game)[1]["data"]["upcard"]
