"""The end of a hand: cards shown for scoring (table tracking) and the hand's points
(RAMI-END-1, RAMI-SCORE-1..3)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..cards import Card, fmt, missing_from, parse_cards
from ..errors import RuleViolation, require
from ..model import Event, HandResult, Match
from .state import OVER, RamiHand, overdrawn, pack
from .values import card_value

RamiPoints = Callable[[Mapping[str, Any], dict[str, int], str], dict[str, int]]


def check_revealed(match: Match, event: Event) -> None:
    hand: RamiHand = match.hand
    data = event.data
    require(
        hand.phase == OVER,
        "RAMI-END-1",
        "rami.show_when_out",
    )
    seat = hand.seat(data["player"])
    who = match.name(data["player"])
    require(not hand.revealed[seat], "RAMI-SCORE-1", "rami.already_shown", who=who)
    _check_shown(match, hand, seat, parse_cards(data["cards"]), who)


def _check_shown(
    match: Match, hand: RamiHand, seat: int, cards: tuple[Card, ...], who: str
) -> None:
    """RAMI-SCORE-1: the cards shown agree with the log (count, cards seen going in)."""
    slots = hand.hands[seat]
    require(
        len(cards) == len(slots),
        "RAMI-SCORE-1",
        "rami.shown_count",
        who=who,
        n=len(slots),
        count=len(cards),
    )
    known = [c for c in slots if c is not None]
    lacking = missing_from(known, cards)
    require(
        not lacking,
        "RAMI-SCORE-1",
        "rami.show_taken",
        who=who,
        cards=lacking,
    )
    fresh = list(cards)
    for card in known:
        fresh.remove(card)
    extra = overdrawn(hand, pack(match.rules), fresh)
    if extra is not None:
        raise RuleViolation("RAMI-SETUP-1", "rami.every_copy_seen", card=extra)


def apply_revealed(match: Match, event: Event) -> RamiHand:
    hand: RamiHand = match.hand
    seat = hand.seat(event.data["player"])
    shown = tuple(c.plain for c in parse_cards(event.data["cards"]))
    revealed = list(hand.revealed)
    revealed[seat] = True
    return hand.with_cards(seat, shown).evolve(revealed=tuple(revealed))


def awaiting(hand: RamiHand) -> list[str]:
    """Players whose cards must still be shown before the hand can be scored."""
    if hand.phase != OVER or hand.open:
        return []
    return [
        pid for seat, pid in enumerate(hand.seats) if hand.hands[seat] and not hand.revealed[seat]
    ]


def left_points(match: Match, hand: RamiHand) -> dict[str, int]:
    """RAMI-SCORE-1: what the cards left in each hand cost (unknown cards count nothing)."""
    joker = match.rules["options"]["joker_points"]
    return {
        pid: sum(card_value(c, joker) for c in hand.hands[seat] if c is not None)
        for seat, pid in enumerate(hand.seats)
    }


def hand_result(match: Match, rami_points: RamiPoints) -> HandResult | None:
    """The scored hand once a player went out and every other hand is known."""
    hand = match.hand
    if not isinstance(hand, RamiHand) or hand.phase != OVER or awaiting(hand):
        return None
    winner = hand.winner or ""
    left = left_points(match, hand)
    if hand.rami:
        points = rami_points(match.rules, dict(left), winner)  # RAMI-SCORE-2, -SCORE-3
    elif match.rules["options"]["winner_bonus"]:
        points = {**left, winner: -20}  # RAMI-SCORE-3
    else:
        points = left
    detail = {
        "winner": winner,
        "left": left,
        "cards": {pid: fmt(c for c in hand.hands[s] if c) for s, pid in enumerate(hand.seats)},
    }
    return HandResult(
        hand=hand.number,
        points=points,
        order=(winner,),
        marks={"rami": winner} if hand.rami else {},
        detail=detail,
    )
