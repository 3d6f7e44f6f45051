"""Huit américain (RULES.md §1): the game the registry plugs in is `ENGINE`."""

from .engine import ENGINE, HuitAmericain

__all__ = ["ENGINE", "HuitAmericain"]
