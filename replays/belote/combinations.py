"""What an announcement is worth and which one wins (BELOTE-ANN-1, -3, -4): sequences in a
suit and carrés read from cards, the combinations a hand holds with no card in two, and the
best of the announcements shown. Pure: cards in, calls and points out."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from ..cards import Card

NATURAL = ("7", "8", "9", "10", "J", "Q", "K", "A")  # BELOTE-ANN-1: sequences, whatever the trump
CALLS = ("tierce", "cinquante", "cent", "carre")
RUN_CALL = {3: "tierce", 4: "cinquante"}  # 5 cards or more: cent
RUN_POINTS = {"tierce": 20, "cinquante": 50, "cent": 100}
CARRE_POINTS = {"J": 200, "9": 150, "A": 100, "10": 100, "K": 100, "Q": 100}  # 8s, 7s: none
MOST = 2  # eight cards hold at most two announcements (3 cards or more each)


def call_of(cards: Sequence[Card]) -> str | None:
    """The announcement `cards` make (BELOTE-ANN-1), or None: four of a rank that scores, or
    three cards or more in sequence in one suit."""
    ranks = {c.rank for c in cards}
    if len(cards) == 4 and len(ranks) == 1 and cards[0].rank in CARRE_POINTS:
        return "carre"
    if len(cards) < 3 or len({c.suit for c in cards}) != 1:
        return None
    places = sorted(NATURAL.index(c.rank) for c in cards)
    if places != list(range(places[0], places[0] + len(places))):
        return None
    return RUN_CALL.get(len(cards), "cent")


def points(cards: Sequence[Card]) -> int:
    """BELOTE-ANN-1: a tierce 20, a cinquante 50, a cent 100; carrés by their rank."""
    call = call_of(cards)
    if call == "carre":
        return CARRE_POINTS[cards[0].rank]
    return RUN_POINTS.get(call or "", 0)


def candidates(cards: Iterable[Card], call: str) -> list[tuple[Card, ...]]:
    """Every set of `cards` that makes `call`, in a stable order."""
    held = sorted(set(cards), key=lambda c: (c.suit, NATURAL.index(c.rank)))
    if call == "carre":
        by_rank = {r: tuple(c for c in held if c.rank == r) for r in CARRE_POINTS}
        return [four for four in by_rank.values() if len(four) == 4]
    sizes = {"tierce": (3,), "cinquante": (4,), "cent": range(5, 9)}[call]
    found = []
    for suit in sorted({c.suit for c in held}):
        run = [c for c in held if c.suit == suit]
        for size in sizes:
            found += [tuple(s) for s in combinations(run, size) if call_of(s) == call]
    return found


def fits(cards: Iterable[Card], calls: Sequence[str], used: frozenset[Card] = frozenset()) -> bool:
    """Whether `cards` hold one combination for each call, no card serving twice
    (BELOTE-ANN-3), none of the cards `used` already."""
    if not calls:
        return True
    free = [c for c in cards if c not in used]
    return any(fits(free, calls[1:], used | set(pick)) for pick in candidates(free, calls[0]))


def rank_of(cards: Sequence[Card], trump: str | None, seat: int) -> tuple[int, bool, int]:
    """How an announcement compares (BELOTE-ANN-4): its points, then in trump (a carré has no
    suit), then the player first in play order from the dealer."""
    in_trump = call_of(cards) != "carre" and cards[0].suit == trump
    return points(cards), in_trump, -seat


def best(shown: Sequence[tuple[str, tuple[Card, ...]]], trump: str | None, order: Sequence[str]):
    """The (player, cards) of the best announcement shown, or None."""
    if not shown:
        return None
    return max(shown, key=lambda pc: rank_of(pc[1], trump, order.index(pc[0])))
