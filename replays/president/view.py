"""The derived state of a Président hand as JSON: turn, trick, lead, revolution, titles, hands."""

from __future__ import annotations

from typing import Any

from ..cards import fmt
from ..errors import say
from ..model import Match
from .combos import NORMAL, canonical, strength
from .deal import owed_steps
from .exchange import step_said
from .presets import titles
from .state import Given, Hand, Play, Step
from .tricks import lead_rule, lead_said


def view(match: Match, hand: Hand, as_player: str | None = None) -> dict[str, Any]:
    """Everything the table derives; `as_player` hides the other players' cards."""
    return {
        "hand": hand.number,
        "dealer": hand.dealer,
        "phase": "over" if hand.over else "exchange" if hand.owed else "play",
        "turn": hand.owed[0].giver if hand.owed and not hand.over else hand.turn,
        "trick": _trick(match, hand),
        "lead": _lead(match, hand),
        "revolution": hand.revolution,
        "ranks": list(reversed(NORMAL)) if hand.revolution else list(NORMAL),
        "closing": _closing(match, hand),
        "out": list(hand.out),
        "titles": _titles(hand),
        "exchange": {
            "owed": [_step(match, s) for s in hand.owed],
            "done": [_given(g, as_player) for g in hand.given],
        },
        "next_exchange": [_step(match, s) for s in owed_steps(match, hand.out)]
        if hand.over
        else [],
        "tricks_closed": len(hand.tricks),
        "last_trick": [_play(p) for p in hand.tricks[-1]] if hand.tricks else [],
        "players": [_player(match, hand, pid, as_player) for pid in hand.seats],
        "cards_played": len(hand.played),
    }


def _trick(match: Match, hand: Hand) -> dict[str, Any] | None:
    """The trick in progress: its plays, what to beat, who passed since the last play."""
    if not hand.plays:
        return None
    top = hand.plays[-1].combo
    beat = max(top.ranks, key=lambda r: strength(r, hand.revolution))
    return {
        "leader": hand.plays[0].player,
        "plays": [_play(p) for p in hand.plays],
        "count": top.size,
        "kind": top.kind_word,
        "rank": beat,
        "to_beat": top.said(),
        "last_player": hand.plays[-1].player,
        "passed": list(hand.passed),
    }


def _play(play: Play) -> dict[str, Any]:
    return {"player": play.player, "cards": fmt(play.cards), "play": play.combo.said()}


def _lead(match: Match, hand: Hand) -> dict[str, Any] | None:
    """Who leads the next trick and why (the start, 2s/3s, 8s, everyone passed); `text` in
    the request's language (a Message: the route renders it; the page says it from
    `reason`)."""
    lead = hand.lead
    if hand.free_lead:
        text = say("pres.view.queen_leads")
        return {
            "player": None,
            "reason": "start",
            "by": None,
            "after_out": False,
            "rule": "PRES-START-1",
            "text": text,
        }
    if hand.plays or lead is None or hand.over:
        return None
    return {
        "player": lead.player,
        "reason": lead.reason,
        "by": lead.by,
        "after_out": lead.after_out,
        "rule": lead_rule(lead),
        "text": lead_said(match, hand, lead),
    }


def _closing(match: Match, hand: Hand) -> list[str]:
    """What closes a trick now (PRES-TRICK-2, PRES-REV-1, PRES-EIGHT-1)."""
    closing = ["3s" if hand.revolution else "2s"]
    if match.rules["options"]["huit_ferme_le_pli"]:
        closing.append("8s")
    return closing


def _titles(hand: Hand) -> dict[str, str]:
    """PRES-RANK-1: every title once the order is complete; before, those already earned."""
    if hand.over:
        return titles(hand.out)
    n = len(hand.seats)
    earned = ("president", "vice_president") if n >= 4 else ("president",)
    return dict(zip(hand.out, earned, strict=False))


def _step(match: Match, step: Step) -> dict[str, Any]:
    return {
        "from": step.giver,
        "to": step.receiver,
        "count": step.count,
        "best": step.best,
        "from_title": step.giver_title,
        "to_title": step.receiver_title,
        "text": step_said(match, step),
    }


def _given(given: Given, as_player: str | None) -> dict[str, Any]:
    done: dict[str, Any] = {"from": given.giver, "to": given.receiver, "count": given.count}
    if given.cards is not None and as_player in (None, given.giver, given.receiver):
        done["cards"] = fmt(given.cards)
    return done


def _player(match: Match, hand: Hand, pid: str, as_player: str | None) -> dict[str, Any]:
    cards = hand.cards(pid)
    row: dict[str, Any] = {
        "id": pid,
        "name": match.name(pid),
        "count": hand.count(pid),
        "out": hand.out.index(pid) + 1 if pid in hand.out else None,
        "title": _titles(hand).get(pid),
        "passed": pid in hand.passed,
    }
    if cards is not None and as_player in (None, pid):
        row["cards"] = canonical(cards)
    return row
