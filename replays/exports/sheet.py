"""The csv score sheet: one row per scored hand, every player's points and running totals.

Two dialects. `spreadsheet` (the default) is what LibreOffice or Excel set to French open
into the right columns: `;` between cells, UTF-8 with a byte order mark, headers in the
chosen language with the players' names. `rfc4180` is the plain form for programs: commas,
no mark, headers keyed by player id (`hand, points_<id>…, total_<id>…, order, rami,
corrected_by`); `corrected_by` lists the seqs of the corrections a hand's figures come from.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from typing import Any

from .. import report
from ..model import Match
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
        writer.writerows(_rows(match, match.player_ids, lambda pid: pid, " "))
        return out.getvalue()
    writer = csv.writer(out, delimiter=";")
    writer.writerow([_cell(h) for h in _names_header(match, lang)])
    writer.writerows(_rows(match, match.player_ids, lambda pid: _cell(match.name(pid)), ", "))
    return BOM + out.getvalue()


def _ids_header(match: Match) -> list[str]:
    ids = match.player_ids
    totals = [f"total_{p}" for p in ids]
    return ["hand", *(f"points_{p}" for p in ids), *totals, "order", "rami", "corrected_by"]


def _names_header(match: Match, lang: str) -> list[str]:
    names = [match.name(p) for p in match.player_ids]
    points, total = word(lang, "csv_points"), word(lang, "csv_total")
    return [
        word(lang, "csv_hand"),
        *(points.format(name=n) for n in names),
        *(total.format(name=n) for n in names),
        word(lang, "csv_order"),
        word(lang, "csv_rami"),
        word(lang, "csv_corrected"),
    ]


def _rows(match: Match, ids, said, joiner: str) -> list[list[Any]]:
    rows = []
    for row in report.scores(match)["hands"]:
        rami = row.get("rami")
        rows.append(
            [
                row["hand"],
                *(row["points"].get(p, 0) for p in ids),
                *(row["totals"][p] for p in ids),
                joiner.join(said(p) for p in row.get("order", [])),
                said(rami) if rami else "",
                " ".join(map(str, row.get("corrected_by", []))),
            ]
        )
    return rows


def _cell(text: str) -> str:
    """A name as a spreadsheet shows it, never as a formula it would run."""
    return f"'{text}" if text.startswith(_FORMULA) else text
