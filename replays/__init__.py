"""Pure core: cards, rule engines, and the fold that rebuilds a match from its events."""

from .errors import InvalidInput, RuleViolation
from .match import apply, check, fold, replay
from .model import Event, Match

__all__ = ["Event", "InvalidInput", "Match", "RuleViolation", "apply", "check", "fold", "replay"]
