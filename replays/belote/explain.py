"""What an event did to a Belote hand, step by step, with the rule that allowed each step
(`step_messages.py`): the deal, each word of the auction, each card and what it owed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards import Card
from ..errors import say
from ..model import Event, Match
from . import combinations
from .deal import classique
from .obligations import owed
from .state import Hand
from .tricks import partner

Steps = list[dict[str, Any]]


def _step(rule: str, key: str, **params: Any) -> dict[str, Any]:
    return {"rule": rule, "text": say(key, **params)}


def explain(before: Match, event: Event, after: Hand) -> Steps:
    """The steps of `event` from the match `before` to the hand `after`."""
    return _EXPLAIN[event.type](before, event, after)


def _started(before: Match, event: Event, after: Hand) -> Steps:
    dealer, first = before.name(after.dealer), before.name(after.order[0])
    if not classique(before.rules):
        return [
            _step("BELOTE-DEAL-3", "belote.step.deals_all", who=dealer),
            _step("BELOTE-CONTREE-1", "belote.step.speaks_first", who=first),
        ]
    dealt = _step("BELOTE-DEAL-1", "belote.step.deals_five", who=dealer)
    if after.upcard is not None:
        dealt = _step("BELOTE-DEAL-1", "belote.step.turns_up", who=dealer, card=after.upcard)
    return [dealt, _step("BELOTE-BID-1", "belote.step.speaks_first", who=first)]


def _passed(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    who = before.name(event.data["player"])
    rule = "BELOTE-BID-1" if hand.rounds == 1 else "BELOTE-BID-2"
    if not classique(before.rules):
        rule = "BELOTE-CONTREE-1"
    steps = [_step(rule, "belote.step.passes", who=who)]
    if after.phase == "over":
        steps.append(_step("BELOTE-DEAL-4", "belote.step.thrown_in"))
    elif after.rounds > hand.rounds:
        steps.append(_step("BELOTE-BID-2", "belote.step.second_round"))
    elif after.phase == "play":
        steps.append(_contract(before, after))
    return steps


def _contract(before: Match, after: Hand) -> dict[str, Any]:
    """BELOTE-CONTREE-4: the last bid is the contract."""
    takers = before.name(before.team_of(after.taker or ""))
    key = (
        "belote.step.contract_surcontre"
        if after.doubled == "surcontre"
        else "belote.step.contract_contre"
        if after.doubled == "contre"
        else "belote.step.contract"
    )
    return _step("BELOTE-CONTREE-4", key, who=takers, value=after.contract, suit=after.trump)


def _taken(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    who, suit = before.name(event.data["player"]), event.data["suit"]
    rule = "BELOTE-BID-1" if hand.rounds == 1 else "BELOTE-BID-2"
    steps = [_step(rule, "belote.step.takes", who=who, suit=suit)]
    return steps + [_step("BELOTE-DEAL-2", "belote.step.rest_dealt", who=who)]


def _bid(before: Match, event: Event, after: Hand) -> Steps:
    d = event.data
    who = before.name(d["player"])
    return [
        _step("BELOTE-CONTREE-1", "belote.step.bids", who=who, value=d["value"], suit=d["suit"])
    ]


def _doubled(before: Match, event: Event, after: Hand) -> Steps:
    who = before.name(event.data["player"])
    redoubled = event.type == "redoubled"
    rule = "BELOTE-CONTREE-3" if redoubled else "BELOTE-CONTREE-2"
    key = "belote.step.surcontre" if redoubled else "belote.step.contre"
    steps = [_step(rule, key, who=who)]
    return steps + ([_contract(before, after)] if after.phase == "play" else [])


def _played(before: Match, event: Event, after: Hand) -> Steps:
    hand: Hand = before.hand
    player, card = event.data["player"], Card.parse(event.data["card"])
    who = before.name(player)
    steps = [_owed(before, hand, player, card)]
    if len(after.winners) > len(hand.winners):
        winner = before.name(after.winners[-1])
        steps.append(_step("BELOTE-PLAY-3", "belote.step.takes_trick", who=winner))
        if after.phase == "over":
            steps.append(_step("BELOTE-PLAY-4", "belote.step.dix_de_der", who=winner))
    return [_step("BELOTE-PLAY-1", "belote.step.plays", who=who, card=card), *steps]


def _owed(before: Match, hand: Hand, player: str, card: Card) -> dict[str, Any]:
    """The obligation the card met (open tracking), or what the table can tell of it."""
    who = before.name(player)
    holding = hand.cards_of(player)
    if holding is None:
        rule = "BELOTE-PLAY-2" if hand.trick else "BELOTE-PLAY-1"
        return _step(rule, "belote.step.unseen", who=who)
    due = owed(hand, player, partner(before, player), holding)
    free = "partner_master" if due.rule == "BELOTE-TRUMP-1" else "free"
    key = _OWED_KEYS.get(due.key, _OWED_KEYS[free])
    return _step(due.rule, key, who=who, cards=due.cards, suit=hand.led, top=due.over)


def _said(before: Match, event: Event, after: Hand) -> Steps:
    who, call = before.name(event.data["player"]), event.data["call"]
    return [_step("BELOTE-BELOTE-1", "belote.step.says", who=who, call=call)]


def _announced(before: Match, event: Event, after: Hand) -> Steps:
    """BELOTE-ANN-2: announced at one's first card."""
    who, call = before.name(event.data["player"]), event.data["call"]
    return [_step("BELOTE-ANN-2", "belote.step.announces", who=who, call=call)]


def _shown(before: Match, event: Event, after: Hand) -> Steps:
    """BELOTE-ANN-2: shown at the second trick, with what it is worth (BELOTE-ANN-1)."""
    cards = tuple(Card.parse(c) for c in event.data["cards"])
    who, call = before.name(event.data["player"]), combinations.call_of(cards)
    worth = combinations.points(cards)
    return [
        _step("BELOTE-ANN-2", "belote.step.shows", who=who, cards=cards),
        _step("BELOTE-ANN-1", "belote.step.worth", call=call, n=worth),
    ]


_EXPLAIN: dict[str, Callable[[Match, Event, Hand], Steps]] = {
    "hand_started": _started,
    "passed": _passed,
    "taken": _taken,
    "bid": _bid,
    "doubled": _doubled,
    "redoubled": _doubled,
    "card_played": _played,
    "belote_said": _said,
    "announced": _announced,
    "announcement_shown": _shown,
}


_OWED_KEYS = {  # each obligation of a card played, said as met
    "fournir": "belote.step.owed_fournir",
    "couper": "belote.step.owed_couper",
    "surcouper": "belote.step.owed_couper",
    "souscouper": "belote.step.owed_couper",
    "monter": "belote.step.owed_monter",
    "trump": "belote.step.owed_monter",
    "partner_master": "belote.step.partner_master",
    "free": "belote.step.free",
}
