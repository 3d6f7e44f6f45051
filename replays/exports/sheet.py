"""The csv score sheet: one row per scored hand, every player's points and running totals.

Two dialects. `spreadsheet` (the default) is what LibreOffice or Excel set to French open
into the right columns: `;` between cells, UTF-8 with a byte order mark, headers in the
chosen language with the players' names. `rfc4180` is the plain form for programs: commas,
no mark, headers keyed by player id (`hand, points_<id>…, total_<id>…, order`, then the
game's own score-entry fields by name — Rami's `rami` —, then `corrected_by`);
`corrected_by` lists the seqs of the corrections a hand's figures come from.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from typing import Any

from .. import report
from ..game import EntryField
from ..model import Match
from ..registry import engine_for
from .replay import Replay, replay
from .words import word

DIALECTS = ("spreadsheet", "rfc4180")
BOM = "\ufeff"
_FORMULA = ("=", "+", "-", "@", "\t", "\r")  # a spreadsheet would run such a cell as a formula


def render_csv(
    events: Iterable[Mapping[str, Any]] | Replay, lang: str = "fr", dialect: str = "spreadsheet"
) -> str:
    rp = events if isinstance(events, Replay) else replay(events)
    match = rp.final
    out = io.StringIO()
    if dialect == "rfc4180":
        writer = csv.writer(out)
        writer.writerow(_ids_header(match))
        writer.writerows(_rows(match, match.side_ids, lambda pid: pid, " "))
        return out.getvalue()
    writer = csv.writer(out, delimiter=";")
    writer.writerow([_cell(h) for h in _names_header(match, lang)])
    writer.writerows(_rows(match, match.side_ids, lambda pid: _cell(match.name(pid)), ", "))
    return BOM + out.getvalue()


def _ids_header(match: Match) -> list[str]:
    ids = match.side_ids
    totals = [f"total_{p}" for p in ids]
    fields = [f.name for f in _fields(match)]
    return ["hand", *(f"points_{p}" for p in ids), *totals, "order", *fields, "corrected_by"]


def _fields(match: Match) -> tuple[EntryField, ...]:
    return engine_for(match.game).entry_fields


def _names_header(match: Match, lang: str) -> list[str]:
    names = [match.name(p) for p in match.side_ids]
    points, total = word(lang, "csv_points"), word(lang, "csv_total")
    return [
        word(lang, "csv_hand"),
        *(points.format(name=n) for n in names),
        *(total.format(name=n) for n in names),
        word(lang, "csv_order"),
        *(_header(f.word[lang]) for f in _fields(match)),
        word(lang, "csv_corrected"),
    ]


def _rows(match: Match, ids, said, joiner: str) -> list[list[Any]]:
    rows = []
    fields = _fields(match)
    for row in report.scores(match)["hands"]:
        rows.append(
            [
                row["hand"],
                *(row["points"].get(p, 0) for p in ids),
                *(row["totals"][p] for p in ids),
                joiner.join(said(p) for p in row.get("order", [])),
                *(_value(f, row.get(f.name), said) for f in fields),
                " ".join(map(str, row.get("corrected_by", []))),
            ]
        )
    return rows


def _header(word: str) -> str:
    return word[:1].upper() + word[1:]


def _value(entry: EntryField, value: Any, said) -> Any:
    """A score-entry field's cell: a player by name (or id), other values as they are."""
    if value is None:
        return ""
    return said(value) if entry.field.kind in ("player", "side") else value


def _cell(text: str) -> str:
    """A name as a spreadsheet shows it, never as a formula it would run."""
    return f"'{text}" if text.startswith(_FORMULA) else text
