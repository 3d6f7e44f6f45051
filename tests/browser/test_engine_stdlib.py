"""The standard library the page ships is cut to what the engine imports (service/stdlib.py):
under Pyodide in Chromium, with that zip, every `replays` module imports; what Pyodide's
start and those imports really load is all in it; and a zip missing one of them fails."""

from __future__ import annotations

import io
import pkgutil
import zipfile

import pytest

import replays
from service import stdlib
from service.web import VENDOR

from .conftest import PHONE, guard

FULL = VENDOR / "node_modules" / "pyodide" / "python_stdlib.zip"
TRIMMED = "/engine/test-stdlib.zip"
MODULES = sorted(m.name for m in pkgutil.walk_packages(replays.__path__, "replays."))

# Pyodide on the page's own thread, with the standard library at `stdlib`; then every
# replays module imported and the worker's glue run. Answers the files loaded from the zip.
LOAD = """async ([stdlib, modules]) => {
  const d = document.documentElement.dataset;
  const { loadPyodide } = await import(`${d.pyodide}pyodide.mjs`);
  const url = stdlib || `${d.pyodide}python_stdlib.zip`;
  const quiet = { stdout: () => {}, stderr: () => {} };
  const py = await loadPyodide({ indexURL: d.pyodide, stdLibURL: url, ...quiet });
  py.unpackArchive(await (await fetch(d.replays)).arrayBuffer(), "zip");
  py.globals.set("names", modules);
  try {
    py.runPython(`
import importlib, random
from replays.page_bridge import Table, rematch_of, stats_of
for name in names.to_py():
    importlib.import_module(name)
`);
  } catch (err) {
    return { error: String(err.message || err) };
  }
  return { loaded: py.runPython(`
import sys
files = (str(getattr(m, "__file__", "")) for m in list(sys.modules.values()))
sorted({f.partition(".zip/")[2] for f in files if ".zip/" in f})
`).toJs() };
}"""


def _trimmed(without: str = "") -> bytes:
    data = stdlib.trimmed(FULL.read_bytes())
    if not without:
        return data
    source, out = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name in source.namelist():
            if name.split("/")[0] != without:
                archive.writestr(name, source.read(name))
    return out.getvalue()


@pytest.fixture
def stdlib_page(browser, live_server):
    """A phone on the page with no service worker: each zip it is given is the one it loads."""
    contexts, outside = [], []

    def open_with(zip_bytes: bytes):
        context = browser.new_context(base_url=live_server, service_workers="block", **PHONE)
        contexts.append(context)
        guard(context, outside)
        phone = context.new_page()
        phone.route(
            f"**{TRIMMED}",
            lambda route: route.fulfill(body=zip_bytes, content_type="application/zip"),
        )
        phone.goto("/")
        phone.wait_for_selector("body[data-ready=true]")
        return phone

    yield open_with
    for context in contexts:
        context.close()
    assert not outside, outside


def test_every_replays_module_imports_with_the_trimmed_standard_library(stdlib_page):
    data = _trimmed()
    assert len(data) < FULL.stat().st_size * 2  # stored, not deflated: the server compresses
    phone = stdlib_page(data)
    result = phone.evaluate(LOAD, [TRIMMED, MODULES])
    assert "error" not in result, result.get("error")
    # And the zips the page itself loads: built, both compiled to bytecode (service/bytecode.py).
    served = phone.get_attribute("html", "data-stdlib")
    result = phone.evaluate(LOAD, [served, MODULES])
    assert "error" not in result, (served, result.get("error"))


def test_what_the_engine_really_imports_is_all_in_the_trimmed_zip(stdlib_page):
    """With the full library, every module Pyodide's start and the replays imports load from
    it: each must be in the trimmed zip (service/engine_modules.txt lists them)."""
    result = stdlib_page(b"").evaluate(LOAD, [None, MODULES])
    assert "error" not in result, result.get("error")
    missing = sorted(
        set(result["loaded"]) - set(zipfile.ZipFile(io.BytesIO(_trimmed())).namelist())
    )
    assert not missing, f"add these to service/engine_modules.txt: {missing}"


def test_a_zip_missing_a_module_the_engine_imports_fails_to_load_it(stdlib_page):
    phone = stdlib_page(_trimmed(without="json"))
    with pytest.raises(Exception, match="No module named 'json'"):
        phone.evaluate(LOAD, [TRIMMED, MODULES])
