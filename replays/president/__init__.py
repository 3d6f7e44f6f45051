"""Président, with the house rule "le 8 ferme le pli" (seed 003, RULES.md §3)."""

from .engine import ENGINE, President

__all__ = ["ENGINE", "President"]
