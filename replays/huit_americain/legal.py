"""Legal moves: candidate events built from the table, kept when `check` accepts them.

In `table` tracking the hands are unknown, so card plays are the cards public information
allows (any card of the deck not all laid already); draws carry a count only.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations
from typing import Any

from ..cards import SUITS, Card
from ..errors import RuleViolation
from .calls import call_kind, challenge, finish_counter
from .draw import max_due
from .events import check_event
from .state import CHALLENGEABLE, Hand
from .stock import reshuffled
from .turn import actor


def legal_moves(h: Hand) -> list[dict]:
    if h.over:
        return _reveals(h)
    moves = list(_turn_moves(h)) + list(_volees(h))
    moves += _calls(h) + _challenges(h)
    if _ok(h, "stock_reshuffled", {"order": [str(c) for c in h.discard[:-1] if c is not None]}):
        moves.append({"type": "stock_reshuffled", "data": {}})
    return moves


def _ok(h: Hand, kind: str, data: dict) -> bool:
    try:
        check_event(h, kind, data)
    except RuleViolation:
        return False
    return True


def _keep(h: Hand, kind: str, candidates: Iterator[dict]) -> list[dict]:
    return [{"type": kind, "data": d} for d in candidates if _ok(h, kind, d)]


def _turn_moves(h: Hand) -> list[dict]:
    seat = actor(h)
    pid = h.seats[seat]
    p = h.pending
    if p is not None and p.kind == "give":
        return _keep(h, "cards_given", _gifts(h, seat, p.amount))
    moves = _keep(h, "card_played", _plays(h, seat))
    probe = _after_reshuffle(h)
    draws = [{"player": pid, "count": n} for n in _draw_counts(probe, h.stock_count)]
    moves += _keep(probe, "cards_drawn", iter(draws))
    moves += _keep(h, "passed", iter([{"player": pid}]))
    return moves


def _after_reshuffle(h: Hand) -> Hand:
    """The hand as a draw sees it once the server has logged the reshuffle it needs."""
    if len(h.discard) > 1 and h.stock_count < max_due(h):
        return reshuffled(h, h.discard[:-1] if h.open else ())
    return h


def _draw_counts(h: Hand, known: int) -> list[int]:
    """`known`: the stock cards in their order before any reshuffle (whose order is the
    server's chance: a continuous draw is listed only as far as the stock goes)."""
    if h.pending is not None:
        return [min(h.pending.amount, h.drawable)]
    limit = h.table.draw_limit
    if h.table.option("continuous_draw") and h.open:
        # H8-PLAY-2 continuous_draw: every card until the first one that can be played, at
        # once or one at a time (`_keep` leaves the counts the check accepts)
        return list(range(1, max(1, min(known, h.drawable)) + 1))
    if limit is None or limit <= 1:
        return [1]
    return list(range(1, min(limit - h.turn_draws, h.drawable) + 1))


def candidates(h: Hand, seat: int) -> list[Card]:
    """The distinct cards `seat` may hold: its hand, or in table tracking any card of the
    deck not every copy of which is on the discard pile (an upcard not logged, None,
    rules out no card)."""
    if h.open:
        return list(dict.fromkeys(h.hands[seat]))
    laid = Counter(h.discard)
    return [c for c, n in Counter(h.table.full_deck()).items() if laid[c] < n]


def _plays(h: Hand, seat: int) -> Iterator[dict]:
    pid = h.seats[seat]
    for card in candidates(h, seat):
        for extra in _variants(h, seat, card):
            yield {"player": pid, "card": str(card), **extra}
    if h.open:
        for cards in _multi(h, seat):
            yield {"player": pid, "cards": [str(c) for c in cards]}


def _variants(h: Hand, seat: int, card: Card) -> list[dict[str, Any]]:
    if h.table.has(card, "stands"):
        return _stood_for(h, seat)
    if h.table.has(card, "wild"):
        return [{}] + [{"suit": s} for s in SUITS]
    if h.table.has(card, "swap"):
        return [{}] + [{"target": h.seats[s]} for s in h.active if s != seat]
    return [{}]


def _stood_for(h: Hand, seat: int) -> list[dict[str, Any]]:
    """des-ulis: a joker names the card it stands for, and then plays as that card."""
    out: list[dict[str, Any]] = []
    for named in dict.fromkeys(c for c in h.table.full_deck() if not c.is_joker):
        card = Card("JK", None, named)
        out += [{"card": str(card), **extra} for extra in _variants(h, seat, named)]
    return out


def _multi(h: Hand, seat: int) -> Iterator[tuple[Card, ...]]:
    """Plays of several cards: four 8s (H8-POW-QUAD8), ace and jack (H8-POW-AJ), runs."""
    held = h.hands[seat]
    eights = [c for c in held if h.table.has(c, "quad")]
    if len(eights) >= 4:
        yield tuple(eights[:4])
    for ace in dict.fromkeys(c for c in held if c.rank == "A"):
        jack = Card("J", ace.suit)
        if jack in held:
            yield (ace, jack)
        if h.table.has(ace, "run"):
            rest = sorted((c for c in held if c.suit == ace.suit), key=lambda c: c.value)
            rest.remove(ace)
            if rest:
                yield (ace, *rest)


def _gifts(h: Hand, seat: int, n: int) -> Iterator[dict]:
    pid = h.seats[seat]
    targets = [h.seats[s] for s in h.active if s != seat]
    if not h.open:
        for to in targets:
            yield {"from": pid, "to": to, "count": n}
        return
    for cards in dict.fromkeys(combinations(sorted(h.hands[seat], key=str), n)):
        for to in targets:
            yield {"from": pid, "to": to, "cards": [str(c) for c in cards]}


def _volees(h: Hand) -> list[dict]:
    """a_la_volee: other players holding the very card on top may lay it out of turn (not
    on an upcard that was not logged, H8-SETUP-3), on an attack too, which it answers."""
    top = h.top
    if not h.table.option("a_la_volee") or top is None:
        return []
    if h.pending is not None and h.pending.kind != "attack":
        return []
    who = [s for s in h.active if s != actor(h) and (not h.open or top in h.hands[s])]
    # with what the card asks of its player (an 8 names a suit, as in turn: `_variants`)
    data = iter({"player": h.seats[s], "card": str(top), **extra}
                for s in who for extra in _variants(h, s, top))  # fmt: skip
    return _keep(h, "card_played", data)


def _calls(h: Hand) -> list[dict]:
    calls = [h.table.one_card["call"], "complete"]
    if h.table.finish:
        calls.append(h.table.finish["call"])
    if h.card_call is not None:
        calls.append(h.card_call.call)
    data = ({"player": h.seats[s], "call": c} for s in h.active for c in calls if call_kind(h, c))
    return _keep(h, "announced", data)


def _challenges(h: Hand) -> list[dict]:
    """Valid challenges only (a false one is refused, or costs the challenger)."""
    targets = [s for s in h.active if h.calls[s] in CHALLENGEABLE]
    counters = [h.table.one_card["counter"]] * len(targets)
    if h.card_call is not None and not h.card_call.done:
        targets.append(h.card_call.seat)
        counters.append(h.card_call.counter)
    if h.missed is not None:
        targets.append(h.missed.seat)
        counters.append(finish_counter(h))
    moves = []
    for target, call in zip(targets, counters, strict=True):
        for by in range(len(h.seats)):
            data = {"by": h.seats[by], "target": h.seats[target], "call": call}
            if by != target and challenge(h, data)[1] and _ok(h, "challenged", data):
                moves.append({"type": "challenged", "data": data})
    return moves


def _reveals(h: Hand) -> list[dict]:
    if h.open:
        return []
    shown = h.revealed
    # The cards are named by the player (`unknown`, as Rami's): `count` says how many.
    return [
        {"type": "hand_revealed", "data": {"player": h.seats[s]}, "unknown": True, "count": n}
        for s, n in enumerate(h.counts)
        if n > 0 and s not in shown
    ]
