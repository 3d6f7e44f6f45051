"""Tarot (RULES.md, section Tarot): the game the registry plugs in is `ENGINE`."""

from .engine import ENGINE, Tarot

__all__ = ["ENGINE", "Tarot"]
