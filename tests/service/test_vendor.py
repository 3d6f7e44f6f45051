"""The page's vendored engine files are served by the app itself, never from a CDN."""

from __future__ import annotations

from service.web import vendored_versions


def test_pyodide_files_are_served_at_their_pinned_version(client):
    version = vendored_versions()["pyodide"]
    r = client.get(f"/vendor/pyodide/{version}/pyodide.asm.wasm")
    assert r.status_code == 200 and r.mimetype == "application/wasm"
    assert r.data[:4] == b"\0asm"
    assert "immutable" in r.headers["Cache-Control"]
    r.close()
    module = client.get(f"/vendor/pyodide/{version}/pyodide.mjs")
    assert module.status_code == 200 and module.mimetype == "text/javascript"
    module.close()


def test_only_the_listed_files_of_the_pinned_version_are_served(client):
    version = vendored_versions()["pyodide"]
    assert client.get(f"/vendor/pyodide/{version}/package.json").status_code == 404
    assert client.get("/vendor/pyodide/0.0.1/pyodide.mjs").status_code == 404
    assert client.get(f"/vendor/pyodide/{version}/../../package-lock.json").status_code == 404
    assert client.get("/vendor/ws/8.0.0/index.js").status_code == 404
