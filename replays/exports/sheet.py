"""The csv score sheet: one row per scored hand, every player's points and running totals."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from typing import Any

from .. import report
from .replay import Replay, replay


def render_csv(events: Iterable[Mapping[str, Any]] | Replay) -> str:
    """`hand, points_<id>…, total_<id>…, order, rami, corrected_by` — RFC 4180, one header
    row; `corrected_by` lists the seqs of the corrections a hand's figures come from."""
    rp = events if isinstance(events, Replay) else replay(events)
    match = rp.final
    ids = match.player_ids
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(
        [
            "hand",
            *(f"points_{p}" for p in ids),
            *(f"total_{p}" for p in ids),
            "order",
            "rami",
            "corrected_by",
        ]
    )
    for row in report.scores(match)["hands"]:
        writer.writerow(
            [
                row["hand"],
                *(row["points"].get(p, 0) for p in ids),
                *(row["totals"][p] for p in ids),
                " ".join(row.get("order", [])),
                row.get("rami", ""),
                " ".join(map(str, row.get("corrected_by", []))),
            ]
        )
    return out.getvalue()
