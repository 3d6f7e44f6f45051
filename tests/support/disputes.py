"""Support for the dispute tests: a hand dealt from a stacked deck, and explain/rulings calls.

Every engine deals one card at a time from the player left of the dealer, then turns the
upcard (Huit américain, Rami), then leaves the stock in draw order (DESIGN.md, Tracking).
"""

from __future__ import annotations

from collections.abc import Sequence

from replays.cards import deck, fmt
from tests.support.decks import stack


def stacked(
    hands: Sequence[Sequence[str]],
    upcard: str | None = None,
    stock: Sequence[str] = (),
    full: Sequence[str] | None = None,
) -> list[str]:
    """The deck order that deals `hands`, then `upcard`, then `stock` on top of the rest of
    `full` (a 52-card deck unless given)."""
    return stack(hands, upcard, stock, full if full is not None else fmt(deck(52)))


def explain(t, seq: int, lang: str = "en") -> dict:
    r = t.client.get(f"/games/{t.id}/explain", query_string={"seq": seq, "lang": lang})
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def ruling(t, event_type: str, at: int | None = None, **data) -> dict:
    """The ruling, in English (the page asks in its own language)."""
    body = {"type": event_type, "data": data, **({"at": at} if at else {})}
    before = t.events()
    r = t.client.post(f"/games/{t.id}/rulings?lang=en", json=body)
    assert r.status_code == 200, r.get_json()
    assert t.events() == before, "a ruling stored something"
    return r.get_json()


def rules_of(steps: list[dict]) -> list[str]:
    return [s["rule"] for s in steps]


H8_PLAYERS = ["anna", "ben", "chloe"]  # chloe deals: anna plays first (H8-SETUP-4)


def dealt_h8(new_table, hands, upcard, stock=()):
    t = new_table("huit_americain", players=H8_PLAYERS, tracking="open")
    deck = stacked(hands, upcard, stock)
    t.ok("hand_started", hand=1, dealer="chloe", hand_size=len(hands[0]), deck=deck)
    return t


def down_to_one_card(new_table, announce: bool = False):
    """Anna plays her second-to-last card (KD), with or without calling "carte" first."""
    t = dealt_h8(
        new_table,
        [["4H", "6S", "KD"], ["9H", "9S", "2C"], ["9D", "3S", "QC"]],
        "6H",
        stock=["2H", "3H"],
    )
    t.ok("card_played", player="anna", card="4H")
    t.ok("card_played", player="ben", card="9H")
    t.ok("card_played", player="chloe", card="9D")
    if announce:
        t.ok("announced", player="anna", call="carte")
    t.ok("card_played", player="anna", card="KD")
    return t


def attack_chain(new_table):
    """Anna leads 4H, Ben attacks with an ace, Chloé answers with an ace: 4 on Anna."""
    t = dealt_h8(new_table, [["4H", "KC", "QD"], ["AH", "2S", "3D"], ["AS", "9C", "2D"]], "6H")
    t.ok("card_played", player="anna", card="4H")
    t.ok("card_played", player="ben", card="AH")  # attack 2 on chloe
    t.ok("card_played", player="chloe", card="AS")  # answered: 4 on anna
    return t
