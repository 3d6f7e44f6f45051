"""The best melds a known hand can lay now: the points an opening still misses (legal moves).

A search, not a rule: candidates are every brelan, carré and séquence the hand can make
(jokers fill the gaps, each meld holding at least one real card), and the best disjoint
choice is found by a memoised search over the cards left.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from ..cards import RANKS, SUITS, Card
from .melds import HIGH_ACE, Shape, card_at
from .values import opening_value

Stock = tuple[tuple[Card, int], ...]


@dataclass(frozen=True)
class Candidate:
    points: int
    real: tuple[Card, ...]
    jokers: int
    cards: tuple[Card, ...]


def _key(card: Card) -> tuple[int, int]:
    return SUITS.index(card.suit or "S"), RANKS.index(card.rank)


def _joker(card: Card) -> Card:
    return Card("JK", None, card)


def _runs(real: Counter[Card], jokers: int, shape: Shape) -> list[Candidate]:
    top = HIGH_ACE if shape.ace_high else 13
    found: list[Candidate] = []
    for suit in SUITS:
        if any(c.suit == suit for c in real):
            for low in range(1, top - 1):
                found += _runs_from(real, jokers, suit, low, top)
    return found


def _runs_from(real: Counter[Card], jokers: int, suit: str, low: int, top: int) -> list[Candidate]:
    """Every séquence of `suit` starting at `low`, jokers filling the gaps while they last."""
    left = Counter(real)
    cards: list[Card] = []
    used = points = 0
    found = []
    for pos in range(low, top + 1):
        card = card_at(pos, suit)
        if left[card] > 0:
            left[card] -= 1
            cards.append(card)
        elif used < jokers:
            used += 1
            cards.append(_joker(card))
        else:
            break
        points += opening_value(card)
        if len(cards) >= 3 and used < len(cards):
            real_cards = tuple(c for c in cards if not c.is_joker)
            found.append(Candidate(points, real_cards, used, tuple(cards)))
    return found


def _sets(real: Counter[Card], jokers: int, shape: Shape) -> list[Candidate]:
    found: list[Candidate] = []
    for rank in RANKS:
        held = [c for c in sorted(real, key=_key) if c.rank == rank for _ in range(real[c])]
        for size in range(1, min(4, len(held)) + 1):
            for used in set(combinations(held, size)):
                found += _set(rank, used, jokers, shape)
    return found


def _set(rank: str, used: tuple[Card, ...], jokers: int, shape: Shape) -> list[Candidate]:
    if shape.copies == 1 and len({c.suit for c in used}) < len(used):
        return []
    free = [Card(rank, s) for s in SUITS if Card(rank, s) not in used]
    found = []
    for total in (3, 4):
        need = total - len(used)
        if 0 <= need <= min(jokers, len(free)):
            cards = used + tuple(_joker(c) for c in free[:need])
            found.append(Candidate(opening_value(Card(rank, "S")) * total, used, need, cards))
    return found


def best_melds(cards: Sequence[Card], shape: Shape) -> tuple[int, list[tuple[Card, ...]]]:
    """The highest total of disjoint melds `cards` can make, and those melds."""
    jokers = sum(1 for c in cards if c.is_joker)
    real = Counter(c.plain for c in cards if not c.is_joker)
    candidates = _runs(real, jokers, shape) + _sets(real, jokers, shape)
    by_card: dict[Card, list[Candidate]] = {}
    for cand in candidates:
        for card in set(cand.real):
            by_card.setdefault(card, []).append(cand)

    @cache
    def search(left: Stock, free: int) -> tuple[int, tuple[Candidate, ...]]:
        if not left:
            return 0, ()
        first = left[0][0]
        best = search(_less(left, (first,)), free)
        for cand in by_card.get(first, ()):
            if cand.jokers <= free and _covers(left, cand.real):
                pts, chosen = search(_less(left, cand.real), free - cand.jokers)
                if pts + cand.points > best[0]:
                    best = (pts + cand.points, (cand, *chosen))
        return best

    start = tuple(sorted(real.items(), key=lambda kv: _key(kv[0])))
    points, chosen = search(start, jokers)
    return points, [c.cards for c in chosen]


def _covers(left: Stock, cards: tuple[Card, ...]) -> bool:
    have = dict(left)
    return all(have.get(c, 0) >= n for c, n in Counter(cards).items())


def _less(left: Stock, cards: tuple[Card, ...]) -> Stock:
    used = Counter(cards)
    return tuple((c, n - used[c]) for c, n in left if n - used[c] > 0)
