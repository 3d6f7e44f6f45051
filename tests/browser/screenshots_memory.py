"""The screens of the phone's memory, shot into docs/screenshots/ (not part of the test run):
a hand corrected, the undo question, the players suggested, the rematch, the history and the
statistics. Run: `.venv/bin/python -m tests.browser.screenshots_memory [folder]`.
"""

from __future__ import annotations

import logging
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright
from werkzeug.serving import make_server

from service import create_app

from .conftest import CHROMIUM, CHROMIUM_ARGS, PHONE
from .pages import Api, enter_points, new_match, ready, settled
from .test_memory_stats import three_matches

FOLDER = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def shoot(page, folder: Path, name: str, full: bool = False) -> None:
    page.screenshot(path=str(folder / f"{name}.png"), animations="disabled", caret="hide",
                    full_page=full)  # fmt: skip
    print(folder / f"{name}.png")


def correction_and_undo(page, folder: Path) -> None:
    new_match(page, "rami", ["Anna", "Ben", "Chloé"])
    hands = [{"anna": 0, "ben": 25, "chloe": 40}, {"anna": 10, "ben": 0, "chloe": 5},
             {"anna": 3, "ben": 7, "chloe": 0}]  # fmt: skip
    for i, points in enumerate(hands):
        enter_points(page, points)
        settled(page, 3 + 2 * i)
    page.click("#tab-scores")
    page.get_by_role("button", name="Corriger la manche 1").click()
    page.locator("#fix-ben").click()
    page.keyboard.type("12")
    shoot(page, folder, "28-corriger-une-manche")
    page.get_by_role("button", name="Enregistrer la correction").click()
    settled(page, 8)
    page.locator("#sheet").evaluate("e => e.scrollIntoView({block: 'center'})")
    shoot(page, folder, "29-manche-corrigee")
    page.click("#tab-hand")
    page.get_by_role("button", name="Annuler le dernier coup").click()
    shoot(page, folder, "30-annuler-confirmation")
    page.locator("#undo-dialog").get_by_role("button", name="Non, garder").click()


def players_and_rematch(page, folder: Path) -> None:
    new_match(page, "rami", ["Anna", "Ben", "Chloé"], dealer="ben")
    enter_points(page, {"anna": 0, "ben": 1000, "chloe": 20})
    settled(page, 3)
    shoot(page, folder, "31-revanche")
    page.click("#home-button")
    page.click("#new-button")
    page.get_by_role("button", name="Ajouter Chloé").click()
    page.locator("#players-field").evaluate("e => e.scrollIntoView({block: 'start'})")
    page.evaluate("window.scrollBy(0, -64)")
    shoot(page, folder, "32-joueurs-connus")


def history_and_stats(page, api: Api, folder: Path) -> None:
    for match in three_matches(api):
        page.goto(f"/?game={match['id']}#write={match['token']}")
        page.wait_for_selector("#match-end:not([hidden])")
        settled(page)
    page.click("#home-button")
    page.click("#history-button")
    page.wait_for_selector("#history-list li")
    shoot(page, folder, "33-historique")
    page.click("#home-button")
    page.click("#stats-button")
    page.wait_for_selector("body[data-stats=ready]")
    page.select_option("#link-from", "Anso")
    page.select_option("#link-to", "Anne-Sophie")
    page.get_by_role("button", name="Relier").click()
    page.wait_for_selector("#stats-body .link-list")
    page.evaluate("window.scrollTo(0, 0)")
    shoot(page, folder, "34-statistiques")
    page.locator(".person").first.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.evaluate("window.scrollBy(0, -64)")
    shoot(page, folder, "35-statistiques-joueur")


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory() as tmp:
        config = {"TESTING": True, "GAMES_DB": f"{tmp}/games.db", "RATELIMIT_ENABLED": False}
        app = create_app(config)
        server = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_port}"
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                for scene in (correction_and_undo, players_and_rematch, history_and_stats):
                    context = browser.new_context(base_url=base, **PHONE)
                    context.set_default_timeout(60_000)
                    page = context.new_page()
                    ready(page)
                    if scene is history_and_stats:
                        scene(page, Api(base), folder)
                    else:
                        scene(page, folder)
                    context.close()
                browser.close()
        finally:
            server.shutdown()
            server.server_close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER)
