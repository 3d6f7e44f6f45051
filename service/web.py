"""The phone page at `/`: one HTML shell, the scripts and styles served from the package,
the engine it carries (Pyodide and the `replays` zip), its web manifest and service worker."""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    make_response,
    render_template,
    request,
    send_from_directory,
    url_for,
)

from replays.registry import engines

from .bundle import replays_zip
from .compressed import NO_CACHE, Built, serve
from .page_bundle import bundle, module_files

bp = Blueprint("web", __name__, template_folder="templates")

# The page's modules, in load order of their imports; the page loads app.js.
SCRIPTS = (
    "i18n",
    "dom",
    "api",
    "localdb",
    "engine",
    "sync",
    "stream",
    "cards",
    "labels",
    "games",
    "entries",
    "score",
    "handview",
    "moves",
    "setup",
    "chart",
    "replay",
    "qr",
    "share",
    "conflicts",
    "focus",
    "say",
    "theme",
    "wakelock",
    "dialog",
    "corrections",
    "players",
    "history",
    "stats",
    "rematch",
    "app",
)
STATIC = Path(__file__).parent / "static"
SERVICE_WORKER = STATIC / "sw.js"
ENGINE_WORKER = STATIC / "engine-worker.js"  # served at /engine-worker.js


@bp.get("/")
def index() -> Response:
    page = render_template(
        "index.html",
        scripts=SCRIPTS,
        bundled=page_script(),
        engine=engine_urls(),
        games=_games_line(),
    )
    response = make_response(page)
    # The page talks only to this server (its Content-Security-Policy: service/headers.py).
    response.headers["Cache-Control"] = "no-cache"
    return _conditional(response)


def _games_line() -> str:
    """The registered games' names, in French (the home page's line, the manifest's)."""
    return ", ".join(e.title("fr") for e in engines().values())


def _conditional(response: Response) -> Response:
    """An ETag of the body, and a 304 with no body when the browser holds it already."""
    response.add_etag()
    return response.make_conditional(request)


# What the page loads from service/vendor (installed by `npm ci` from the committed lock):
# only these files, at a URL that carries the pinned version, so they may be cached for good.
VENDOR = Path(__file__).parent / "vendor"
VENDORED = {
    "pyodide": (
        "pyodide.mjs",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "python_stdlib.zip",
        "pyodide-lock.json",
    ),
    "qrcode-generator": ("dist/qrcode.mjs",),
}
TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm", ".zip": "application/zip"}
FOREVER = "public, max-age=31536000, immutable"


@cache
def vendored_versions() -> dict[str, str]:
    """The pinned version of each vendored package, as the lock file says."""
    lock = json.loads((VENDOR / "package-lock.json").read_text())
    return {name: lock["packages"][f"node_modules/{name}"]["version"] for name in VENDORED}


def vendor_url(package: str, name: str) -> str:
    return f"/vendor/{package}/{vendored_versions()[package]}/{name}"


def engine_urls() -> dict[str, str]:
    """Where the page finds Pyodide, its standard library and the replays zip (the trimmed
    and compiled ones when built: service/build.py) and the QR encoder."""
    stdlib = current_app.extensions.get("stdlib") or vendor_url("pyodide", "python_stdlib.zip")
    replays = current_app.extensions.get("replays") or url_for("web.engine", name=replays_zip()[0])
    return {
        "pyodide": vendor_url("pyodide", ""),
        "stdlib": stdlib,
        "replays": replays,
        "qrcode": vendor_url("qrcode-generator", "dist/qrcode.mjs"),
    }


BUILD = Path(__file__).parent / "build"  # service/build.py, at install


@bp.record_once
def _serve_built(state) -> None:
    """The built files, compressed, in front of the routes below; the page's own files only
    when they are not edited as they run (`make dev`)."""
    app, built = state.app, Built(BUILD)
    if not app.debug:
        bundle()  # the page's one script, made before the first phone asks for it
        for path in page_files():
            name = path.relative_to(STATIC).as_posix()
            built.same(f"/static/{name}", f"static/{name}", path, NO_CACHE)
    with app.app_context():
        versions = vendored_versions()
    for package, names in VENDORED.items():
        for name in names:
            url = f"/vendor/{package}/{versions[package]}/{name}"
            source = VENDOR / "node_modules" / package / name
            built.same(url, url.removeprefix("/"), source, FOREVER)
    if built.manifest.get("replays") == replays_zip()[0]:  # made from this replays
        for key in ("stdlib", "replays"):
            _engine_built(app, built, key, built.manifest.get(_BUILT_KEYS[key]))
    serve(app, built)


_BUILT_KEYS = {"stdlib": "stdlib", "replays": "engine"}  # the page's name -> the manifest's


def _engine_built(app, built: Built, key: str, name: str | None) -> None:
    """The build's engine zip for `key`, when it made one, served in place of the app's."""
    url = f"/engine/{name}"
    if name:
        built.made(url, url.removeprefix("/"), FOREVER)
    if url in built.files:
        app.extensions[key] = url


@bp.get("/vendor/<package>/<version>/<path:name>")
def vendored(package: str, version: str, name: str) -> Response:
    if name not in VENDORED.get(package, ()) or vendored_versions().get(package) != version:
        abort(404)
    response = send_from_directory(
        VENDOR / "node_modules" / package, name, mimetype=TYPES.get(Path(name).suffix)
    )
    response.headers["Cache-Control"] = FOREVER
    return response


@bp.get("/engine/<name>")
def engine(name: str) -> Response:
    """The replays package as a zip; its name holds its hash, so it never changes."""
    current, data = replays_zip()
    if name != current:
        abort(404)
    response = Response(data, mimetype="application/zip")
    response.headers["Cache-Control"] = FOREVER
    return response


def page_script() -> str | None:
    """The page's modules as one script (service/page_bundle.py); None under `make dev`,
    where the modules are loaded as they are edited."""
    return None if current_app.debug else url_for("web.page_bundle", name=bundle().name)


@bp.get("/page/<name>")
def page_bundle(name: str) -> Response:
    """The one script, compressed once as the browser accepts it; its name holds its hash."""
    made = bundle()
    if name != made.name:
        abort(404)
    coding = next((c for c in ("br", "gzip") if c in request.accept_encodings), None)
    body = {"br": made.brotli, "gzip": made.gzip}.get(coding or "", made.text)
    response = Response(body, mimetype="text/javascript")
    if coding:
        response.headers["Content-Encoding"] = coding
    response.headers["Vary"] = "Accept-Encoding"
    response.headers["Cache-Control"] = FOREVER
    return response


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    """What makes the page installable: a name, icons, a standalone window, the start URL."""
    body = {
        "name": "Cartes — carnet de parties",
        "short_name": "Cartes",
        "description": f"{_games_line()} : un coup, une touche.",
        "lang": "fr",
        "start_url": "/",
        "scope": "/",
        "id": "/",
        "display": "standalone",
        "background_color": "#14171c",
        "theme_color": "#14171c",
        "icons": [
            _icon("icon-192.png", "192x192", "image/png"),
            _icon("icon-512.png", "512x512", "image/png"),
            _icon("icon.svg", "any", "image/svg+xml"),
        ],
    }
    response = current_app.response_class(
        json.dumps(body, ensure_ascii=False), mimetype="application/manifest+json"
    )
    response.headers["Cache-Control"] = "no-cache"
    return response


def _icon(name: str, sizes: str, kind: str) -> dict[str, str]:
    return {"src": url_for("static", filename=name), "sizes": sizes, "type": kind}


@bp.get("/sw.js")
def service_worker() -> Response:
    """The service worker, at the root so that it controls `/`; its first line lists what
    it keeps for a start with no network, and a version that changes with any of it."""
    files = precached()
    head = f"const PRECACHE = {json.dumps(files)};\nconst VERSION = {json.dumps(version(files))};\n"
    body = head + SERVICE_WORKER.read_text(encoding="utf-8")
    response = Response(body, mimetype="text/javascript")
    response.headers["Cache-Control"] = "no-cache"
    return _conditional(response)


@bp.get("/engine-worker.js")
def engine_worker() -> Response:
    """The engine's thread (Pyodide), at its own URL: its policy is a worker's (headers.py)."""
    response = Response(ENGINE_WORKER.read_text(encoding="utf-8"), mimetype="text/javascript")
    response.headers["Cache-Control"] = "no-cache"
    return _conditional(response)


def precached() -> list[str]:
    """The page, its scripts and styles, the engine: everything a cold start offline needs
    (the modules as one script where the page loads them so)."""
    bundled = page_script()
    skipped = {SERVICE_WORKER, ENGINE_WORKER, *(module_files().values() if bundled else ())}
    static = [
        url_for("static", filename=path.relative_to(STATIC).as_posix())
        for path in page_files()
        if path not in skipped
    ] + ([bundled] if bundled else [])
    urls = engine_urls()
    vendor = [vendor_url("pyodide", n) for n in VENDORED["pyodide"] if n != "python_stdlib.zip"]
    vendor += [urls["stdlib"], urls["qrcode"]]
    # The presets come from the replays package, whose hash is in the zip's name.
    presets = url_for("games.presets")
    engine = [url_for("web.engine_worker"), engine_urls()["replays"]]
    return ["/", url_for("web.manifest"), presets, *static, *vendor, *engine]


def page_files() -> list[Path]:
    """The page's static files: those of static/ and its games' modules (static/games/)."""
    files = [*STATIC.iterdir(), *(STATIC / "games").iterdir()]
    return sorted(path for path in files if path.is_file())


def _static_digest() -> str:
    """The page's files as they are: read again at each request in debug (`make dev`)."""
    return _read_digest() if current_app.debug else _cached_digest()


def _read_digest() -> str:
    digest = hashlib.sha256()
    for path in page_files():
        digest.update(path.relative_to(STATIC).as_posix().encode() + b"\0" + path.read_bytes())
    template = Path(__file__).parent / "templates" / "index.html"
    digest.update(template.read_bytes())
    return digest.hexdigest()


_cached_digest = cache(_read_digest)


def version(files: list[str]) -> str:
    digest = hashlib.sha256(_static_digest().encode())
    digest.update("\n".join(files).encode())
    return digest.hexdigest()[:16]
