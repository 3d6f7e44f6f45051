"""A Belote hand on the score sheet: what the table declares (BELOTE-SHEET-1), checked, and
turned into each team's points by the preset's rules (BELOTE-RESULT-*, BELOTE-CONTREE-*).

Pure: `declared` reads an entry's data, `check` refuses what cannot have happened, `score`
gives the points; the trick-by-trick engine scores its hands through `score` as well.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import RuleViolation, require

TRICKS = 162  # BELOTE-DECK-4: card points and dix de der
CAPOT_TRICKS = 252  # BELOTE-COUNT-3: classique, the dix de der becomes 100
CAPOT_BONUS = 250  # BELOTE-CONTREE-7: takers capot on a number contract
CAPOT_CONTRACT = 500  # BELOTE-CONTREE-7: a `capot` contract
FAILED = 160  # BELOTE-CONTREE-6: the defence's points when the contract fails
BELOTE = 20  # BELOTE-BELOTE-1
MULTIPLIER = {None: 1, "contre": 2, "surcontre": 4}  # BELOTE-CONTREE-8
CONTREE_ONLY = ("contract", "doubled")
ANNOUNCED = ("announcer", "announcements")


@dataclass(frozen=True)
class Declared:
    """One hand as the table declares it; `taker` None is a hand nobody took."""

    trick: Mapping[str, int]  # each team's trick points, dix de der included
    taker: str | None = None
    defence: str | None = None
    trump: str | None = None
    contract: str | None = None  # contrée: "80"…"160" or "capot"
    doubled: str | None = None  # contrée: "contre" or "surcontre"
    belote: str | None = None  # the team that said belote-rebelote
    announcer: str | None = None  # the team whose announcements score (BELOTE-ANN-4)
    announcements: int = 0
    capot: str | None = None  # the team that took all eight tricks


@dataclass(frozen=True)
class Scored:
    """A hand's points per team, its result (fait, dedans, litige, or none for a hand
    thrown in) and the points held back for the next hand (BELOTE-RESULT-4)."""

    points: dict[str, int]
    result: str
    held: int = 0


def declared(sides: Sequence[str], data: Mapping[str, Any]) -> Declared:
    taker = data.get("taker")
    defence = next((s for s in sides if s != taker), None) if taker else None
    fields = ("trump", "contract", "doubled", "belote", "announcer", "capot")
    return Declared(
        trick=dict(data["points"]),
        taker=taker,
        defence=defence,
        announcements=data.get("announcements") or 0,
        **{name: data.get(name) for name in fields},
    )


def check(
    rules: Mapping[str, Any],
    sides: Sequence[str],
    data: Mapping[str, Any],
    name: Callable[[str], str] = str,
) -> None:
    """Refuse an entry that cannot be a hand of this preset (the rule cited says why);
    `name` says a team's name."""
    contree = rules["game"] == "contree"
    played = {"contract": contree, "doubled": contree}
    played.update(dict.fromkeys(ANNOUNCED, rules["options"]["announcements"]))
    for field, allowed in played.items():
        if data.get(field) is not None and not allowed:
            raise RuleViolation("BELOTE-SHEET-1", "belote.sheet.not_played", field=field)
    d = declared(sides, data)
    if d.taker is None:
        return _check_thrown_in(d, data)
    require(d.trump is not None, "BELOTE-SHEET-1", "belote.sheet.say_trump")
    if contree:
        require(d.contract is not None, "BELOTE-CONTREE-1", "belote.sheet.say_contract")
    _check_tricks(d, name)
    _check_announcements(d, data)


def _check_thrown_in(d: Declared, data: Mapping[str, Any]) -> None:
    """BELOTE-DEAL-4: a hand nobody took scores nothing and declares nothing else."""
    said = [n for n in ("trump", *CONTREE_ONLY, "belote", *ANNOUNCED, "capot") if data.get(n)]
    scored = [n for n in d.trick.values() if n != 0]
    require(not said and not scored, "BELOTE-DEAL-4", "belote.sheet.thrown_in")


def _check_tricks(d: Declared, name: Callable[[str], str]) -> None:
    """BELOTE-COUNT-1: the two teams' trick points add up to 162; BELOTE-COUNT-3: a capot
    team took every point."""
    entered = [f"{name(side)} {n}" for side, n in d.trick.items()]
    total = sum(d.trick.values())
    require(total == TRICKS, "BELOTE-COUNT-1", "belote.sheet.sum", points=entered, total=total)
    if d.capot is not None:
        require(d.trick.get(d.capot) == TRICKS, "BELOTE-COUNT-3", "belote.sheet.capot")


def _check_announcements(d: Declared, data: Mapping[str, Any]) -> None:
    """BELOTE-ANN-4: the team whose announcements score and their points, said together;
    BELOTE-ANN-1: announcements are worth 20 or more, in tens."""
    given = [data.get(n) is not None for n in ANNOUNCED]
    require(all(given) or not any(given), "BELOTE-ANN-4", "belote.sheet.announcements_pair")
    n = d.announcements
    if d.announcer is not None:
        require(n >= 20 and n % 10 == 0, "BELOTE-ANN-1", "belote.sheet.announcements", n=n)


def score(rules: Mapping[str, Any], d: Declared, held: int = 0) -> Scored:
    """The points of a declared hand; `held` is what earlier litiges held back."""
    if d.taker is None:  # BELOTE-DEAL-4
        return Scored(dict.fromkeys(d.trick, 0), "", held)
    if rules["game"] == "contree":
        return _contree(rules, d)
    return _classique(rules, d, held)


def _extras(d: Declared) -> tuple[dict[str, int], dict[str, int]]:
    """Each team's belote (BELOTE-BELOTE-1) and announcements (BELOTE-ANN-4)."""
    belote = dict.fromkeys(d.trick, 0)
    announced = dict.fromkeys(d.trick, 0)
    if d.belote is not None:
        belote[d.belote] = BELOTE
    if d.announcer is not None:
        announced[d.announcer] = d.announcements
    return belote, announced


def _classique(rules: Mapping[str, Any], d: Declared, held: int) -> Scored:
    """BELOTE-RESULT-1…4: fait, dedans, or a litige whose takers' points are held back."""
    taker, defence = d.taker, d.defence
    trick = dict(d.trick)
    if d.capot is not None:  # BELOTE-COUNT-3
        trick[d.capot] = CAPOT_TRICKS
    belote, announced = _extras(d)
    total = {s: trick[s] + belote[s] + announced[s] for s in trick}
    if total[taker] > total[defence]:  # BELOTE-RESULT-1, -3
        return Scored({taker: total[taker] + held, defence: total[defence]}, "fait")
    if total[taker] == total[defence] and rules["options"]["litige"]:  # BELOTE-RESULT-4
        kept = total[taker] - belote[taker]
        return Scored({taker: belote[taker], defence: total[defence]}, "litige", held + kept)
    won = sum(trick.values()) + sum(announced.values()) + belote[defence] + held
    return Scored({taker: belote[taker], defence: won}, "dedans")  # BELOTE-RESULT-2


def made(rules: Mapping[str, Any], d: Declared) -> bool:
    """BELOTE-CONTREE-5: the takers' points reach the contract (capot: every trick)."""
    if d.contract == "capot":
        return d.capot == d.taker
    belote, announced = _extras(d)
    counted = d.trick[d.taker] + announced[d.taker]
    if rules["options"]["belote_counts"]:  # BELOTE-CONTREE-9
        counted += belote[d.taker]
    return counted >= int(d.contract)


def _contree(rules: Mapping[str, Any], d: Declared) -> Scored:
    """BELOTE-CONTREE-6…8: the contract made or failed, doubled or not, each team's belote
    kept (BELOTE-BELOTE-2) and the winner's announcements added (BELOTE-CONTREE-10)."""
    belote, announced = _extras(d)
    success = made(rules, d)
    winner, loser = (d.taker, d.defence) if success else (d.defence, d.taker)
    points = {loser: belote[loser]}
    factor = MULTIPLIER[d.doubled]
    if d.contract == "capot":
        won = CAPOT_CONTRACT * factor
    elif factor > 1 or not success:
        won = (FAILED + int(d.contract)) * factor
    elif d.capot == d.taker:
        won = CAPOT_BONUS + int(d.contract)
    else:
        won = tens(d.trick[winner]) + int(d.contract)
        points[loser] += tens(d.trick[loser])
    points[winner] = won + announced[winner] + belote[winner]
    return Scored({s: points[s] for s in d.trick}, "fait" if success else "dedans")


def tens(points: int) -> int:
    """BELOTE-CONTREE-6: rounded to the nearest ten, 5 upwards."""
    return (points + 5) // 10 * 10
