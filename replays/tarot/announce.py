"""What a player announces before their first card: a poignée, shown (TAROT-POIGNEE-1), and
the taker's chelem (TAROT-CHELEM-1), after which the taker leads."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, parse_cards
from ..errors import require
from ..model import Match
from .pack import EXCUSE, is_trump
from .scoring import POIGNEE_TRUMPS
from .state import Hand


def size_of(players: int, count: int) -> str | None:
    """TAROT-POIGNEE-1: the poignée that `count` trumps shown make at this table, if any."""
    return next((s for s, n in POIGNEE_TRUMPS[players].items() if n == count), None)


def check_poignee(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """TAROT-POIGNEE-1: shown once, before one's first card, exactly a poignée's trumps, the
    Excuse standing in only for a trump the player lacks."""
    player = data["player"]
    who = match.name(player)
    require(hand.phase == "play", "TAROT-POIGNEE-1", "tarot.poignee.not_now")
    require(not hand.started(player), "TAROT-POIGNEE-1", "tarot.poignee.after_first", who=who)
    shown = any(p == player for p, _, _ in hand.poignees)
    require(not shown, "TAROT-POIGNEE-1", "tarot.poignee.once", who=who)
    cards = parse_cards(data["cards"]) if data.get("cards") is not None else None
    count = len(cards) if cards is not None else data["count"]
    sizes = POIGNEE_TRUMPS[hand.size]
    require(size_of(hand.size, count) is not None, "TAROT-POIGNEE-1", "tarot.poignee.size",
            n=count, **sizes)  # fmt: skip
    if cards is not None:
        _check_cards(match, hand, player, cards)


def _check_cards(match: Match, hand: Hand, player: str, cards: tuple[Card, ...]) -> None:
    who = match.name(player)
    others = [c for c in cards if not is_trump(c) and c != EXCUSE]
    require(not others, "TAROT-POIGNEE-1", "tarot.poignee.trumps_only", cards=others)
    require(len(set(cards)) == len(cards), "TAROT-POIGNEE-1", "tarot.poignee.twice")
    holding = hand.cards_of(player)
    if holding is None:
        return
    missing = [c for c in cards if c not in holding]
    require(not missing, "TAROT-POIGNEE-1", "tarot.poignee.not_held", who=who, cards=missing)
    if EXCUSE in cards:
        hidden = [c for c in holding if is_trump(c) and c not in cards]
        require(not hidden, "TAROT-POIGNEE-1", "tarot.poignee.excuse", cards=hidden)


def apply_poignee(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    cards = parse_cards(data["cards"]) if data.get("cards") is not None else ()
    size = size_of(hand.size, len(cards) if cards else data["count"]) or ""
    return hand.evolve(poignees=(*hand.poignees, (data["player"], size, cards)))


def offered_poignees(hand: Hand, player: str) -> list[dict]:
    """The poignées `player` may show now: per size, the lowest trumps (the Excuse only for
    a trump lacking); by count where their cards are unseen."""
    if (
        hand.phase != "play"
        or hand.started(player)
        or any(p == player for p, _, _ in hand.poignees)
    ):
        return []
    holding = hand.cards_of(player)
    sizes = POIGNEE_TRUMPS[hand.size].values()
    if holding is None:
        return [{"type": "poignee_shown", "data": {"player": player, "count": n}} for n in sizes]
    trumps = sorted((c for c in holding if is_trump(c)), key=lambda c: int(c.rank))
    if EXCUSE in holding:
        trumps.append(EXCUSE)
    return [
        {"type": "poignee_shown", "data": {"player": player, "cards": [str(c) for c in trumps[:n]]}}
        for n in sizes
        if n <= len(trumps)
    ]


def check_chelem(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """TAROT-CHELEM-1: the taker announces a chelem, once, before the first card."""
    require(hand.phase == "play", "TAROT-CHELEM-1", "tarot.chelem.not_now")
    taker = match.name(hand.taker or "")
    require(data["player"] == hand.taker, "TAROT-CHELEM-1", "tarot.chelem.taker", who=taker)
    require(not hand.plays, "TAROT-CHELEM-1", "tarot.chelem.before_first")
    require(hand.chelem is None, "TAROT-CHELEM-1", "tarot.chelem.once", who=taker)


def apply_chelem(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    """TAROT-CHELEM-1: the player who announced the chelem leads the first trick."""
    return hand.evolve(chelem=data["player"], turn=data["player"])
