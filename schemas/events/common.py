"""Events common to every game (RULES.md §0)."""

from __future__ import annotations

from functools import cache
from typing import Any

from marshmallow import Schema, ValidationError, fields, pre_load, validate

from replays.errors import Said, say
from replays.registry import engines, names, version
from replays.shapes import Field, widest

from ..fields import MAX_ID, CardText, Int, card_list, player_id, player_name, text
from .declared import field_of

TRACKINGS = ("table", "open", "score")


class RegisteredGame(validate.Validator):
    """One of the games of the registry, read when loading (a plug-in may join later)."""

    def __call__(self, value: Any) -> Any:
        return validate.OneOf(names())(value)


class PlayerSchema(Schema):
    id = player_id(required=True)
    name = player_name(required=True)


class TeamSchema(Schema):
    """A fixed team (CORE-SIDE-1): the engine checks who may be in it."""

    id = player_id(required=True)
    name = player_name(required=True)
    players = fields.List(player_id(), required=True, validate=validate.Length(min=1, max=20))


def team_list() -> fields.List:
    return fields.List(fields.Nested(TeamSchema), validate=validate.Length(min=1, max=20))


class GameCreated(Schema):
    game = fields.String(required=True, validate=RegisteredGame())
    preset = fields.String(required=True, validate=validate.Length(min=1, max=MAX_ID))
    rules = fields.Dict(required=True)
    players = fields.List(fields.Nested(PlayerSchema), required=True)
    teams = team_list()
    tracking = fields.String(required=True, validate=validate.OneOf(TRACKINGS))
    scoring = fields.String(required=True, validate=validate.Length(min=1, max=MAX_ID))
    target = Int(allow_none=True, load_default=None, validate=validate.Range(min=1, max=100_000))
    rounds = Int(allow_none=True, load_default=None, validate=validate.Range(min=1, max=1000))


class Seed(fields.Field):
    """A deck seed: an integer or a short string; the server expands it into a deck order."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise ValidationError(Said(say("schema.seed_type")))
        if isinstance(value, str) and not 1 <= len(value) <= 200:
            raise ValidationError(Said(say("schema.seed_text")))
        # 2**53 - 1 at most: the event's hash (RFC 8785) holds only what a double holds exactly.
        if isinstance(value, int) and not 0 <= value <= 2**53 - 1:
            raise ValidationError(Said(say("schema.seed_integer")))
        return value


class HandStarted(Schema):
    """`deck` is the order of the deal, or a seed that the server expands (DESIGN.md)."""

    hand = Int(required=True, validate=validate.Range(min=1, max=10_000))
    dealer = player_id(allow_none=True, load_default=None)
    hand_size = Int(validate=validate.Range(min=1, max=60))
    first_player = player_id()
    upcard = CardText()
    deck = card_list()
    seed = Seed()

    @pre_load
    def _deck_as_seed(self, data: Any, **kwargs: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("deck"), int | str):
            if "seed" in data:
                raise ValidationError(Said(say("schema.seed_twice")), "deck")
            data = {**{k: v for k, v in data.items() if k != "deck"}, "seed": data["deck"]}
        return data


class HandRevealed(Schema):
    hand = Int(validate=validate.Range(min=1, max=10_000))
    player = player_id(required=True)
    cards = card_list(required=True)


class PointsEntered(Schema):
    hand = Int(required=True, validate=validate.Range(min=1, max=10_000))
    points = fields.Dict(
        keys=player_id(),
        values=Int(validate=validate.Range(min=-100_000, max=100_000)),
        required=True,
    )


def points_schema() -> type[Schema]:
    """points_entered with the fields the registered games declare beyond hand and points
    (Rami's `rami`); the fold refuses a field that the match's own game does not declare."""
    return _points_schema(version())


@cache
def _points_schema(registry_version: int) -> type[Schema]:
    declared: dict[str, list[Field]] = {}
    for engine in engines().values():
        for entry in engine.entry_fields:
            declared.setdefault(entry.name, []).append(entry.field)
    # A name two games declare (a `contract` of different choices) takes either game's values
    # here; the fold then checks the match's own game's field (replays/checks.py).
    extra = {name: field_of(widest(found)) for name, found in declared.items()}
    return type("PointsEntered", (PointsEntered,), extra)


class OrderEntered(Schema):
    hand = Int(required=True, validate=validate.Range(min=1, max=10_000))
    order = fields.List(player_id(), required=True, validate=validate.Length(min=1, max=20))


class StockReshuffled(Schema):
    order = card_list()


class Retracted(Schema):
    seq = Int(required=True, validate=validate.Range(min=1))
    reason = text(allow_none=True)


class EntryData(fields.Field):
    """A correction's new data, shaped as the entry it replaces: points, an order or cards.

    The fold checks that the shape is the named entry's type (CORE-CORRECT-1); here the data
    is loaded by that shape's schema, so cards come out in canonical notation."""

    SHAPES = (
        ("points", points_schema),
        ("order", lambda: OrderEntered),
        ("cards", lambda: HandRevealed),
    )

    def _schema(self, value: Any) -> Schema:
        if not isinstance(value, dict):
            raise ValidationError(Said(say("schema.entry_object")))
        found = [schema for key, schema in self.SHAPES if key in value]
        if len(found) != 1:
            raise ValidationError(Said(say("schema.entry_shape")))
        return found[0]()()

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        return self._schema(value).load(value)

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return None if value is None else self._schema(value).dump(value)


class Corrected(Schema):
    """`corrected` (CORE-CORRECT-1): `seq` names the entry in effect, `data` replaces its data."""

    seq = Int(required=True, validate=validate.Range(min=1))
    data = EntryData(required=True)
    reason = text(allow_none=True)


class Note(Schema):
    text = text(required=True)


class GameAbandoned(Schema):
    reason = text(allow_none=True)


COMMON = {
    "game_created": GameCreated,
    "hand_started": HandStarted,
    "hand_revealed": HandRevealed,
    "points_entered": PointsEntered,
    "order_entered": OrderEntered,
    "stock_reshuffled": StockReshuffled,
    "retracted": Retracted,
    "corrected": Corrected,
    "note": Note,
    "game_abandoned": GameAbandoned,
}
