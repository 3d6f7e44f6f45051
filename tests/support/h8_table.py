"""Huit américain API test support: a table dealt from a stacked deck in one call.

`dealt(new_table, hands, upcard, stock)` creates the game and logs `hand_started` with the
deck order that gives `hands` (in seat order) to the players (the last player deals
unless told), turns `upcard` and puts `stock` on top of the stock.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tests.support.decks import split
from tests.support.huit_americain import stacked

PLAYERS = ("anna", "ben", "chloe")


def play_all(t, moves):
    """Each (player, card) a card played, or (player, None) a card drawn; returns `t`."""
    for player, card in moves:
        if card:
            t.ok("card_played", player=player, card=card)
        else:
            t.ok("cards_drawn", player=player, count=1)
    return t


def dealt(
    new_table,
    hands: Sequence[str],
    upcard: str,
    stock: str | Sequence[str] = (),
    *,
    players: Sequence[str] = PLAYERS,
    preset: str | None = None,
    dealer: str | None = None,
    tracking: str = "open",
    options: dict | None = None,
    **settings: Any,
):
    """A game created through the API, its first hand dealt as written."""
    t = new_table(
        "huit_americain",
        players=list(players),
        tracking=tracking,
        preset=preset,
        options=options,
        **settings,
    )
    deck = t.created["rules"]["deck"]
    dealer = dealer or players[-1]
    n = len(players)
    left = (list(players).index(dealer) + 1) % n
    from_left = [hands[(left + i) % n] for i in range(n)]
    order = stacked(from_left, upcard, stock, size=deck["size"], copies=deck["copies"])
    size = len(split(hands[0]))
    if tracking == "open":
        t.ok("hand_started", hand=1, dealer=dealer, hand_size=size, deck=order)
    else:
        t.ok("hand_started", hand=1, dealer=dealer, hand_size=size, upcard=upcard)
    return t
