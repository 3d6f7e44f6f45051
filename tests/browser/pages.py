"""Helpers that read like the table: create a match on the phone, enter a hand, open a tab."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import parse_qs, urlparse

from playwright.sync_api import TimeoutError as PlaywrightTimeout


class Api:
    """The JSON API of the live server, to check what the page stored (and to play the
    other phone that logs first)."""

    def __init__(self, base: str):
        self.base = base

    def call(self, method: str, path: str, body: Any = None, headers: dict | None = None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        for name, value in (headers or {}).items():
            request.add_header(name, value)
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as exc:
            with exc:
                return exc.code, json.loads(exc.read())

    def status(self, path: str) -> int:
        """The status of a GET whose body is not JSON (an export)."""
        try:
            with urllib.request.urlopen(self.base + path, timeout=5) as response:
                response.read()
                return response.status
        except urllib.error.HTTPError as exc:
            with exc:
                return exc.code

    def get(self, path: str) -> Any:
        status, body = self.call("GET", path)
        assert status == 200, body
        return body

    def events(self, game: str) -> list[dict]:
        return self.get(f"/games/{game}/events")["events"]

    def types(self, game: str) -> list[str]:
        return [e["type"] for e in self.events(game)]

    def played_online(self, settings: dict, players: list[str], moves: list[dict]) -> list[dict]:
        """A new game of these settings, the moves posted one by one: its stored log."""
        people = [{"id": name.lower().replace("é", "e"), "name": name} for name in players]
        status, created = self.call("POST", "/games", {**settings, "players": people})
        assert status == 201, created
        for move in moves:
            status, body = self.post(created["id"], created["token"], move["type"], **move["data"])
            assert status == 201, (move, body)
        return self.events(created["id"])

    def post(self, game: str, token: str, type_: str, **data: Any):
        headers = {"Authorization": f"Bearer {token}"}
        return self.call("POST", f"/games/{game}/events", {"type": type_, "data": data}, headers)


def game_id(page) -> str:
    return parse_qs(urlparse(page.url).query)["game"][0]


def token(page, game: str) -> str:
    return json.loads(page.evaluate(f"localStorage.getItem('cartes.token.{game}')"))


def ready(page, path: str = "/", engine: bool = True) -> None:
    """The page drawn and its engine loaded (the taps are then checked on the phone)."""
    page.goto(path)
    page.wait_for_selector("body[data-ready=true]")
    if engine:
        engine_ready(page)


def engine_ready(page) -> None:
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=60_000)


# The engine's memory kept by the phone once it started (engine-worker.js): the next start is
# a warm one, from that snapshot.
SNAPSHOT_KEPT = """() => caches.open("engine-snapshot")
  .then((c) => c.keys()).then((k) => k.length === 1)"""


def snapshot_kept(page) -> None:
    page.wait_for_function(SNAPSHOT_KEPT, timeout=60_000)


def settled(page, seq: int | None = None) -> None:
    """Wait until nothing waits to be sent and the page shows seq (or any seq)."""
    selector = 'body[data-waiting="0"]' + (f'[data-seq="{seq}"]' if seq else "[data-seq]")
    page.wait_for_selector(selector, state="attached")


def choose(page, group: str, value: str) -> None:
    page.locator(f"input[name={group}][value='{value}']").check(force=True)


def new_match(
    page,
    game: str,
    players: list[str],
    dealer: str | None = None,
    tracking: str = "score",
    end: str | None = None,
    preset: str | None = None,
    engine: bool = True,
) -> str:
    """Fill the new-match form on the phone; returns the game id once it is stored (and, in
    score-only games, hand 1 started)."""
    ready(page, engine=engine)
    page.click("#new-button")
    choose(page, "game", game)
    if preset:
        page.select_option("#preset", preset)
    choose(page, "tracking", tracking)
    rows = page.locator("#player-rows input")
    while rows.count() < len(players):
        page.click("#add-player")
    for i, name in enumerate(players):
        rows.nth(i).fill(name)
    if dealer:
        page.select_option("#dealer", dealer)
    if end:
        choose(page, "end", end)
    page.click("#setup-form button[type=submit]")
    page.wait_for_selector("#view-match:not([hidden])")
    settled(page, 2 if tracking == "score" else 1)
    return game_id(page)


def enter_points(page, points: dict[str, int], rami: str | None = None) -> None:
    for pid, value in points.items():
        page.fill(f"#pts-{pid}", str(value))
    if rami:
        page.select_option("#rami-player", rami)
    page.click("#points-form button[type=submit]")


def card_words(card: str) -> str:
    """A card as its button says it: "KH" is "roi de cœur"."""
    rank, suit = card[:-1], card[-1]
    words = {"J": "valet", "Q": "dame", "K": "roi", "A": "as"}.get(rank, rank)
    suits = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}
    return f"{words} de {suits[suit]}"


def pick(page, player: str, cards: list[str]) -> None:
    """Cards left in a hand, each one tap in the deck's grid."""
    row = page.locator(f"#cards-form .reveal-row[data-player='{player}']")
    row.locator("button[aria-expanded]").click()
    for card in cards:
        row.get_by_role("button", name=card_words(card), exact=True).click()


def tab(page, name: str) -> None:
    page.click(f"#tab-{name}")
    page.wait_for_selector(f"#panel-{name}:not([hidden])")


def totals(page, expected: dict[str, int] | None = None) -> dict[str, int]:
    """The board's totals, read in one go (the board is redrawn whole when the scores come
    in, which may be after the seq shows); with `expected`, once the board shows them or
    after 5 s, whichever first."""
    read = """() => Object.fromEntries([...document.querySelectorAll('#board tbody tr')]
        .map((r) => [r.dataset.player, Number(r.querySelector('td.total').innerText)]))"""
    if expected is not None:
        wanted = json.dumps(expected, sort_keys=True, separators=(",", ":"))
        check = f"""() => {{ const t = Object.entries(({read})()).sort();
            return JSON.stringify(Object.fromEntries(t)) === {wanted!r}; }}"""
        try:
            page.wait_for_function(check, timeout=5000)
        except PlaywrightTimeout:
            pass  # the caller's assertion says what the board shows
    return page.evaluate(read)


def confirm_undo(page) -> str:
    """Say yes to the undo question; returns the question as asked."""
    dialog = page.locator("#undo-dialog")
    question = dialog.locator("h2").inner_text()
    dialog.get_by_role("button", name="Oui, annuler").click()
    return question
