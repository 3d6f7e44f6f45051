"""The data of Tarot's own event types (RULES.md "Tarot", Events and notation), as
`schemas/` checks it. `card_played` and `passed` are shaped as the other games' events of
the same names."""

from __future__ import annotations

from ..shapes import CARD_PLAYED, Field, Shape
from .scoring import CONTRACTS

PLAYER = Field("player", required=True)

SHAPES = {
    "contract_bid": Shape(
        {"player": PLAYER, "contract": Field("choice", required=True, choices=CONTRACTS)}
    ),
    "passed": Shape({"player": PLAYER}),
    "card_called": Shape({"player": PLAYER, "card": Field("card", required=True)}),
    "ecart_laid": Shape({"player": PLAYER, "cards": Field("cards", least=3, most=6)}),
    "poignee_shown": Shape(
        {
            "player": PLAYER,
            "cards": Field("cards", least=8, most=18),
            "count": Field("count", least=8, most=18),
        },
        one_of=("cards", "count"),
    ),
    "chelem_announced": Shape({"player": PLAYER}),
    "card_played": CARD_PLAYED,  # the shape every game shares
}
