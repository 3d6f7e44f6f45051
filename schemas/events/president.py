"""Président events (RULES.md §3); `passed` is shared with Huit américain."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, validate, validates_schema

from ..fields import Int, card_list, player_id
from .huit_americain import exactly_one


class CardsExchanged(Schema):
    from_ = player_id(required=True, data_key="from")
    to = player_id(required=True)
    cards = card_list(validate=validate.Length(min=1, max=4))
    count = Int(validate=validate.Range(min=1, max=4))

    @validates_schema
    def _one_of(self, data: dict, **kwargs: Any) -> None:
        exactly_one(data, "cards", "count")


class CardsPlayed(Schema):
    player = player_id(required=True)
    cards = card_list(required=True, validate=validate.Length(min=1, max=13))


PRESIDENT = {
    "cards_exchanged": CardsExchanged,
    "cards_played": CardsPlayed,
}
