"""What an event did to a Tarot hand, step by step, with the rule that allowed each step
(`step_messages.py`): the deal, each word of the auction, the call, the écart, the
announcements, each card and what it owed, each trick taken, the hand scored."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards import Card
from ..errors import say
from ..model import Event, Match
from .bidding import SHOWN
from .end import declared
from .obligations import owed
from .pack import EXCUSE
from .state import CHIEN, DEALT, Hand
from .tricks import partner

Steps = list[dict[str, Any]]


def _step(rule: str, key: str, **params: Any) -> dict[str, Any]:
    return {"rule": rule, "text": say(key, **params)}


def explain(before: Match, event: Event, after: Hand) -> Steps:
    """The steps of `event` from the match `before` to the hand `after`."""
    return _EXPLAIN[event.type](before, event, after)


def _started(before: Match, event: Event, after: Hand) -> Steps:
    n = after.size
    dealer, first = before.name(after.dealer), before.name(after.order[0])
    dealt = _step("TAROT-DEAL-1", "tarot.step.deals", who=dealer, n=DEALT[n], chien=CHIEN[n])
    return [dealt, _step("TAROT-BID-1", "tarot.step.speaks_first", who=first)]


def _spoke(before: Match, event: Event, after: Hand) -> Steps:
    who = before.name(event.data["player"])
    if event.type == "contract_bid":
        steps = [_step("TAROT-BID-1", "tarot.step.bids", who=who, contract=event.data["contract"])]
    else:
        steps = [_step("TAROT-BID-1", "tarot.step.passes", who=who)]
    if after.phase == "bidding":
        return steps
    if after.taker is None:
        return [*steps, _step("TAROT-BID-1", "tarot.step.void")]
    taker = before.name(after.taker)
    steps.append(_step("TAROT-BID-2", "tarot.step.takes", who=taker, contract=after.contract))
    if after.phase == "call":
        return [*steps, _step("TAROT-CALL-1", "tarot.step.must_call", who=taker)]
    return steps + _chien(before, after)


def _chien(before: Match, after: Hand) -> Steps:
    taker = before.name(after.taker or "")
    if after.contract in SHOWN:
        return [_step("TAROT-CHIEN-1", "tarot.step.chien_shown", who=taker, n=CHIEN[after.size])]
    key = "tarot.step.chien_sans" if after.contract == "garde_sans" else "tarot.step.chien_contre"
    first = before.name(after.order[0])
    return [_step("TAROT-CHIEN-2", key, who=taker), _leads(first)]


def _leads(who: str) -> dict[str, Any]:
    return _step("TAROT-PLAY-1", "tarot.step.leads", who=who)


def _called(before: Match, event: Event, after: Hand) -> Steps:
    who, card = before.name(event.data["player"]), Card.parse(event.data["card"])
    return [_step("TAROT-CALL-1", "tarot.step.calls", who=who, card=card), *_chien(before, after)]


def _ecart(before: Match, event: Event, after: Hand) -> Steps:
    who = before.name(event.data["player"])
    trumps = [c for c in after.ecart if c.suit == "T"]
    steps = [_step("TAROT-CHIEN-1", "tarot.step.ecart", who=who, n=CHIEN[after.size])]
    if trumps:
        steps.append(_step("TAROT-CHIEN-1", "tarot.step.ecart_trumps", cards=trumps))
    return [*steps, _leads(before.name(after.order[0]))]


def _poignee(before: Match, event: Event, after: Hand) -> Steps:
    player, size, cards = after.poignees[-1]
    who, n = before.name(player), len(cards) or event.data.get("count", 0)
    return [_step("TAROT-POIGNEE-1", "tarot.step.poignee", who=who, size=size, n=n)]


def _chelem(before: Match, event: Event, after: Hand) -> Steps:
    who = before.name(event.data["player"])
    return [_step("TAROT-CHELEM-1", "tarot.step.chelem", who=who)]


def _played(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    player, card = event.data["player"], Card.parse(event.data["card"])
    who = before.name(player)
    steps = [_owed(before, hand, player, card)]
    steps.append(_step("TAROT-PLAY-1", "tarot.step.plays", who=who, card=card))
    if card == after.called and partner(after) is not None:
        steps.append(_step("TAROT-CALL-2", "tarot.step.partner", who=who, card=card))
    if len(after.winners) > len(hand.winners):
        winner = before.name(after.winners[-1])
        steps.append(_step("TAROT-PLAY-1", "tarot.step.takes_trick", who=winner))
    if after.phase == "over":
        steps.append(_scored(before, after))
    return steps


def _owed(before: Match, hand: Hand, player: str, card: Card) -> dict[str, Any]:
    """The reason the card was allowed: the Excuse at any time, the obligation it met (open
    tracking), or what the table can tell of it."""
    who = before.name(player)
    if card == EXCUSE:
        return _step("TAROT-EXCUSE-1", "tarot.step.excuse", who=who)
    holding = hand.cards_of(player)
    if holding is None:
        return _step("TAROT-PLAY-1", "tarot.step.unseen", who=who)
    due = owed(hand, holding)
    key = _OWED_KEYS.get(due.key, _OWED_KEYS["free"])
    return _step("TAROT-PLAY-1", key, who=who, suit=hand.led, top=due.over)


_OWED_KEYS = {  # each obligation of TAROT-PLAY-1, said as met
    "fournir": "tarot.step.owed_fournir",
    "couper": "tarot.step.owed_couper",
    "monter": "tarot.step.owed_monter",
    "trump": "tarot.step.owed_trump",
    "free": "tarot.step.free",
}


def _scored(before: Match, after: Hand) -> dict[str, Any]:
    """TAROT-SCORE-1: the points counted in the tricks against the points needed."""
    done, _ = declared(after)
    made = f"{done.made}½" if done.half else str(done.made)
    key = "tarot.step.made" if done.won else "tarot.step.failed"
    params = dict(made=made, bouts=done.bouts, margin=done.margin, contract=done.contract)
    return _step("TAROT-SCORE-1", key, **params)


_EXPLAIN: dict[str, Callable[[Match, Event, Hand], Steps]] = {
    "hand_started": _started,
    "passed": _spoke,
    "contract_bid": _spoke,
    "card_called": _called,
    "ecart_laid": _ecart,
    "poignee_shown": _poignee,
    "chelem_announced": _chelem,
    "card_played": _played,
}
