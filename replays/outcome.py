"""Match end and standings (RULES.md §0 and each game's match rule: H8-SCORE-*,
RAMI-MATCH-1, PRES-MATCH-1): the fold ends a match with `match_over`; reports name the
winners and rank the players."""

from __future__ import annotations

from typing import Any

from .model import Match
from .registry import engine_for


def match_over(match: Match) -> bool:
    """The match ends after the hand in which a total reaches the target, or after `rounds`."""
    if not match.results or match.in_hand:
        return False
    if match.rounds is not None and len(match.results) >= match.rounds:
        return True
    if match.target is not None:
        return any(total >= match.target for total in match.totals.values())
    return False


def winners(match: Match) -> list[str]:
    """Every player with the best total (a tie names them all: H8-SCORE-TIE); [] until over."""
    if match.status != "over":
        return []
    totals = match.totals
    best = (min if engine_for(match.game).lowest_wins(match) else max)(totals.values())
    return [pid for pid in match.player_ids if totals[pid] == best]


def standings(match: Match) -> list[dict[str, Any]]:
    """Players from best to worst total, with shared ranks for equal totals."""
    totals = match.totals
    low = engine_for(match.game).lowest_wins(match)
    ordered = sorted(match.player_ids, key=lambda p: totals[p] if low else -totals[p])
    rows: list[dict[str, Any]] = []
    for i, pid in enumerate(ordered):
        rank = rows[-1]["rank"] if rows and rows[-1]["total"] == totals[pid] else i + 1
        rows.append({"player": pid, "name": match.name(pid), "total": totals[pid], "rank": rank})
    return rows
