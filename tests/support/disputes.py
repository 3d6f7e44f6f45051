"""Support for the dispute tests: a hand dealt from a stacked deck, and explain/rulings calls.

Every engine deals one card at a time from the player left of the dealer, then turns the
upcard (Huit américain, Rami), then leaves the stock in draw order (DESIGN.md, Tracking).
"""

from __future__ import annotations

from collections.abc import Sequence

from replays.cards import deck, fmt
from tests.decks import stack


def stacked(
    hands: Sequence[Sequence[str]],
    upcard: str | None = None,
    stock: Sequence[str] = (),
    full: Sequence[str] | None = None,
) -> list[str]:
    """The deck order that deals `hands`, then `upcard`, then `stock` on top of the rest of
    `full` (a 52-card deck unless given)."""
    return stack(hands, upcard, stock, full if full is not None else fmt(deck(52)))


def explain(t, seq: int) -> dict:
    r = t.client.get(f"/games/{t.id}/explain", query_string={"seq": seq})
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def ruling(t, event_type: str, at: int | None = None, **data) -> dict:
    body = {"type": event_type, "data": data, **({"at": at} if at else {})}
    before = t.events()
    r = t.client.post(f"/games/{t.id}/rulings", json=body)
    assert r.status_code == 200, r.get_json()
    assert t.events() == before, "a ruling stored something"
    return r.get_json()


def rules_of(steps: list[dict]) -> list[str]:
    return [s["rule"] for s in steps]


def test_stacked_deals_the_hands_then_the_upcard_then_the_stock():
    order = stacked([["2H", "3H"], ["4S", "5S"]], "6D", ["7C"])
    assert order[:6] == ["2H", "4S", "3H", "5S", "6D", "7C"]
    assert sorted(order) == sorted(str(c) for c in deck(52))
