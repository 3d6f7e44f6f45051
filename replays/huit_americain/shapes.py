"""The data of Huit américain's own event types (RULES.md §1), as `schemas/` checks it."""

from __future__ import annotations

from ..shapes import Field, Shape, transfer

PLAYER = Field("player", required=True)

SHAPES = {
    "card_played": Shape(
        {
            "player": PLAYER,
            "card": Field("card"),
            "cards": Field("cards", least=1, most=60),  # H8-POW-RUN, -AJ, -QUAD8
            "suit": Field("suit"),  # H8-PLAY-3
            "target": Field("player"),  # H8-POW-GIVE, -SWAP
        },
        one_of=("card", "cards"),
    ),
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
