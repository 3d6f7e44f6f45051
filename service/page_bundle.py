"""The page's ES modules as one script, made once per process: a phone on a slow network
fetches one file instead of some thirty (each a round trip on a connection of the six a
browser opens), and the games' page modules come with it instead of after GET /presets.

Each module becomes a function run on its first import, as the browser runs a module once,
its dependencies first; its imports read the exports of the modules it names. The page's
modules are written so that this holds: imports and exports at the top level in the forms
below, no cycle between modules, no `export let` (a binding read later) and no top-level
`await` (tests/service/test_page_bundle.py checks each). A game's module added after the
server started is imported from its file as before.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import brotli

STATIC = Path(__file__).parent / "static"
OWN_THREADS = ("sw.js", "engine-worker.js")  # scripts of their own, never imported
IMPORT = re.compile(r'^import\s+(?:([^;"]*?)\s+from\s+)?"([^"]+)";[ \t]*$', re.M)
EXPORT_DECLARED = re.compile(r"^export\s+(?=(?:async\s+)?function\b|class\b|const\b)", re.M)
DECLARED = re.compile(r"(?:async\s+)?(?:function\*?|class|const)\s+([A-Za-z_$][\w$]*)")
EXPORT_LIST = re.compile(r"^export\s*\{([^}]*)\};[ \t]*$", re.M)
EXPORT_DEFAULT = re.compile(r"^export\s+default\s+", re.M)
GAME_IMPORT = "import(`./games/${"  # games.js: a game's page module, by its name
ENTRY = "app.js"


@dataclass(frozen=True)
class Bundle:
    name: str  # page-<hash>.js: its content's hash, so it may be cached for good
    text: bytes
    gzip: bytes
    brotli: bytes


def module_files() -> dict[str, Path]:
    """The page's modules by their path under static/ ("cards.js", "games/<page>.js")."""
    files = [*STATIC.glob("*.js"), *STATIC.glob("games/*.js")]
    return {
        path.relative_to(STATIC).as_posix(): path
        for path in sorted(files)
        if path.name not in OWN_THREADS
    }


@cache
def bundle() -> Bundle:
    modules = {name: path.read_text(encoding="utf-8") for name, path in module_files().items()}
    text = script(modules).encode()
    name = f"page-{hashlib.sha256(text).hexdigest()[:16]}.js"
    # Quality 9: a tenth of the time of 11 (made as the server starts) for 8 % more bytes.
    return Bundle(name, text, gzip.compress(text, 9, mtime=0), brotli.compress(text, quality=9))


def script(modules: dict[str, str]) -> str:
    """One script that runs `app.js` as the browser would run it and its imports."""
    parts = [RUNTIME]
    for name, text in modules.items():
        body = module_body(name, text)
        parts.append(f"$define({json.dumps(name)}, () => {{\n{body}\n}});\n")
    parts.append(f"$need({json.dumps(ENTRY)});\n")
    return "".join(parts)


# The modules by name, each run once on its first `need`; a game's module not in the
# bundle is imported from its file (its dynamic import, as games.js would).
RUNTIME = """const $made = new Map();
const $makers = new Map();
const $define = (name, make) => $makers.set(name, make);
function $need(name) {
  if (!$made.has(name)) $made.set(name, $makers.get(name)());
  return $made.get(name);
}
const $gameModule = (path) => {
  const name = path.replace(/^\\.\\//, "");
  return $makers.has(name) ? Promise.resolve($need(name)) : import(`/static/${name}`);
};
"""


def module_body(name: str, text: str) -> str:
    """The module's text with its imports read from the modules it names, its `export`
    words taken off, and what it exports returned."""
    exports: list[str] = []
    body = IMPORT.sub(lambda m: _import(name, m.group(1), m.group(2)), text)
    for match in EXPORT_LIST.finditer(body):
        exports += [n.strip() for n in match.group(1).split(",") if n.strip()]
    body = EXPORT_LIST.sub("", body)
    for match in EXPORT_DECLARED.finditer(body):
        declared = DECLARED.match(body, match.end())
        if declared:
            exports.append(declared.group(1))
    body = EXPORT_DECLARED.sub("", body)
    if EXPORT_DEFAULT.search(body):
        body = EXPORT_DEFAULT.sub("const default_export = ", body, count=1)
        exports.append("default: default_export")
    body = body.replace(GAME_IMPORT, "$gameModule(`./games/${")
    return f"{body}\nreturn {{ {', '.join(exports)} }};"


def _import(importer: str, what: str | None, source: str) -> str:
    target = resolve(importer, source)
    if what is None:
        return f"$need({json.dumps(target)});"
    what = what.strip()
    if what.startswith("*"):
        alias = what.split()[-1]
        return f"const {alias} = $need({json.dumps(target)});"
    names = what.strip("{} \n").replace("\n", " ")
    bound = ", ".join(_binding(n) for n in names.split(",") if n.strip())
    return f"const {{ {bound} }} = $need({json.dumps(target)});"


def _binding(name: str) -> str:
    parts = name.split()
    return f"{parts[0]}: {parts[2]}" if len(parts) == 3 and parts[1] == "as" else parts[0]


def resolve(importer: str, source: str) -> str:
    """ "../i18n.js" from "games/<page>.js" is "i18n.js"."""
    parts = importer.split("/")[:-1]
    for piece in source.split("/"):
        if piece == "..":
            parts.pop()
        elif piece != ".":
            parts.append(piece)
    return "/".join(parts)


def imports(text: str, importer: str) -> list[str]:
    """The modules a module imports, resolved (for the checks of the bundle's rules)."""
    return [resolve(importer, source) for _, source in IMPORT.findall(text)]
