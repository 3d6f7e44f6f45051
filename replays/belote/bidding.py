"""Who takes and at what: classique's two rounds at the card turned up (BELOTE-BID-*) and
contrée's auction with contre and surcontre (BELOTE-CONTREE-1…4). A check per event and the
hand it gives."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import require
from ..model import Match
from .deal import classique, deal_rest
from .presets import CONTRACTS
from .state import Hand


def team(match: Match, player: str | None) -> str | None:
    return None if player is None else match.team_of(player)


def check_turn(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """BELOTE-BID-3: one speaks in turn, while the bidding lasts."""
    require(hand.phase == "bidding", "BELOTE-BID-3", "belote.bid.over")
    player = data["player"]
    require(
        player == hand.turn,
        "BELOTE-BID-3",
        "belote.bid.turn",
        who=match.name(hand.turn),
        other=match.name(player),
    )


def check_taken(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """BELOTE-BID-1, -2: round 1 at the suit turned up, round 2 at another."""
    require(classique(match.rules), "BELOTE-CONTREE-1", "belote.bid.contree_bids")
    check_turn(match, hand, data)
    turned = hand.upcard.suit if hand.upcard is not None else None
    if hand.rounds == 1 and turned is not None:
        require(data["suit"] == turned, "BELOTE-BID-1", "belote.bid.first_round", suit=turned)
    if hand.rounds == 2 and turned is not None:
        require(data["suit"] != turned, "BELOTE-BID-2", "belote.bid.second_round", suit=turned)


def check_bid(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """BELOTE-CONTREE-1, -2: higher than the last bid, and none after a contre."""
    require(not classique(match.rules), "BELOTE-BID-1", "belote.bid.classique_takes")
    check_turn(match, hand, data)
    require(hand.doubled is None, "BELOTE-CONTREE-2", "belote.bid.after_contre")
    if hand.contract is not None:
        low = CONTRACTS.index(hand.contract)
        high = CONTRACTS.index(data["value"])
        require(high > low, "BELOTE-CONTREE-1", "belote.bid.higher", value=hand.contract)


def check_doubled(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """BELOTE-CONTREE-2: the defence doubles the last bid, once."""
    require(not classique(match.rules), "BELOTE-BID-1", "belote.bid.classique_takes")
    check_turn(match, hand, data)
    require(hand.contract is not None, "BELOTE-CONTREE-2", "belote.bid.nothing_to_double")
    require(hand.doubled is None, "BELOTE-CONTREE-2", "belote.bid.already_doubled")
    bidders = team(match, hand.taker)
    require(team(match, data["player"]) != bidders, "BELOTE-CONTREE-2", "belote.bid.own_bid")


def check_redoubled(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """BELOTE-CONTREE-3: the bidding team redoubles a contre."""
    require(not classique(match.rules), "BELOTE-BID-1", "belote.bid.classique_takes")
    check_turn(match, hand, data)
    require(hand.doubled == "contre", "BELOTE-CONTREE-3", "belote.bid.no_contre")
    bidders = team(match, hand.taker)
    require(team(match, data["player"]) == bidders, "BELOTE-CONTREE-3", "belote.bid.their_bid")


def apply_passed(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    """BELOTE-BID-2, BELOTE-CONTREE-4, BELOTE-DEAL-4: a pass, and what it ends."""
    passes = hand.passes + 1
    after = hand.evolve(passes=passes, turn=hand.next_after(data["player"]))
    if classique(match.rules):
        if passes < len(hand.order):
            return after
        if hand.rounds == 1:
            return after.evolve(rounds=2, passes=0, turn=hand.order[0])
        return after.evolve(phase="over", turn="")
    if hand.contract is None:
        return after if passes < len(hand.order) else after.evolve(phase="over", turn="")
    if passes < len(hand.order) - 1:
        return after
    return _play(after)


def apply_taken(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    taken = hand.evolve(taker=data["player"], trump=data["suit"], passes=0)
    return _play(deal_rest(taken, data["player"]))


def apply_bid(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    player = data["player"]
    bid = {"taker": player, "trump": data["suit"], "contract": data["value"], "passes": 0}
    return hand.evolve(**bid, turn=hand.next_after(player))


def apply_doubled(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    return hand.evolve(doubled="contre", passes=0, turn=hand.next_after(data["player"]))


def apply_redoubled(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    return _play(hand.evolve(doubled="surcontre", passes=0))


def _play(hand: Hand) -> Hand:
    """BELOTE-PLAY-1: the bidding over, the player after the dealer leads."""
    return hand.evolve(phase="play", passes=0, turn=hand.order[0])
