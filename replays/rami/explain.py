"""What an event did to a hand and which rule allowed it (GET /explain): steps, never checks."""

from __future__ import annotations

from collections.abc import Callable

from ..cards import Card, fmt, parse_cards
from ..model import Event, HandResult, Match
from .melds import Shape, arrange, is_swap, kind_name, opening_points
from .state import OVER, Meld, RamiHand
from .values import card_value

Step = dict[str, str]


def step(rule: str, text: str) -> Step:
    return {"rule": rule, "text": text}


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
    size = len(hand.hands[0])
    top = hand.pile[-1]
    upcard = f"{top} is turned up" if top is not None else "the upcard (not logged) is turned up"
    return [
        step(
            "RAMI-SETUP-2",
            f"{before.name(hand.dealer)} deals {size} cards to each of {len(hand.seats)} players;"
            f" {upcard} to start the discard pile, {len(hand.stock)} cards make the stock",
        ),
        step("RAMI-SETUP-3", f"{before.name(hand.player)}, left of the dealer, plays first"),
    ]


def _taken(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    old: RamiHand = before.hand
    card = hand.hands[hand.turn][-1]
    unlogged = _takes_unlogged(old, event.data["source"])
    what = str(card) if card is not None else "a card"
    if unlogged:
        what = f"the upcard, not logged{f', named {card}' if card is not None else ''}"
    steps = []
    if event.data["source"] == "stock" and not old.stock:
        steps.append(
            step(
                "RAMI-STOCK-1",
                f"the stock is empty: the discard pile ({len(old.pile)} cards) is turned over"
                " unshuffled to make the new stock",
            )
        )
    where = "the discard pile" if event.data["source"] == "discard" else "the stock"
    steps.append(step("RAMI-TURN-1", f"{who}'s turn: {who} takes {what} from {where}"))
    if event.data["source"] == "discard":
        steps.append(step("RAMI-TURN-3", _turn_3_text(who, card)))
    return steps


def _takes_unlogged(old: RamiHand, source: str) -> bool:
    """Whether a take brought the upcard that was not logged (RAMI-SETUP-2)."""
    if source == "discard":
        return bool(old.pile) and old.pile[-1] is None
    return not old.stock and bool(old.pile) and old.pile[0] is None


def _turn_3_text(who: str, card: Card | None) -> str:
    if card is None:
        return f"{who} may not discard that card again this turn (unknown: not checked)"
    return f"{who} may not discard {card} again this turn"


def _laid(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    shape = Shape.of(before.rules)
    old: RamiHand = before.hand
    steps = [step("RAMI-TURN-2", f"{who} is in turn {hand.turns[hand.turn]}: laying is allowed")]
    melds = [parse_cards(m) for m in event.data["melds"]]
    for meld in melds:
        steps += _meld_steps(meld, shape)
    if not old.opened[old.turn]:
        made, need = opening_points(melds), before.rules["opening"]
        steps.append(step("RAMI-OPEN-1", f"{who} opens with {made} points (at least {need})"))
    return steps + _going_out(before, hand)


def _meld_steps(cards: tuple[Card, ...], shape: Shape) -> list[Step]:
    arranged = arrange(cards, shape)
    kind, order = arranged if arranged else ("set", cards)
    steps = [step("RAMI-MELD-1", f"{' '.join(fmt(order))} is a {kind_name(kind, len(order))}")]
    for card in order:
        if card.is_joker:
            steps.append(step("RAMI-MELD-2", f"the joker stands for {card.stands_for}"))
    return steps


def _added(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    meld = hand.meld(event.data["meld"])
    cards = " ".join(fmt(parse_cards(event.data["cards"])))
    shown = " ".join(fmt(meld.cards)) if meld else ""
    steps = [step("RAMI-OPEN-1", f"{who} has opened, so may add to melds on the table")]
    old: Meld | None = before.hand.meld(event.data["meld"])
    if old is not None and is_swap(before.rules, old.cards, event.data):
        steps.append(
            step("RAMI-MELD-2", f"{who} gives {cards} for the joker of meld {event.data['meld']}")
        )
    else:
        steps.append(
            step("RAMI-MELD-1", f"{who} adds {cards} to meld {event.data['meld']}: {shown}")
        )
    return steps + _going_out(before, hand)


def _discarded(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    steps = [step("RAMI-TURN-1", f"{who} ends the turn by discarding {event.data['card']}")]
    if hand.phase != OVER:
        steps.append(step("RAMI-TURN-1", f"{before.name(hand.player)} plays next"))
    return steps + _going_out(before, hand)


def _revealed(before: Match, event: Event, hand: RamiHand) -> list[Step]:
    who = before.name(event.data["player"])
    joker = before.rules["options"]["joker_points"]
    cards = parse_cards(event.data["cards"])
    worth = sum(card_value(c, joker) for c in cards)
    shown = " ".join(fmt(cards)) or "no cards"
    return [step("RAMI-SCORE-1", f"{who} shows {shown}: {worth} points")]


def _going_out(before: Match, hand: RamiHand) -> list[Step]:
    if hand.phase != OVER or hand.winner is None:
        return []
    who = before.name(hand.winner)
    steps = [step("RAMI-END-1", f"{who} has no cards left and wins hand {hand.number}")]
    if hand.rami:
        steps.append(step("RAMI-SCORE-2", f"{who} went out in the turn of the opening: rami"))
    return steps


def _scoring(after: Match, hand: RamiHand, result: HandResult) -> list[Step]:
    joker = after.rules["options"]["joker_points"]
    steps = []
    for seat, pid in enumerate(hand.seats):
        cards = [c for c in hand.hands[seat] if c is not None]
        if cards:
            worth = sum(card_value(c, joker) for c in cards)
            text = f"{after.name(pid)} keeps {' '.join(fmt(cards))}: {worth} points"
            steps.append(step("RAMI-SCORE-1", text))
    winner = after.name(hand.winner or "")
    if after.rules["options"]["winner_bonus"]:
        bonus = -60 if result.rami else -20
        steps.append(step("RAMI-SCORE-3", f"{winner} scores {bonus} instead of a doubling"))
    elif result.rami:
        steps.append(step("RAMI-SCORE-2", f"{winner}'s rami doubles every opponent's points"))
    return steps


_WRITERS: dict[str, Callable[[Match, Event, RamiHand], list[Step]]] = {
    "hand_started": _started,
    "card_taken": _taken,
    "melds_laid": _laid,
    "cards_added": _added,
    "card_discarded": _discarded,
    "hand_revealed": _revealed,
}
