"""Rami (seed 002, RULES.md §2)."""

from .engine import ENGINE, Rami

__all__ = ["ENGINE", "Rami"]
