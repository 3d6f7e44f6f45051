"""Moves said at the table, French or English, read in the context of a game (DESIGN.md:
`POST /games/{id}/say`). Pure: the page can run it offline as the server does."""

from __future__ import annotations

from .reading import LANGS, read

__all__ = ["LANGS", "read"]
