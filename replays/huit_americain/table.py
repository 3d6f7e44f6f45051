"""A resolved rule table compiled for play: the powers of each card, with the options laid in."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from typing import Any

from ..cards import RANKS, Card, deck
from ..errors import InvalidInput, say

DRAWING = frozenset({"attack", "force"})
STRONG = frozenset({"attack", "wild", "wildsuit"})


@dataclass(frozen=True)
class Power:
    """One power of a card (RULES.md §1 "Powers"), read from the preset's table."""

    kind: str
    rule: str
    draw: int = 0
    answers: tuple[str, ...] = ()
    stoppers: tuple[str, ...] = ()
    two_players: str = ""
    on: tuple[str, ...] = ()
    on_two: tuple[str, ...] = ()
    count: int = 0
    call: str = ""
    counter: str = ""
    penalty: int = 0


@dataclass(frozen=True, eq=False)
class Table:
    """What the engine reads of `game_created.rules`; one per distinct rule table."""

    size: int
    copies: int
    hand_size: Any
    powers: Mapping[str, tuple[Power, ...]]
    options: Mapping[str, Any]
    draw_limit: int | None
    play_after_draw: bool
    upcard_redraw: tuple[str, ...]
    upcard_powers: bool
    no_first_attack: bool
    one_card: Mapping[str, Any]
    finish: Mapping[str, Any] | None
    last_again_draws: bool
    points: Mapping[str, int] | None
    key: str = field(default="")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Table) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def option(self, name: str) -> Any:
        return self.options.get(name)

    def powers_of(self, card: Card) -> tuple[Power, ...]:
        found = self.powers.get(str(card.plain))
        return found if found is not None else self.powers.get(card.rank, ())

    def power(self, card: Card, kind: str) -> Power | None:
        return next((p for p in self.powers_of(card) if p.kind == kind), None)

    def has(self, card: Card, *kinds: str) -> bool:
        return any(p.kind in kinds for p in self.powers_of(card))

    def draws(self, card: Card) -> bool:
        """An attack card in the sense of H8-SETUP-3: it makes the next player draw."""
        return self.has(card, *DRAWING)

    def full_deck(self) -> tuple[Card, ...]:
        return deck(self.size, self.copies)

    def copies_of(self, card: Card) -> int:
        """How many of `card` the game's deck holds (0: no such card in this deck)."""
        return _one_deck(self.size)[card.plain] * self.copies

    def hand_size_for(self, players: int) -> int | None:
        """H8-SETUP-2: the preset's hand size for `players` (None: the dealer chooses)."""
        size = self.hand_size
        if isinstance(size, int):
            return size
        if "choice" in size:
            return None
        rows = [row for row in size["table"] if row[0] <= players]
        row = rows[-1] if rows else size["table"][0]
        return row[1] if self.copies == 1 else row[2]

    def smallest_hand(self, players: int) -> int:
        size = self.hand_size_for(players)
        return size if size is not None else self.hand_size["choice"][0]


@lru_cache(maxsize=8)
def _one_deck(size: int) -> Counter:
    return Counter(deck(size))


def compile_rules(rules: Mapping[str, Any]) -> Table:
    """The Table of a rule table; compiled once per distinct table."""
    return _compiled(json.dumps(rules, sort_keys=True, default=str))


@lru_cache(maxsize=64)
def _compiled(key: str) -> Table:
    rules = json.loads(key)
    options = rules["options"]
    draw, upcard, calls = rules["draw"], rules["upcard"], rules["calls"]
    return Table(
        size=rules["deck"]["size"],
        copies=rules["deck"]["copies"],
        hand_size=rules["hand_size"],
        powers=_powers(rules["powers"], options, _has_jokers(rules["deck"]["size"])),
        options=options,
        draw_limit=None if options["continuous_draw"] else draw["limit"],
        play_after_draw=bool(draw["play_after"]) or bool(options["continuous_draw"]),
        upcard_redraw=tuple(upcard["redraw"]),
        upcard_powers=bool(upcard["powers"]),
        no_first_attack=bool(upcard["no_first_attack"]),
        one_card=calls["one_card"],
        finish=calls.get("finish"),
        last_again_draws=bool(rules["last_again_draws"]),
        points=None if rules["points"] == "by_power" else rules["points"],
        key=key,
    )


def _power(spec: Mapping[str, Any]) -> Power:
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in spec.items()}
    return Power(**values)


def _has_jokers(size: int) -> bool:
    return any(card.is_joker for card in _one_deck(size))


def _powers(
    table: Mapping[str, list], options: Mapping[str, Any], jokers: bool
) -> dict[str, tuple]:
    """The preset's powers with the options that add powers laid over them; in a deck
    without jokers no attack is answered or stopped by one (nor said to be)."""
    powers = {key: tuple(_power(p) for p in specs) for key, specs in table.items()}
    extra: list[tuple[str, Power]] = []
    if options["five_gives"]:
        extra.append(("5", Power("give", "H8-POW-5", count=1)))
    if options["swap_card"]:
        extra.append((str(options["swap_card"]), Power("swap", "H8-POW-SWAP")))
    if options["rotate_card"]:
        extra.append((str(options["rotate_card"]), Power("rotate", "H8-POW-ROTATE")))
    for rank, power in extra:
        for key in [k for k in powers if _rank_of(k) == rank] or [rank]:
            if power not in powers.get(key, ()):  # a record that shows it already (resolve)
                powers[key] = powers.get(key, ()) + (power,)
    if options["joker_attack"] is not None:
        n = int(options["joker_attack"])
        jk = Power("attack", "H8-POW-JK", draw=n, answers=("JK",), stoppers=("8",))
        powers["JK"] = (jk,) if n > 0 else ()
    return powers if jokers else {key: tuple(map(_no_joker, ps)) for key, ps in powers.items()}


def _no_joker(power: Power) -> Power:
    answers = tuple(a for a in power.answers if a != "JK")
    return replace(power, answers=answers, stoppers=tuple(s for s in power.stoppers if s != "JK"))


def played_powers(rules: Mapping[str, Any]) -> dict[str, list]:
    """The preset's powers with those its options add (H8-POW-5, -SWAP, -ROTATE, the joker's
    attack), as data: `game_created.rules` records every power as played. The preset's
    table whatever the deck (a record stored before keeps its table: service/imports.py);
    the jokers a deck lacks leave the compiled table only (`_no_joker`)."""
    played = _powers(rules["powers"], rules["options"], True)
    return {key: [_spec(p) for p in found] for key, found in played.items()}


def _spec(power: Power) -> dict[str, Any]:
    bare = Power(power.kind, power.rule)
    return {
        f.name: list(value) if isinstance(value, tuple) else value
        for f in fields(Power)
        if (value := getattr(power, f.name)) != getattr(bare, f.name) or f.name in ("kind", "rule")
    }


def _rank_of(key: str) -> str:
    return key if key in RANKS or key == "JK" else key[:-1]


def by_power(table: Table, card: Card) -> int:
    """H8-SCORE-NEG outside `classique`: strong 50, medium 20, K Q J 10, ace 1, else face value."""
    powers = table.powers_of(card)
    if card.is_joker or any(p.kind in STRONG for p in powers) or _stops(table, card):
        return 50
    if powers:
        return 20
    if card.rank in ("K", "Q", "J"):
        return 10
    return card.value


def _stops(table: Table, card: Card) -> bool:
    return any(
        card.rank in p.stoppers or str(card) in p.stoppers
        for specs in table.powers.values()
        for p in specs
        if p.kind == "attack"
    )


def card_points(table: Table, card: Card) -> int:
    """What a card left in hand costs (H8-SCORE-NEG, variante-6's own table)."""
    if table.points is not None:
        return table.points.get(card.rank, card.value)
    return by_power(table, card)


def check_option(key: str, value: Any) -> None:
    """Values the generic option check cannot judge (ranks, counts)."""
    if key in ("swap_card", "rotate_card") and value is not None and value not in RANKS:
        raise InvalidInput(say("h8.option.rank", option=repr(key), value=repr(value)), "options")
    if (
        key == "joker_attack"
        and value is not None
        and (isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 20)
    ):
        raise InvalidInput(say("h8.option.joker_attack"), "options")
