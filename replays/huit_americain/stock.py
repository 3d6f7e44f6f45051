"""Cards moving between the stock, the discard pile and the hands; who is out; hand end."""

from __future__ import annotations

from ..cards import Card
from .state import Hand, with_counts

DRAW_CHAINS = ("attack", "force")


def take(h: Hand, seat: int, n: int) -> tuple[Hand, tuple[Card, ...]]:
    """`seat` draws `n` cards, or what exists (H8-PLAY-5): the old stock first, then the
    discard pile less its top (in table tracking the engine infers that reshuffle; in open
    tracking a `stock_reshuffled` was logged first)."""
    n = max(0, min(n, h.drawable if not h.open else h.stock_count))
    if not h.open and n > h.stock_count:
        h = reshuffled(h, ())
    counts = list(h.counts)
    counts[seat] += n
    if h.open:
        cards = h.stock[:n]
        hands = list(h.hands)
        hands[seat] = hands[seat] + cards
        h = with_counts(h, hands, counts).evolve(stock=h.stock[n:], stock_count=h.stock_count - n)
    else:
        cards = ()
        h = with_counts(h, None, counts).evolve(stock_count=h.stock_count - n)
    h = recall(h, seat)
    return h.evolve(finishers=tuple(s for s in h.finishers if s != seat or n == 0)), cards


def reshuffled(h: Hand, order: tuple[Card, ...]) -> Hand:
    """H8-PLAY-5: the discard pile less its top goes under the stock (in `order`, if open).
    The top is a card played by then; an upcard not logged (None, table tracking: the stock
    is a count) goes into the stock with the rest."""
    moved = len(h.discard) - 1
    stock = h.stock + tuple(c.plain for c in order) if h.open else h.stock
    return h.evolve(stock=stock, stock_count=h.stock_count + moved, discard=h.discard[-1:])


def move_cards(h: Hand, giver: int, to: int, cards: tuple[Card, ...], count: int) -> Hand:
    """`giver` hands `count` cards (`cards` where known) to `to`."""
    counts = list(h.counts)
    counts[giver] -= count
    counts[to] += count
    if h.open:
        hands = list(h.hands)
        rest = list(hands[giver])
        for card in cards:
            rest.remove(card.plain)
        hands[giver] = tuple(rest)
        hands[to] = hands[to] + tuple(c.plain for c in cards)
        h = with_counts(h, hands, counts)
    else:
        h = with_counts(h, None, counts)
    return recall(recall(h, giver), to)


def recall(h: Hand, seat: int, played: bool = False) -> Hand:
    """The one-card call state of `seat` after its count changed (H8-ANN-1)."""
    count, before = h.counts[seat], h.calls[seat]
    if count == 1 and played and before == "pre":
        after = "ok"
    elif count == 1 and played and h.table.option("announce_before_play"):
        after = "late"
    elif count == 1:
        after = "due"
    else:
        after = ""
    calls = h.calls[:seat] + (after,) + h.calls[seat + 1 :]
    finish = h.finish_called[:seat] + (False,) + h.finish_called[seat + 1 :]
    return h.evolve(calls=calls, finish_called=finish)


def settle(h: Hand) -> Hand:
    """Players with no cards left are out once no draw chain is pending on their last card
    (H8-END-1); then the hand ends (H8-END-1, H8-END-2)."""
    chain = h.pending is not None and h.pending.kind in DRAW_CHAINS
    if chain:
        return h
    waiting = [s for s in h.finishers if h.counts[s] == 0]
    empty = [
        s
        for s in h.active
        if h.counts[s] == 0 and s not in waiting and not (s == h.turn and h.pending is None)
    ]
    newly = tuple(s for s in waiting + empty if s not in h.out)
    if not newly and not h.finishers:
        return h
    h = h.evolve(out=h.out + newly, finishers=())
    if h.turn in h.out and h.active:
        h = h.evolve(turn=h.next_seat(h.turn))
    return ended(h)


def ended(h: Hand) -> Hand:
    """H8-END-1 (negative: the first player out ends the hand), H8-END-2 (positive: three
    out or one player left)."""
    if h.over:
        return h
    return h.evolve(over="out", pending=None) if done(h.positive, len(h.out), len(h.active)) else h


def done(positive: bool, out: int, active: int) -> bool:
    """Whether a hand with `out` players out and `active` still in is over (H8-END-1, -2)."""
    return out >= 3 or active <= 1 if positive else out >= 1


def after_turn(h: Hand, seat: int) -> Hand:
    """The turn passes from `seat` to the next player still in the hand."""
    return h.evolve(turn=h.next_seat(seat), turn_draws=0, must_play=None)
