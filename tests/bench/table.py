"""The benchmark's result table: one row per measure, with its target and whether it is met."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    measure: str
    service: str
    baseline: str
    ratio: float | None = None
    target: str = ""
    met: bool | None = None


HEADERS = ("measure", "this service", "baseline", "ratio", "target", "met")


def render(rows: list[Row]) -> str:
    cells = [HEADERS] + [
        (
            r.measure,
            r.service,
            r.baseline,
            "" if r.ratio is None else f"{r.ratio:.2f}",
            r.target,
            "" if r.met is None else ("met" if r.met else "NOT MET"),
        )
        for r in rows
    ]
    widths = [max(len(row[i]) for row in cells) for i in range(len(HEADERS))]
    lines = [" | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in cells]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in lines)
