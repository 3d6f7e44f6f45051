"""Belote (RULES.md "Belote"): the game the registry plugs in is `ENGINE`."""

from .engine import ENGINE, Belote

__all__ = ["ENGINE", "Belote"]
