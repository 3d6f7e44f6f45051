"""What a player owes the trick (TAROT-PLAY-1, TAROT-EXCUSE-1): fournir, couper, monter —
even over a partner — else any card; the Excuse at any time. Told as the obligation and the
cards that answer it. Pure: the hand's state and the cards held, nothing else."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import TRUMP, Card
from .pack import EXCUSE, is_trump
from .state import Hand


@dataclass(frozen=True)
class Owed:
    """The cards a player may play now (`cards`, the Excuse among them when held) and the
    obligation (`key`: fournir, couper, monter, trump; "" when every card is free); `over`
    is the trump to beat (monter)."""

    cards: tuple[Card, ...]
    key: str = ""
    over: Card | None = None


def top_trump(hand: Hand) -> Card | None:
    trumps = [c for _, c in hand.trick if is_trump(c)]
    return max(trumps, key=lambda c: int(c.rank)) if trumps else None


def owed(hand: Hand, holding: tuple[Card, ...]) -> Owed:
    """The obligation of a player holding `holding` at this point of the trick."""
    led = hand.led
    if led is None:
        return Owed(holding)
    excuse = (EXCUSE,) if EXCUSE in holding else ()
    if led != TRUMP:
        following = tuple(c for c in holding if c.suit == led)
        if following:
            return Owed(following + excuse, "fournir")
    trumps = tuple(c for c in holding if is_trump(c))
    if not trumps:
        return Owed(holding)
    over = top_trump(hand)
    higher = tuple(c for c in trumps if over is None or int(c.rank) > int(over.rank))
    if over is None:
        return Owed(trumps + excuse, "couper")
    if higher:
        return Owed(higher + excuse, "monter", over)
    return Owed(trumps + excuse, "trump", over)


def shown_void(hand: Hand, card: Card) -> frozenset[str]:
    """The suits a player shows they have none of by playing `card` now (table tracking):
    the suit led when they do not follow, and trumps when they neither follow nor trump."""
    led = hand.led
    if led is None or card == EXCUSE or card.suit == led:
        return frozenset()
    void = {led}
    if not is_trump(card):
        void.add(TRUMP)
    return frozenset(void)
