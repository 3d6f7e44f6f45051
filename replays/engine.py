"""The two contracts of a game, in the manner of OpenSpiel's Game and State.

`ScoringEngine` is what every game has: its declaration (names, presets, scorings, words,
the rule ids explain cites), the table a match is created with, how a hand logged as
scores only is scored, and who wins. `PlayEngine` is what a game that tracks moves adds:
a hand dealt, checked and applied event by event. A game names its score-only entries per
scoring (`Scoring.entries`), and takes up the hooks of each: `CountsCards` for cards
revealed, `RanksOrder` for a finishing order. The fold (`match.py`) calls them; every method
is pure: it reads a `Match` and returns values. `check` raises RuleViolation, `apply` never
checks and never fails on a stored event.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from .cards import FRENCH, Card, Deck, deck, missing_from
from .errors import InvalidInput, RuleViolation, require, say
from .game import Counter, EntryField, Scoring, Spec
from .model import Event, HandResult, Match
from .shapes import Shape
from .sides import Sides, check_teams

# Shuffles a list of cards; the service passes one (seeded or not), the core never draws chance.
Shuffle = Callable[[list[Card], Any], list[Card]]


class PlayEngine(ABC):
    """A hand played move by move: dealt, each event checked then applied, then scored."""

    move_types: frozenset[str] = frozenset()  # the events of a hand this engine takes
    shapes: Mapping[str, Shape] = {}  # the data of its own move types (replays/shapes.py)
    penalty_types: frozenset[str] = frozenset()  # its moves that carry a penalty's draw

    @abstractmethod
    def check_start(self, match: Match, data: Mapping) -> None:
        """Refuse a hand_started the game cannot deal or begin (CORE-DEAL-1, setup rules)."""

    @abstractmethod
    def start(self, match: Match, data: Mapping) -> Any:
        """The engine's state of a new hand (becomes `match.hand`)."""

    @abstractmethod
    def check(self, match: Match, event: Event) -> None:
        """Raise RuleViolation if `event` may not happen now in `match.hand`."""

    @abstractmethod
    def apply(self, match: Match, event: Event) -> Any:
        """The hand state after `event`; never checks, never fails on a stored event."""

    @abstractmethod
    def result(self, match: Match) -> HandResult | None:
        """The scored hand once `match.hand` is over, else None."""

    @abstractmethod
    def legal_moves(self, match: Match) -> list[dict]:
        """The moves the player to act may make now, as event bodies ({type, data})."""

    @abstractmethod
    def view(self, match: Match, as_player: str | None = None) -> dict:
        """The derived state of the hand as JSON; `as_player` hides the others' cards."""

    def explain(self, before: Match, event: Event) -> list[dict]:
        """What `event` did to the hand and which rules allowed it: [{"rule", "text"}, ...]."""
        return []

    def penalties(self, before: Match, event: Event, after: Match) -> list[tuple[str, str, str]]:
        """What `event` adds to the statistics' counters: (player, counter, value) each, a
        value counted under a per-value counter, "" under a plain one."""
        return []

    def expand(self, match: Match, event: Event, shuffle: Shuffle) -> list[Event]:
        """The events to store for `event`: its data completed (a seed becomes a deck order),
        preceded by any event the server must log first (a reshuffle before a draw)."""
        return [event]


class ModulePlay(PlayEngine):
    """A play engine wired to its package's modules (docs/ENGINES.md, "One shape for every
    game package"): `deal` checks, starts and (if it has `expand`) completes a hand_started,
    `events` checks and applies every move."""

    deal: ModuleType
    events: ModuleType

    def check_start(self, match: Match, data: Mapping) -> None:
        self.deal.check_start(match, data)

    def start(self, match: Match, data: Mapping) -> Any:
        return self.deal.start(match, data)

    def check(self, match: Match, event: Event) -> None:
        self.events.check(match, event)

    def apply(self, match: Match, event: Event) -> Any:
        return self.events.apply(match, event)

    def expand(self, match: Match, event: Event, shuffle: Shuffle) -> list[Event]:
        if hasattr(self.deal, "expand"):
            return self.deal.expand(match, event, shuffle)
        return super().expand(match, event, shuffle)


class HandPlay(ModulePlay):
    """A play engine whose hand is one state object, for games played move by move in
    phases (an auction, then tricks): `events` has `Hand` (its type, with a `phase` that
    ends at "over"), `CHECKS` and `APPLIES` (one function per move type, given the match,
    the hand and the data); `end.hand_result`, `legal.legal_moves`, `views.view` and
    `explaining.explain` take the match and that hand (docs/ENGINES.md)."""

    end: ModuleType
    legal: ModuleType
    views: ModuleType
    explaining: ModuleType

    def hand_of(self, match: Match) -> Any:
        return match.hand if isinstance(match.hand, self.events.Hand) else None

    def check(self, match: Match, event: Event) -> None:
        hand = self.hand_of(match)
        if hand is None or hand.phase == "over":
            raise RuleViolation("CORE-HAND-1", "core.no_hand")
        self.events.CHECKS[event.type](match, hand, event.data)

    def apply(self, match: Match, event: Event) -> Any:
        hand = self.hand_of(match)
        if hand is None or event.type not in self.events.APPLIES:
            return match.hand
        return self.events.APPLIES[event.type](match, hand, event.data)

    def result(self, match: Match) -> HandResult | None:
        hand = self.hand_of(match)
        return None if hand is None else self.end.hand_result(match, hand)

    def legal_moves(self, match: Match) -> list[dict]:
        hand = self.hand_of(match)
        if hand is None or not match.in_hand or match.status != "playing":
            return []
        return self.legal.legal_moves(match, hand)

    def view(self, match: Match, as_player: str | None = None) -> dict:
        hand = self.hand_of(match)
        return {} if hand is None else self.views.view(match, hand, as_player)

    def explain(self, before: Match, event: Event) -> list[dict]:
        if before.tracking == "score":
            return []
        if event.type == "hand_started":
            return self.explaining.explain(before, event, self.deal.start(before, event.data))
        hand = self.hand_of(before)
        if hand is None or event.type not in self.events.APPLIES or not before.in_hand:
            return []
        after = self.events.APPLIES[event.type](before, hand, event.data)
        return self.explaining.explain(before, event, after)


class ScoringEngine:
    """A game: what it declares, the table of a new match, score-only hands, the winner."""

    # -- the declaration (docs/ENGINES.md "Adding a game") --------------------------------
    game: str = ""  # the name stored in game_created
    titles: Mapping[str, str] = {}  # the game's name for people, per language (fr, en)
    prefix: str = ""  # of its rule ids in RULES.md ("H8" for "H8-PLAY-1")
    presets: Mapping[str, Mapping[str, Any]] = {}
    default_preset: str = ""
    scorings: Mapping[str, Scoring] = {}  # allowed `scoring` values, the first is the default
    min_players: int = 2
    max_players: int = 20
    setup_rule: str = "CORE-PLAYER-1"
    order_rule: str = "CORE-PLAYER-1"
    tie_rule: str = "CORE-OVER-1"  # the rule that reports a tie
    entry_rules: Mapping[str, str] = {}  # entry type → the rule that turns it into points
    entry_fields: tuple[EntryField, ...] = ()  # fields of points_entered beyond hand, points
    counters: tuple[Counter, ...] = ()  # its statistics counters (replays/stats.py)
    detail_counters: Mapping[str, str] = {}  # a hand's detail key → the counter of its values
    decks: tuple[Deck, ...] = (FRENCH,)  # the decks its rule tables play with (jokers apart)
    sides: Sides = Sides()  # who scores together: players alone, fixed teams, or camps
    negative_points: bool = False  # CORE-POINTS-1: a game's own title points may be < 0
    lines: Mapping[str, Spec] = {}  # the txt lines of the game's own event types
    words: Mapping[str, Mapping[str, str]] = {}  # lang → words of those lines
    enums: Mapping[str, Mapping[str, Mapping[str, str]]] = {}  # enum → lang → value → word
    labels: Mapping[str, str] = {}  # what the values of a hand's detail are called (titles)
    talk_words: frozenset[str] = frozenset()  # its words at the table that name no player
    rule_texts: Mapping[str, str] = {}  # rules the game states itself, beside RULES.md
    play: PlayEngine | None = None  # how a hand is played move by move, if it can be
    # -- what the page shows (replays/declaration.py; docs/ENGINES.md "The page file") ------
    entry_order: tuple[str, ...] = ("points_entered", "hand_revealed", "order_entered")
    ends: Mapping[str, tuple[str, ...]] = {}  # per scoring: "t:N" points, "r:N" hands, "none"
    deck_option: bool = False  # the table chooses the number of decks (option `deck`)
    joker_option: str = ""  # the option counting the jokers; "" where the deck's size says
    page: str = ""  # its page module, service/static/games/<page>.js, if it has one

    def knows_card(self, card: Card) -> bool:
        """Whether `card` is one of this game's decks (a joker is every French deck's)."""
        if card.is_joker:
            return True
        return any(d.has(card) for d in self.decks)

    @property
    def entry_names(self) -> frozenset[str]:
        return frozenset(f.name for f in self.entry_fields)

    @property
    def default_scoring(self) -> str:
        return next(iter(self.scorings))

    def title(self, lang: str = "fr") -> str:
        return self.titles.get(lang) or self.titles.get("fr") or self.game

    # -- creating a match ---------------------------------------------------------------

    def resolve(self, preset: str | None, options: Mapping[str, Any] | None) -> dict:
        """The whole rule table of a preset with `options` laid over it (stored in game_created)."""
        name = preset or self.default_preset
        if name not in self.presets:
            known = ", ".join(sorted(self.presets))
            said = say("core.setup.unknown_preset", value=repr(name), game=self.game, known=known)
            raise InvalidInput(said, "preset")
        rules = copy.deepcopy(dict(self.presets[name]["rules"]))
        for key, value in (options or {}).items():
            self.set_option(rules, key, value)
        return rules

    def set_option(self, rules: dict, key: str, value: Any) -> None:
        """Lay one option over the rule table; engines with nested options override this."""
        if key not in rules.get("options", {}):
            known = ", ".join(sorted(rules.get("options", {})))
            said = say("core.setup.unknown_option", value=repr(key), game=self.game, known=known)
            raise InvalidInput(said, "options")
        current = rules["options"][key]
        if current is not None and not _same_kind(current, value):
            kind = type(current).__name__
            said = say("core.setup.option_kind", option=repr(key), kind=kind, value=repr(value))
            raise InvalidInput(said, "options")
        rules["options"][key] = value

    def check_setup(self, rules: Mapping, players: int, scoring: str) -> None:
        if not self.min_players <= players <= self.max_players:
            raise RuleViolation(
                self.setup_rule,
                "core.player_count",
                game=self.game,
                low=self.min_players,
                high=self.max_players,
                n=players,
            )
        if scoring not in self.scorings:
            known = ", ".join(self.scorings)
            raise InvalidInput(say("core.setup.scoring", game=self.game, known=known), "scoring")

    def check_sides(self, players: list[str], teams: list[dict]) -> None:
        """CORE-SIDE-1: the teams a match is created with are the ones this game plays in."""
        check_teams(self.sides, self.game, players, teams)

    def check_tracking(self, tracking: str) -> None:
        """CORE-TRACK-1: moves are logged only for a game with a play engine."""
        if tracking != "score" and self.play is None:
            raise RuleViolation("CORE-TRACK-1", "core.scores_only_game", game=self.game)

    def defaults(self, rules: Mapping, scoring: str) -> tuple[int | None, int | None]:
        """Default (target, rounds) of a preset under a scoring."""
        return rules.get("target"), rules.get("rounds")

    # -- hands scored, the match won ------------------------------------------------------

    def lowest_wins(self, match: Match) -> bool:
        return True

    def check_points(self, match: Match, data: Mapping) -> None:
        """CORE-POINTS-1: entered points are never negative (bonuses come from the rules).
        Checked when an entry is logged, never when a stored one is replayed."""
        if self.negative_points:
            return
        below = [f"{match.name(p)} {pts}" for p, pts in data["points"].items() if pts < 0]
        require(
            not below,
            "CORE-POINTS-1",
            "core.points_negative",
            points=below,
        )

    def entered_points(self, match: Match, data: Mapping) -> HandResult:
        """The hand a `points_entered` scores (its points as entered, unless the game adds),
        with the values of the game's own fields."""
        return HandResult(hand=data["hand"], points=dict(data["points"]), marks=self.marks(data))

    def marks(self, data: Mapping) -> dict[str, Any]:
        """The declared fields an entry gives a value (EntryField)."""
        return {f.name: data[f.name] for f in self.entry_fields if data.get(f.name) is not None}

    def sample_entry(self, match: Match, rng: Any) -> dict[str, Any] | None:
        """A `points_entered`'s data (beyond `hand`) that the rules take now, drawn with `rng`
        (a `random.Random`), for a game whose entries random points would never make (points
        that must add up to a total): the conformance suite's score sheets enter it. None:
        random points do."""
        return None


class CountsCards(ABC):
    """`hand_revealed` in score tracking: every player shows the cards left, which cost them."""

    setup_rule: str

    @abstractmethod
    def card_points(self, rules: Mapping, card: Card) -> int:
        """What a card left in hand costs its holder."""

    def pack(self, rules: Mapping) -> tuple[Card, ...]:
        """Every card of the game's deck(s)."""
        return deck(rules["deck"]["size"], rules["deck"]["copies"])

    def check_revealed(
        self, match: Match, reveals: Mapping[str, tuple[Card, ...]], player: str, cards: tuple
    ) -> None:
        """A score-only reveal shows cards of this deck, no more copies than it holds;
        `reveals` are the hand's earlier ones, `player` shows `cards`."""
        shown = [c for held in reveals.values() for c in held]
        missing = missing_from([*shown, *cards], self.pack(match.rules))
        if missing:
            raise RuleViolation(
                self.setup_rule,
                "core.deck_cannot_supply",
                cards=missing,
            )

    def revealed_points(self, match: Match, hand: int, reveals: Mapping) -> HandResult:
        points = {
            pid: sum(self.card_points(match.rules, c) for c in cards)
            for pid, cards in reveals.items()
        }
        order = tuple(pid for pid, cards in reveals.items() if not cards)
        return HandResult(hand=hand, points=points, order=order)


class RanksOrder(ABC):
    """`order_entered` in score tracking: the finishing order of a hand gives its points."""

    order_rule: str

    def check_order(self, match: Match, order: tuple[str, ...]) -> None:
        """The finishing order of a score-only hand names every player (the last included)."""
        missing = [match.name(p) for p in match.player_ids if p not in order]
        if missing:
            raise RuleViolation(self.order_rule, "core.order_must_place", names=missing)

    @abstractmethod
    def order_points(self, match: Match, hand: int, order: tuple[str, ...]) -> HandResult:
        """The points of a hand from its finishing order."""


def _same_kind(current: Any, value: Any) -> bool:
    """An option takes a value of its preset's kind: a count takes a whole number (2.0 jokers
    would be stored as a float, where the rules read an int), a float any number."""
    if isinstance(current, bool) or isinstance(value, bool):
        return isinstance(current, bool) and isinstance(value, bool)
    if isinstance(current, int):
        return isinstance(value, int)
    if isinstance(current, float):
        return isinstance(value, int | float)
    return isinstance(value, type(current))
