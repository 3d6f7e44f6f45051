"""Who takes and at what (TAROT-BID-1, -2), and the king called at five players
(TAROT-CALL-1): a check per event and the hand it gives. The auction over, the hand goes to
the call, to the écart (prise, garde) or straight to the play (garde sans, garde contre)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..errors import require
from ..model import Match
from .pack import SUITS
from .scoring import CONTRACTS
from .state import Hand

CALL_RANKS = ("K", "Q", "C", "J")  # TAROT-CALL-1: a king, else a queen, a cavalier, a jack
SHOWN = ("prise", "garde")  # TAROT-CHIEN-1: the contracts on which the chien is shown


def check_turn(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """TAROT-BID-1: each player speaks once, in turn, while the auction lasts."""
    require(hand.phase == "bidding", "TAROT-BID-1", "tarot.bid.over")
    player = data["player"]
    who, other = match.name(hand.turn), match.name(player)
    require(player == hand.turn, "TAROT-BID-1", "tarot.bid.turn", who=who, other=other)


def highest(hand: Hand) -> str | None:
    said = [c for _, c in hand.bids if c is not None]
    return said[-1] if said else None


def check_bid(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """TAROT-BID-1: a bid above every bid before it (TAROT-BID-2's order)."""
    check_turn(match, hand, data)
    top = highest(hand)
    if top is not None:
        above = CONTRACTS.index(data["contract"]) > CONTRACTS.index(top)
        require(above, "TAROT-BID-1", "tarot.bid.higher", contract=top)


def apply_bid(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    return _spoken(hand.evolve(bids=(*hand.bids, (data["player"], data["contract"]))))


def apply_passed(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    return _spoken(hand.evolve(bids=(*hand.bids, (data["player"], None))))


def _spoken(hand: Hand) -> Hand:
    """The next player speaks; after the last, the taker is the highest bidder, or nobody
    took and the hand is void (TAROT-BID-1)."""
    if len(hand.bids) < hand.size:
        return hand.evolve(turn=hand.next_after(hand.turn))
    top = highest(hand)
    if top is None:
        return hand.evolve(phase="over", turn="")
    taker = next(p for p, c in hand.bids if c == top)
    hand = hand.evolve(taker=taker, contract=top)
    if hand.size == 5:
        return hand.evolve(phase="call", turn=taker)
    return after_call(hand)


def after_call(hand: Hand) -> Hand:
    """TAROT-CHIEN-1, -2: on a prise or a garde the taker takes the chien and lays the
    écart; on a garde sans or contre the play begins, the chien unseen."""
    taker = hand.taker or ""
    if hand.contract not in SHOWN:
        return hand.evolve(phase="play", turn=hand.order[0])
    held = hand.held
    if held is not None:
        held = {p: c + hand.chien if p == taker else c for p, c in held.items()}
    return hand.evolve(phase="ecart", turn=taker, held=held)


def callable_ranks(hand: Hand) -> tuple[str, ...]:
    """TAROT-CALL-1: a king; a queen only with the four kings, and so on down. Hands
    unseen (table tracking), any of them may be what the taker holds."""
    holding = hand.cards_of(hand.taker or "")
    if holding is None:
        return CALL_RANKS
    ranks = ["K"]
    for rank, nxt in zip(CALL_RANKS, CALL_RANKS[1:], strict=False):
        if all(Card(rank, s) in holding for s in SUITS):
            ranks.append(nxt)
        else:
            break
    return tuple(ranks)


def check_called(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """TAROT-CALL-1: at five players the taker calls a card, before the chien is seen."""
    require(hand.size == 5, "TAROT-CALL-1", "tarot.call.at_five")
    require(hand.phase == "call", "TAROT-CALL-1", "tarot.call.not_now")
    taker = match.name(hand.taker or "")
    require(data["player"] == hand.taker, "TAROT-CALL-1", "tarot.call.taker", who=taker)
    card, ranks = Card.parse(data["card"]), callable_ranks(hand)
    require(
        card.suit in SUITS and card.rank in ranks,
        "TAROT-CALL-1",
        "tarot.call.king" if len(ranks) == 1 else "tarot.call.rank",
        card=card,
        ranks=list(ranks),
    )


def apply_called(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    return after_call(hand.evolve(called=Card.parse(data["card"])))
