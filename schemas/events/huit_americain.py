"""Huit américain events (RULES.md §1)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from ..fields import MAX_ID, CardText, Int, card_list, player_id

SUIT = validate.OneOf(("S", "H", "D", "C"), error="a suit is S, H, D or C")


def exactly_one(data: dict, a: str, b: str) -> None:
    if (a in data) == (b in data):
        raise ValidationError(f"give either {a!r} or {b!r}", "_schema")


class CardPlayed(Schema):
    player = player_id(required=True)
    card = CardText()
    cards = card_list(validate=validate.Length(min=1, max=60))
    suit = fields.String(validate=SUIT)
    target = player_id()

    @validates_schema
    def _one_of(self, data: dict, **kwargs: Any) -> None:
        exactly_one(data, "card", "cards")


class CardsDrawn(Schema):
    player = player_id(required=True)
    count = Int(required=True, validate=validate.Range(min=0, max=216))
    cards = card_list()

    @validates_schema
    def _as_many_cards(self, data: dict, **kwargs: Any) -> None:
        if "cards" in data and len(data["cards"]) != data.get("count"):
            raise ValidationError("'cards' lists as many cards as 'count' says", "cards")


class Announced(Schema):
    player = player_id(required=True)
    call = fields.String(required=True, validate=validate.Length(min=1, max=MAX_ID))


class Challenged(Schema):
    by = player_id(required=True)
    target = player_id(required=True)
    call = fields.String(required=True, validate=validate.Length(min=1, max=MAX_ID))


def transfer(most: int) -> type[Schema]:
    """Cards going from one player to another: named (`cards`) or, when hidden, a `count`."""

    class Transfer(Schema):
        from_ = player_id(required=True, data_key="from")
        to = player_id(required=True)
        cards = card_list(validate=validate.Length(min=1, max=most))
        count = Int(validate=validate.Range(min=1, max=most))

        @validates_schema
        def _one_of(self, data: dict, **kwargs: Any) -> None:
            exactly_one(data, "cards", "count")

    return Transfer


CardsGiven = transfer(216)


class Infraction(Schema):
    player = player_id(required=True)
    kind = fields.String(
        required=True, validate=validate.OneOf(("out_of_turn", "illegal_play", "other"))
    )


class Passed(Schema):
    player = player_id(required=True)


SCHEMAS = {
    "card_played": CardPlayed,
    "cards_drawn": CardsDrawn,
    "announced": Announced,
    "challenged": Challenged,
    "cards_given": CardsGiven,
    "infraction": Infraction,
    "passed": Passed,
}
