"""The schemas of the games' own event types, built from what each game declares as data
(`replays/shapes.py`): a game adds no module here."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from replays.errors import Said, say
from replays.shapes import Field, Shape

from ..fields import MAX_ID, CardText, Int, SuitText, card_list, player_id

SUIT = validate.OneOf(("S", "H", "D", "C"), error=Said(say("schema.suit")))


def exactly_one(data: dict, a: str, b: str) -> None:
    if (a in data) == (b in data):
        raise ValidationError(Said(say("schema.either", a=repr(a), b=repr(b))), "_schema")


def _length(f: Field) -> dict[str, Any]:
    bounded = f.least is not None or f.most is not None
    return {"validate": validate.Length(min=f.least, max=f.most)} if bounded else {}


def field_of(f: Field) -> fields.Field:
    """The marshmallow field of one declared field, by its kind."""
    required = {"required": True} if f.required else {}
    if f.kind in ("player", "side"):
        return player_id(**required)
    if f.kind == "card":
        return CardText(**required)
    if f.kind == "cards":
        return card_list(**required, **_length(f))
    if f.kind == "suit":
        return SuitText(**required, validate=SUIT)
    if f.kind == "count":
        return Int(**required, validate=validate.Range(min=f.least, max=f.most))
    if f.kind == "call":
        return fields.String(**required, validate=validate.Length(min=1, max=MAX_ID))
    if f.kind == "choice":
        return fields.String(**required, validate=validate.OneOf(f.choices))
    if f.kind == "melds":
        return fields.List(card_list(**_length(f)), **required, **_length(f))
    if f.kind == "flag":
        return fields.Boolean(**required, truthy={True}, falsy={False})
    raise ValueError(f"no field kind {f.kind!r}")  # registry.declaration_problems says so first


def schema(name: str, shape: Shape) -> type[Schema]:
    """A schema class for one event type's declared data."""
    attrs: dict[str, Any] = {n: field_of(f) for n, f in shape.fields.items()}
    if shape.one_of is not None:
        a, b = shape.one_of

        @validates_schema
        def _one_of(self: Schema, data: dict, **kwargs: Any) -> None:
            exactly_one(data, a, b)

        attrs["_one_of"] = _one_of
    if shape.counted:

        @validates_schema
        def _as_many_cards(self: Schema, data: dict, **kwargs: Any) -> None:
            if "cards" in data and len(data["cards"]) != data.get("count"):
                raise ValidationError(Said(say("schema.cards_count")), "cards")

        attrs["_as_many_cards"] = _as_many_cards
    title = "".join(part.title() for part in name.split("_"))
    return type(title, (Schema,), attrs)
