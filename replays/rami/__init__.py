"""Rami (RULES.md §2): the game the registry plugs in is `ENGINE`."""

from .engine import ENGINE, Rami

__all__ = ["ENGINE", "Rami"]
