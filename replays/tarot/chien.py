"""The écart (TAROT-CHIEN-1): on a prise or a garde the taker, holding the chien, lays aside
as many cards — no king, no bout, a trump only when nothing else can go there, shown. Where
hands are unseen (table tracking) the table may log the écart without its cards."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, parse_cards, remove
from ..errors import require
from ..model import Match
from .pack import BOUTS, is_trump
from .state import CHIEN, Hand


def barred(card: Card) -> bool:
    """TAROT-CHIEN-1: a king or a bout never goes to the écart."""
    return card.rank == "K" or card in BOUTS


def plain(holding: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards the écart takes first: neither trump, nor king, nor bout."""
    return tuple(c for c in holding if not barred(c) and not is_trump(c))


def trumps_allowed(holding: tuple[Card, ...], size: int) -> int:
    """TAROT-CHIEN-1: how many trumps the écart may hold — those nothing else can replace."""
    return max(0, size - len(plain(holding)))


def check_ecart(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    require(hand.phase == "ecart", "TAROT-CHIEN-1", "tarot.ecart.not_now")
    taker = match.name(hand.taker or "")
    require(data["player"] == hand.taker, "TAROT-CHIEN-1", "tarot.ecart.taker", who=taker)
    size = CHIEN[hand.size]
    holding = hand.cards_of(data["player"])
    if data.get("cards") is None:
        require(holding is None, "TAROT-CHIEN-1", "tarot.ecart.cards", n=size)
        return
    cards = parse_cards(data["cards"])
    require(len(set(cards)) == len(cards) == size, "TAROT-CHIEN-1", "tarot.ecart.count", n=size)
    bad = [c for c in cards if barred(c)]
    require(not bad, "TAROT-CHIEN-1", "tarot.ecart.barred", cards=bad)
    if holding is None:
        return
    missing = [c for c in cards if c not in holding]
    require(not missing, "TAROT-CHIEN-1", "tarot.ecart.not_held", who=taker, cards=missing)
    trumps = [c for c in cards if is_trump(c)]
    allowed = trumps_allowed(holding, size)
    require(len(trumps) <= allowed, "TAROT-CHIEN-1", "tarot.ecart.trumps", cards=trumps)


def apply_ecart(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    cards = parse_cards(data.get("cards") or ())
    held = hand.held
    if held is not None:
        held = {p: remove(c, cards) if p == hand.taker else c for p, c in held.items()}
    after = hand.evolve(held=held, ecart=cards, ecart_laid=True)
    return after.evolve(phase="play", turn=hand.order[0])


def ecart_trumps(hand: Hand) -> tuple[Card, ...]:
    """TAROT-CHIEN-1: the trumps of the écart, shown to all."""
    return tuple(c for c in hand.ecart if is_trump(c))


def suggested(hand: Hand) -> tuple[Card, ...] | None:
    """An écart the rules take (open tracking): the plain cards first, the lowest trumps
    when they are short; None where the taker's cards are unseen."""
    holding = hand.cards_of(hand.taker or "")
    if holding is None:
        return None
    size = CHIEN[hand.size]
    trumps = sorted(
        (c for c in holding if is_trump(c) and not barred(c)), key=lambda c: int(c.rank)
    )
    return (plain(holding) + tuple(trumps))[:size]
