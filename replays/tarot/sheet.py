"""The score sheet's line for a Tarot hand (TAROT-SHEET): what the table declares beside
each player's points, checked against the FFT's rules, then scored by `scoring` — the
points entered must be the ones the declaration gives, so a miscounted hand is caught
before it is on the sheet, with the right figures in the refusal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import RuleViolation, require
from ..model import Match
from .scoring import (
    HALF_POINTS,
    POIGNEE_TRUMPS,
    TRUMPS_AND_EXCUSE,
    Declared,
    needed,
    shares,
)

REQUIRED = ("taker", "contract", "bouts", "made")  # TAROT-SHEET-1
DECLARED = (*REQUIRED, "half", "partner", "called", "petit", "poignee", "poignee_defense")
DECLARED += ("chelem",)
CALLED_ONLY = ("partner", "called")  # TAROT-CALL-1: at five players only
BOUT_POINTS = 9  # TAROT-COUNT-1: a bout is worth 4½, nine half-points


def given(data: Mapping[str, Any]) -> list[str]:
    """The declaration's fields an entry gives (None is not given)."""
    return [name for name in DECLARED if data.get(name) is not None]


def declared(data: Mapping[str, Any]) -> Declared | None:
    """The hand an entry declares, or None for bare points (TAROT-SHEET-2) or a declaration
    short of a field (which `check` refuses)."""
    if any(data.get(name) is None for name in REQUIRED):
        return None
    poignees = tuple(data[k] for k in ("poignee", "poignee_defense") if data.get(k) is not None)
    return Declared(
        taker=data["taker"],
        contract=data["contract"],
        bouts=data["bouts"],
        made=data["made"],
        half=bool(data.get("half")),
        partner=data.get("partner"),
        petit=data.get("petit"),
        poignees=poignees,
        chelem=data.get("chelem"),
    )


def check(match: Match, data: Mapping[str, Any]) -> None:
    """TAROT-SHEET-1/-2: a declared hand complete and possible, its points the rules'; bare
    points summing to zero."""
    named = given(data)
    if not named:
        total = sum(data["points"].values())
        require(total == 0, "TAROT-SHEET-2", "tarot.sheet.sum_not_zero", total=total)
        return
    missing = [name for name in REQUIRED if data.get(name) is None]
    if missing:
        raise RuleViolation("TAROT-SHEET-1", "tarot.sheet.incomplete", field=missing[0])
    hand = declared(data)
    assert hand is not None
    _check_table(match, data, hand)
    _check_count(match, hand)
    _check_primes(match, hand)
    expected = shares(hand, match.player_ids)
    require(
        dict(data["points"]) == expected,
        "TAROT-SHEET-1",
        "tarot.sheet.points_differ",
        points=[f"{match.name(p)} {expected[p]}" for p in match.player_ids],
        was=[f"{match.name(p)} {data['points'][p]}" for p in match.player_ids],
    )


def _check_table(match: Match, data: Mapping[str, Any], hand: Declared) -> None:
    """TAROT-CALL-1/-2: a partner and a called card at five players only; the taker who
    called a card of their own plays alone, named as no partner."""
    if len(match.players) != 5:
        extra = [name for name in CALLED_ONLY if data.get(name) is not None]
        require(not extra, "TAROT-CALL-1", "tarot.sheet.call_at_five")
    require(
        hand.partner != hand.taker,
        "TAROT-CALL-2",
        "tarot.sheet.partner_is_taker",
        who=match.name(hand.taker),
    )


def _check_count(match: Match, hand: Declared) -> None:
    """TAROT-COUNT-1/-5: halves only at 3 and 5 players; the taker's camp's points within
    what its bouts and the defence's allow (each bout 4½, 91 in all)."""
    players = len(match.players)
    require(
        not hand.half or players in HALF_POINTS,
        "TAROT-COUNT-3",
        "tarot.sheet.no_half_at_four",
    )
    halves = 2 * hand.made + hand.half
    low, high = BOUT_POINTS * hand.bouts, 182 - BOUT_POINTS * (3 - hand.bouts)
    require(
        low <= halves <= high,
        "TAROT-COUNT-1",
        "tarot.sheet.points_out_of_reach",
        made=_said_points(hand),
        bouts=hand.bouts,
        low=_half_text(low),
        high=_half_text(high),
    )


def _check_primes(match: Match, hand: Declared) -> None:
    """TAROT-POIGNEE-1: the poignées shown fit in the 22 trumps (the Excuse standing in);
    TAROT-CHELEM-1: a chelem made by a camp is a hand that camp wins."""
    sizes = POIGNEE_TRUMPS[len(match.players)]
    shown = sum(sizes[size] for size in hand.poignees)
    require(
        shown <= TRUMPS_AND_EXCUSE,
        "TAROT-POIGNEE-1",
        "tarot.sheet.poignees_too_many",
        n=shown,
    )
    if hand.chelem in ("announced_made", "made"):
        require(hand.won, "TAROT-CHELEM-1", "tarot.sheet.chelem_lost", need=needed(hand.bouts))
    if hand.chelem == "defense":
        require(not hand.won, "TAROT-CHELEM-1", "tarot.sheet.chelem_defense_won")


def _said_points(hand: Declared) -> str:
    return _half_text(2 * hand.made + hand.half)


def _half_text(halves: int) -> str:
    """A count in half-points as the table says it: 40, 40½."""
    return f"{halves // 2}½" if halves % 2 else str(halves // 2)


def verdict(hand: Declared) -> dict[str, Any]:
    """The sheet's words for the hand: its contract and « fait de N » / « chuté de N »."""
    return {"contract": hand.contract, "won": hand.won, "margin": hand.margin}
