"""Announcements in a hand played trick by trick (BELOTE-ANN-2…4): `announced` {player, call}
at one's first card, `announcement_shown` {player, cards} at the second trick; the shown
ones compared between teams, the best team's scored with the hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..errors import require
from ..model import Match
from . import combinations
from .state import Hand


def dealt(hand: Hand, player: str) -> tuple[Card, ...] | None:
    """Where hands are known, the cards `player` was dealt: those held and those played."""
    holding = hand.cards_of(player)
    if holding is None:
        return None
    return (*holding, *(c for p, c in hand.plays if p == player))


def calls_of(hand: Hand, player: str) -> list[str]:
    return [c for p, c in hand.announced if p == player]


def unshown(hand: Hand, player: str) -> list[str]:
    """The calls `player` announced and has not shown yet."""
    left = calls_of(hand, player)
    for p, cards in hand.shown:
        call = combinations.call_of(cards)
        if p == player and call in left:
            left.remove(call)
    return left


def used(hand: Hand) -> frozenset[Card]:
    """The cards shown in an announcement so far (BELOTE-ANN-3: one announcement each)."""
    return frozenset(c for _, cards in hand.shown for c in cards)


def check_announced(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """BELOTE-ANN-2: at one's turn in the first trick, before one's card; where hands are
    known, a combination held for it beside one's other calls, no card in two (-3)."""
    player, call = data["player"], data["call"]
    who = match.name(player)
    require(match.rules["options"]["announcements"], "BELOTE-ANN-2", "belote.ann.not_played")
    known = call in combinations.CALLS
    require(known, "BELOTE-ANN-1", "belote.ann.calls", call=repr(call), calls=combinations.CALLS)
    first = hand.phase == "play" and not hand.winners and player == hand.turn
    require(first, "BELOTE-ANN-2", "belote.ann.first_card", who=who)
    calls = calls_of(hand, player)
    require(len(calls) < combinations.MOST, "BELOTE-ANN-1", "belote.ann.two_at_most", who=who)
    cards = dealt(hand, player)
    if cards is None:
        return
    require(
        combinations.fits(cards, [call]), "BELOTE-ANN-2", "belote.ann.not_held", who=who, call=call
    )
    together = combinations.fits(cards, [*calls, call])
    require(together, "BELOTE-ANN-3", "belote.ann.one_each", who=who, calls=[*calls, call])


def check_shown(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """BELOTE-ANN-2: at the second trick, the cards of a call one announced, held (hands
    known) or not played by another (hands unseen); BELOTE-ANN-3: no card shown twice."""
    player = data["player"]
    who = match.name(player)
    cards = tuple(Card.parse(c) for c in data["cards"])
    at_second = hand.phase == "play" and len(hand.winners) == 1
    require(at_second, "BELOTE-ANN-2", "belote.ann.second_trick", who=who)
    call = combinations.call_of(cards)
    require(call is not None, "BELOTE-ANN-1", "belote.ann.no_call", cards=cards)
    require(
        call in unshown(hand, player),
        "BELOTE-ANN-2",
        "belote.ann.not_announced",
        who=who,
        call=call,
    )
    again = [c for c in cards if c in used(hand)]
    require(not again, "BELOTE-ANN-3", "belote.ann.card_used", cards=again, n=len(again))
    mine = dealt(hand, player)
    if mine is not None:
        missing = [c for c in cards if c not in mine]
        require(not missing, "BELOTE-ANN-2", "belote.ann.cards_not_held", who=who, cards=missing)
        return
    theirs = [c for p, c in hand.plays if p != player and c in cards]
    if hand.upcard in cards and hand.taker not in (None, player):
        theirs.append(hand.upcard)
    require(not theirs, "BELOTE-ANN-2", "belote.ann.cards_not_held", who=who, cards=theirs)


def apply_announced(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    return hand.evolve(announced=(*hand.announced, (data["player"], data["call"])))


def apply_shown(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    cards = tuple(Card.parse(c) for c in data["cards"])
    return hand.evolve(shown=(*hand.shown, (data["player"], cards)))


def scoring(match: Match, hand: Hand) -> tuple[str, int] | None:
    """BELOTE-ANN-4: the team holding the best announcement shown, and the points of all its
    own shown announcements; None when none was shown."""
    top = combinations.best(hand.shown, hand.trump, hand.order)
    if top is None:
        return None
    team = match.team_of(top[0])
    won = [cards for p, cards in hand.shown if match.team_of(p) == team]
    return team, sum(combinations.points(cards) for cards in won)
