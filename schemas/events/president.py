"""Président events (RULES.md §3); `passed` is shared with Huit américain."""

from __future__ import annotations

from marshmallow import Schema, validate

from ..fields import card_list, player_id
from .huit_americain import transfer

CardsExchanged = transfer(4)  # PRES-XCHG-1: two cards at most, each way


class CardsPlayed(Schema):
    player = player_id(required=True)
    cards = card_list(required=True, validate=validate.Length(min=1, max=13))


SCHEMAS = {
    "cards_exchanged": CardsExchanged,
    "cards_played": CardsPlayed,
}
