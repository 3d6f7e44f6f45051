"""Random score sheets (`score` tracking): each hand scored by one of the entries the match's
scoring takes, with data drawn at random or from the engine's own scoring of another entry
(the points of a finishing order, of cards left), until the match ends."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from replays.engine import CountsCards, RanksOrder
from replays.errors import RuleViolation
from replays.model import HandResult, Match
from replays.shapes import Field

from .cases import SHEET_ROUNDS, Case
from .playout import MOST_EVENTS, Playout

CANDIDATES = 6  # random candidates tried for a hand before the engine's own points
DECLARED = 40  # entries of random declared fields tried first, where the game declares any


@dataclass
class Sheet:
    """A score-only match of `case`, played hand by hand; `expected` is each hand's result as
    the engine's hooks score the data entered."""

    case: Case
    playout: Playout = field(init=False)
    expected: list[HandResult] = field(default_factory=list)
    refused: list[RuleViolation] = field(default_factory=list)
    derived: int = 0  # hands entered with the points the engine scored another entry at

    def __post_init__(self) -> None:
        self.playout = Playout(self.case, "score", rounds=SHEET_ROUNDS)
        self.rng = self.playout.rng
        self.engine = self.case.engine
        self.entries = sorted(self.engine.scorings[self.case.scoring].entries)

    @property
    def match(self) -> Match:
        return self.playout.match

    def play(self) -> Sheet:
        while self.match.status == "playing":
            assert len(self.playout.events) < MOST_EVENTS, self.playout.where()
            number = len(self.match.results) + 1
            if self.rng.random() < 0.5:
                self.playout.post({"type": "hand_started", "data": {"hand": number}})
            self.score_hand(number)
            assert len(self.match.results) == number, self.playout.where("hand not scored")
        return self

    def score_hand(self, number: int) -> None:
        kind = self.rng.choice(self.entries)
        if kind == "hand_revealed":
            return self.reveal(number)
        if kind == "order_entered":
            order = self.order()
            self.expected.append(self.engine.order_points(self.match, number, tuple(order)))
            return self.playout.post({"type": kind, "data": {"hand": number, "order": order}})
        self.enter_points(number)

    def enter_points(self, number: int) -> None:
        """Points the rules take: the engine's own points for another entry of the hand (a
        finishing order, cards left), or random ones, or else the entry the engine draws
        (`sample_entry`); refused ones are kept."""
        derived = self.derived_points(number)
        candidates = [{"points": derived}] if derived else []
        candidates += [{"points": points} for points in self.random_points()]
        sample = self.engine.sample_entry(self.match, self.rng)
        if derived and self.rng.random() < 0.5:  # tried last or first
            candidates.reverse()
        bodies = [{"hand": number, **entry} for entry in candidates]
        if derived is None and sample is None and self.engine.entry_fields:
            fullest = sorted(self.declared(number), key=len, reverse=True)  # tried first
            bodies = [*fullest, *bodies]
        for data in [*bodies, *([{"hand": number, **sample}] if sample else [])]:
            points = data["points"]
            body = {"type": "points_entered", "data": data}
            try:
                self.playout.trial(body)
            except RuleViolation as exc:
                self.refused.append(exc)
                continue
            self.derived += points is derived
            return self.post_points(body)
        raise AssertionError(f"no points are taken for hand {number} {self.playout.where()}")

    def post_points(self, body: dict) -> None:
        self.expected.append(self.engine.entered_points(self.match, body["data"]))
        self.playout.post(body)

    def declared(self, number: int) -> Iterator[dict]:
        """Entries of the game's declared fields at random values (the first few fields
        given, each later one now and then), their points the engine's for those fields."""
        fields = self.engine.entry_fields
        for _ in range(DECLARED):
            data: dict = {"hand": number, "points": dict.fromkeys(self.match.side_ids, 0)}
            first = self.rng.randint(0, len(fields))
            for i, entry in enumerate(fields):
                if i < first or self.rng.random() < 0.2:
                    data[entry.name] = self.field_value(entry.field)
            yield {**data, "points": dict(self.engine.entered_points(self.match, data).points)}

    def field_value(self, field: Field) -> object:
        if field.kind in ("player", "side"):
            return self.rng.choice(self.match.side_ids)
        if field.kind == "choice":
            return self.rng.choice(field.choices)
        if field.kind == "flag":
            return True
        low = field.least or 0
        return self.rng.randint(low, field.most if field.most is not None else low + 60)

    def random_points(self) -> Iterator[dict[str, int]]:
        """A winner at 0 and the others at random, or everyone at random; each side's
        points (a team's, where the game has teams: CORE-SIDE-1); with camps, also points
        summing to zero."""
        ids = self.match.side_ids
        for k in range(CANDIDATES):
            points = {pid: self.rng.randint(1, 60) for pid in ids}
            if k % 2 == 0:
                points[self.rng.choice(ids)] = 0
            yield points
        if self.engine.sides.kind == "camps":  # one camp's gain the other's loss
            points = {pid: self.rng.randint(-60, 60) for pid in ids[1:]}
            yield {ids[0]: -sum(points.values()), **points}

    def derived_points(self, number: int) -> dict[str, int] | None:
        """The points the engine scores a random finishing order, or random cards left, at."""
        if isinstance(self.engine, RanksOrder):
            return dict(self.engine.order_points(self.match, number, tuple(self.order())).points)
        if isinstance(self.engine, CountsCards):
            reveals = self.reveals()
            return dict(self.engine.revealed_points(self.match, number, reveals).points)
        return None

    def order(self) -> list[str]:
        ids = list(self.match.player_ids)
        self.rng.shuffle(ids)
        return ids

    def reveals(self) -> dict[str, tuple]:
        """Cards left in each hand, from the game's pack: one player out, with none."""
        pack = list(self.engine.pack(self.match.rules))
        self.rng.shuffle(pack)
        out = self.rng.choice(self.match.player_ids)
        return {
            pid: () if pid == out else tuple(pack.pop() for _ in range(self.rng.randint(1, 6)))
            for pid in self.match.player_ids
        }

    def reveal(self, number: int) -> None:
        reveals = self.reveals()
        self.expected.append(self.engine.revealed_points(self.match, number, reveals))
        for pid, cards in reveals.items():
            data = {"hand": number, "player": pid, "cards": [str(c) for c in cards]}
            self.playout.post({"type": "hand_revealed", "data": data})
