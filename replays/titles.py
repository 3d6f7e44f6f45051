"""The names people read: a game's and a preset's display names and one-line descriptions.

A game's name is its engine's declared title (`game_title`, the catalogue's, which its
`{game:game}` fields say); its one-line description and its presets' names are catalogue
terms (`game_line`, `preset` in its messages module), so a page, an export and `/presets`
say "Rami à 51", never "rami-51".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .catalogue import game_title, term
from .phrases import LANGS

__all__ = ["both", "game_line", "game_title", "match_title", "preset_title"]


def game_line(game: str, lang: str) -> str:
    return term("game_line", game, lang)


def preset_title(preset: str, lang: str) -> str:
    return term("preset", preset, lang)


def match_title(game: str, preset: str, lang: str) -> str:
    """ "Rami — Rami à 51": the head of a page, a record or a title bar."""
    return f"{game_title(game, lang)} — {preset_title(preset, lang)}"


def both(say, *args: Any) -> Mapping[str, str]:
    """A name in every language: {"fr": …, "en": …}."""
    return {lang: say(*args, lang) for lang in LANGS}
