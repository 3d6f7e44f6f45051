"""The moves the player to act may make now (GET /legal-moves): a pass or a higher bid, the
card called, the écart, a poignée or the chelem before one's first card, the cards the
obligations leave (open tracking), or a card to name (table tracking)."""

from __future__ import annotations

from ..model import Match
from . import announce, bidding, chien
from .obligations import owed
from .pack import SUITS
from .scoring import CONTRACTS
from .state import CHIEN, Hand


def legal_moves(match: Match, hand: Hand) -> list[dict]:
    player = hand.turn
    if hand.phase == "bidding":
        top = bidding.highest(hand)
        low = CONTRACTS.index(top) + 1 if top else 0
        bids = [
            {"type": "contract_bid", "data": {"player": player, "contract": c}}
            for c in CONTRACTS[low:]
        ]
        return [{"type": "passed", "data": {"player": player}}, *bids]
    if hand.phase == "call":
        ranks = bidding.callable_ranks(hand)
        cards = [f"{r}{s}" for r in ranks for s in SUITS]
        return [{"type": "card_called", "data": {"player": player, "card": c}} for c in cards]
    if hand.phase == "ecart":
        return _ecart(hand)
    if hand.phase != "play":
        return []
    return [*_announcements(hand), *_cards(hand)]


def _ecart(hand: Hand) -> list[dict]:
    """TAROT-CHIEN-1: an écart the rules take, and the écart to choose card by card."""
    taker, size = hand.taker or "", CHIEN[hand.size]
    choose = {"type": "ecart_laid", "data": {"player": taker}, "unknown": True, "count": size}
    shown = chien.suggested(hand)
    if shown is None:
        return [{"type": "ecart_laid", "data": {"player": taker}}, choose]
    cards = [str(c) for c in shown]
    holding = hand.cards_of(taker) or ()
    barred = sorted(str(c) for c in holding if chien.barred(c))
    return [
        {"type": "ecart_laid", "data": {"player": taker, "cards": cards}},
        {**choose, "except": barred, "trumps": chien.trumps_allowed(holding, size)},
    ]


def _announcements(hand: Hand) -> list[dict]:
    moves = announce.offered_poignees(hand, hand.turn)
    if not hand.plays and hand.chelem is None and hand.taker is not None:
        moves.append({"type": "chelem_announced", "data": {"player": hand.taker}})
    return moves


def _cards(hand: Hand) -> list[dict]:
    player = hand.turn
    holding = hand.cards_of(player)
    if holding is None:
        unknown = {"type": "card_played", "data": {"player": player}, "unknown": True}
        return [{**unknown, "except": sorted(str(c) for c in hand.played)}]
    due = owed(hand, holding)
    return [{"type": "card_played", "data": {"player": player, "card": str(c)}} for c in due.cards]
