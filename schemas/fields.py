"""Fields shared by the schemas: strict integers, player ids, cards in canonical notation."""

from __future__ import annotations

import unicodedata
from typing import Any

from marshmallow import ValidationError, fields, validate

from replays.cards import Card, suit_letter
from replays.errors import InvalidInput, Said, say

MAX_ID = 40
MAX_NAME = 60
MAX_TEXT = 2000
MAX_CARDS = 216  # four 54-card decks: more is never a real hand
PLAYER_ID = validate.Regexp(
    r"[A-Za-z0-9][A-Za-z0-9_.-]{0,39}\Z",
    error=Said(say("schema.player_id")),
)


MAX_SAFE_INT = 2**53 - 1  # beyond it JSON numbers lose precision and RFC 8785 refuses them


class Int(fields.Integer):
    """An integer that refuses booleans, floats, numeric strings and unsafe magnitudes."""

    def __init__(self, **kwargs: Any):
        super().__init__(strict=True, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        if isinstance(value, bool):
            raise ValidationError(Said(say("schema.not_integer")))
        number = super()._deserialize(value, attr, data, **kwargs)
        if abs(number) > MAX_SAFE_INT:
            raise ValidationError(Said(say("schema.unsafe_integer", most=MAX_SAFE_INT)))
        return number


class SuitText(fields.String):
    """A suit named as a card's suit is written ("H", "h", "♥", "♡"), kept as its letter."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> str:
        return suit_letter(super()._deserialize(value, attr, data, **kwargs))


class CardText(fields.String):
    """A card in canonical notation ("10H", "JK", "JK=7H"; suit symbols accepted), kept as text."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> str:
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            return str(Card.parse(text))
        except InvalidInput as exc:
            raise ValidationError(exc.message) from None


def _controls(value: str) -> set[str]:
    """The control characters of `value` (a NUL, which PostgreSQL's text refuses, a bell…);
    the spaces of French typing (U+00A0, U+202F before « ! ») are text, not controls."""
    return {c for c in value if unicodedata.category(c) == "Cc"}


def shown_name(value: str) -> None:
    """A player's name is said in every sentence and shown on every screen: one line of
    text, not only spaces, visible or not (U+200B and the other format characters, Cf, show
    nothing: a name of them is a blank on the score sheet)."""
    if _controls(value) or not any(_visible(c) for c in value):
        raise ValidationError(Said(say("schema.name_shown")))


def _visible(char: str) -> bool:
    return not char.isspace() and unicodedata.category(char) != "Cf"


def free_text(value: str) -> None:
    """A note or a reason may span lines and hold tabs; no other control character."""
    if _controls(value) - set("\n\r\t"):
        raise ValidationError(Said(say("schema.text_control")))


def player_name(**kwargs: Any) -> fields.String:
    return fields.String(validate=[validate.Length(min=1, max=MAX_NAME), shown_name], **kwargs)


def player_id(**kwargs: Any) -> fields.String:
    return fields.String(validate=PLAYER_ID, **kwargs)


def card_list(**kwargs: Any) -> fields.List:
    kwargs.setdefault("validate", validate.Length(max=MAX_CARDS))
    return fields.List(CardText(), **kwargs)


def text(max_length: int = MAX_TEXT, **kwargs: Any) -> fields.String:
    return fields.String(validate=[validate.Length(min=1, max=max_length), free_text], **kwargs)
