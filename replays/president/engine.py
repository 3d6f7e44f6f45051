"""Président: scoring by titles (PRES-RANK-1, PRES-MATCH-1) and the trick engine (PRES-*)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import ModulePlay, RanksOrder, ScoringEngine
from ..errors import InvalidInput, require, say
from ..game import Counter, Scoring
from ..model import Event, HandResult, Match
from . import deal, events, notation
from .events import APPLIES, MOVES
from .explain import explain
from .legal import legal_moves
from .presets import JOKER_COUNTS, PRESETS, TITLE_NAMES, TITLES, titles
from .shapes import SHAPES
from .state import Hand
from .view import view


class PresidentPlay(ModulePlay):
    """A hand played trick by trick, after the exchange (PRES-TURN-1, PRES-TRICK-*)."""

    move_types = MOVES | {"hand_revealed"}
    shapes = SHAPES

    deal, events = deal, events

    def result(self, match: Match) -> HandResult | None:
        hand = _hand(match)
        if hand is None or not hand.over:
            return None
        return title_points(match, hand.number, hand.out)

    def legal_moves(self, match: Match) -> list[dict]:
        hand = _hand(match)
        if hand is None or not match.in_hand or match.status != "playing":
            return []
        return legal_moves(match, hand)

    def view(self, match: Match, as_player: str | None = None) -> dict:
        hand = _hand(match)
        return {} if hand is None else view(match, hand, as_player)

    def explain(self, before: Match, event: Event) -> list[dict]:
        if before.tracking == "score":
            return []
        if event.type == "hand_started":
            return explain(before, event, deal.start(before, event.data))
        hand = _hand(before)
        if hand is None or event.type not in APPLIES or not before.in_hand:
            return []
        return explain(before, event, APPLIES[event.type](before, hand, event.data))


class President(ScoringEngine, RanksOrder):
    game = "president"
    titles = {"fr": "Président", "en": "Président"}
    prefix = "PRES"
    presets = PRESETS
    default_preset = "standard"
    scorings = {
        "titles": Scoring(
            "PRES-MATCH-1", frozenset({"order_entered", "points_entered"}), "PRES-MATCH-1"
        )
    }
    min_players, max_players = 3, 7
    setup_rule = "PRES-SETUP-1"
    order_rule = "PRES-RANK-1"  # the finishing order lists every player, the last included
    negative_points = True  # PRES-RANK-1: title points (Vice-trou, Trou) are negative
    tie_rule = "PRES-MATCH-1"
    entry_rules = {"order_entered": "PRES-RANK-1"}
    lines = notation.LINES
    words = notation.WORDS
    enums = notation.ENUMS
    labels = TITLE_NAMES  # PRES-RANK-1: the titles, French words at every table
    talk_words = frozenset("president presidente vice trou neutre".split())  # "le trou donne"
    counters = (Counter("titles", {"fr": "Titres au Président", "en": "Président titles"}, True),)
    detail_counters = {"titles": "titles"}  # each hand's title per player (PRES-RANK-1)
    play = PresidentPlay()
    # The page: the finishing order first; hands or points to play to (PRES-MATCH-1); the
    # jokers an option of the match (PRES-SETUP-1).
    entry_order = ("order_entered", "points_entered")
    ends = {"titles": ("r:5", "r:10", "t:10", "none")}
    joker_option = "jokers"
    page = "president"

    def set_option(self, rules: dict, key: str, value: Any) -> None:
        """`points` merges per title (unknown titles refused); `jokers` is 0 or 2 and sets
        the deck's size (PRES-SETUP-1)."""
        if key == "points":
            rules["options"]["points"] = {**rules["options"]["points"], **_points(value)}
            return
        if key == "jokers":
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidInput(say("pres.option.jokers", value=repr(value)), "options")
            # A count of jokers the rule does not play (as RAMI-SETUP-1's 0–4): its rule.
            require(value in JOKER_COUNTS, "PRES-SETUP-1", "pres.option.jokers", value=value)
            rules["deck"] = {**rules["deck"], "size": 52 + value}
        super().set_option(rules, key, value)

    def check_points(self, match: Match, data: Mapping) -> None:
        """PRES-MATCH-1: a hand's points are its titles' points, one title each (PRES-RANK-1
        names one Président, one Trou, …): "Anna 2, Ben 2, Chloé -2" is no hand."""
        super().check_points(match, data)
        per_title = match.rules["options"]["points"]
        order = tuple(match.player_ids)
        expected = sorted(per_title[t] for t in titles(order).values())
        require(
            sorted(data["points"].values()) == expected,
            "PRES-MATCH-1",
            "pres.points_are_titles",
            points=expected[::-1],
        )

    def lowest_wins(self, match: Match) -> bool:
        return False  # PRES-MATCH-1: the highest total wins

    def order_points(self, match: Match, hand: int, order: tuple[str, ...]) -> HandResult:
        return title_points(match, hand, order)


def title_points(match: Match, hand: int, order: tuple[str, ...]) -> HandResult:
    """PRES-RANK-1 titles from the finishing order, PRES-MATCH-1 points per title."""
    named = titles(order)
    per_title = match.rules["options"]["points"]
    points = {pid: per_title[named[pid]] for pid in match.player_ids}
    return HandResult(hand=hand, points=points, order=order, detail={"titles": named})


def _hand(match: Match) -> Hand | None:
    return match.hand if isinstance(match.hand, Hand) else None


# PRES-MATCH-1 names no bound: a title worth more than the longest target (1000) ends every
# match in one hand, and a total must stay a number that JSON and the hash carry exactly.
TITLE_POINTS_MOST = 1000


def _points(value: Any) -> dict[str, int]:
    """PRES-MATCH-1: points per title; a partial table is laid over the preset's."""
    if not isinstance(value, Mapping):
        raise InvalidInput(say("pres.option.points"), "options")
    unknown = sorted(set(value) - set(TITLES))
    if unknown:
        said = say(
            "pres.option.unknown_title",
            value=[repr(title) for title in unknown],  # each quoted: « foo » et « bar »
            n=len(unknown),
            known=", ".join(TITLES),
        )
        raise InvalidInput(said, "options")
    for title, pts in value.items():
        whole = isinstance(pts, int) and not isinstance(pts, bool)
        if not whole or not -TITLE_POINTS_MOST <= pts <= TITLE_POINTS_MOST:
            said = say("pres.option.title_points", title=repr(title), value=repr(pts),
                       most=TITLE_POINTS_MOST)  # fmt: skip
            raise InvalidInput(said, "options")
    return dict(value)


ENGINE = President()
