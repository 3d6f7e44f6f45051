"""The score of a Tarot hand by the FFT's rule (TAROT-SCORE, TAROT-COUNT, TAROT-POIGNEE,
TAROT-CHELEM), from what the table declares: pure arithmetic, shared by the score sheet and
(later) the hand scored from its tricks, so both give the same points."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

CONTRACTS = ("prise", "garde", "garde_sans", "garde_contre")  # TAROT-BID-2, low to high
MULTIPLIER = {"prise": 1, "garde": 2, "garde_sans": 4, "garde_contre": 6}  # TAROT-BID-2
NEEDED = (56, 51, 41, 36)  # TAROT-COUNT-2: points needed with 0, 1, 2, 3 bouts
BASE = 25  # TAROT-SCORE-2
PETIT_AU_BOUT = 10  # TAROT-SCORE-3, multiplied by the contract
POIGNEES = ("simple", "double", "triple")
POIGNEE_BONUS = {"simple": 20, "double": 30, "triple": 40}  # TAROT-POIGNEE-1
# TAROT-POIGNEE-1: trumps shown for each poignée, by number of players.
POIGNEE_TRUMPS = {
    3: {"simple": 13, "double": 15, "triple": 18},
    4: {"simple": 10, "double": 13, "triple": 15},
    5: {"simple": 8, "double": 10, "triple": 13},
}
TRUMPS_AND_EXCUSE = 22  # 21 trumps and the Excuse, which may stand in a poignée
CAMPS = ("attack", "defense")
# TAROT-CHELEM-3: the chelem's bonus, counted for the taker's camp (negative: the defence's).
CHELEMS = {"announced_made": 400, "made": 200, "announced_failed": -200, "defense": -200}
HALF_POINTS = frozenset({3, 5})  # TAROT-COUNT-3: a count may end in ½ only at 3 and 5


@dataclass(frozen=True)
class Declared:
    """A hand as the table declares it: the taker's camp's bouts and points (`half`: and a
    half), the primes, and who plays with whom."""

    taker: str
    contract: str
    bouts: int
    made: int
    half: bool = False
    partner: str | None = None
    petit: str | None = None  # the camp that took the Petit in the last trick
    poignees: tuple[str, ...] = ()  # the sizes shown, by either camp
    chelem: str | None = None  # a key of CHELEMS

    @property
    def counted(self) -> int:
        """TAROT-COUNT-3: the points made, a ½ going to the camp that wins the hand."""
        return self.made + 1 if self.half and self.made + 1 > needed(self.bouts) else self.made

    @property
    def won(self) -> bool:
        """TAROT-SCORE-1: reaching the points needed wins, « juste fait » included."""
        return self.counted >= needed(self.bouts)

    @property
    def margin(self) -> int:
        """TAROT-SCORE-1: by how much the contract is made or failed."""
        return abs(self.counted - needed(self.bouts))


def needed(bouts: int) -> int:
    return NEEDED[bouts]


def camp_value(hand: Declared) -> int:
    """TAROT-SCORE-2 to -4: what each defender pays the taker's camp (negative: is paid)."""
    sign = 1 if hand.won else -1
    times = MULTIPLIER[hand.contract]
    value = sign * (BASE + hand.margin) * times
    if hand.petit is not None:
        value += (1 if hand.petit == "attack" else -1) * PETIT_AU_BOUT * times
    value += sign * sum(POIGNEE_BONUS[size] for size in hand.poignees)
    return value + CHELEMS.get(hand.chelem or "", 0)


def shares(hand: Declared, players: Sequence[str]) -> dict[str, int]:
    """TAROT-SCORE-5: each defender −d, the partner +d, the taker the rest: the hand sums
    to zero at any table size."""
    d = camp_value(hand)
    points = {pid: -d for pid in players}
    if hand.partner is not None:
        points[hand.partner] = d
    points[hand.taker] = 0
    points[hand.taker] = -sum(points.values())
    return points
