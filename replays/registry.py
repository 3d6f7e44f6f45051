"""The games by name; an unknown name is an InvalidInput, never a KeyError."""

from __future__ import annotations

from functools import cache

from .engine import Engine
from .errors import InvalidInput

GAMES = ("huit_americain", "rami", "president")


@cache
def engines() -> dict[str, Engine]:
    from .huit_americain import ENGINE as huit_americain
    from .president import ENGINE as president
    from .rami import ENGINE as rami

    return {e.game: e for e in (huit_americain, rami, president)}


def engine_for(game: str) -> Engine:
    try:
        return engines()[game]
    except KeyError:
        raise InvalidInput(f"unknown game {game!r}: one of {', '.join(GAMES)}", "game") from None
