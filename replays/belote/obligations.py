"""What a player owes the trick (BELOTE-PLAY-2, BELOTE-TRUMP-1…4): fournir, couper, monter,
or nothing when one's partner is master; told as the rule that binds and the cards that
answer it. Pure: the hand's state and the cards held, nothing else."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .state import Hand, strength


@dataclass(frozen=True)
class Owed:
    """The cards a player may play now (`cards`), the rule that says so and the obligation
    (`key`: fournir, couper, surcouper, souscouper, monter, trump; "" when every card is
    free); `over` is the card to beat (monter, surcouper)."""

    cards: tuple[Card, ...]
    rule: str
    key: str = ""
    over: Card | None = None


def owed(hand: Hand, player: str, partner: str, holding: tuple[Card, ...]) -> Owed:
    """The obligation of `player` holding `holding` at this point of the trick."""
    if not hand.trick:
        return Owed(holding, "BELOTE-PLAY-1")
    led, trump = hand.led, hand.trump
    trumps = tuple(c for c in holding if c.suit == trump)
    if led == trump:
        return _trump_led(hand, trumps, holding)
    following = tuple(c for c in holding if c.suit == led)
    if following:
        return Owed(following, "BELOTE-PLAY-2", "fournir")
    master = hand.master()
    if master is not None and master[0] == partner:
        return Owed(holding, "BELOTE-TRUMP-1")
    if not trumps:
        return Owed(holding, "BELOTE-TRUMP-4")
    return _cut(hand, trumps, master)


def _trump_led(hand: Hand, trumps: tuple[Card, ...], holding: tuple[Card, ...]) -> Owed:
    """BELOTE-TRUMP-3: follow in trump, above every trump in the trick when one can."""
    if not trumps:
        return Owed(holding, "BELOTE-TRUMP-4")
    best = hand.master()
    over = best[1] if best else None
    higher = _above(hand, trumps, over)
    if higher:
        return Owed(higher, "BELOTE-TRUMP-3", "monter", over)
    return Owed(trumps, "BELOTE-TRUMP-3", "trump")


def _cut(hand: Hand, trumps: tuple[Card, ...], master: tuple[str, Card] | None) -> Owed:
    """BELOTE-TRUMP-2: an opponent master, no card of the suit led: trump, over his trump
    when one can, else under it."""
    over = master[1] if master and master[1].suit == hand.trump else None
    if over is None:
        return Owed(trumps, "BELOTE-TRUMP-2", "couper")
    higher = _above(hand, trumps, over)
    if higher:
        return Owed(higher, "BELOTE-TRUMP-2", "surcouper", over)
    return Owed(trumps, "BELOTE-TRUMP-2", "souscouper", over)


def _above(hand: Hand, trumps: tuple[Card, ...], over: Card | None) -> tuple[Card, ...]:
    if over is None:
        return trumps
    led = hand.led or ""
    return tuple(
        c for c in trumps if strength(c, hand.trump, led) > strength(over, hand.trump, led)
    )


def shown_void(hand: Hand, player: str, partner: str, card: Card) -> frozenset[str]:
    """The suits `player` shows he has none of by playing `card` now (table tracking): the
    suit led when he does not follow, and trump when he neither follows nor trumps where he
    had to (an opponent master, or trump led)."""
    if not hand.trick or card.suit == hand.led:
        return frozenset()
    void = {hand.led or ""}
    master = hand.master()
    must_trump = hand.led == hand.trump or (master is not None and master[0] != partner)
    if must_trump and card.suit != hand.trump:
        void.add(hand.trump or "")
    return frozenset(void)
