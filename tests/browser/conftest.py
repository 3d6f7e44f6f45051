"""Browser tests: the page in Debian's Chromium at an iPhone-sized viewport, driven by playwright.

The app runs in a thread (werkzeug's make_server) on a free 127.0.0.1 port with its own
database. Chromium is Debian's (`/usr/bin/chromium`): where it is missing the tests fail and
say how to install it; they are never skipped.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
from werkzeug.serving import make_server
from werkzeug.wsgi import FileWrapper

from service import create_app

from .pages import Api

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # No name resolves but 127.0.0.1: even a request the service worker makes cannot leave.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
# An iPhone 14/15: 390 x 844 CSS pixels.
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
    "locale": "fr-FR",
    "color_scheme": "dark",  # a dim room; test_table_layout.py checks the light theme
}
# Chromium reports every refused or unreachable request on the console; those are expected.
EXPECTED_CONSOLE = ("Failed to load resource", "net::ERR_INTERNET_DISCONNECTED", "net::ERR_FAILED")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)


def files_read_whole(app):
    """The files the page loads (Pyodide, the engine), read and closed before they are sent.

    Werkzeug's test server leaves a file open when the browser drops the connection in the
    middle of it (a test that ends while Pyodide still loads): its read of what is left on
    the socket fails before it closes the response, and the open file is a ResourceWarning,
    an error here. gunicorn, which serves them for real, closes it."""

    def wsgi(environ, start_response):
        body = app(environ, start_response)
        if not isinstance(body, FileWrapper):
            return body
        try:
            return [b"".join(body)]
        finally:
            body.close()

    return wsgi


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database = tmp_path_factory.mktemp("browser") / "games.db"
    # One browser logs as fast as it can from one address: no rate limits here.
    app = create_app({"TESTING": True, "GAMES_DB": str(database), "RATELIMIT_ENABLED": False})
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = make_server("127.0.0.1", 0, files_read_whole(app), threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.fixture(scope="session")
def api(live_server: str) -> Api:
    return Api(live_server)


@pytest.fixture(scope="session")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(
            f"{CHROMIUM} is missing: the browser tests need Debian's Chromium."
            " Install it with `apt-get install chromium` (as root), or run `make test`,"
            " which installs it.",
            pytrace=False,
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def guard(context, outside: list[str]) -> None:
    """Every request outside 127.0.0.1 is refused (as a CDN would be) and noted."""

    def only_here(route) -> None:
        url = route.request.url
        if urlparse(url).hostname == "127.0.0.1":
            route.fallback()
        else:
            outside.append(url)
            route.abort("blockedbyclient")

    context.route("**/*", only_here)


@pytest.fixture
def new_phone(browser, live_server):
    """Open phones (browser contexts: each its own storage); fail on any script error and
    on any request outside 127.0.0.1."""
    contexts = []
    errors: list[str] = []
    outside: list[str] = []

    def open_phone(server: str = live_server):
        context = browser.new_context(base_url=server, **PHONE)
        context.set_default_timeout(30_000)  # a loaded 2-core machine: a ceiling, not a measure
        guard(context, outside)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
        page.on("console", lambda msg: _console(msg, errors))
        return page

    yield open_phone
    for context in contexts:
        context.close()
    assert not errors, errors
    assert not outside, f"requests outside 127.0.0.1: {outside}"


def _console(msg, errors: list[str]) -> None:
    if msg.type == "error" and not any(s in msg.text for s in EXPECTED_CONSOLE):
        errors.append(f"console: {msg.text}")


@pytest.fixture(scope="session")
def engine_page(browser, live_server):
    """One page with its engine loaded, for the whole session (Pyodide loads once: ~4 s)."""
    context = browser.new_context(base_url=live_server, **PHONE)
    outside: list[str] = []
    guard(context, outside)
    page = context.new_page()
    page.goto("/")
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=60_000)
    yield page
    context.close()
    assert not outside, f"requests outside 127.0.0.1: {outside}"


@pytest.fixture
def phone(new_phone):
    return new_phone()


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory):
    """Save a phone-sized screenshot; into $SCREENSHOTS_DIR (docs/screenshots) when set."""
    folder = Path(os.environ.get("SCREENSHOTS_DIR") or tmp_path_factory.mktemp("screenshots"))
    folder.mkdir(parents=True, exist_ok=True)

    def take(page, name: str, at: str | None = None) -> Path:
        """The phone's screen scrolled to the top, or to the element `at` (a selector)."""
        if at:
            page.locator(at).evaluate("e => e.scrollIntoView({block: 'start'})")
            page.evaluate("window.scrollBy(0, -64)")  # below the sticky top bar
        else:
            page.evaluate("window.scrollTo(0, 0)")
        path = folder / f"{name}.png"
        page.screenshot(path=str(path), animations="disabled", caret="hide")
        return path

    return take
