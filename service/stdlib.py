"""The part of Python's standard library the page's engine imports: Pyodide's
python_stdlib.zip (2.5 MB) cut down at install (service/build.py) to the modules of
engine_modules.txt (what Pyodide's start and the `replays` modules import, measured in the
browser) and to whatever `replays` sources import, read as text wherever the import stands
(inside a function too), so that an import added to `replays` is kept without a new list.
tests/browser/test_engine_stdlib.py imports every `replays` module under Pyodide with it."""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterable
from pathlib import Path

import replays

# Imported by the interpreter or by C code, never by an import statement a reader could see:
# the codecs of the start, the time parser of datetime.strptime, the build's settings.
ALWAYS = (
    "site",
    "_sitebuiltins",
    "sitecustomize",
    "encodings.aliases",
    "encodings.utf_8",
    "encodings.utf_8_sig",
    "encodings.latin_1",
    "encodings.ascii",
    "encodings.utf_16",
    "encodings.utf_32",
    "_strptime",
    "_sysconfigdata__emscripten_wasm32-emscripten",
    "copyreg",
    "linecache",
    "traceback",
    "warnings",
    "random",  # engine-worker.js's glue
)
LISTED = Path(__file__).with_name("engine_modules.txt")
FIXED_TIME = (2020, 1, 1, 0, 0, 0)

_IMPORT = re.compile(r"^[ \t]*import[ \t]+([\w. \t,]+)", re.M)
_FROM = re.compile(r"^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]+)", re.M)
_BY_NAME = re.compile(r"(?:import_module|__import__)\(\s*[\"']([\w.]+)[\"']")


def trimmed(full: bytes) -> bytes:
    """The zip of `full` with only the modules reached from `replays` and Pyodide's start."""
    source = zipfile.ZipFile(io.BytesIO(full))
    modules = _modules(source.namelist())
    files = {modules[name] for name in _roots(modules)}
    out = io.BytesIO()
    # Stored, not deflated: the server sends it brotli-compressed, across all its files.
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for name in sorted(files):
            archive.writestr(zipfile.ZipInfo(name, FIXED_TIME), source.read(name))
    return out.getvalue()


def _modules(names: Iterable[str]) -> dict[str, str]:
    """Module name -> its file in the zip (a package's is its __init__.py)."""
    found = {}
    for name in names:
        if not name.endswith(".py"):
            continue
        dotted = name[:-3].replace("/", ".")
        found[dotted.removesuffix(".__init__")] = name
    return found


def _roots(modules: dict[str, str]) -> set[str]:
    ours = set()
    root = Path(replays.__file__).resolve().parent
    for path in root.rglob("*.py"):
        ours |= imported(path.read_text(encoding="utf-8"), "", modules)
    lines = LISTED.read_text().splitlines()
    listed = {line.strip() for line in lines if line.strip() and not line.startswith("#")}
    return {m for m in ours | listed | set(ALWAYS) if m in modules}


def imported(text: str, package: str, modules: dict[str, str]) -> set[str]:
    """The modules of `modules` that `text` (a module of `package`) may import."""
    names = set(_BY_NAME.findall(text))
    for group in _IMPORT.findall(text):
        names |= {part.split()[0] for part in group.split(",") if part.split()}
    for base, what in _FROM.findall(text):
        base = _absolute(base, package)
        names.add(base)
        for part in what.strip("()").replace("\n", " ").split(","):
            if part.split() and part.split()[0] != "*":
                names.add(f"{base}.{part.split()[0]}".lstrip("."))
    found = set()
    for name in names:
        found |= {n for n in _parents(name) | {name} if n in modules}
    return found


def _absolute(base: str, package: str) -> str:
    dots = len(base) - len(base.lstrip("."))
    if not dots:
        return base
    parts = package.split(".") if package else []
    parts = parts[: len(parts) - (dots - 1)] if dots > 1 else parts
    return ".".join([*parts, base.lstrip(".")]).strip(".")


def _parents(name: str) -> set[str]:
    parts = name.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts))}
