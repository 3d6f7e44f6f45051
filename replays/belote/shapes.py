"""The data of Belote's own event types (RULES.md "Belote"), as `schemas/` checks it.
`card_played` and `passed` are shaped as the other games' events of the same names."""

from __future__ import annotations

from ..shapes import CARD_PLAYED, Field, Shape
from .presets import CONTRACTS

PLAYER = Field("player", required=True)

SHAPES = {
    "taken": Shape({"player": PLAYER, "suit": Field("suit", required=True)}),
    "bid": Shape(
        {
            "player": PLAYER,
            "value": Field("choice", required=True, choices=CONTRACTS),
            "suit": Field("suit", required=True),
        }
    ),
    "doubled": Shape({"player": PLAYER}),
    "redoubled": Shape({"player": PLAYER}),
    "passed": Shape({"player": PLAYER}),
    "card_played": CARD_PLAYED,  # the shape every game shares
    # shaped as Huit américain's `announced` (one schema per event type); the call is checked
    # against BELOTE-ANN-1's
    "announced": Shape({"player": PLAYER, "call": Field("call", required=True)}),
    "announcement_shown": Shape(
        {"player": PLAYER, "cards": Field("cards", required=True, least=3, most=8)}
    ),
    "belote_said": Shape(
        {"player": PLAYER, "call": Field("choice", required=True, choices=("belote", "rebelote"))}
    ),
}
