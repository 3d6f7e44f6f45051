"""A game's stored events rendered in an export format (for the API and the CLI alike)."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterable
from urllib.parse import quote

from werkzeug.http import quote_header_value

from replays import exports

NDJSON = "application/x-ndjson"
MIMETYPES = {"ndjson": NDJSON, "txt": "text/plain", "csv": "text/csv", "html": "text/html"}
DIALECTS = exports.DIALECTS


def ndjson(events: Iterable[dict]) -> str:
    """One stored event per line as readers get it: its fields and hash as stored, an event of
    an earlier version upcast (`played_at` null in a v1 event); the import format."""
    return "".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) + "\n" for e in events)


def render(events: Iterable[dict], fmt: str, lang: str = "fr", dialect: str = "spreadsheet") -> str:
    """Every format but ndjson is rendered from one replay of the events."""
    if fmt == "ndjson":
        return ndjson(events)
    rp = exports.replay(list(events))
    if fmt == "csv":
        return exports.render_csv(rp, lang, dialect)
    if fmt == "html":
        return exports.render_html(rp, lang)
    return exports.render_txt(rp, lang)


def attachment(filename: str) -> str:
    """A Content-Disposition per RFC 6266: the name quoted as HTTP quotes it, an ASCII
    fallback, and the UTF-8 name in `filename*` (as werkzeug's send_file builds it)."""
    name = "".join(c for c in filename if c.isprintable())
    simple = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    header = f"attachment; filename={quote_header_value(simple, allow_token=False)}"
    if simple != name:
        header += "; filename*=UTF-8''" + quote(name, safe="!#$&+-.^_`|~")
    return header
