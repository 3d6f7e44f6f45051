"""marshmallow's own words as catalogue Messages: a field error said in the reader's language.

marshmallow keeps its errors as English text. Those it writes itself (a required field, a
wrong type, a validator's bounds) are recognised here by their templates, read from
marshmallow's own classes (so that a reworded one is caught by a test, not said in English),
and become `Said` texts, which `catalogue.localised` says again in French or English; the
schemas' own errors are `Said` texts from the start.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from marshmallow import Schema, fields, validate

from replays.errors import Said, say

_RANGE, _LENGTH = validate.Range, validate.Length


def _range(template: str, low: str = "", high: str = "") -> str:
    return template.format(min_op=low, max_op=high)


# Catalogue key -> marshmallow's English template ({name} fields become the Message's params).
TEMPLATES = {
    "schema.required": fields.Field.default_error_messages["required"],
    "schema.null": fields.Field.default_error_messages["null"],
    "schema.unknown": Schema._default_error_messages["unknown"],
    "schema.type": Schema._default_error_messages["type"],
    "schema.nested_type": fields.Nested.default_error_messages["type"],
    "schema.not_text": fields.String.default_error_messages["invalid"],
    "schema.not_integer": fields.Integer.default_error_messages["invalid"],
    "schema.not_number": fields.Number.default_error_messages["invalid"],
    "schema.too_large": fields.Number.default_error_messages["too_large"],
    "schema.not_boolean": fields.Boolean.default_error_messages["invalid"],
    "schema.not_list": fields.List.default_error_messages["invalid"],
    "schema.not_object": fields.Mapping.default_error_messages["invalid"],
    "schema.one_of": validate.OneOf.default_message,
    "schema.at_least": _range(_RANGE.message_min, low=_RANGE.message_gte),
    "schema.more_than": _range(_RANGE.message_min, low=_RANGE.message_gt),
    "schema.at_most": _range(_RANGE.message_max, high=_RANGE.message_lte),
    "schema.less_than": _range(_RANGE.message_max, high=_RANGE.message_lt),
    "schema.between": _range(_RANGE.message_all, _RANGE.message_gte, _RANGE.message_lte),
    "schema.shorter": _LENGTH.message_min,
    "schema.longer": _LENGTH.message_max,
    "schema.length_between": _LENGTH.message_all,
    "schema.length_equal": _LENGTH.message_equal,
    "schema.pattern": validate.Regexp.default_message,
}


@cache
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    """Each template as a full-match pattern, its fields as named groups; the longest first,
    so that "at least {min}" does not take the text of "at least {min} and at most {max}"."""
    found = []
    for key, template in sorted(TEMPLATES.items(), key=lambda item: -len(item[1])):
        parts = re.split(r"\{(\w+)\}", template)
        pattern = "".join(
            re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)" for i, part in enumerate(parts)
        )
        found.append((re.compile(pattern, re.S), key))
    return found


def said(messages: Any) -> Any:
    """`messages` (a ValidationError's, normalised) with marshmallow's own words as Said texts."""
    if isinstance(messages, Mapping):
        return {k: said(v) for k, v in messages.items()}
    if isinstance(messages, list | tuple):
        return [said(v) for v in messages]
    if isinstance(messages, str) and not isinstance(messages, Said):
        return _recognised(messages)
    return messages


def _recognised(text: str) -> str:
    for pattern, key in _patterns():
        if (match := pattern.fullmatch(text)) is not None:
            return Said(say(key, **match.groupdict()))
    return text
