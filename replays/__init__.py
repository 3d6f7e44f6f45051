"""Pure core: cards, rule engines, and the fold that rebuilds a match from its events."""

# Imported for what it does: it installs the renderer every Message is said with (errors.py).
from . import catalogue  # noqa: F401
from .errors import InvalidInput, RuleViolation
from .match import apply, check, fold, replay
from .model import Event, Match

__all__ = ["Event", "InvalidInput", "Match", "RuleViolation", "apply", "check", "fold", "replay"]
