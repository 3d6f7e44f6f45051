"""Request bodies of the API (shape only; the rules are checked by the engines)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate, validates

from replays.errors import Said, say

from .events import EVENT_TYPES, data_schema
from .events.common import TRACKINGS, PlayerSchema, RegisteredGame, team_list
from .fields import MAX_ID, Int

MAX_PLAYERS = 20
POSTABLE_TYPES = tuple(t for t in EVENT_TYPES if t != "game_created")


class CreateGame(Schema):
    game = fields.String(required=True, validate=RegisteredGame())
    preset = fields.String(validate=validate.Length(min=1, max=MAX_ID))
    players = fields.List(
        fields.Nested(PlayerSchema),
        required=True,
        validate=validate.Length(min=1, max=MAX_PLAYERS),
    )
    teams = team_list()
    tracking = fields.String(required=True, validate=validate.OneOf(TRACKINGS))
    scoring = fields.String(validate=validate.Length(min=1, max=MAX_ID))
    target = Int(allow_none=True, validate=validate.Range(min=1, max=100_000))
    rounds = Int(allow_none=True, validate=validate.Range(min=1, max=1000))
    options = fields.Dict(
        keys=fields.String(validate=validate.Length(max=MAX_ID)), load_default=dict
    )

    @validates("players")
    def _unique(self, players: list[dict], **kwargs: Any) -> None:
        ids = [p.get("id") for p in players if isinstance(p, dict) and "id" in p]
        if len(set(ids)) != len(ids):
            raise ValidationError(Said(say("schema.players_unique")))


class AppendEvent(Schema):
    type = fields.String(required=True, validate=validate.OneOf(POSTABLE_TYPES))
    data = fields.Dict(keys=fields.String(), load_default=dict)
    expected_seq = Int(allow_none=True, load_default=None, validate=validate.Range(min=0))


_APPEND_EVENT = AppendEvent()  # schemas keep no state between loads: build once


def load_event(body: Any, schema: Schema = _APPEND_EVENT) -> dict[str, Any]:
    """The posted event with its data loaded by its type's schema and dumped canonically."""
    loaded = schema.load(body)
    return {**loaded, "data": canonical_data(loaded["type"], loaded["data"])}


def canonical_data(event_type: str, data: Any) -> dict[str, Any]:
    """An event's data as stored: loaded by its type's schema (cards in canonical notation),
    then dumped; errors are reported under `data`."""
    schema = data_schema(event_type)
    try:
        return schema.dump(schema.load(data))
    except ValidationError as exc:
        raise ValidationError({"data": exc.normalized_messages()}) from None


class Ruling(Schema):
    """`POST /games/{id}/rulings`: an event as it would be posted, judged after seq `at`."""

    type = fields.String(required=True, validate=validate.OneOf(POSTABLE_TYPES))
    data = fields.Dict(keys=fields.String(), load_default=dict)
    at = Int(allow_none=True, load_default=None, validate=validate.Range(min=1))


RULING = Ruling()


class Say(Schema):
    """`POST /games/{id}/say`: one sentence as said at the table, and the language to answer in."""

    text = fields.String(required=True, validate=validate.Length(min=1, max=300))
    lang = fields.String(validate=validate.OneOf(("fr", "en")))


SAY = Say()
