"""The moves the player to act may make now (GET /legal-moves): a pass or a taking, a bid,
a contre, a surcontre; the cards the obligations leave (open tracking), or a card to name
(table tracking); belote-rebelote when its card was just played."""

from __future__ import annotations

from ..errors import RuleViolation
from ..model import Match
from . import announcing, bidding, combinations
from .deal import classique
from .obligations import owed
from .presets import CONTRACTS, SUITS
from .state import Hand
from .tricks import due_call, held_both, partner


def legal_moves(match: Match, hand: Hand) -> list[dict]:
    if hand.phase == "bidding":
        return _bidding(match, hand)
    if hand.phase != "play":
        return []
    moves = _belote(hand) + _announcing(match, hand)
    player = hand.turn
    holding = hand.cards_of(player)
    if holding is None:
        unknown = {"type": "card_played", "data": {"player": player}, "unknown": True}
        return [*moves, {**unknown, "except": sorted(str(c) for c in hand.played)}]
    due = owed(hand, player, partner(match, player), holding)
    cards = [{"type": "card_played", "data": {"player": player, "card": str(c)}} for c in due.cards]
    return [*moves, *cards]


def _belote(hand: Hand) -> list[dict]:
    if hand.last is None:
        return []
    player = hand.last[0]
    call = due_call(hand, player)
    if call is None:
        return []
    if hand.held is not None:
        return [] if not held_both(hand, player) else [_said(player, call)]
    return [_said(player, call)]


def _announcing(match: Match, hand: Hand) -> list[dict]:
    """BELOTE-ANN-2: the calls the player to act may make before his first card; at the
    second trick, the cards of each call announced and not shown yet (hands known), or the
    cards to name (hands unseen)."""
    if not match.rules["options"]["announcements"] or len(hand.winners) > 1:
        return []
    if not hand.winners:
        moves = [_call(hand.turn, call) for call in combinations.CALLS]
        return [m for m in moves if _allowed(match, hand, m)]
    shows = []
    for player in hand.order:
        left = sorted(set(announcing.unshown(hand, player)))
        cards = announcing.dealt(hand, player)
        if cards is None:
            shows += [{**_show(player, []), "unknown": True, "kind": call} for call in left]
            continue
        free = [c for c in cards if c not in announcing.used(hand)]
        shows += [_show(player, s) for call in left for s in combinations.candidates(free, call)]
    return shows


def _call(player: str, call: str) -> dict:
    return {"type": "announced", "data": {"player": player, "call": call}}


def _show(player: str, cards) -> dict:
    data = {"player": player, "cards": [str(c) for c in cards]} if cards else {"player": player}
    return {"type": "announcement_shown", "data": data}


def _allowed(match: Match, hand: Hand, move: dict) -> bool:
    try:
        announcing.check_announced(match, hand, move["data"])
    except RuleViolation:
        return False
    return True


def _said(player: str, call: str) -> dict:
    return {"type": "belote_said", "data": {"player": player, "call": call}}


def _bidding(match: Match, hand: Hand) -> list[dict]:
    player = hand.turn
    moves = [{"type": "passed", "data": {"player": player}}]
    if classique(match.rules):
        turned = hand.upcard.suit if hand.upcard is not None else None
        if hand.rounds == 1:
            suits = [turned] if turned else list(SUITS)
        else:
            suits = [s for s in SUITS if s != turned]
        return moves + [{"type": "taken", "data": {"player": player, "suit": s}} for s in suits]
    return moves + _auction(match, hand, player)


def _auction(match: Match, hand: Hand, player: str) -> list[dict]:
    """BELOTE-CONTREE-1…3: the bids above the last, a contre, a surcontre."""
    bidders = bidding.team(match, hand.taker)
    mine = bidding.team(match, player)
    moves = []
    if hand.doubled is None:
        low = CONTRACTS.index(hand.contract) + 1 if hand.contract else 0
        moves += [
            {"type": "bid", "data": {"player": player, "value": v, "suit": s}}
            for v in CONTRACTS[low:]
            for s in SUITS
        ]
        if hand.contract is not None and mine != bidders:
            moves.append({"type": "doubled", "data": {"player": player}})
    elif hand.doubled == "contre" and mine == bidders:
        moves.append({"type": "redoubled", "data": {"player": player}})
    return moves
