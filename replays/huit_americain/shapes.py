"""The data of Huit américain's own event types (RULES.md §1), as `schemas/` checks it."""

from __future__ import annotations

from ..shapes import CARD_PLAYED, Field, Shape, transfer

PLAYER = Field("player", required=True)

SHAPES = {
    "card_played": CARD_PLAYED,  # the shape every game shares
    "cards_drawn": Shape(
        {
            "player": PLAYER,
            "count": Field("count", required=True, least=0, most=216),
            "cards": Field("cards"),
        },
        counted=True,
    ),
    "announced": Shape({"player": PLAYER, "call": Field("call", required=True)}),
    "challenged": Shape({"by": PLAYER, "target": PLAYER, "call": Field("call", required=True)}),
    "cards_given": transfer(216),
    "infraction": Shape(
        {
            "player": PLAYER,
            "kind": Field(
                "choice", required=True, choices=("out_of_turn", "illegal_play", "other")
            ),
        }
    ),
    "passed": Shape({"player": PLAYER}),
}
