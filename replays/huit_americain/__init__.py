"""Huit américain (seeds 000 and 001, RULES.md §1)."""

from .engine import ENGINE, HuitAmericain

__all__ = ["ENGINE", "HuitAmericain"]
