"""What a game's `talk.py` gives the common parser: its reading of a sentence and the hooks
of its own score-sheet words, as `TALK = Vocabulary(meaning=meaning, …)` (docs/ENGINES.md).

Every hook it leaves out says nothing of its own, so the common parser calls each one
without asking whether the game has it; a game without `talk.py` has `COMMON`, the common
words only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..model import Match
from .context import Meaning, Talk


def _no_meaning(talk: Talk) -> Meaning | None:
    return None


def _as_said(words: list[str], match: Match) -> list[str]:
    return words


def _no_marks(talk: Talk) -> tuple[dict[str, str], list[str]]:
    return {}, talk.words


def _no_order(talk: Talk) -> list[str]:
    return []


def _not_partial(talk: Talk) -> bool:
    return False


def _no_correction(talk: Talk, old: Sequence[str]) -> list[str]:
    return []


@dataclass(frozen=True)
class Vocabulary:
    """A game's words at the table; each hook defaults to saying nothing of its own."""

    # The event bodies a sentence means in this game (common words aside).
    meaning: Callable[[Talk], Meaning | None] = _no_meaning
    # The sentence with the game's turns of phrase rewritten, before denials are set aside
    # (Président's "personne ne peut" is every pass).
    idioms: Callable[[list[str], Match], list[str]] = _as_said
    # A score sheet's own marks ("rami pour Anna"): the entry's extra data, and the words
    # left once the mark is taken out.
    score_marks: Callable[[Talk], tuple[dict[str, str], list[str]]] = _no_marks
    # A finishing order said in the game's words (Président's titles); [] if none.
    finishing_order: Callable[[Talk], list[str]] = _no_order
    # Whether such words were said for some players only (the parser asks for the rest).
    order_partial: Callable[[Talk], bool] = _not_partial
    # A finishing order corrected for the players named, the others keeping their places
    # in `old`; [] if the words do not make an order.
    order_corrected: Callable[[Talk, Sequence[str]], list[str]] = _no_correction


COMMON = Vocabulary()
