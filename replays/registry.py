"""The games by name: the one place a game is plugged in (docs/ENGINES.md "Adding a game").

The games of this package are listed in `BUILTIN` (one line each) and loaded on first use;
`register(engine)` adds another (a plug-in, or a test's toy game) and `unregister(name)`
takes it out again. Whatever derives from the games (the API's enums, the rulebook's ids,
the words of the exports) reads `version()` to know when to derive again.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from types import MappingProxyType

from .cards import use_decks
from .engine import CountsCards, PlayEngine, RanksOrder, ScoringEngine
from .errors import InvalidInput, say
from .game import ENTRIES
from .shapes import loaded_as, shape_problems

# packages of replays/, each with ENGINE
BUILTIN = ("huit_americain", "rami", "president", "tarot", "belote")

_games: dict[str, ScoringEngine] = {}
_state = {"loaded": False, "version": 0}


def engines() -> Mapping[str, ScoringEngine]:
    """Every game, by name: the built-in ones first, in `BUILTIN` order."""
    if not _state["loaded"]:
        _load_builtin()
    return MappingProxyType(_games)


def engine_for(game: str) -> ScoringEngine:
    try:
        return (_games if _state["loaded"] else engines())[game]
    except KeyError:
        known = ", ".join(engines())
        said = say("core.setup.unknown_game", value=repr(game), known=known)
        raise InvalidInput(said, "game") from None


def names() -> tuple[str, ...]:
    return tuple(engines())


def version() -> int:
    """Bumped by every register and unregister: a cache of derived tables keys on it."""
    engines()
    return _state["version"]


def register(engine: ScoringEngine) -> ScoringEngine:
    """Plug a game in; its declaration is checked first (a name or a prefix taken is refused)."""
    games = engines()
    problems = declaration_problems(engine, games)
    if problems:
        raise ValueError(f"game {engine.game!r} cannot be registered: {'; '.join(problems)}")
    _games[engine.game] = engine
    _changed()
    return engine


def unregister(game: str) -> None:
    if game in BUILTIN:
        raise ValueError(f"{game!r} is a game of this package: it stays")
    engines()
    if _games.pop(game, None) is not None:
        _changed()


def _changed() -> None:
    """Whatever derives from the games derives again; the card notation reads their decks."""
    _state["version"] += 1
    use_decks(d for e in _games.values() for d in e.decks)


@contextmanager
def registered(engine: ScoringEngine) -> Iterator[ScoringEngine]:
    """The game plugged in for the `with` block only (a test's toy game)."""
    register(engine)
    try:
        yield engine
    finally:
        unregister(engine.game)


def declaration_problems(
    engine: ScoringEngine, games: Mapping[str, ScoringEngine] | None = None
) -> list[str]:
    """What is missing or clashing in a game's declaration (empty when it can be plugged in)."""
    games = {} if games is None else games
    problems = []
    if not engine.game or engine.game in games:
        problems.append("its name is empty or taken")
    if not engine.prefix or engine.prefix == "CORE" or engine.prefix in prefixes(games):
        problems.append("its rule-id prefix is empty, CORE or taken")
    if not {"fr", "en"} <= set(engine.titles):
        problems.append("it needs a title in fr and en")
    if engine.default_preset not in engine.presets:
        problems.append("its default preset is not one of its presets")
    if not engine.scorings:
        problems.append("it declares no scoring")
    for name, scoring in engine.scorings.items():
        if not scoring.entries <= ENTRIES:
            problems.append(f"scoring {name!r} takes entries that are not score entries")
        if "hand_revealed" in scoring.entries and not isinstance(engine, CountsCards):
            problems.append(f"scoring {name!r} takes hand_revealed: the engine counts no cards")
        if "order_entered" in scoring.entries and not isinstance(engine, RanksOrder):
            problems.append(f"scoring {name!r} takes order_entered: the engine ranks no order")
    if engine.play is not None:
        problems += _move_problems(engine.play)
    problems += _entry_field_problems(engine, games)
    return problems


def _entry_field_problems(engine: ScoringEngine, games: Mapping[str, ScoringEngine]) -> list[str]:
    """A score field another game declares under the same name must be of the same kind:
    points_entered is loaded by one schema whatever the game (schemas/events/common.py)."""
    theirs = {
        f.name: (g.game, loaded_as(f.field.kind)) for g in games.values() for f in g.entry_fields
    }
    return [
        f"its score field {f.name!r} is a {f.field.kind}, {game}'s a {kind}"
        for f in engine.entry_fields
        if f.name in theirs
        for game, kind in [theirs[f.name]]
        if kind != loaded_as(f.field.kind)
    ]


def _move_problems(play: PlayEngine) -> list[str]:
    """Its own move types' data well declared (replays/shapes.py); `schemas.events` refuses
    a move type that has neither a common schema nor a shape."""
    return [p for kind, shape in play.shapes.items() for p in shape_problems(kind, shape)]


def prefixes(games: Mapping[str, ScoringEngine] | None = None) -> tuple[str, ...]:
    """The rule-id prefixes of the games (CORE, the common rules, is not one of them)."""
    return tuple(e.prefix for e in (engines() if games is None else games).values())


def _load_builtin() -> None:
    loaded = {}
    for name in BUILTIN:
        engine = importlib.import_module(f"{__package__}.{name}").ENGINE
        problems = declaration_problems(engine, loaded)
        if problems:
            raise ValueError(f"game {name!r} is not well declared: {'; '.join(problems)}")
        loaded[name] = engine
    _games.update(loaded)
    _state["loaded"] = True
    _changed()
