"""A match of a case played through the pure fold as the service plays it (expand, check,
apply): each hand started with chance passed in as data (a seeded shuffle), each move picked
at random among the legal moves postable as they stand, after every one of them was checked.

In `table` tracking the same hands are played in `open` tracking beside it (the twin): its
moves are logged at the table as they were posted (the deck unseen), and the cards left are
revealed from what the twin's view shows each player, as the players would show them."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from marshmallow import ValidationError

from replays import match as fold
from replays.errors import RuleViolation
from replays.model import Event, Match
from schemas.api import canonical_data

from .cases import GAME_ID, ROUNDS, Case, created
from .views import attributed, public_cards, said

MOST_EVENTS = 5000  # a playout longer than this is a hand that does not end: a failure
RETRACT = 0.02  # how often a move is taken back at once (CORE-RETRACT-1)
PROBE = 0.1  # how often an earlier move is posted again, to be refused
# At a table every card may be played (hands unseen): of the long lists of moves it offers,
# every kind and a sample are checked at each step (and so in its open twin, whose every
# move offered the open playouts check).
SAMPLE = 16
HAND_SIZES = range(1, 16)  # what a dealer may be asked to choose (`hand_size`, RULES.md §0)


def canonical(body: dict) -> dict:
    """The data as `POST /games/{id}/events` loads it (its schema's defaults, canonical
    cards); a body its schema refuses (a 400) fails here, whoever offered it."""
    return _canonical(body["type"], json.dumps(body["data"], sort_keys=True))


@lru_cache(maxsize=4096)
def _canonical(kind: str, data: str) -> dict:
    try:
        return canonical_data(kind, json.loads(data))
    except ValidationError as exc:
        raise AssertionError(f"{kind} {data}: the schema refuses it: {exc.messages}") from None


@dataclass
class Refusal:
    """A move posted where the rules refused it: the state it was posted on, the rule."""

    seq: int
    body: dict
    rule: str


@dataclass
class Playout:
    """One match of `case` in `tracking`, every stored event and the state after each."""

    case: Case
    tracking: str
    rounds: int = ROUNDS
    sample: int | None = None  # how many of the moves offered are checked at each step
    salt: int = 0  # another match of the same case
    events: list[Event] = field(default_factory=list)
    states: list[Match] = field(default_factory=list)
    bodies: list[dict] = field(default_factory=list)  # what was posted, before expansion
    refusals: list[Refusal] = field(default_factory=list)
    offered: int = 0  # legal moves offered, each checked
    facts: Counter = field(default_factory=Counter)  # facts of its explanations checked

    def __post_init__(self) -> None:
        self.rng = random.Random(f"{self.case.seed}-{self.tracking}-{self.salt}")
        first = created(self.case, self.rounds, self.tracking)
        self.events.append(first)
        self.states.append(fold.apply(None, first, GAME_ID))

    @property
    def match(self) -> Match:
        return self.states[-1]

    def where(self, detail: str = "") -> str:
        return f"{self.case.where()} {self.tracking} #{self.salt} at seq {self.match.seq} {detail}"

    def shuffle(self, cards: list, seed: Any) -> list:
        """The service's chance, from this playout's seed: the same deal on every run."""
        out = list(cards)
        random.Random(seed if seed is not None else self.rng.randrange(2**32)).shuffle(out)
        return out

    def trial(self, body: dict, match: Match | None = None) -> list[tuple[Event, Match]]:
        """The events the service would store for `body` (after `match`, the latest state by
        default), each checked then applied; raises RuleViolation where it would answer 422."""
        match, done = match or self.match, []
        event = Event(body["type"], canonical(body), match.seq + 1)
        for stored in fold.expand(match, event, self.shuffle):
            stored = Event(stored.type, stored.data, match.seq + 1)
            fold.check(match, stored)
            match = fold.apply(match, stored)
            done.append((stored, match))
        return done

    def post(self, body: dict) -> None:
        try:
            done = self.trial(body)
        except RuleViolation as exc:
            raise AssertionError(f"{body} refused: {exc} {self.where()}") from exc
        for stored, after in done:
            self.events.append(stored)
            self.states.append(after)
        self.bodies.append(body)
        self.last = len(done)

    def take_back(self) -> None:
        """Retract what the latest body stored (a reshuffle logged before its draw too)."""
        for _ in range(self.last):
            self.post({"type": "retracted", "data": {"seq": self.match.undo[0], "reason": "oops"}})

    # -- a hand dealt, the moves offered -----------------------------------------------------

    def start_body(self) -> dict:
        """The first `hand_started` the rules accept: the default dealer, a seed in open
        tracking, and a hand size only where the dealer must choose one."""
        base: dict[str, Any] = {"hand": len(self.match.results) + 1}
        if self.tracking == "open":
            base["seed"] = self.rng.randrange(2**53)
        sizes = self.rng.sample(HAND_SIZES, len(HAND_SIZES))
        for extra in [{}, *({"hand_size": n} for n in sizes)]:
            body = {"type": "hand_started", "data": {**base, **extra}}
            try:
                self.trial(body)
            except RuleViolation:
                continue
            return body
        raise AssertionError(f"no hand_started is accepted {self.where()}")

    def postable(self) -> list[dict]:
        """The legal moves as they stand (no card left to name, no hint), as bodies."""
        return [
            {"type": m["type"], "data": m["data"]}
            for m in fold.legal_moves(self.match)
            if not m.get("unknown") and m.get("ready", True)
        ]

    def checked_at(self, match: Match, body: dict) -> None:
        """`body` passes `check` after `match` as the service would check it (expanded, the
        events it stores first applied): a trial without the last apply."""
        event = Event(body["type"], canonical(body), match.seq + 1)
        *first, last = fold.expand(match, event, self.shuffle)
        for stored in first:
            stored = Event(stored.type, stored.data, match.seq + 1)
            fold.check(match, stored)
            match = fold.apply(match, stored)
        fold.check(match, Event(last.type, last.data, match.seq + 1))

    def check_offered(self, moves: list[dict], most: int | None = None) -> None:
        """Every move `legal_moves` offers passes `check` (expanded as the service would);
        `most` of them, every kind among them, where the list is long (a table's)."""
        if most is not None and len(moves) > most:
            kinds = {m["type"]: m for m in reversed(moves)}
            moves = [*kinds.values(), *self.rng.sample(moves, most - len(kinds))]
        for move in moves:
            self.offered += 1
            try:
                self.checked_at(self.match, move)
            except RuleViolation as exc:
                refusal = f"{exc.rule} {said(exc)}"
                raise AssertionError(
                    f"legal_moves offered {move}, check refused it: {refusal} {self.where()}"
                ) from exc

    def choose(self, moves: list[dict]) -> dict:
        """Uniform among the moves, or among one kind of move: rare kinds (a meld laid)
        come up often enough for a hand to end."""
        if self.rng.random() < 0.5:
            kind = self.rng.choice(sorted({m["type"] for m in moves}))
            moves = [m for m in moves if m["type"] == kind]
        return self.rng.choice(moves)

    def probe(self) -> None:
        """Post an earlier move again (a card already played, a turn already taken): where
        the rules refuse it, keep it for the refusal tests."""
        earlier = [b for b in self.bodies if b["type"] not in ("hand_started", "retracted")]
        if not earlier:
            return
        body = self.rng.choice(earlier)
        try:
            self.trial(body)
        except RuleViolation as exc:
            self.refusals.append(Refusal(self.match.seq, body, exc.rule))

    def step(self) -> dict:
        """One move (or a new hand): the body posted."""
        if not self.match.in_hand:
            body = self.start_body()
        else:
            moves = self.postable()
            assert moves, f"nobody can move: {fold.view(self.match)} {self.where()}"
            self.check_offered(moves, self.sample)
            body = self.choose(moves)
        self.post(body)
        return body

    def play(self) -> Playout:
        """To the end of the match, taking a move back now and then."""
        while self.match.status == "playing":
            assert len(self.events) < MOST_EVENTS, f"the match does not end {self.where()}"
            body = self.step()
            if self.rng.random() < PROBE:
                self.probe()
            if body["type"] != "hand_started" and self.rng.random() < RETRACT:
                self.take_back()
        return self


@dataclass
class Twin:
    """A `table` playout: the same hands as an open one, logged as the table sees them."""

    open: Playout
    table: Playout
    pairs: list[tuple[Match, Match]] = field(default_factory=list)  # open, table after a move

    @classmethod
    def of(cls, case: Case, rounds: int = ROUNDS, salt: int = 0) -> Twin:
        def side(tracking: str) -> Playout:
            return Playout(case, tracking, rounds, sample=SAMPLE, salt=salt)

        return cls(side("open"), side("table"))

    def play(self) -> Twin:
        opened, table = self.open, self.table
        dealt: tuple[dict, Match] | None = None  # a hand the table starts with its first move
        while opened.match.status == "playing":
            assert len(table.events) < MOST_EVENTS, f"the match does not end {table.where()}"
            if table.match.in_hand and not opened.match.in_hand:
                self.reveal()
                self.keep()
                continue
            if table.match.in_hand:
                table.check_offered(table.postable(), table.sample)
            body = opened.step()
            if body["type"] == "hand_started":
                dealt = (body, opened.match)
                continue
            if dealt is not None:
                table.post(self.table_start(*dealt, body))
                dealt = None
            table.post(body)
            if opened.rng.random() < RETRACT:
                opened.take_back()
                table.take_back()
            if table.rng.random() < PROBE:
                table.probe()
            self.keep()
        while table.match.in_hand:
            self.reveal()
            self.keep()
        return self

    def keep(self) -> None:
        """The two states side by side, once the table knows what the open match shows (a
        hand over in the open is shown at the table once its cards left are revealed)."""
        if self.table.match.in_hand == self.open.match.in_hand:
            self.pairs.append((self.open.match, self.table.match))

    def table_start(self, start: dict, dealt: Match, first: dict) -> dict:
        """The hand as the table logs it: no deck; the card turned up where the deal shows
        one to all, and who leads where the table must say, so that the first move follows."""
        data = {k: v for k, v in start["data"].items() if k not in ("deck", "seed")}
        players = list(dealt.player_ids)
        upcards = [{"upcard": c} for c in sorted(public_cards(fold.view(dealt), players))]
        leads = [{"first_player": p} for p in players]
        for extra in [*upcards, {}]:
            for lead in [{}, *leads]:
                body = {"type": "hand_started", "data": {**data, **extra, **lead}}
                try:
                    started = self.table.trial(body)
                    self.table.trial(first, started[-1][1])
                except RuleViolation:
                    continue
                return body
        raise AssertionError(f"the table cannot start {start} then {first} {self.table.where()}")

    def reveal(self) -> None:
        """The cards left, shown at the table: the moves that wait for cards to be named,
        filled with what the open twin's view shows each player holding."""
        waiting = [m for m in fold.legal_moves(self.table.match) if m.get("unknown")]
        shown = fold.view(self.open.match)
        assert waiting, f"the table waits for nothing it can be told {self.table.where()}"
        move = waiting[0]
        cards = sorted(attributed(shown, move["data"]["player"]).elements())
        self.table.post({"type": move["type"], "data": {**move["data"], "cards": cards}})
