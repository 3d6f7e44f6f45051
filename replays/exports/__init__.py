"""Exports of a match, all rendered from one replay (`replay.Replay`): txt, csv, html.

Pure renderers: they take stored events (dicts) and return text; nothing here does I/O.
`txt_reader` reads the txt record back into events, for import.
"""

from __future__ import annotations

from .page import render_html
from .replay import Replay, replay
from .sheet import DIALECTS, render_csv
from .txt import render_txt
from .txt_reader import read_txt
from .words import LANGS

FORMATS = ("ndjson", "txt", "csv", "html")

__all__ = [
    "DIALECTS",
    "FORMATS",
    "LANGS",
    "Replay",
    "read_txt",
    "render_csv",
    "render_html",
    "render_txt",
    "replay",
]
