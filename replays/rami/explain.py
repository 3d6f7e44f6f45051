"""What an event did to a hand and which rule allowed it (GET /explain): steps, never checks.

Each step is a rule id and a catalogue key with its parameters (`step_messages.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards import Card, parse_cards
from ..errors import say
from ..model import Event, HandResult, Match
from .melds import Shape, arrange, is_swap, kind_name, opening_points
from .state import OVER, Meld, RamiHand
from .values import card_value

Step = dict[str, Any]


def step(rule: str, key: str, **params: Any) -> Step:
    return {"rule": rule, "text": say(key, **params)}


def explain(before: Match, event: Event, after: Match, result: HandResult | None) -> list[Step]:
    """Steps for `event` played on `before` (giving `after`), and the scoring it caused."""
    writer = _WRITERS.get(event.type)
    if writer is None or not isinstance(after.hand, RamiHand):
        return []
    steps = writer(before, event, after.hand)
    if result is not None:
        steps += _scoring(after, after.hand, result)
    return steps


def _started(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    top = hand.pile[-1]
    deal = {
        "who": before.name(hand.dealer),
        "n": len(hand.hands[0]),
        "players": len(hand.seats),
        "stock": len(hand.stock),
    }
    if top is None:
        dealt = step("RAMI-SETUP-2", "rami.step.deals_unlogged", **deal)
    else:
        dealt = step("RAMI-SETUP-2", "rami.step.deals", card=top, **deal)
    return [dealt, step("RAMI-SETUP-3", "rami.step.plays_first", who=before.name(hand.player))]


def _taken(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    old: RamiHand = before.hand
    card = hand.hands[hand.turn][-1]
    source = event.data["source"]
    steps = []
    if source == "stock" and not old.stock:
        steps.append(step("RAMI-STOCK-1", "rami.step.turned_over", n=len(old.pile)))
    if _takes_unlogged(old, source):
        key = "rami.step.takes_upcard_named" if card is not None else "rami.step.takes_upcard"
        steps.append(step("RAMI-TURN-1", key, who=who, card=card, source=source))
    elif card is None:
        steps.append(step("RAMI-TURN-1", "rami.step.takes_unseen", who=who, source=source))
    else:
        steps.append(step("RAMI-TURN-1", "rami.step.takes", who=who, card=card, source=source))
    if source == "discard":
        steps.append(_turn_3_step(who, card))
    return steps


def _takes_unlogged(old: RamiHand, source: str) -> bool:
    """Whether a take brought the upcard that was not logged (RAMI-SETUP-2)."""
    if source == "discard":
        return bool(old.pile) and old.pile[-1] is None
    return not old.stock and bool(old.pile) and old.pile[0] is None


def _turn_3_step(who: str, card: Card | None) -> Step:
    if card is None:
        return step("RAMI-TURN-3", "rami.step.keep_unknown", who=who)
    return step("RAMI-TURN-3", "rami.step.keep", who=who, card=card)


def _laid(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    shape = Shape.of(before.rules)
    old: RamiHand = before.hand
    steps = [step("RAMI-TURN-2", "rami.step.may_lay", who=who, n=hand.turns[hand.turn])]
    melds = [parse_cards(m) for m in event.data["melds"]]
    for meld in melds:
        steps += _meld_steps(meld, shape)
    if not old.opened[old.turn]:
        made, need = opening_points(melds), before.rules["opening"]
        steps.append(step("RAMI-OPEN-1", "rami.step.opens", who=who, made=made, need=need))
    return steps + _going_out(before, hand)


def _meld_steps(cards: tuple[Card, ...], shape: Shape) -> list[Step]:
    arranged = arrange(cards, shape)
    kind, order = arranged if arranged else ("set", cards)
    steps = [
        step("RAMI-MELD-1", "rami.step.is_meld", cards=order, kind=kind_name(kind, len(order)))
    ]
    for card in order:
        if card.is_joker:
            steps.append(step("RAMI-MELD-2", "rami.step.joker_for", card=card.stands_for))
    return steps


def _added(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    meld = hand.meld(event.data["meld"])
    cards = parse_cards(event.data["cards"])
    steps = [step("RAMI-OPEN-1", "rami.step.has_opened", who=who)]
    old: Meld | None = before.hand.meld(event.data["meld"])
    if old is not None and is_swap(before.rules, old.cards, event.data):
        steps.append(
            step("RAMI-MELD-2", "rami.step.swaps", who=who, cards=cards, meld=event.data["meld"])
        )
    else:
        melded = meld.cards if meld else ()
        steps.append(
            step(
                "RAMI-MELD-1",
                "rami.step.adds",
                who=who,
                cards=cards,
                meld=event.data["meld"],
                melded=melded,
            )
        )
    return steps + _going_out(before, hand)


def _discarded(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    card = Card.parse(event.data["card"])
    steps = [step("RAMI-TURN-1", "rami.step.discards", who=who, card=card)]
    if hand.phase != OVER:
        steps.append(step("RAMI-TURN-1", "rami.step.next", who=before.name(hand.player)))
    return steps + _going_out(before, hand)


def _revealed(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    joker = before.rules["options"]["joker_points"]
    cards = parse_cards(event.data["cards"])
    worth = sum(card_value(c, joker) for c in cards)
    if not cards:
        return [step("RAMI-SCORE-1", "rami.step.shows_none", who=who)]
    return [step("RAMI-SCORE-1", "rami.step.shows", who=who, cards=cards, n=worth)]


def _going_out(before: Match, hand: RamiHand) -> list[Step]:
    if hand.phase != OVER or hand.winner is None:
        return []
    who = before.name(hand.winner)
    steps = [step("RAMI-END-1", "rami.step.wins_hand", who=who, hand=hand.number)]
    if hand.rami:
        steps.append(step("RAMI-SCORE-2", "rami.step.rami", who=who))
    return steps


def _scoring(after: Match, hand: RamiHand, result: HandResult) -> list[Step]:
    joker = after.rules["options"]["joker_points"]
    steps = []
    for seat, pid in enumerate(hand.seats):
        cards = [c for c in hand.hands[seat] if c is not None]
        if cards:
            worth = sum(card_value(c, joker) for c in cards)
            who = after.name(pid)
            steps.append(step("RAMI-SCORE-1", "rami.step.keeps", who=who, cards=cards, n=worth))
    winner = after.name(hand.winner or "")
    if after.rules["options"]["winner_bonus"]:
        bonus = -60 if result.marks.get("rami") else -20
        steps.append(step("RAMI-SCORE-3", "rami.step.bonus", who=winner, n=bonus))
    elif result.marks.get("rami"):
        steps.append(step("RAMI-SCORE-2", "rami.step.doubles", who=winner))
    return steps


_WRITERS: dict[str, Callable[[Match, Event, RamiHand], list[Step]]] = {
    "hand_started": _started,
    "card_taken": _taken,
    "melds_laid": _laid,
    "cards_added": _added,
    "card_discarded": _discarded,
    "hand_revealed": _revealed,
}
