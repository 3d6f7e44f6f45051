"""The two ways the core refuses an event; service/errors.py maps them to HTTP."""

from __future__ import annotations


class RuleViolation(Exception):
    """The rules forbid this event; `rule` is an id from RULES.md."""

    def __init__(self, rule: str, message: str):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class InvalidInput(ValueError):
    """The event or setting is malformed for this game (an unknown card, preset or option)."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field


def require(condition: object, rule: str, message: str) -> None:
    """Raise RuleViolation(rule, message) unless `condition` holds."""
    if not condition:
        raise RuleViolation(rule, message)
