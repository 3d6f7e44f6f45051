"""The engine's Python compiled at build time (service/build.py): Pyodide ships its standard
library as sources, so a phone compiled every module it imports at each cold start (about
half of Python's start and of the `replays` import, measured in Chromium). Compiled once by
the page's own interpreter, Pyodide under Node (service/bytecode.mjs), the zips hold
unchecked-hash .pyc files in place of the sources, which Python loads as they are."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

SCRIPT = Path(__file__).with_name("bytecode.mjs")
TIMEOUT = 600  # seconds: Pyodide's start under Node, then the compiling, on a busy machine


def compiled(zips: dict[str, bytes], pyodide: Path) -> dict[str, bytes] | None:
    """Each zip of `zips` with its .py files as .pyc; None when there is no Node to run
    Pyodide (the sources are served then, as before)."""
    node = shutil.which("node")
    if node is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        paths = {name: (Path(tmp) / f"{name}.zip", Path(tmp) / f"{name}.pyc.zip") for name in zips}
        arguments = []
        for name, (source, target) in paths.items():
            source.write_bytes(zips[name])
            arguments += [str(source), str(target)]
        command = [node, str(SCRIPT), str(pyodide.resolve()), *arguments]
        done = subprocess.run(command, timeout=TIMEOUT, capture_output=True, text=True)
        if done.returncode:
            raise RuntimeError(f"service/bytecode.mjs failed: {done.stderr[-2000:]}")
        return {name: target.read_bytes() for name, (_, target) in paths.items()}
