"""Stacked deck orders for tests: the hands you want dealt, the upcard, the first draws."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence


def split(cards: str | Sequence[str]) -> list[str]:
    return cards.split() if isinstance(cards, str) else list(cards)


def stack(
    hands: Sequence[str | Sequence[str]],
    upcard: str | None,
    stock: str | Sequence[str],
    pack: Iterable[str],
) -> list[str]:
    """The order of `pack` dealing `hands` one card at a time (from the player left of the
    dealer, in seat order), turning `upcard`, then drawing `stock` first; the rest follows."""
    rows = [split(h) for h in hands]
    assert len({len(r) for r in rows}) == 1, "every hand has the same size"
    turned = [upcard] if upcard else []  # Président turns no card
    order = [row[k] for k in range(len(rows[0])) for row in rows] + turned + split(stock)
    rest = Counter(pack)
    rest.subtract(order)
    assert all(n >= 0 for n in rest.values()), f"a card is used too often: {rest}"
    return order + list(rest.elements())
