"""The data of Président's own event types (RULES.md §3), as `schemas/` checks it."""

from __future__ import annotations

from ..shapes import Field, Shape, transfer

PLAYER = Field("player", required=True)

SHAPES = {
    "cards_exchanged": transfer(4),  # PRES-XCHG-1: two cards at most, each way
    "cards_played": Shape(
        {"player": PLAYER, "cards": Field("cards", required=True, least=1, most=13)}
    ),
    "passed": Shape({"player": PLAYER}),
}
