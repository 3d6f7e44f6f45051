"""A toy game in a package of its own, as a plug-in ships one: its engine and its own
catalogue entries (`messages.py`), which the catalogue finds beside the engine's module."""

from .engine import ENGINE, HighCard

__all__ = ["ENGINE", "HighCard"]
