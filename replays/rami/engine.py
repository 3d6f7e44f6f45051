"""Rami: score-only scoring (RAMI-SCORE-*) and the move-by-move engine (RAMI-*).

The classes only wire the contracts of `replays.engine` to the modules that own each part:
deal (setup), turn (checks), apply (the moves applied), end (reveals and scoring), legal,
view, explain.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..engine import CountsCards, ModulePlay, ScoringEngine
from ..errors import require
from ..game import Counter, EntryField, Scoring
from ..model import Event, HandResult, Match
from ..shapes import Field
from . import deal, end, events, legal, notation
from .events import MOVES
from .explain import explain as explain_steps
from .presets import PRESETS
from .shapes import SHAPES
from .state import pack
from .values import card_value
from .view import view as hand_view

__all__ = ["ENGINE", "MOVES", "Rami", "RamiPlay", "card_value"]


class RamiPlay(ModulePlay):
    """A hand played turn by turn: take, lay down or add, discard (RAMI-TURN-*)."""

    move_types = MOVES | {"hand_revealed"}
    shapes = SHAPES

    deal, events = deal, events

    def result(self, match: Match) -> HandResult | None:
        return end.hand_result(match, rami_points)

    def legal_moves(self, match: Match) -> list[dict]:
        return legal.legal_moves(match)

    def view(self, match: Match, as_player: str | None = None) -> dict:
        scored = match.results[-1] if match.results and not match.in_hand else None
        live = self.result(match) if match.in_hand else None
        return hand_view(match, as_player, live or scored)

    def explain(self, before: Match, event: Event) -> list[dict]:
        """The steps of `event`, told from the hand it gives (and its scoring, if it ends it)."""
        if event.type == "hand_started":
            after = before.evolve(hand_no=event.data["hand"], hand=self.start(before, event.data))
        elif before.in_hand:
            after = before.evolve(hand=self.apply(before, event))
        else:
            return []
        return explain_steps(before, event, after, self.result(after))


class Rami(ScoringEngine, CountsCards):
    game = "rami"
    titles = {"fr": "Rami", "en": "Rami"}
    prefix = "RAMI"
    presets = PRESETS
    default_preset = "rami-51"
    scorings = {"negative": Scoring("RAMI-MATCH-1", frozenset({"hand_revealed", "points_entered"}))}
    min_players, max_players = 2, 7
    setup_rule = "RAMI-SETUP-1"
    tie_rule = "RAMI-MATCH-1"
    entry_rules = {"hand_revealed": "RAMI-SCORE-1", "points_entered": "RAMI-SCORE-4"}
    entry_fields = (
        EntryField(  # RAMI-SCORE-4: who went out in one go
            "rami",
            Field("player"),
            labels={"fr": "Rami (sorti d'un coup)", "en": "Rami (out in one go)"},
            word={"fr": "rami", "en": "rami"},
            none={"fr": "Personne", "en": "Nobody"},
            mark="★",
            step="rami.step.rami_entered",
            counter="ramis",
        ),
    )
    counters = (Counter("ramis", {"fr": "Ramis", "en": "Ramis"}),)
    lines = notation.LINES
    words = notation.WORDS
    enums = notation.ENUMS
    play = RamiPlay()
    ends = {"negative": ("t:1000",)}  # the page's match-end choice (RAMI-MATCH-1)
    page = "rami"

    def resolve(self, preset: str | None, options: Mapping[str, Any] | None) -> dict:
        """The rule table, its `deck` entry kept in step with the options decks and jokers."""
        rules = super().resolve(preset, options)
        opts = rules["options"]
        rules["deck"] = {"size": 52, "copies": opts["decks"], "jokers": opts["jokers"]}
        return rules

    def check_setup(self, rules: Mapping, players: int, scoring: str) -> None:
        super().check_setup(rules, players, scoring)
        deal.check_options(rules, players)

    def card_points(self, rules: Mapping, card: Card) -> int:
        return card_value(card, rules["options"]["joker_points"])

    def pack(self, rules: Mapping) -> tuple[Card, ...]:
        return pack(rules)

    def check_revealed(
        self, match: Match, reveals: Mapping[str, tuple[Card, ...]], player: str, cards: tuple
    ) -> None:
        """RAMI-END-1: a hand has one winner, the first player with no cards left: the
        reveals of a hand show one empty hand, as an entry has one 0 (RAMI-SCORE-4). The
        stock never runs out (RAMI-STOCK-1), so a Rami hand always has its winner."""
        super().check_revealed(match, reveals, player, cards)
        out = [pid for pid, held in reveals.items() if not held]
        require(
            cards or not out,
            "RAMI-END-1",
            "rami.reveal_second_winner",
            who=match.name(player),
            winner=match.name(out[0] if out else ""),
        )
        last = len(reveals) + 1 == len(match.players)
        require(
            not last or out or not cards,
            "RAMI-END-1",
            "rami.reveal_no_winner",
            who=match.name(player),
        )

    def check_points(self, match: Match, data: Mapping) -> None:
        """RAMI-SCORE-4: one winner, the one player entered with 0; `rami` names that one."""
        super().check_points(match, data)
        out = [pid for pid, pts in data["points"].items() if pts == 0]
        require(
            len(out) == 1,
            "RAMI-SCORE-4",
            "rami.one_winner" if out else "rami.nobody_at_zero",
            names=[match.name(p) for p in out],
        )
        rami = data.get("rami")
        require(
            rami in (None, out[0]),
            "RAMI-SCORE-4",
            "rami.rami_by_winner",
            who=match.name(out[0]),
            other=match.name(rami or ""),
        )

    def entered_points(self, match: Match, data: Mapping) -> HandResult:
        """RAMI-SCORE-4: `rami` names who went out in one go: doubling, or the -60 bonus."""
        points = dict(data["points"])
        rami = data.get("rami")
        if rami is not None:
            points = rami_points(match.rules, points, rami)
        elif match.rules["options"]["winner_bonus"]:
            points = _bonus_points(points)
        return HandResult(hand=data["hand"], points=points, marks=self.marks(data))

    def revealed_points(self, match: Match, hand: int, reveals: Mapping) -> HandResult:
        result = super().revealed_points(match, hand, reveals)
        if match.rules["options"]["winner_bonus"] and len(result.order) == 1:
            return HandResult(hand, {**result.points, result.order[0]: -20}, result.order)
        return result


def _bonus_points(points: dict[str, int]) -> dict[str, int]:
    """RAMI-SCORE-3: the winner, entered with no cards left (0), scores -20. An entry
    logged before RAMI-SCORE-4 was checked may have no single 0: it is kept as it is."""
    out = [pid for pid, pts in points.items() if pts == 0]
    return {**points, out[0]: -20} if len(out) == 1 else points


def rami_points(rules: Mapping, points: dict[str, int], rami: str) -> dict[str, int]:
    """RAMI-SCORE-2/-3: a rami doubles the others' points, or scores -60 with the bonus."""
    if rules["options"]["winner_bonus"]:
        return {**points, rami: -60}
    return {pid: (pts if pid == rami else 2 * pts) for pid, pts in points.items()}


ENGINE = Rami()
