"""A match as JSON: the summary, the scores sheet and the state served by the API."""

from __future__ import annotations

from typing import Any

from .cards import fmt
from .corrections import corrected_hands
from .match import legal_moves, standings, view, winners
from .model import Match, ScoreSheet
from .registry import engine_for
from .titles import both, match_title


def outcome(match: Match) -> dict[str, Any]:
    """Match end as data: over or not, the winner, or every tied player (H8-SCORE-TIE)."""
    best = winners(match)
    return {
        "match_over": match.status == "over",
        "winner": best[0] if len(best) == 1 else None,
        "winners": best,
        "tie": len(best) > 1,
    }


def summary(match: Match) -> dict[str, Any]:
    return {
        "id": match.id,
        "game": match.game,
        "preset": match.preset,
        "title": both(match_title, match.game, match.preset),
        "tracking": match.tracking,
        "scoring": match.scoring,
        "target": match.target,
        "rounds": match.rounds,
        "players": [{"id": p.id, "name": p.name} for p in match.players],
        **teams(match),
        "seq": match.seq,
        "status": match.status,
        "hand_no": match.hand_no,
        "hands": len(match.results),
        "totals": match.totals,
        **outcome(match),
    }


def teams(match: Match) -> dict[str, Any]:
    """The fixed teams, where the game has them (CORE-SIDE-1): totals are keyed by team."""
    if not match.teams:
        return {}
    return {
        "teams": [{"id": t.id, "name": t.name, "players": list(t.players)} for t in match.teams]
    }


def scores(match: Match) -> dict[str, Any]:
    """The sheet, hand by hand; in score tracking each hand lists the entries it is scored
    from (the seq a correction names, and the data in effect) and the corrections made."""
    running = dict.fromkeys(match.side_ids, 0)
    fixes = corrected_hands(match)
    entries: dict[int, list[dict[str, Any]]] = {}
    for e in match.entries:
        entries.setdefault(e.hand, []).append({"seq": e.seq, "type": e.type, "data": dict(e.data)})
    hands = []
    for result in match.results:
        for pid, pts in result.points.items():
            running[pid] += pts
        row: dict[str, Any] = {
            "hand": result.hand,
            "points": dict(result.points),
            "totals": dict(running),
        }
        if result.order:
            row["order"] = list(result.order)
        row.update({name: value for name, value in result.marks.items() if value is not None})
        if result.camps:
            row["camps"] = {name: list(players) for name, players in result.camps.items()}
        if result.detail:
            row["detail"] = dict(result.detail)
        if result.hand in entries:
            row["entries"] = entries[result.hand]
        if result.hand in fixes:
            row["corrected_by"] = fixes[result.hand]
        hands.append(row)
    return {
        "id": match.id,
        "seq": match.seq,
        "scoring": match.scoring,
        "target": match.target,
        "rounds": match.rounds,
        "lowest_wins": engine_for(match.game).lowest_wins(match),
        **teams(match),
        "hands": hands,
        "totals": match.totals,
        "standings": standings(match),
        **outcome(match),
    }


def state(match: Match, as_player: str | None = None) -> dict[str, Any]:
    return {
        **summary(match),
        "in_hand": match.in_hand,
        "hand": hand_view(match, as_player),
    }


def hand_view(match: Match, as_player: str | None = None) -> dict[str, Any] | None:
    if match.hand is None:
        return None
    if isinstance(match.hand, ScoreSheet):
        return {
            "hand": match.hand.hand,
            "dealer": match.hand.dealer,
            "revealed": {pid: fmt(cards) for pid, cards in match.hand.reveals.items()},
        }
    return view(match, as_player)


def moves(match: Match) -> dict[str, Any]:
    """The legal moves of the player to act, as `GET /legal-moves` serves them. An entry an
    engine marks `ready: false` (a Rami opening still short of 51) informs but would be
    refused if posted: it is served apart, as a hint."""
    found = legal_moves(match)
    return {
        "id": match.id,
        "seq": match.seq,
        "in_hand": match.in_hand,
        "moves": [m for m in found if m.get("ready", True)],
        "hints": [m for m in found if not m.get("ready", True)],
    }
