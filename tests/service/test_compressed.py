"""The page's files compressed at install (service/build.py) and served by WhiteNoise: brotli
or gzip as Accept-Encoding asks, with the headers the app gives the same file uncompressed;
a missing or stale build served as before, uncompressed."""

from __future__ import annotations

import gzip
import json
import re
import shutil

import brotli
import pytest
from whitenoise.compress import Compressor

from service import create_app, web
from service.bundle import replays_zip

SCRIPT = "/static/app.js"
STDLIB, ENGINE = "stdlib-0123456789abcdef.zip", "replays-fedcba9876543210.zip"  # as built
GAME_SCRIPT = "/static/games/president.js"  # a game's page module, in a folder of its own
VENDORED = "/vendor/qrcode-generator/{}/dist/qrcode.mjs"
# Set by the app on every answer, or by this kind of file: the same with the build as without.
SAME = ("Cache-Control", "Content-Type", "Content-Security-Policy", "X-Content-Type-Options",
        "Referrer-Policy")  # fmt: skip


def _build(root):
    """A small build: one script, one vendored file, a standard library, compressed."""
    made = [root / "static" / "app.js", root / "static" / "games" / "president.js"]
    made[1].parent.mkdir(parents=True)
    shutil.copy2(web.STATIC / "app.js", made[0])
    shutil.copy2(web.STATIC / "games" / "president.js", made[1])
    version = web.vendored_versions()["qrcode-generator"]
    made.append(root / "vendor" / "qrcode-generator" / version / "dist" / "qrcode.mjs")
    made[2].parent.mkdir(parents=True)
    shutil.copy2(web.VENDOR / "node_modules/qrcode-generator/dist/qrcode.mjs", made[2])
    (root / "engine").mkdir()
    for name in (STDLIB, ENGINE):
        (root / "engine" / name).write_bytes(b"PK\x05\x06" + bytes(18))
    for path in made:
        list(Compressor(quiet=True).compress(str(path)))
    manifest = {"replays": replays_zip()[0], "stdlib": STDLIB, "engine": ENGINE}
    (root / "manifest.json").write_text(json.dumps(manifest))
    return root


@pytest.fixture
def plain(database):
    return create_app({"TESTING": True, "RATELIMIT_ENABLED": False, **database}).test_client()


@pytest.fixture
def built(database, tmp_path, monkeypatch):
    monkeypatch.setattr(web, "BUILD", _build(tmp_path / "build"))
    return create_app({"TESTING": True, "RATELIMIT_ENABLED": False, **database}).test_client()


def _get(client, url, **headers):
    response = client.get(url, headers=headers)
    response.get_data()  # read whole, then the file closed
    response.close()
    return response


@pytest.mark.parametrize("url", [SCRIPT, GAME_SCRIPT, VENDORED])
@pytest.mark.parametrize(
    "accepted, encoding", [("gzip, deflate, br, zstd", "br"), ("gzip, deflate", "gzip")]
)
def test_a_built_file_comes_compressed_as_asked_with_the_same_headers(
    built, plain, url, accepted, encoding
):
    url = url.format(web.vendored_versions()["qrcode-generator"])
    response = _get(built, url, **{"Accept-Encoding": accepted})
    source = _get(plain, url)
    assert response.status_code == 200
    assert response.headers["Content-Encoding"] == encoding
    assert response.headers["Vary"] == "Accept-Encoding"
    unpack = brotli.decompress if encoding == "br" else gzip.decompress
    assert unpack(response.data) == source.data
    assert len(response.data) < len(source.data) / 2
    for name in SAME:
        assert _normal(response.headers[name]) == _normal(source.headers[name]), name


def _normal(value: str) -> str:
    return value.replace('"', "")  # charset="utf-8" and charset=utf-8 say the same


def test_a_browser_that_asks_for_no_compression_gets_the_file_as_it_is(built, plain):
    response = _get(built, SCRIPT, **{"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in response.headers
    assert response.data == _get(plain, SCRIPT).data


def test_an_unchanged_file_is_answered_304_by_its_etag(built):
    first = _get(built, SCRIPT, **{"Accept-Encoding": "br"})
    again = _get(built, SCRIPT, **{"Accept-Encoding": "br", "If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""
    assert again.headers["Cache-Control"] == "no-cache"
    other = _get(built, SCRIPT, **{"Accept-Encoding": "br", "If-None-Match": '"0-0"'})
    assert other.status_code == 200


def test_a_script_edited_since_the_build_is_served_as_it_is_now(database, tmp_path, monkeypatch):
    root = _build(tmp_path / "build")
    (root / "static" / "app.js").write_text("// an older app.js\n")
    monkeypatch.setattr(web, "BUILD", root)
    client = create_app({"TESTING": True, **database}).test_client()
    response = _get(client, SCRIPT, **{"Accept-Encoding": "br"})
    assert "Content-Encoding" not in response.headers
    assert response.data == (web.STATIC / "app.js").read_bytes()


def test_with_no_build_the_app_serves_everything_uncompressed(database, tmp_path, monkeypatch):
    monkeypatch.setattr(web, "BUILD", tmp_path / "missing")
    client = create_app({"TESTING": True, **database}).test_client()
    html = client.get("/").get_data(as_text=True)
    stdlib = re.search(r'data-stdlib="([^"]+)"', html).group(1)
    assert stdlib.endswith("/python_stdlib.zip")
    for url in (SCRIPT, stdlib):
        response = _get(client, url, **{"Accept-Encoding": "br"})
        assert response.status_code == 200 and "Content-Encoding" not in response.headers


def test_the_page_loads_the_trimmed_and_compiled_engine_when_it_is_built(built):
    html = built.get("/").get_data(as_text=True)
    assert f'data-stdlib="/engine/{STDLIB}"' in html
    assert f'data-replays="/engine/{ENGINE}"' in html  # compiled (service/bytecode.py)
    precache = json.loads(built.get("/sw.js").get_data(as_text=True).splitlines()[0][17:-1])
    for name in (STDLIB, ENGINE):
        response = _get(built, f"/engine/{name}")
        assert response.status_code == 200 and "immutable" in response.headers["Cache-Control"]
        assert f"/engine/{name}" in precache
    assert not [url for url in precache if url.endswith("python_stdlib.zip")]
    assert f"/engine/{replays_zip()[0]}" not in precache  # the sources: not downloaded


def test_the_page_and_its_service_worker_are_answered_304_when_unchanged(plain):
    for url in ("/", "/sw.js"):
        first = plain.get(url)
        again = plain.get(url, headers={"If-None-Match": first.headers["ETag"]})
        assert again.status_code == 304 and again.data == b"", url


def test_an_engine_built_for_another_replays_is_not_served(database, tmp_path, monkeypatch):
    root = _build(tmp_path / "build")
    manifest = {"replays": "replays-0000000000000000.zip", "stdlib": STDLIB, "engine": ENGINE}
    (root / "manifest.json").write_text(json.dumps(manifest))  # replays edited since the build
    monkeypatch.setattr(web, "BUILD", root)
    html = create_app({"TESTING": True, **database}).test_client().get("/").get_data(as_text=True)
    assert f'data-replays="/engine/{replays_zip()[0]}"' in html
    assert STDLIB not in html and ENGINE not in html
