"""What the page carries offline: the engine zip, the service worker at the root, the web
manifest; all served by the app itself."""

from __future__ import annotations

import hashlib
import io
import json
import re
import zipfile

from service.bundle import replays_zip


def engine_url(client) -> str:
    html = client.get("/").get_data(as_text=True)
    return re.search(r'data-replays="([^"]+)"', html).group(1)


def test_the_engine_zip_is_the_replays_package_named_by_its_hash(client):
    url = engine_url(client)
    response = client.get(url)
    data = response.get_data()
    response.close()  # a built zip is a file WhiteNoise opened
    assert response.status_code == 200 and response.mimetype == "application/zip"
    assert "immutable" in response.headers["Cache-Control"]
    assert url == f"/engine/replays-{hashlib.sha256(data).hexdigest()[:16]}.zip"
    names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    name, sources = replays_zip()
    files = zipfile.ZipFile(io.BytesIO(sources)).namelist()
    assert {"replays/page_bridge.py", "replays/match.py", "replays/RULES.md"} <= set(files)
    assert not [n for n in files if "__pycache__" in n]
    if url == f"/engine/{name}":  # no build: the package's sources, built once, the same bytes
        assert data == sources and replays_zip()[1] == data
    else:  # built (service/build.py): each module compiled in place of its source
        assert names == [f"{n}c" if n.endswith(".py") else n for n in files]
    assert client.get(f"/engine/{name}").get_data() == sources  # served by the app either way
    assert client.get("/engine/replays-0000000000000000.zip").status_code == 404


def test_the_service_worker_is_at_the_root_and_keeps_the_page_and_its_engine(client):
    response = client.get("/sw.js")
    assert response.status_code == 200 and response.mimetype == "text/javascript"
    assert response.headers["Cache-Control"] == "no-cache"
    first = response.get_data(as_text=True).splitlines()[0]
    precache = json.loads(first.removeprefix("const PRECACHE = ").removesuffix(";"))
    assert "/" in precache and engine_url(client) in precache
    assert any(p.endswith("/pyodide.asm.wasm") for p in precache)
    # The page's modules as its one script (service/page_bundle.py), not each file.
    html = client.get("/").get_data(as_text=True)
    script = re.search(r'<script type="module" src="(/page/page-[0-9a-f]{16}\.js)"', html)
    assert script and script.group(1) in precache and "/static/style.css" in precache
    assert "/static/app.js" not in precache and "/static/sync.js" not in precache
    for path in precache:
        kept = client.get(path)
        assert kept.status_code == 200, path
        kept.close()


def test_the_manifest_makes_the_page_installable(client):
    html = client.get("/").get_data(as_text=True)
    assert '<link rel="manifest" href="/manifest.webmanifest">' in html
    response = client.get("/manifest.webmanifest")
    assert response.mimetype == "application/manifest+json"
    manifest = response.get_json(force=True)
    assert manifest["name"] and manifest["short_name"]
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        served = client.get(icon["src"])
        assert served.status_code == 200 and served.mimetype == icon["type"], icon
        served.close()


def test_the_page_may_run_webassembly_and_nothing_else_evaluated(client):
    policy = client.get("/").headers["Content-Security-Policy"]
    script = next(p for p in policy.split(";") if p.strip().startswith("script-src"))
    assert script.split() == ["script-src", "'self'", "'wasm-unsafe-eval'"]


def test_the_workers_may_fetch_and_run_webassembly_from_this_server_only(client):
    for path in ("/sw.js", "/engine-worker.js"):
        response = client.get(path)
        assert response.status_code == 200 and response.mimetype == "text/javascript"
        policy = dict(
            p.strip().split(" ", 1) for p in response.headers["Content-Security-Policy"].split(";")
        )
        assert policy["default-src"] == "'self'" and policy["connect-src"] == "'self'"
        assert policy["script-src"] == "'self' 'wasm-unsafe-eval'"
    with client.get("/static/app.js") as script:  # a module of the page runs under the page's
        assert script.headers["Content-Security-Policy"].endswith("default-src 'none'")
