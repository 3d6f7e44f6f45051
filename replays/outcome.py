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
    """Every side with the best total (a tie names them all: H8-SCORE-TIE); [] until over.
    A side is a player, or a team where the game has fixed teams (CORE-SIDE-1)."""
    if match.status != "over":
        return []
    totals = match.totals
    best = (min if engine_for(match.game).lowest_wins(match) else max)(totals.values())
    return [sid for sid in match.side_ids if totals[sid] == best]


def standings(match: Match) -> list[dict[str, Any]]:
    """Sides from best to worst total, with shared ranks for equal totals: players (`player`),
    or teams (`team`, with their `players`)."""
    totals = match.totals
    low = engine_for(match.game).lowest_wins(match)
    ordered = sorted(match.side_ids, key=lambda s: totals[s] if low else -totals[s])
    members = {t.id: list(t.players) for t in match.teams}
    rows: list[dict[str, Any]] = []
    for i, sid in enumerate(ordered):
        rank = rows[-1]["rank"] if rows and rows[-1]["total"] == totals[sid] else i + 1
        who = {"team": sid, "players": members[sid]} if sid in members else {"player": sid}
        rows.append({**who, "name": match.name(sid), "total": totals[sid], "rank": rank})
    return rows
