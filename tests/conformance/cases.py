"""The cases of the conformance suite, read from the registry and nothing else: every game,
every preset, every tracking the game allows, with a table size and a scoring its
declaration admits. A game registered tomorrow is in the list by being registered."""

from __future__ import annotations

import os
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeVar

import pytest

from replays import registry
from replays.engine import ScoringEngine
from replays.errors import InvalidInput, RuleViolation
from replays.model import Event

T = TypeVar("T")

TRACKINGS = ("open", "table", "score")
GAME_ID = "g_conformance"
ROUNDS = 2  # hands of a move-tracked playout (a short match, as `POST /games` accepts)
SHEET_ROUNDS = 6  # most hands of a score sheet; a target reached ends it sooner
# CONFORMANCE_SEED=n replays the whole suite with other deals and choices.
BASE_SEED = int(os.environ.get("CONFORMANCE_SEED", "0"))


@dataclass(frozen=True)
class Case:
    """One match to play: a game's preset, tracking, scoring and table size, and its seed."""

    game: str
    preset: str
    tracking: str
    scoring: str
    players: int

    @property
    def id(self) -> str:
        return f"{self.game}-{self.preset}-{self.tracking}-{self.scoring}-{self.players}p"

    @property
    def seed(self) -> int:
        return zlib.crc32(self.id.encode()) ^ BASE_SEED

    @property
    def engine(self) -> ScoringEngine:
        return registry.engine_for(self.game)

    def where(self) -> str:
        """What an assertion message says to replay the failure."""
        return f"[{self.id}, seed {self.seed}, CONFORMANCE_SEED={BASE_SEED}]"


def allows(engine: ScoringEngine, tracking: str) -> bool:
    try:
        engine.check_tracking(tracking)
    except RuleViolation:
        return False
    return True


def player_ids(n: int) -> list[str]:
    return [f"p{i}" for i in range(1, n + 1)]


def created(case: Case, rounds: int | None = None, tracking: str | None = None) -> Event:
    """The `game_created` event `POST /games` stores for the case (`rounds` as posted)."""
    engine = case.engine
    rules = engine.resolve(case.preset, {})
    engine.check_setup(rules, case.players, case.scoring)
    engine.check_tracking(tracking or case.tracking)
    target, default_rounds = engine.defaults(rules, case.scoring)
    data = {
        "game": case.game,
        "preset": case.preset,
        "rules": rules,
        "players": body_players(case.players),
        **({"teams": teams} if (teams := body_teams(case)) else {}),
        "tracking": tracking or case.tracking,
        "scoring": case.scoring,
        "target": target,
        "rounds": rounds or default_rounds,
    }
    return Event("game_created", data, 1)


def body_players(n: int) -> list[dict[str, Any]]:
    """Players whose names are not their ids (a sentence that shows an id is caught)."""
    return [{"id": pid, "name": f"Joueur {pid[1:]}"} for pid in player_ids(n)]


def body_teams(case: Case) -> list[dict[str, Any]]:
    """CORE-SIDE-1: the fixed teams of a game played in teams, seated as it says (partners
    facing: the teams take turns round the table); [] for a game without."""
    sides = case.engine.sides
    if sides.kind != "teams":
        return []
    ids = player_ids(case.players)
    return [
        {"id": f"t{i}", "name": f"Équipe {i}", "players": ids[i - 1 :: sides.count]}
        for i in range(1, sides.count + 1)
    ]


def _sizes(engine: ScoringEngine, rotation: int) -> list[int]:
    """Table sizes to try, largest first: one of the three smallest the game admits."""
    low = engine.min_players
    high = min(engine.max_players, low + 2)
    chosen = low + rotation % (high - low + 1)
    return list(range(chosen, low - 1, -1))


def _fits(engine: ScoringEngine, preset: str, scoring: str, n: int) -> bool:
    try:
        engine.check_setup(engine.resolve(preset, {}), n, scoring)
    except (RuleViolation, InvalidInput):
        return False
    return True


def cases(trackings: tuple[str, ...] = TRACKINGS) -> list[Case]:
    """Every registered game × preset × tracking it allows; a move-tracked case takes the
    game's scorings in turn, a score sheet every scoring."""
    found = []
    for engine in registry.engines().values():
        scorings = list(engine.scorings)
        for i, preset in enumerate(engine.presets):
            for tracking in trackings:
                if not allows(engine, tracking):
                    continue
                chosen = scorings if tracking == "score" else [scorings[i % len(scorings)]]
                for scoring in chosen:
                    sizes = [n for n in _sizes(engine, i) if _fits(engine, preset, scoring, n)]
                    if engine.sides.kind == "camps":
                        sizes = _every_size(engine, preset, scoring)
                    elif sizes:
                        sizes = sizes[:1]
                    found += [Case(engine.game, preset, tracking, scoring, n) for n in sizes]
    return found


def _every_size(engine: ScoringEngine, preset: str, scoring: str) -> list[int]:
    """A game whose camps change every hand shares a hand's points by the table's size
    (CORE-SIDE-1): its score sheets and playouts are played at each of its three smallest
    sizes."""
    high = min(engine.max_players, engine.min_players + 2)
    sizes = range(engine.min_players, high + 1)
    return [n for n in sizes if _fits(engine, preset, scoring, n)]


def played_once(play: Callable[[Case], T]) -> Callable[[Case], T]:
    """`play(case)` run once per case for every test of a module; its failure (an assertion
    of the suite) fails each of them, with its message, not the first one only."""

    @cache
    def outcome(case: Case) -> T | AssertionError:
        try:
            return play(case)
        except AssertionError as exc:
            return exc

    def of(case: Case) -> T:
        found = outcome(case)
        if isinstance(found, AssertionError):
            pytest.fail(str(found), pytrace=False)
        return found

    return of


def each_case(found: list[Case]) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("case", found, ids=[c.id for c in found])
