"""The score sheet said at the table, by team (BELOTE-SHEET-1): « Ben prend à cœur, ils sont
dedans, nous 102 », « Anna : on fait 92 avec la belote », « capot pour Anna et Chloé »,
« litige » — read into the hand's `points_entered`, each team's trick points summing to 162
(BELOTE-COUNT-1: one team's points said give the other's). A team is said by its name, by
one of its players, or as « nous »/« on » (the speaker's: the player named before a colon)
and « eux »/« ils » (the other); an unknown speaker, the takers or the trump unsaid are
asked, never guessed. « avec la belote » counts the belote in the number said."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..model import Match
from ..table_talk.context import Meaning, Talk, asked
from ..table_talk.lexicon import verbs, words
from ..table_talk.words import CLAUSE_BREAKS, number_at, plain_name, suit_at
from . import sheet
from .presets import CONTRACTS

KINDS = ("ours", "theirs", "dedans", "litige", "capot", "belote", "contre", "surcontre")
WORDS = {kind: words(__package__, kind) for kind in KINDS}
TAKE = frozenset(p[0] for p, intent in verbs(__package__).items() if intent == "take")
OURS, THEIRS = "ours", "theirs"  # the speaker's team, the other, until the speaker is known
WITH = frozenset({"avec", "with"})


@dataclass
class Said:
    """What a sentence declares of a hand; a team is a team id, OURS or THEIRS."""

    taker: str | None = None
    trump: str | None = None
    contract: str | None = None
    doubled: str | None = None
    belote: str | None = None
    capot: str | None = None
    points: dict[str, int] = field(default_factory=dict)  # as said, belote included
    with_belote: bool = False
    dedans: bool = False
    litige: bool = False

    def teams(self) -> list[str | None]:
        return [self.taker, self.belote, self.capot, *self.points]


def meaning(talk: Talk) -> Meaning | None:
    """The hand's entry, or the question that the table must answer first."""
    said = _said(talk)
    if said is None:
        return None
    match = talk.match
    speaker = talk.speaker() or talk.actor
    if speaker is not None or not {OURS, THEIRS} & set(said.teams()):
        mine = match.team_of(speaker) if speaker else match.side_ids[0]
        return _entry(match, _resolved(match, said, mine))
    answers = [_entry(match, _resolved(match, said, mine)) for mine in match.side_ids]
    entries = [a.readings[0] for a in answers if a.readings]
    if len(entries) == 1:  # the other team's reading contradicts what was said (« dedans »)
        return Meaning(entries)
    if not entries:
        return answers[0]
    teams = [match.name(side) for side in match.side_ids]
    return Meaning(entries, asked("belote.ask.team", names=teams))


def _said(talk: Talk) -> Said | None:
    """Clause by clause: who took (« Ben prend », « ils sont dedans »), the trump, the
    points of a team, the capot, the belote, a contract and its contre (contrée)."""
    said = Said()
    clause: list[str] = []
    for word in [*talk.words, ","]:
        if word not in CLAUSE_BREAKS:
            clause.append(word)
            continue
        _clause(talk, clause, said)
        clause = []
    sheet_like = said.taker or said.points or said.capot or said.litige or said.dedans
    return said if sheet_like else None


def _clause(talk: Talk, clause: list[str], said: Said) -> None:
    teams = _teams(talk.match, clause)
    team = teams[0] if teams else None
    kinds = {kind for kind in KINDS if WORDS[kind] & set(clause)}
    said.trump = said.trump or _suit(clause)
    named = said.taker not in (None, OURS, THEIRS)
    if TAKE & set(clause) and team is not None:
        said.taker = team
    elif "dedans" in kinds and team is not None and not named:  # « Ben prend…, ils sont dedans »
        said.taker = team
    said.dedans = said.dedans or "dedans" in kinds
    said.litige = said.litige or "litige" in kinds
    said.capot = team if "capot" in kinds and team is not None else said.capot
    if "belote" in kinds and team is not None:
        said.belote = team
    said.doubled = "surcontre" if "surcontre" in kinds else said.doubled
    if "contre" in kinds and said.doubled is None:
        said.doubled = "contre"
    number, contract = _numbers(clause)
    said.contract = contract or said.contract
    if number is not None and team is not None:
        said.points[team] = number
        said.with_belote = said.with_belote or ("belote" in kinds and bool(WITH & set(clause)))


def _teams(match: Match, clause: list[str]) -> list[str]:
    """The teams a clause names, in order: by a team's name, one of its players, or a
    pronoun (« nous », « ils »)."""
    found: list[str] = []
    talk = Talk(match, clause, "fr", None)
    names = {side: plain_name(match.name(side)) for side in match.side_ids}
    i = 0
    while i < len(clause):
        team, n = next(
            ((s, len(w)) for s, w in names.items() if clause[i : i + len(w)] == w), (None, 0)
        )
        if team is None and (hit := talk.player_at(i)) is not None:
            team, n = match.team_of(hit[0]), hit[1]
        if team is None and clause[i] in WORDS["ours"] | WORDS["theirs"]:
            team, n = (OURS if clause[i] in WORDS["ours"] else THEIRS), 1
        if team is not None and team not in found:
            found.append(team)
        i += max(n, 1)
    return found


def _suit(clause: list[str]) -> str | None:
    return next((hit[0] for i in range(len(clause)) if (hit := suit_at(clause, i))), None)


def _numbers(clause: list[str]) -> tuple[int | None, str | None]:
    """A team's points, and a contract (a value of CONTRACTS followed by its suit)."""
    points = contract = None
    i = 0
    while i < len(clause):
        hit = number_at(clause, i)
        if hit is None:
            i += 1
            continue
        after = i + hit[1]
        if str(hit[0]) in CONTRACTS and (suit_at(clause, after) or suit_at(clause, after + 1)):
            contract = str(hit[0])
        elif points is None:
            points = hit[0]
        i = after
    return points, contract


def _resolved(match: Match, said: Said, mine: str) -> Said:
    """The pronouns said as teams, `mine` being the speaker's."""
    other = next(s for s in match.side_ids if s != mine)

    def team(t: str | None) -> str | None:
        return mine if t == OURS else other if t == THEIRS else t

    points = {team(t) or t: n for t, n in said.points.items()}
    return replace(
        said,
        taker=team(said.taker),
        belote=team(said.belote),
        capot=team(said.capot),
        points=points,
    )


def _entry(match: Match, said: Said) -> Meaning:
    """The entry said, or what must be asked first (the takers, the trump, the contract, the
    points)."""
    teams = [match.name(side) for side in match.side_ids]
    contree = match.rules["game"] == "contree"
    if said.taker is None:
        return Meaning([], asked("belote.ask.taker", names=teams))
    if said.trump is None:
        return Meaning([], asked("belote.ask.trump"))
    if contree and said.contract is None:
        return Meaning([], asked("belote.ask.contract"))
    points = _points(match, said)
    data: dict[str, Any] = {"hand": len(match.results) + 1, "points": points, "taker": said.taker}
    extra = {"trump": said.trump, "belote": said.belote, "capot": said.capot}
    if contree:
        extra.update(contract=said.contract, doubled=said.doubled)
    data.update({k: v for k, v in extra.items() if v is not None})
    if points is None or (said.dedans and not _dedans(match, data)):
        asking = asked("belote.ask.points", who=match.name(said.taker))
        return Meaning([], asking)
    return Meaning([[{"type": "points_entered", "data": data}]])


def _points(match: Match, said: Said) -> dict[str, int] | None:
    """Each team's trick points: the capot team's 162, the numbers said (less the belote
    counted in them), the other team's the rest of 162, or 81 each in a litige."""
    sides = match.side_ids
    if said.capot is not None:
        return {s: sheet.TRICKS if s == said.capot else 0 for s in sides}
    trick = dict(said.points)
    if said.with_belote and said.belote in trick:
        trick[said.belote] -= sheet.BELOTE
    if len(trick) == 1:
        other = next(s for s in sides if s not in trick)
        trick[other] = sheet.TRICKS - sum(trick.values())
    if not trick and said.litige and said.belote is None:
        trick = dict.fromkeys(sides, sheet.TRICKS // 2)
    return {s: trick[s] for s in sides} if set(trick) == set(sides) else None


def _dedans(match: Match, data: dict[str, Any]) -> bool:
    """Whether the entry makes the takers « dedans », as the sentence said."""
    return sheet.score(match.rules, sheet.declared(match.side_ids, data)).result == "dedans"


def idioms(said: list[str], match: Match) -> list[str]:
    """On the score sheet a player named stands for his team (« Ben 60 » is his team's
    points, « capot pour Anna et Chloé » their team's): the team's name is said instead, so
    that no player's own entry is read; the speaker before a colon stays."""
    if match.tracking != "score" or not match.teams:
        return said
    talk = Talk(match, said, "fr", None)
    out: list[str] = []
    i = 0
    while i < len(said):
        hit = talk.player_at(i)
        speaking = hit is not None and i == 0 and said[hit[1] : hit[1] + 1] == [":"]
        if hit is None or speaking:
            n = hit[1] if hit else 1
            out += said[i : i + n]
            i += n
            continue
        out += plain_name(match.name(match.team_of(hit[0])))
        i += hit[1]
    return out
