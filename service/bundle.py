"""The rule engine for the page: the installed `replays` package as one zip, built once in
memory, named by its content hash so that the page and its service worker cache it for good.
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from functools import cache
from pathlib import Path

import replays

# Every file of the package the engine reads: its modules, the rulebook (replays.rulebook)
# and the table-talk lexicon (replays/table_talk/lexicon/, each game's talk.json).
SUFFIXES = (".py", ".md", ".json")
FIXED_TIME = (2020, 1, 1, 0, 0, 0)  # zip entries carry no build time: same package, same bytes


@cache
def replays_zip() -> tuple[str, bytes]:
    """(the zip's name, its bytes); the name holds the first 16 hex digits of its SHA-256."""
    root = Path(replays.__file__).resolve().parent
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(root.rglob("*")):
            if path.suffix not in SUFFIXES or "__pycache__" in path.parts:
                continue
            name = "replays/" + path.relative_to(root).as_posix()
            archive.writestr(
                zipfile.ZipInfo(name, FIXED_TIME), path.read_bytes(), zipfile.ZIP_DEFLATED
            )
    data = buffer.getvalue()
    return f"replays-{hashlib.sha256(data).hexdigest()[:16]}.zip", data
