"""The data of Rami's own event types (RULES.md §2), as `schemas/` checks it."""

from __future__ import annotations

from ..shapes import Field, Shape

PLAYER = Field("player", required=True)

SHAPES = {
    "card_taken": Shape(
        {
            "player": PLAYER,
            "source": Field("choice", required=True, choices=("stock", "discard")),
            "card": Field("card"),
        }
    ),
    "melds_laid": Shape(
        {"player": PLAYER, "melds": Field("melds", required=True, least=1, most=30)}
    ),
    "cards_added": Shape(
        {
            "player": PLAYER,
            "meld": Field("count", required=True, least=1, most=1000),
            "cards": Field("cards", required=True, least=1, most=30),
            # RAMI-MELD-2 option joker_swap: `cards` is the card a joker of `meld` stands
            # for; the joker goes back to the player's hand.
            "swap": Field("flag"),
        }
    ),
    "card_discarded": Shape({"player": PLAYER, "card": Field("card", required=True)}),
}
