"""A hand played trick by trick, scored FROM ITS TRICKS by the score sheet's arithmetic
(`scoring`): each camp's points and bouts (the écart or chien to its camp, the Excuse kept
by its camp for a ½ card), the Petit au bout, the poignées, the chelem. So a hand played
card by card adds up as the sheet's, and sums to zero."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..model import HandResult, Match
from . import sheet
from .pack import BOUTS, EXCUSE, PETIT, TOTAL_HALVES, halves, pack
from .scoring import Declared, shares
from .state import Hand
from .tricks import attack, partner


def result(match: Match, hand: Declared, marks: Mapping[str, Any], number: int) -> HandResult:
    """The hand's points per player, its declaration as marks, its verdict and camps."""
    side = tuple(p for p in (hand.taker, hand.partner) if p is not None)
    defense = tuple(p for p in match.player_ids if p not in side)
    return HandResult(
        hand=number,
        points=shares(hand, match.player_ids),
        marks=dict(marks),
        detail=sheet.verdict(hand),
        camps={"attack": side, "defense": defense},
    )


def counted(hand: Hand) -> tuple[int, int]:
    """The taker's camp's half-points and bouts (TAROT-COUNT-1, -2; TAROT-CHIEN-1, -2;
    TAROT-EXCUSE-1)."""
    side, last = attack(hand), len(hand.winners) - 1
    won: list = []
    given = 0  # half-points the Excuse's exchange moves to the taker's camp
    for i, (winner, plays) in enumerate(hand.tricks()):
        cards = [c for _, c in plays]
        excuse = next((p for p, c in plays if c == EXCUSE), None)
        if excuse is not None and i != last and (excuse in side) != (winner in side):
            cards.remove(EXCUSE)  # TAROT-EXCUSE-1: kept by its camp, a ½ card given back
            won += [EXCUSE] if excuse in side else []
            given += -1 if excuse in side else 1
        if winner in side:
            won += cards
    if hand.contract != "garde_contre":  # the écart, or the chien, counts for the taker
        won += [c for c in pack() if c not in hand.played]
    return sum(halves(c) for c in won) + given, sum(1 for c in won if c in BOUTS)


def chelem(hand: Hand) -> str | None:
    """TAROT-CHELEM-1: the chelem's key of `scoring.CHELEMS`, or None."""
    side = attack(hand)
    if all(w in side for w in hand.winners):
        return "announced_made" if hand.chelem else "made"
    if hand.chelem:
        return "announced_failed"
    return "defense" if not any(w in side for w in hand.winners) else None


def petit(hand: Hand) -> str | None:
    """TAROT-SCORE-3: the camp that takes the last trick with the Petit in it."""
    winner, plays = hand.tricks()[-1]
    if PETIT not in [c for _, c in plays]:
        return None
    return "attack" if winner in attack(hand) else "defense"


def declared(hand: Hand) -> tuple[Declared, dict[str, Any]]:
    """The hand as a score sheet would declare it, and the entry's fields (marks)."""
    taker, side = hand.taker or "", attack(hand)
    points, bouts = counted(hand)
    sizes = [(p in side, size) for p, size, _ in hand.poignees]
    done = Declared(
        taker=taker,
        contract=hand.contract or "prise",
        bouts=bouts,
        made=points // 2,
        half=bool(points % 2),
        partner=partner(hand),
        petit=petit(hand),
        poignees=tuple(size for _, size in sizes),
        chelem=chelem(hand),
    )
    marks = {
        "taker": taker,
        "contract": done.contract,
        "bouts": bouts,
        "made": done.made,
        "half": done.half or None,
        "partner": done.partner,
        "called": str(hand.called) if hand.called else None,
        "petit": done.petit,
        "poignee": next((s for mine, s in sizes if mine), None),
        "poignee_defense": next((s for mine, s in sizes if not mine), None),
        "chelem": done.chelem,
    }
    return done, {k: v for k, v in marks.items() if v is not None}


def hand_result(match: Match, hand: Hand) -> HandResult | None:
    if hand.phase != "over":
        return None
    if hand.taker is None:  # TAROT-BID-1: every player passed, the hand is void
        return HandResult(hand=hand.number, points=dict.fromkeys(match.player_ids, 0))
    done, marks = declared(hand)
    return result(match, done, marks, hand.number)


assert TOTAL_HALVES == sum(halves(c) for c in pack())
