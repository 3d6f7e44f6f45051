"""marshmallow's own words said again from the catalogue (schemas/said.py): every template it
knows is one marshmallow writes today, and each comes back as its catalogue entry."""

from __future__ import annotations

import pytest
from marshmallow import Schema, ValidationError, fields, validate

from replays.catalogue import localised
from replays.errors import Said
from schemas.said import TEMPLATES, said


class Inner(Schema):
    a = fields.String()


class Everything(Schema):
    """One field per template; `refused` holds what each one refuses."""

    required = fields.String(required=True)
    null = fields.String(allow_none=False)
    nested = fields.Nested(Inner)
    many = fields.Nested(Inner, many=True)
    text = fields.String()
    number = fields.Float()
    large = fields.Float()
    integer = fields.Integer(strict=True)
    boolean = fields.Boolean()
    items = fields.List(fields.String())
    mapping = fields.Dict()
    one_of = fields.String(validate=validate.OneOf(["S", "H"]))
    at_least = fields.Integer(validate=validate.Range(min=1))
    more_than = fields.Integer(validate=validate.Range(min=1, min_inclusive=False))
    at_most = fields.Integer(validate=validate.Range(max=9))
    less_than = fields.Integer(validate=validate.Range(max=9, max_inclusive=False))
    between = fields.Integer(validate=validate.Range(min=1, max=9))
    shorter = fields.String(validate=validate.Length(min=3))
    longer = fields.String(validate=validate.Length(max=1))
    length_between = fields.String(validate=validate.Length(min=2, max=3))
    length_equal = fields.String(validate=validate.Length(equal=2))
    pattern = fields.String(validate=validate.Regexp(r"a+\Z"))


REFUSED = {
    "null": None, "nested": 3, "many": 3, "text": 5, "number": "x", "large": 10**400,
    "integer": "1", "boolean": "maybe", "items": 3, "mapping": 3, "one_of": "X", "at_least": 0,
    "more_than": 1, "at_most": 10, "less_than": 9, "between": 10, "shorter": "ab",
    "longer": "ab", "length_between": "a", "length_equal": "abc", "pattern": "b", "stray": 1,
}  # fmt: skip


def _errors() -> dict:
    with pytest.raises(ValidationError) as caught:
        Everything().load(REFUSED)
    return caught.value.normalized_messages()


def _leaves(errors: dict | list) -> list:
    if isinstance(errors, dict):
        return [text for value in errors.values() for text in _leaves(value)]
    return list(errors)


def test_every_word_of_marshmallow_that_the_schemas_meet_is_said_from_the_catalogue():
    texts = _leaves(said(_errors()))
    assert all(isinstance(text, Said) for text in texts), texts
    keys = {text.message.key for text in texts}
    assert keys == set(TEMPLATES)


def test_a_bound_is_said_with_its_numbers_in_french_and_english():
    errors = _errors()
    french, english = localised(said(errors), "fr"), localised(said(errors), "en")
    assert french["between"] == ["Doit valoir de 1 à 9."]
    assert french["at_least"] == ["Doit valoir au moins 1."]  # not the longer template's text
    assert french["one_of"] == ["Doit être l'un de : S, H."]
    assert french["stray"] == ["Champ inconnu."] and french["required"] == ["Champ obligatoire."]
    assert english == errors  # the English is marshmallow's own, word for word


def test_a_text_it_does_not_know_stays_as_it_is():
    assert said({"f": ["Something else.", "Must be one of S"]}) == {
        "f": ["Something else.", "Must be one of S"]
    }
