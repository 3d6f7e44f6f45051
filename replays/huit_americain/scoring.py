"""Hand end and scores (H8-END-3, H8-END-4, H8-SCORE-NEG, H8-SCORE-POS), and the breaches of
H8-PLAY-3 that revealed hands show in `table` tracking."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, fmt, parse_cards
from ..errors import Message, require, say
from ..model import HandResult
from .play import suit_name
from .state import Claim, Hand
from .table import card_points

PRIZES = (50, 20, 10)  # H8-SCORE-POS


def check_reveal(h: Hand, data: Mapping[str, Any]) -> None:
    """H8-END-3: hands are shown once the hand is over, each once, with the logged count."""
    seat = h.seat(data["player"])
    who = h.name(seat)
    require(h.over, "H8-END-3", "h8.show_when_over")
    require(not h.open, "H8-END-3", "h8.open_nothing_to_show")
    require(seat not in h.revealed, "H8-END-3", "h8.already_shown", who=who)
    cards = parse_cards(data["cards"])
    require(
        len(cards) == h.count(seat),
        "H8-END-3",
        "h8.shown_count",
        who=who,
        n=h.count(seat),
        count=len(cards),
    )
    require(not (why := _impossible(h, cards)), "H8-END-3", "h8.cannot_show", who=who, why=why)


def _impossible(h: Hand, cards: tuple[Card, ...]) -> Message | None:
    """A shown card the deck lacks, or whose every copy is on the pile or shown already."""
    shown = [c for _, cs in h.reveals for c in cs] + [c.plain for c in cards]
    for card in dict.fromkeys(c.plain for c in cards):
        copies = h.table.copies_of(card)
        if shown.count(card) + h.discard.count(card) > copies:
            if copies:
                return say("h8.shown_on_pile", card=card, copies=copies)
            return say("h8.shown_not_in_deck", card=card)
    return None


def apply_reveal(h: Hand, data: Mapping[str, Any]) -> Hand:
    seat = h.seat(data["player"])
    cards = tuple(c.plain for c in parse_cards(data["cards"]))
    found = tuple(_breach(h, c, cards) for c in h.claims if c.seat == seat)
    return h.evolve(
        reveals=h.reveals + ((seat, cards),),
        breaches=h.breaches + tuple(b for b in found if b),
    )


def _breach(h: Hand, claim: Claim, shown: tuple[Card, ...]) -> dict | None:
    """H8-PLAY-3 (named_suit_held): the player named a suit they did not hold. Proven when
    no card of that suit left their hand since (played, given) nor is shown now, and no
    unknown card left it (a count-only gift, hands passed)."""
    if claim.broken:
        return None
    cards = [c for c in claim.seen + shown if not c.is_joker]
    if any(c.suit == claim.suit for c in cards):
        return None
    who = h.name(claim.seat)
    return {
        "seq": claim.seq,
        "rule": "H8-PLAY-3",
        "player": h.seats[claim.seat],
        "suit": claim.suit,
        "message": f"{who} named {suit_name(claim.suit)} at event {claim.seq} without holding"
        " any: the named suit must be held",
    }


def scored(h: Hand) -> bool:
    """Scores exist once the hand is over and, in table tracking, every player still holding
    cards has shown them (H8-END-3)."""
    if not h.over:
        return False
    if h.open:
        return True
    shown = h.revealed
    return all(seat in shown for seat in range(len(h.seats)) if h.counts[seat] > 0)


def left_in_hand(h: Hand) -> dict[int, tuple[Card, ...]]:
    if h.open:
        return dict(enumerate(h.hands))
    shown = h.revealed
    return {seat: shown.get(seat, ()) for seat in range(len(h.seats))}


def result(h: Hand) -> HandResult:
    cards = left_in_hand(h)
    if h.positive:
        prizes = dict(zip(h.out, PRIZES, strict=False))
        points = {pid: prizes.get(seat, 0) for seat, pid in enumerate(h.seats)}
    else:
        points = {
            pid: 0 if seat in h.out else sum(card_points(h.table, c) for c in cards[seat])
            for seat, pid in enumerate(h.seats)
        }
    detail: dict[str, Any] = {
        "ended": h.over,
        "cards": {h.seats[s]: fmt(cs) for s, cs in cards.items()},
    }
    if h.breaches:
        detail["breaches"] = list(h.breaches)
    order = tuple(h.seats[s] for s in h.out)
    return HandResult(hand=h.number, points=points, order=order, detail=detail)
