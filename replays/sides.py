"""Who scores together (RULES.md CORE-SIDE-1), declared by each game as data: every player
alone, fixed teams chosen when the match is created (two pairs, partners facing),
or camps set hand by hand whose points each player keeps (a taker, with a partner
called for the hand, against the defence)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import require

KINDS = ("players", "teams", "camps")


@dataclass(frozen=True)
class Sides:
    kind: str = "players"  # one of KINDS
    count: int = 0  # teams: how many
    size: int = 0  # teams: players in each
    facing: bool = False  # teams: partners sit facing, so the seats alternate the teams
    word: Mapping[str, str] = field(default_factory=lambda: {"fr": "équipe", "en": "team"})


def check_teams(sides: Sides, game: str, players: Sequence[str], teams: Sequence[Any]) -> None:
    """CORE-SIDE-1: a game in fixed teams is created with them, each player in one team, as
    many teams of as many players as the game says, seated alternately where partners face;
    a game without teams is created without."""
    if sides.kind != "teams":
        require(not teams, "CORE-SIDE-1", "core.side.no_teams", game=game)
        return
    require(len(teams) == sides.count, "CORE-SIDE-1", "core.side.count", n=sides.count)
    ids = [t["id"] for t in teams]
    require(len(set(ids)) == len(ids), "CORE-SIDE-1", "core.side.team_twice")
    taken = set(ids) & set(players)
    require(not taken, "CORE-SIDE-1", "core.side.team_is_a_player", who=sorted(taken))
    seated = [p for t in teams for p in t["players"]]
    twice = sorted({p for p in seated if seated.count(p) > 1})
    require(not twice, "CORE-SIDE-1", "core.side.in_two_teams", who=twice)
    alone = [p for p in players if p not in seated]
    require(not alone, "CORE-SIDE-1", "core.side.without_team", who=alone)
    strangers = [p for p in seated if p not in players]
    require(not strangers, "CORE-SIDE-1", "core.side.not_a_player", who=strangers)
    sizes = [len(t["players"]) for t in teams]
    require(all(n == sides.size for n in sizes), "CORE-SIDE-1", "core.side.size", n=sides.size)
    if sides.facing:
        team_of = {p: t["id"] for t in teams for p in t["players"]}
        order = [team_of[p] for p in players]
        alternate = all(order[i] == ids[i % len(ids)] for i in range(len(order)))
        require(alternate, "CORE-SIDE-1", "core.side.facing")
