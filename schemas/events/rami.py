"""Rami events (RULES.md §2)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from ..fields import CardText, Int, card_list, player_id


class CardTaken(Schema):
    player = player_id(required=True)
    source = fields.String(required=True, validate=validate.OneOf(("stock", "discard")))
    card = CardText()


class MeldsLaid(Schema):
    player = player_id(required=True)
    melds = fields.List(
        card_list(validate=validate.Length(min=1, max=30)),
        required=True,
        validate=validate.Length(min=1, max=30),
    )


class CardsAdded(Schema):
    player = player_id(required=True)
    meld = Int(required=True, validate=validate.Range(min=1, max=1000))
    cards = card_list(required=True, validate=validate.Length(min=1, max=30))
    # RAMI-MELD-2 option joker_swap: `cards` is the card a joker of `meld` stands for; the
    # joker goes back to the player's hand.
    swap = fields.Boolean(truthy={True}, falsy={False})


class CardDiscarded(Schema):
    player = player_id(required=True)
    card = CardText(required=True)


SCHEMAS = {
    "card_taken": CardTaken,
    "melds_laid": MeldsLaid,
    "cards_added": CardsAdded,
    "card_discarded": CardDiscarded,
}
