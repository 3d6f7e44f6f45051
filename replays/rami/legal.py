"""The legal actions of the phase (GET /legal-moves): event bodies that would pass check now,
with extra keys where the hand is hidden or a meld needs more (RAMI-TURN-2, RAMI-OPEN-1)."""

from __future__ import annotations

from typing import Any

from ..cards import Card, fmt
from ..errors import RuleViolation
from ..model import Event, Match
from .deal import dealer_of, top_card
from .end import awaiting
from .hints import best_melds
from .melds import Shape, fits
from .state import OVER, TAKE, Meld, RamiHand
from .turn import check_move, may_meld, other_copy


def legal_moves(match: Match) -> list[dict]:
    hand = match.hand
    if not match.in_hand:
        return _next_hand(match)
    if not isinstance(hand, RamiHand):
        return []
    if hand.phase == OVER:
        return _reveals(hand)
    if hand.phase == TAKE:
        return _takes(hand)
    return [_laying(match, hand)] + _adds(match, hand) + _discards(match, hand)


def _passes(match: Match, kind: str, data: dict) -> bool:
    try:
        check_move(match, Event(kind, data))
    except RuleViolation:
        return False
    return True


def _next_hand(match: Match) -> list[dict]:
    if match.status != "playing" or match.tracking == "score":
        return []
    data = {"hand": len(match.results) + 1, "dealer": dealer_of(match, {})}
    return [{"type": "hand_started", "data": data}]


def _takes(hand: RamiHand) -> list[dict]:
    moves = []
    for source in ("stock", "discard"):
        if source == "discard" and not hand.pile:
            continue
        data: dict[str, Any] = {"player": hand.player, "source": source}
        card = top_card(hand, source)
        # The stock's next card is public only once it is the turned discard pile.
        if card is not None and (source == "discard" or not hand.open):
            data["card"] = str(card)
        entry: dict[str, Any] = {"type": "card_taken", "data": data}
        if _unlogged_next(hand, source):
            entry["unknown"] = True  # RAMI-SETUP-2: the upcard not logged, may be named
        moves.append(entry)
    return moves


def _unlogged_next(hand: RamiHand, source: str) -> bool:
    """Whether the take brings the upcard that was not logged (RAMI-SETUP-2, -STOCK-1)."""
    if not hand.pile:
        return False
    if source == "discard":
        return hand.pile[-1] is None
    return not hand.stock and hand.pile[0] is None


def _laying(match: Match, hand: RamiHand) -> dict:
    """One entry for laying down: allowed now or not (RAMI-TURN-2), the opening still needed
    and, where the hand is known, the best melds it holds and the points they miss."""
    seat = hand.turn
    need = 0 if hand.opened[seat] else int(match.rules["opening"])
    entry: dict[str, Any] = {"type": "melds_laid", "data": {"player": hand.player, "melds": []}}
    try:
        may_meld(match, hand, seat)
        entry.update(allowed=True)
    except RuleViolation as exc:
        entry.update(allowed=False, rule=exc.rule, reason=exc.said)
    entry.update(opening=need, missing=None, ready=False)
    if not hand.open:
        entry["unknown"] = True
    else:
        cards = [c for c in hand.hands[seat] if c is not None]
        points, melds = best_melds(cards, Shape.of(match.rules))
        entry["data"]["melds"] = [fmt(m) for m in melds]
        entry["missing"] = max(0, need - points)
        entry["ready"] = bool(melds) and _passes(match, "melds_laid", entry["data"])
    return entry


def _adds(match: Match, hand: RamiHand) -> list[dict]:
    seat = hand.turn
    if not hand.may_meld(seat) or not hand.opened[seat]:
        return []
    shape = Shape.of(match.rules)
    swap = bool(match.rules["options"]["joker_swap"])
    moves: list[dict] = []
    for meld in hand.melds:
        wanted = fits(meld.kind, meld.cards, shape)
        base = {"player": hand.player, "meld": meld.id}
        if not hand.open:
            entry = {"type": "cards_added", "data": base, "fits": fmt(wanted), "unknown": True}
            moves.append(entry)
            continue
        for data in _meld_adds(meld, wanted, base, swap):
            if _passes(match, "cards_added", data):
                moves.append({"type": "cards_added", "data": data})
    return moves


def _meld_adds(meld: Meld, wanted: list[Card], base: dict, swap: bool) -> list[dict]:
    """One card at a time: each card that fits, a joker stated as it, a joker swapped back."""
    options = [{**base, "cards": [str(c)]} for c in wanted]
    options += [{**base, "cards": [f"JK={c}"]} for c in wanted]
    if swap:
        options += [
            {**base, "cards": [str(c.stands_for)], "swap": True} for c in meld.cards if c.is_joker
        ]
    return options


def _discards(match: Match, hand: RamiHand) -> list[dict]:
    seat = hand.turn
    slots = hand.hands[seat]
    moves: list[dict] = []
    for card in dict.fromkeys(c for c in slots if c is not None):
        data = {"player": hand.player, "card": str(card)}
        if _passes(match, "card_discarded", data):
            moves.append({"type": "card_discarded", "data": data})
    if None in slots:
        taken = hand.taken
        barred = [] if taken is None or other_copy(match, hand, seat, taken) else [str(taken)]
        data = {"player": hand.player}
        moves.append({"type": "card_discarded", "data": data, "unknown": True, "except": barred})
    return moves


def _reveals(hand: RamiHand) -> list[dict]:
    moves = []
    for pid in awaiting(hand):
        slots = hand.hands[hand.seat(pid)]
        moves.append(
            {
                "type": "hand_revealed",
                "data": {"hand": hand.number, "player": pid},
                "unknown": True,
                "count": len(slots),
                "known": fmt(c for c in slots if c is not None),
            }
        )
    return moves
