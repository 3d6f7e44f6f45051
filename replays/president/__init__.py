"""Président, with the house rule "le 8 ferme le pli" (RULES.md §3, PRES-EIGHT-1): the game
the registry plugs in is `ENGINE`."""

from .engine import ENGINE, President

__all__ = ["ENGINE", "President"]
