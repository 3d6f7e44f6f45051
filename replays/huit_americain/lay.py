"""A `card_played` applied: the cards go on the pile, the suit in force changes, the powers act."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..cards import Card
from . import play as rules
from .powers import Effects, combo_effects, completed, effects, move_hands, resolve
from .state import CardCall, Claim, Hand, Missed, Pending
from .stock import recall, take
from .turn import Play, read_play


def apply_play(h: Hand, data: Mapping[str, Any], seq: int) -> Hand:
    before = h.evolve(missed=None) if h.missed is not None else h
    play = read_play(before, data)
    missed = misses_finish(before, play)
    after = _apply(before, play, seq, missed)
    return after.evolve(missed=Missed(play.seat, before, data, seq)) if missed else after


def misses_finish(h: Hand, play: Play) -> bool:
    """H8-ANN-3: a last card laid without the finish call ("maou") does not finish."""
    called = h.finish_called[play.seat] if h.finish_called else False
    last = h.counts[play.seat] == len(play.cards)
    return bool(h.table.finish) and last and not called and play.kind != "quad"


def _apply(h: Hand, play: Play, seq: int, missed: bool) -> Hand:
    seat = play.seat
    chained = _chained(h, play.acting)
    completing = h.pending is not None and h.pending.kind == "complete"
    h = _lay(h, play, seq)
    last = h.counts[seat] == 0
    if missed and h.table.finish:
        h, _ = take(h, seat, h.table.finish["penalty"])  # H8-ANN-3: no "maou", no finish
        last = False
    if completing:
        return completed(h, seat)
    h = resolve(h, seat, _effects(h, play, last), chained)
    if last or h.over:
        return h
    for kind in (p.kind for p in h.table.powers_of(play.acting) if play.kind == "single"):
        if kind in ("passhand", "swap", "rotate"):
            h = move_hands(h, seat, kind, play.target)
    return h


def _chained(h: Hand, card: Card) -> Pending | None:
    """The attack `card` answers and carries on (H8-POW-A), None if it stops it or if none."""
    p = h.pending
    if p is None or p.kind != "attack" or rules.stops_attack(p, card):
        return None
    return p


def _effects(h: Hand, play: Play, last: bool) -> Effects:
    if play.kind == "quad":
        return Effects(quad=True)
    if play.kind == "combo":
        return combo_effects(h, play.seat, play.acting)
    if play.kind == "run":
        return Effects()  # H8-POW-RUN: the cards laid with the ace do not act
    return effects(h, play.seat, play.acting, last)


def _lay(h: Hand, play: Play, seq: int) -> Hand:
    """The cards leave the hand for the pile; suit in force, calls, claims, runs follow."""
    seat = play.seat
    counts = list(h.counts)
    counts[seat] -= len(play.cards)
    hands = h.hands
    if h.open:
        rest = list(h.hands[seat])
        for card in play.cards:
            rest.remove(card)
        hands = h.hands[:seat] + (tuple(rest),) + h.hands[seat + 1 :]
    h = h.evolve(
        hands=hands,
        counts=tuple(counts),
        discard=h.discard + play.cards,
        suit=_suit(h, play),
        played_any=True,
        card_call=_card_call(h, play),
        lapsed_call=h.card_call if h.card_call is not None and not h.card_call.done else None,
    )
    h = _runs(recall(h, seat, played=True), play)
    return h.evolve(claims=_claims(h, play, seq))


def _suit(h: Hand, play: Play) -> str | None:
    """The suit to follow: the named one after a wild card (H8-PLAY-3), the one in force
    after a joker (H8-PLAY-4), the run's, else the card's own."""
    card = play.acting
    if play.kind == "run":
        return play.cards[0].suit
    if h.table.has(card, "wild"):
        return play.suit or h.suit
    if card.is_joker:
        return h.suit
    return card.suit


def _card_call(h: Hand, play: Play) -> CardCall | None:
    """H8-ANN-3/4: a card that requires a call opens it until the next card is played."""
    power = h.table.power(play.acting, "call") if play.kind == "single" else None
    if power is None:
        return None
    return CardCall(play.seat, power.call, power.counter, power.penalty)


def _runs(h: Hand, play: Play) -> Hand:
    """H8-POW-COMPLETE: count cards of one rank without powers laid in a row."""
    card = play.acting
    if play.kind != "single" or h.table.powers_of(card) or card.is_joker:
        return h.evolve(run=("", 0, -1), complete_by=-1)
    rank, count, _ = h.run
    count = count + 1 if rank == card.rank else 1
    asker = play.seat if count == 3 and h.table.option("complete") else -1
    return h.evolve(run=(card.rank, count, play.seat), complete_by=asker)


def _claims(h: Hand, play: Play, seq: int) -> tuple[Claim, ...]:
    """Table tracking under named_suit_held: remember named suits, checked on reveal."""
    claims = tuple(
        replace(c, seen=c.seen + play.cards) if c.seat == play.seat else c for c in h.claims
    )
    named = play.kind == "single" and h.table.has(play.acting, "wild") and play.suit
    if h.open or not named or not h.table.option("named_suit_held"):
        return claims
    if h.counts[play.seat] == 0:
        return claims
    return claims + (Claim(seq, play.seat, str(play.suit)),)
