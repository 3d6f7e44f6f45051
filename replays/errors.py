"""The two ways the core refuses an event; service/errors.py maps them to HTTP.

A refusal carries a rule id and a `Message` (a catalogue key and its parameters), never a
sentence: the sentence is rendered from the catalogue (`replays.catalogue`) in the
reader's language. This module imports nothing of the core: the catalogue, which gathers
the games' messages through the registry, installs its renderer here (`Message.renderer`)
when it is imported, and the package's `__init__` imports it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass(frozen=True)
class Message:
    """A sentence to be said: its catalogue key and its parameters (cards, names, counts)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    # The catalogue's `render(message, lang)`, set by replays.catalogue.
    renderer: ClassVar[Callable[[Message, str], str]]

    def render(self, lang: str = "en") -> str:
        return Message.renderer(self, lang)

    def __str__(self) -> str:
        return self.render("en")


def say(key: str | Message, **params: Any) -> Message:
    """A Message from a key and parameters (a Message passes through, its params kept)."""
    if isinstance(key, Message):
        return Message(key.key, {**key.params, **params}) if params else key
    return Message(key, params)


class RuleViolation(Exception):
    """The rules forbid this event; `rule` is an id from RULES.md, `said` what to tell."""

    def __init__(self, rule: str, key: str | Message, /, **params: Any):
        self.rule = rule
        self.said = say(key, **params)
        super().__init__(f"{rule}: {self.said.key}")

    @property
    def params(self) -> dict[str, Any]:
        return self.said.params

    @property
    def message(self) -> str:
        """The sentence in English (logs, the txt reader's errors)."""
        return self.said.render("en")

    def render(self, lang: str) -> str:
        return self.said.render(lang)

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


class Said(str):
    """A Message's English text that still knows its Message: what a library keeps only as
    text (marshmallow's field errors) is said again in the reader's language where the
    answer is made (`catalogue.localised`)."""

    message: Message

    def __new__(cls, message: Message) -> Said:
        text = super().__new__(cls, message.render("en"))
        text.message = message
        return text

    def format(self, *args: Any, **kwargs: Any) -> Said:
        """A finished sentence, not a template: marshmallow formats a validator's `error`
        with the value refused, which must not turn it back into plain English."""
        return self


def unsaid(text: Any) -> Message | str:
    """A Said text as its Message again, to be said in the reader's language inside another
    sentence; any other text as it is."""
    return text.message if isinstance(text, Said) else str(text)


class InvalidInput(ValueError):
    """The event or setting is malformed for this game (an unknown card, preset or option);
    its `message` a text, or a catalogue Message's `Said` text."""

    def __init__(self, message: str | Message, field: str | None = None):
        text = Said(message) if isinstance(message, Message) else message
        super().__init__(text)
        self.message = text
        self.field = field


def require(condition: object, rule: str, key: str | Message, /, **params: Any) -> None:
    """Raise RuleViolation(rule, key, **params) unless `condition` holds."""
    if not condition:
        raise RuleViolation(rule, key, **params)
