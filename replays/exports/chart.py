"""The score chart of the html replay: running totals per hand as inline SVG, no script."""

from __future__ import annotations

from html import escape

from ..model import Match

WIDTH, HEIGHT = 640, 260
LEFT, RIGHT, TOP, BOTTOM = 48, 130, 14, 28
PALETTE = (
    "#1f77b4",
    "#d62728",
    "#2ca02c",
    "#9467bd",
    "#ff7f0e",
    "#17becf",
    "#8c564b",
    "#e377c2",
    "#7f7f7f",
    "#bcbd22",
)


def series(match: Match) -> dict[str, list[int]]:
    """Each side's total (a player's, or a team's: CORE-SIDE-1) before the first hand (0) and
    after every scored hand."""
    running = dict.fromkeys(match.side_ids, 0)
    out = {pid: [0] for pid in match.side_ids}
    for result in match.results:
        for pid in match.side_ids:
            running[pid] += result.points.get(pid, 0)
            out[pid].append(running[pid])
    return out


def chart_svg(match: Match) -> str:
    lines = series(match)
    hands = len(match.results)
    values = [v for vs in lines.values() for v in vs] + ([match.target] if match.target else [])
    lo, hi = min(0, *values), max(1, *values)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(i: int) -> float:
        return round(LEFT + i * plot_w / max(hands, 1), 1)

    def y(v: int) -> float:
        return round(TOP + (hi - v) * plot_h / (hi - lo), 1)

    parts = [_axes(hands, lo, hi, x, y)]
    if match.target:
        parts.append(
            f'<line x1="{x(0)}" x2="{x(hands)}" y1="{y(match.target)}" y2="{y(match.target)}"'
            f' stroke="#999" stroke-dasharray="4 3"/>'
        )
    for n, (pid, totals) in enumerate(lines.items()):
        parts.append(_line(match.name(pid), totals, PALETTE[n % len(PALETTE)], n, x, y))
    xs = " ".join(f'data-x{i}="{x(i)}"' for i in range(hands + 1))
    parts.append(
        f'<line id="marker" x1="{x(hands)}" x2="{x(hands)}" y1="{TOP}" y2="{TOP + plot_h}"'
        f' stroke="#000" stroke-width="1.5" {xs}/>'
    )
    return (
        f'<svg id="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}"'
        f' width="{WIDTH}" height="{HEIGHT}" role="img">{"".join(parts)}</svg>'
    )


def _axes(hands: int, lo: int, hi: int, x, y) -> str:
    step = max(1, hands // 10)
    ticks = "".join(
        f'<text x="{x(i)}" y="{HEIGHT - 8}" font-size="11" text-anchor="middle">{i}</text>'
        for i in range(0, hands + 1, step)
    )
    labels = "".join(
        f'<text x="{LEFT - 6}" y="{y(v) + 4}" font-size="11" text-anchor="end">{v}</text>'
        for v in sorted({lo, 0, hi})
    )
    return (
        f'<line x1="{x(0)}" x2="{x(hands)}" y1="{y(0)}" y2="{y(0)}" stroke="#bbb"/>'
        f'<line x1="{x(0)}" x2="{x(0)}" y1="{y(hi)}" y2="{y(lo)}" stroke="#bbb"/>{ticks}{labels}'
    )


def _line(name: str, totals: list[int], color: str, n: int, x, y) -> str:
    points = " ".join(f"{x(i)},{y(v)}" for i, v in enumerate(totals))
    dots = "".join(
        f'<circle cx="{x(i)}" cy="{y(v)}" r="2.5" fill="{color}">'
        f"<title>{escape(name)}: {v}</title></circle>"
        for i, v in enumerate(totals)
    )
    legend = (
        f'<text x="{WIDTH - RIGHT + 10}" y="{TOP + 14 + 16 * n}" font-size="12"'
        f' fill="{color}">{escape(name)} ({totals[-1]})</text>'
    )
    return (
        f'<polyline class="series" points="{points}" fill="none" stroke="{color}"'
        f' stroke-width="2"/>{dots}{legend}'
    )
