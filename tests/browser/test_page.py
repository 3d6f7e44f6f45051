"""The page itself: served from the package with no outside request, small script files,
labelled controls, a sane focus order, readable contrast, and no motion when asked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .pages import new_match, ready

STATIC = Path(__file__).resolve().parents[2] / "service" / "static"
CSS_VAR = re.compile(r"--([a-z0-9-]+):\s*(#[0-9a-fA-F]{6})")
IMPORT = re.compile(r'from "\./([a-z]+\.js)"')


def test_page_and_its_files_come_from_the_package(client):
    page = client.get("/")
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert "default-src 'self'" in page.headers["Content-Security-Policy"]
    html = page.get_data(as_text=True)
    links = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert links and all(link.startswith(("/", "#")) for link in links), links
    assert "http://" not in html and "https://" not in html
    for link in (x for x in links if x.startswith("/static/")):
        response = client.get(link)
        assert response.status_code == 200, link
        response.close()
    with client.get("/static/app.js") as script:
        assert script.mimetype in ("text/javascript", "application/javascript")


@pytest.mark.parametrize("script", sorted(p.name for p in STATIC.glob("*.js")))
def test_scripts_are_small_and_import_only_their_neighbours(script):
    text = (STATIC / script).read_text(encoding="utf-8")
    assert len(text.splitlines()) < 400
    assert "http://" not in text.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in text
    for name in IMPORT.findall(text):
        assert (STATIC / name).exists(), f"{script} imports {name}"


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(a: str, b: str) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize(
    "text, background",
    [
        ("text", "bg"),
        ("text", "surface"),
        ("text", "surface-2"),
        ("muted", "bg"),
        ("muted", "surface"),
        ("on-primary", "primary"),
        ("primary", "surface"),
        ("red-suit", "surface"),
        ("red-suit", "surface-2"),
        ("bad", "bg"),
        ("good", "surface"),
        ("focus", "bg"),
    ],
)
@pytest.mark.parametrize("theme", ["dark", "light"])
def test_colours_are_readable_in_a_dim_room(text, background, theme):
    css = (STATIC / "style.css").read_text(encoding="utf-8")
    # The dark palette is the first :root block; the light one is chosen by data-theme.
    start = css.index(":root {") if theme == "dark" else css.index(':root[data-theme="light"] {')
    colours = dict(CSS_VAR.findall(css[start : css.index("}", start)]))
    assert _contrast(colours[text], colours[background]) >= 4.5  # WCAG AA for body text


UNLABELLED = """() => [...document.querySelectorAll('input, select, button, [role=tab]')]
  .filter((e) => e.offsetParent !== null)
  .filter((e) => {
    const named = e.labels && [...e.labels].map((l) => l.textContent).join('');
    const label = e.getAttribute('aria-label') || named;
    return !(label || '').trim() && !(e.tagName === 'BUTTON' && e.textContent.trim());
  })
  .map((e) => e.outerHTML.slice(0, 120))"""


def test_every_control_has_a_label_and_focus_follows_the_page(phone, shots):
    ready(phone)
    shots(phone, "01-accueil")
    phone.click("#new-button")
    shots(phone, "02-nouvelle-partie")
    assert phone.evaluate(UNLABELLED) == []
    tab_indexes = "[...document.querySelectorAll('[tabindex]')].map(e => e.tabIndex)"
    assert all(i <= 0 for i in phone.evaluate(tab_indexes))
    # The skip link comes first; a new view puts focus on its title, then the form follows.
    first = "document.querySelector('a[href], button, input, select').className"
    assert phone.evaluate(first) == "skip"
    assert phone.evaluate("document.activeElement.id") == "setup-title"
    phone.keyboard.press("Tab")
    assert phone.evaluate("document.activeElement.name") == "game"
    new_match(phone, "rami", ["Anna", "Ben", "Chloé"])
    assert phone.evaluate(UNLABELLED) == []
    for tab in ("scores", "replay", "share", "hand"):
        phone.click(f"#tab-{tab}")
        assert phone.evaluate(UNLABELLED) == []
        words = phone.locator("main").inner_text().split()
        assert "null" not in words and "undefined" not in words, tab
    # The tabs follow the arrow keys, as a tab list does.
    phone.focus("#tab-share")
    phone.click("#tab-share")
    phone.keyboard.press("ArrowRight")
    assert phone.evaluate("document.activeElement.id") == "tab-hand"
    assert phone.get_attribute("#tab-hand", "aria-selected") == "true"


def test_no_motion_when_the_phone_asks_for_less(phone):
    phone.emulate_media(reduced_motion="reduce")
    ready(phone)
    duration = "getComputedStyle(document.querySelector('#new-button')).transitionDuration"
    assert phone.evaluate(duration) == "0s"
    phone.emulate_media(reduced_motion="no-preference")
    assert phone.evaluate(duration) != "0s"


def test_every_word_the_scripts_ask_for_is_in_french_and_english():
    words = (STATIC / "i18n.js").read_text(encoding="utf-8")
    french = words[words.index("const FR") : words.index("const EN")]
    english = words[words.index("const EN") : words.index("const WORDS")]
    asked = set()
    for script in STATIC.glob("*.js"):
        asked |= set(re.findall(r'\bt\(\s*"([^"]+)"', script.read_text(encoding="utf-8")))
    html = (STATIC.parent / "templates" / "index.html").read_text(encoding="utf-8")
    asked |= set(re.findall(r'data-i18n(?:-label)?="([^"]+)"', html))

    def key(k: str) -> str:
        """The word itself, or its plural forms ("k.one", "k.other": Intl.PluralRules)."""
        name = re.escape(k) + r"(?:\.other)?"
        return r'(?:^|[\s{,])(?:"' + name + '"|' + name + "):"

    missing = [k for k in sorted(asked) if not re.search(key(k), french)]
    assert not missing, f"not in FR: {missing}"
    # English falls back to French only for words that are the same (brand, jokers, ranks).
    same = {"brand", "joker", "jokerShort", "lang.fr", "lang.en", "board.total", "tabs.scores"}
    missing = [k for k in sorted(asked - same) if not re.search(key(k), english)]
    assert not missing, f"not in EN: {missing}"


@pytest.mark.parametrize("module", sorted((STATIC / "games").glob("*.js")), ids=lambda p: p.name)
def test_a_games_page_module_is_small_imports_the_page_and_brings_its_words_in_both(module):
    """A game's page module (games.js loads it) imports only the page's modules, and its own
    words (merged into the page's) are in French and English, each one it asks for among
    them or among the page's common words."""
    text = module.read_text(encoding="utf-8")
    assert len(text.splitlines()) < 400
    for name in re.findall(r'from "\.\./([a-z]+\.js)"', text):
        assert (STATIC / name).exists(), f"{module.name} imports {name}"
    own = text[text.index("const WORDS") :]
    french, english = own[: own.index("  en: {")], own[own.index("  en: {") : own.index("\n};")]
    keys = re.compile(r'^\s+"([^"]+)":', re.MULTILINE)
    assert set(keys.findall(french)) == set(keys.findall(english)) != set()
    common = (STATIC / "i18n.js").read_text(encoding="utf-8")
    known = set(keys.findall(french)) | set(re.findall(r'"([^"]+)":', common))
    asked = set(re.findall(r'\bt\(\s*"([^"]+)"', text))
    missing = [k for k in sorted(asked) if k not in known and f"{k}.other" not in known]
    assert not missing, missing
