"""Two phones write one game: the second opens the write link (its token in the URL fragment,
shown as a QR code); each sees the other's moves as they are stored; moves logged offline
that the other phone made impossible wait for the user's word; a sync cut mid-way stores
each move once."""

from __future__ import annotations

from .pages import enter_points, new_match, ready, settled, tab, token, totals
from .test_local_first import deal, shown, tap

PLAYERS = ["Anna", "Ben", "Chloé"]
# Records, on a phone, when each seq appears on its screen (Date.now(), the browser's clock).
RECORD_SEQS = """() => {
  window.shownAt = {};
  new MutationObserver(() => { window.shownAt[document.body.dataset.seq] ??= Date.now(); })
    .observe(document.body, { attributes: true, attributeFilter: ["data-seq"] });
}"""


def write_link(phone) -> str:
    tab(phone, "share")
    phone.get_by_role("button", name="Montrer le lien d'écriture").click()
    phone.wait_for_selector("#write-qr img.qr")
    assert phone.locator("#write-qr img").get_attribute("src").startswith("data:image/")
    return phone.locator("#write-link-text a").get_attribute("href")


def discard(row) -> None:
    """ "Abandonner", and yes to the question it asks."""
    row.get_by_role("button", name="Abandonner").click()
    row.page.locator("#discard-dialog").get_by_role("button", name="Oui, abandonner").click()


def stored_at(phone, seqs: dict) -> None:
    """Note when the server answered each stored append (the browser's clock, ms)."""

    def noted(response) -> None:
        if response.request.method == "POST" and response.url.endswith("/events"):
            if response.status == 201:
                timing = response.request.timing
                seqs[response.json()["seq"]] = timing["startTime"] + timing["responseStart"]

    phone.on("response", noted)


def test_two_phones_write_one_game_and_nothing_vanishes(new_phone, api):
    a = new_phone()
    game = new_match(a, "huit_americain", PLAYERS, dealer="anna", tracking="table")
    deal(a)
    settled(a, 2)
    link = write_link(a)
    secret = token(a, game)
    assert link.endswith(f"/?game={game}#write={secret}")

    b = new_phone()
    ready(b, link)
    b.wait_for_selector("#view-match:not([hidden])")
    assert b.locator("#read-only").is_hidden()
    assert token(b, game) == secret and "#" not in b.url  # kept, and out of the address bar
    b.evaluate(RECORD_SEQS)

    a.context.set_offline(True)
    tab(a, "hand")
    for i, card in enumerate(["9H", "9S", "9D"]):  # Ben, Chloé, Anna: three moves offline
        tap(a, card)
        shown(a, 3 + i)
    for i, card in enumerate(["9H", "9C"]):  # meanwhile B logs Ben's 9♥ and Chloé's 9♣
        tap(b, card)
        settled(b, 3 + i)

    stored: dict[int, float] = {}
    stored_at(a, stored)
    a.context.set_offline(False)
    # A hears it was late: Ben's 9♥ and Chloé's 9♠ no longer fit; Anna's 9♦ still does.
    a.wait_for_selector('body[data-waiting="0"][data-conflicts="2"][data-seq="5"]')
    assert api.types(game)[1:] == ["hand_started", "card_played", "card_played", "card_played"]
    assert [e["data"]["card"] for e in api.events(game)[2:]] == ["9H", "9C", "9D"]
    b.wait_for_selector('body[data-seq="5"]')
    assert b.evaluate("window.shownAt['5']") - stored[5] < 1000
    assert b.locator("#turn").inner_text() == "À Ben de jouer"

    conflicts = a.locator("#conflicts li")
    assert conflicts.count() == 2
    first, second = conflicts.nth(0), conflicts.nth(1)
    assert "Ben joue 9♥" in first.inner_text() and "Chloé joue 9♠" in second.inner_text()
    assert "H8-TURN-1" in second.inner_text()
    assert "L'autre téléphone a déjà noté ce coup" in first.inner_text()
    discard(first)  # B logged it already
    a.wait_for_selector('body[data-conflicts="1"]')
    # Sent as it is, Chloé's 9♠ is refused again (Ben's turn): it stays listed.
    a.locator("#conflicts li").get_by_role("button", name="Envoyer tel quel").click()
    a.locator("#flash", has_text="Règle H8-TURN-1").wait_for()
    # Corrected: the composer opens on Chloé's card; cancelled, the move is still listed.
    a.locator("#conflicts li").get_by_role("button", name="Corriger").click()
    a.wait_for_selector("#composer")
    a.locator("#composer").get_by_role("button", name="Annuler").click()
    assert a.locator("#conflicts li").count() == 1
    discard(a.locator("#conflicts li"))
    a.wait_for_selector('body[data-conflicts="0"]')
    assert [e["data"].get("card") for e in api.events(game)[2:]] == ["9H", "9C", "9D"]
    assert len(api.events(game)) == 5


def test_a_sync_cut_mid_way_stores_each_move_once(phone, api):
    game = new_match(phone, "rami", PLAYERS)
    phone.context.set_offline(True)
    enter_points(phone, {"anna": 0, "ben": 12, "chloe": 30})
    phone.wait_for_selector('body[data-waiting="1"]')
    enter_points(phone, {"anna": 5, "ben": 0, "chloe": 9})
    phone.wait_for_selector('body[data-waiting="3"]')
    posts = []

    def cut(route):
        posts.append(route.request.headers["idempotency-key"])
        if len(posts) == 2:
            route.fetch()  # stored, but the answer is lost in the cut
            route.abort("internetdisconnected")
        elif len(posts) == 3:
            route.abort("internetdisconnected")  # lost on the way: never reached the server
        else:
            route.fallback()

    # The same path for every POST: once the service worker controls the page (it claims it
    # when it activates, at a moment of its own), the page's own routes no longer see them;
    # the context's routes see them either way.
    phone.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    phone.context.route(
        "**/games/*/events",
        lambda route: cut(route) if route.request.method == "POST" else route.fallback(),
    )
    phone.context.set_offline(False)
    settled(phone, 5)
    events = api.events(game)
    assert [e["type"] for e in events] == [
        "game_created",
        "hand_started",
        "points_entered",
        "hand_started",
        "points_entered",
    ]
    assert len({e["key"] for e in events[2:]}) == 3
    # The move whose answer was lost is stored once, under its key (the stream or the retry
    # told the phone); the request lost on the way went again with the same key.
    assert len(posts) >= 4 and posts[3] == posts[2], (posts, [e["key"] for e in events])
    assert events[3]["key"] == posts[1] and {e["key"] for e in events[2:]} <= set(posts)
    assert totals(phone) == {"anna": 5, "ben": 12, "chloe": 39}
