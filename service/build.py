"""`python -m service.build`: what the page downloads, made once at install (the Makefile runs
it after `npm ci`), never per request: the page's files and the vendored ones, each beside
its gzip and brotli copies (WhiteNoise's compressor) in service/build/, Python's standard
library cut down to what the engine imports (service/stdlib.py) and the replays package,
both compiled to bytecode (service/bytecode.py) and compressed too.

service/web.py serves a built file only while it is the same as its source; a missing or
stale build is served as before, uncompressed. Nothing here is committed (.gitignore)."""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import sys
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import brotli
from whitenoise.compress import Compressor

from . import bytecode, stdlib
from .bundle import replays_zip

HERE = Path(__file__).parent
BUILD = HERE / "build"
STATIC = HERE / "static"
VENDOR = HERE / "vendor" / "node_modules"
MANIFEST = BUILD / "manifest.json"
SKIP = (".png",)  # compressed already
PREFIXES = {"stdlib": "stdlib", "engine": "replays"}  # the manifest's keys, the zips' names
LARGE = 1_000_000  # bytes: brotli's quality 10 above, 11 below


class _Compressor(Compressor):
    """WhiteNoise's, but brotli at quality 10 for large files: the 9.6 MB pyodide.asm.wasm
    takes 25 s at 10 against 67 s at 11, for 2% more bytes (2.79 MB against 2.74 MB), and
    every `make test` on a clean checkout pays that time."""

    @staticmethod
    def compress_brotli(data: bytes) -> bytes:
        return brotli.compress(data, quality=10 if len(data) > LARGE else 11)


def build(out: Path = BUILD, vendored: dict[str, tuple[str, ...]] | None = None) -> dict:
    """Write every file and its compressed copies under `out`; returns the manifest."""
    from .web import VENDORED, page_files, vendored_versions

    vendored = VENDORED if vendored is None else vendored
    shutil.rmtree(out, ignore_errors=True)
    made = [_copy(path, out / "static" / path.relative_to(STATIC)) for path in page_files()]
    for package, names in vendored.items():
        version = vendored_versions()[package]
        for name in names:
            if package == "pyodide" and name == "python_stdlib.zip":
                continue  # the trimmed zip instead, at a name of its own
            source = VENDOR / package / name
            made.append(_copy(source, out / "vendor" / package / version / name))
    engine = _engine_zips()
    names = {key: _named(key, data) for key, data in engine.items()}
    made += [_write(out / "engine" / names[key], data) for key, data in engine.items()]
    compressor = _Compressor(quiet=True)
    with ThreadPoolExecutor() as pool:  # brotli and zlib let go of the GIL, as WhiteNoise's CLI
        list(pool.map(compressor.compress, [str(p) for p in made if p.suffix not in SKIP]))
    # "replays" names the sources the engine's zips were made from: web.py serves them for those.
    manifest = {"replays": replays_zip()[0], **names}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1))
    return manifest


def _engine_zips() -> dict[str, bytes]:
    """The standard library cut to what the engine imports and the replays package, each
    stored (the server compresses them) and compiled to bytecode when Node is here."""
    trimmed = stdlib.trimmed((VENDOR / "pyodide" / "python_stdlib.zip").read_bytes())
    sources = {"stdlib": trimmed, "engine": _stored(replays_zip()[1])}
    done = bytecode.compiled(sources, VENDOR / "pyodide")
    if done is None:
        print("service/build: no Node, the engine's Python is served as sources", file=sys.stderr)
    return done or sources


def _named(key: str, data: bytes) -> str:
    """An engine zip's name: what it holds and its hash, so it may be cached for good."""
    return f"{PREFIXES[key]}-{hashlib.sha256(data).hexdigest()[:16]}.zip"


def _stored(data: bytes) -> bytes:
    """The zip's files stored, not deflated: brotli then compresses across all of them."""
    source, out = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for info in source.infolist():
            archive.writestr(zipfile.ZipInfo(info.filename, info.date_time), source.read(info))
    return out.getvalue()


def _copy(source: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)  # its time kept: the ETag is the same as from the source
    return target


def _write(target: Path, data: bytes) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return target


def main() -> int:
    manifest = build()
    size = sum(p.stat().st_size for p in BUILD.rglob("*") if p.is_file())
    print(f"service/build: {size / 1e6:.1f} MB, stdlib {manifest['stdlib']}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
