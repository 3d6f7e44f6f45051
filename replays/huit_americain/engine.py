"""Huit américain (RULES.md §1): the game and its play engine; the rules live in its modules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import DECK_SIZES, Card
from ..engine import CountsCards, ModulePlay, RanksOrder, ScoringEngine, Shuffle
from ..errors import InvalidInput, RuleViolation, require, say
from ..game import Scoring
from ..model import Event, HandResult, Match
from . import calls, deal, events, explain, legal, notation, scoring, table, view
from . import penalties as penalty
from .events import MOVE_TYPES
from .presets import PRESETS
from .shapes import SHAPES
from .state import Hand
from .stock import reshuffled

DRAWING = ("cards_drawn", "challenged", "infraction", "card_played")
# Completing an event runs before its check (the fold has checked its players): a deal or a
# card the rules refuse is left as posted, for the check to refuse with its rule.
EXPAND_REFUSALS = (InvalidInput, RuleViolation)


class HuitAmericainPlay(ModulePlay):
    """A hand played card by card (H8-TURN-*, H8-PLAY-*, the powers and calls)."""

    move_types = MOVE_TYPES | {"hand_revealed"}
    shapes = SHAPES
    penalty_types = penalty.PENALTY_TYPES

    def penalties(self, before: Match, event: Event, after: Match) -> list[tuple[str, str, str]]:
        return penalty.penalties(before, event, after)

    deal, events = deal, events

    def result(self, match: Match) -> HandResult | None:
        hand = match.hand
        if not isinstance(hand, Hand) or not scoring.scored(hand):
            return None
        return scoring.result(hand)

    def legal_moves(self, match: Match) -> list[dict]:
        if not match.in_hand or not isinstance(match.hand, Hand):
            return []
        return legal.legal_moves(match.hand)

    def view(self, match: Match, as_player: str | None = None) -> dict:
        if not isinstance(match.hand, Hand):
            return {}
        return view.view(match.hand, as_player)

    def explain(self, before: Match, event: Event) -> list[dict]:
        if event.type == "hand_started":
            return explain.dealt(deal.start(before, event.data))
        if not isinstance(before.hand, Hand):
            return []
        after = self.apply(before, event)
        return explain.explain(before.hand, after, event.type, event.data)

    def expand(self, match: Match, event: Event, shuffle: Shuffle) -> list[Event]:
        """Open tracking: a seed becomes a deck order; a draw the stock cannot supply is
        preceded by the reshuffle the server logs (H8-PLAY-5); drawn cards are written out."""
        try:
            return _expand(match, event, shuffle)
        except EXPAND_REFUSALS:
            return [event]


class HuitAmericain(ScoringEngine, CountsCards, RanksOrder):
    game = "huit_americain"
    titles = {"fr": "Huit américain", "en": "Huit américain"}
    prefix = "H8"
    presets = PRESETS
    default_preset = "classique"
    scorings = {
        "negative": Scoring("H8-SCORE-NEG", frozenset({"hand_revealed", "points_entered"})),
        "positive": Scoring(
            "H8-SCORE-POS", frozenset({"order_entered", "points_entered"}), "H8-SCORE-POS"
        ),
    }
    setup_rule = "H8-SETUP-1"
    tie_rule = "H8-SCORE-TIE"
    entry_rules = {"hand_revealed": "H8-SCORE-NEG", "order_entered": "H8-SCORE-POS"}
    counters = penalty.COUNTERS
    lines = notation.LINES
    words = notation.WORDS
    enums = notation.ENUMS
    play = HuitAmericainPlay()
    # The page: the finishing order first where it scores; the match ends the table picks
    # from (H8-SCORE-*); the number of decks (H8-SETUP-1), chosen at the table.
    entry_order = ("order_entered", "points_entered", "hand_revealed")
    ends = {"negative": ("t:50", "t:100", "t:300", "t:500"), "positive": ("t:200", "t:500")}
    deck_option = True
    page = "huit_americain"

    # -- creating a match ---------------------------------------------------------------

    def resolve(self, preset: str | None, options: Mapping[str, Any] | None) -> dict:
        """The rule table with the powers its options add written into `powers`: the record
        shows every power as played (variante-6's joker with `joker_attack`)."""
        rules = super().resolve(preset, options)
        rules["powers"] = table.played_powers(rules)
        return rules

    def set_option(self, rules: dict, key: str, value: Any) -> None:
        """`deck` ({size, copies}) and `hand_size` are settings of the table, not options."""
        if key == "deck":
            rules["deck"] = _deck_setting(value)
            return
        if key == "hand_size":
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 30:
                raise InvalidInput(say("h8.option.hand_size"), "options")
            rules["hand_size"] = value
            return
        table.check_option(key, value)
        super().set_option(rules, key, value)

    def check_setup(self, rules: Mapping, players: int, scoring: str) -> None:
        """H8-SETUP-1: from 2 players, as many as the deck can deal to (two decks for more;
        a table that has two already is told to deal to fewer, or fewer cards each)."""
        super().check_setup(rules, players, scoring)
        t = table.compile_rules(rules)
        size = t.smallest_hand(players)
        total = t.size * t.copies
        require(
            players * size + 1 <= total,
            "H8-SETUP-1",
            "h8.setup_too_many" if t.copies == 1 else "h8.setup_too_many_two_decks",
            players=players,
            size=size,
            need=players * size + 1,
            copies=t.copies,
            deck=t.size,
            total=total,
        )

    def defaults(self, rules: Mapping, scoring: str) -> tuple[int | None, int | None]:
        """H8-SCORE-NEG / H8-SCORE-POS: the preset's target for the scoring chosen."""
        return rules["target"][scoring], None

    def lowest_wins(self, match: Match) -> bool:
        return match.scoring != "positive"

    def card_points(self, rules: Mapping, card: Card) -> int:
        return table.card_points(table.compile_rules(rules), card)

    def check_points(self, match: Match, data: Mapping) -> None:
        """CORE-POINTS-1: no negative points, and with negative scoring a player went out (0)
        unless the hand was blocked (H8-END-4); H8-SCORE-POS: the prizes of the players out
        (50, 20, 10: at most three, one player left), else 0."""
        super().check_points(match, data)
        points = data["points"]
        if match.scoring != "positive":
            if 0 not in points.values():
                totals = blocked_totals(table.compile_rules(match.rules))
                require(
                    sum(points.values()) in totals,
                    "CORE-POINTS-1",
                    "h8.nobody_at_zero",
                    total=sum(points.values()),
                    totals=sorted(totals),
                )
            return
        prizes = sorted((p for p in points.values() if p), reverse=True)
        room = min(3, len(match.players) - 1)
        require(
            len(prizes) <= room and tuple(prizes) == scoring.PRIZES[: len(prizes)],
            "H8-SCORE-POS",
            "h8.positive_prizes",
            prizes=list(scoring.PRIZES[:room]),
            n=room,
            points=[f"{match.name(p)} {points[p]}" for p in match.player_ids if p in points],
        )

    def check_order(self, match: Match, order: tuple[str, ...]) -> None:
        """H8-END-2: a hand goes on until three players are out or one is left, so an order
        names at least those (the player left may be named last, or not at all)."""
        need = min(3, len(match.players) - 1)
        if len(order) < need:
            raise RuleViolation("H8-END-2", "h8.order_names_first", n=need)

    def order_points(self, match: Match, hand: int, order: tuple[str, ...]) -> HandResult:
        """H8-SCORE-POS: 50, 20 and 10 for the first three out; the player left in the hand,
        named last in a full order, scores nothing (H8-END-2)."""
        out = order[: len(match.player_ids) - 1]
        prizes = dict(zip(out, scoring.PRIZES, strict=False))
        return HandResult(hand, {p: prizes.get(p, 0) for p in match.player_ids}, order)


def _deck_setting(value: Any) -> dict:
    """`deck` {size, copies}, whole numbers: 52.0 copies of nothing (a float multiplies no
    tuple of cards), and a float stored in the rules is read as an int everywhere else."""
    if not isinstance(value, Mapping):
        raise InvalidInput(say("h8.option.deck"), "options")
    size, copies = value.get("size", 52), value.get("copies", 1)
    if not _whole(copies) or copies not in (1, 2):
        raise InvalidInput(say("h8.option.copies"), "options")
    if not _whole(size) or size not in DECK_SIZES:
        raise InvalidInput(say("core.setup.deck_size", value=_shown(size)), "options")
    return {"size": size, "copies": copies}


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _shown(value: Any) -> Any:
    """A value as a sentence shows it: a list or an object by its brackets only (it may nest
    deeper than a sentence can be formatted)."""
    return "[…]" if isinstance(value, list) else "{…}" if isinstance(value, dict) else value


def _expand(match: Match, event: Event, shuffle: Shuffle) -> list[Event]:
    if event.type == "hand_started":
        if match.in_hand:
            return [event]
        return [Event(event.type, deal.expand_start(match, event.data, shuffle), event.seq)]
    hand = match.hand
    if not isinstance(hand, Hand) or not match.in_hand:
        return [event]
    if event.type in ("announced", "challenged") and "call" in event.data:
        call = calls.canonical_call(hand, event.data["call"])
        event = Event(event.type, {**event.data, "call": call}, event.seq)
    if match.tracking != "open":
        return [event]
    out: list[Event] = []
    if event.type in DRAWING and _need(hand, event) > hand.stock_count and len(hand.discard) > 1:
        order = [str(c.plain) for c in shuffle(list(hand.discard[:-1]), None)]
        out.append(Event("stock_reshuffled", {"order": order}, event.seq))
        hand = reshuffled(hand, tuple(Card.parse(c) for c in order))
    if event.type == "stock_reshuffled" and not event.data.get("order"):
        order = [str(c.plain) for c in shuffle(list(hand.discard[:-1]), None)]
        return [Event(event.type, {**event.data, "order": order}, event.seq)]
    if event.type == "cards_drawn" and "cards" not in event.data:
        cards = [str(c) for c in hand.stock[: event.data["count"]]]
        event = Event(event.type, {**event.data, "cards": cards}, event.seq)
    return out + [event]


def _need(hand: Hand, event: Event) -> int:
    """How many stock cards an event takes (draws, penalties, the complete, "maou")."""
    data = event.data
    if event.type == "cards_drawn":
        return int(data["count"])
    if event.type == "challenged":
        _, valid, penalty = calls.challenge(hand, data)
        return penalty if valid else 2  # "contre-maou" draws nothing more
    if event.type == "infraction":
        return 2
    if event.type == "card_played":
        p = hand.pending
        seat = hand.seat(data["player"])
        completing = p is not None and p.kind == "complete"
        finishing = (
            hand.table.finish is not None
            and hand.counts[seat] == len(data.get("cards") or [1])
            and not hand.finish_called[seat]
        )
        return 2 if completing or finishing else 0
    return 0


ENGINE = HuitAmericain()


def blocked_totals(t: table.Table) -> frozenset[int]:
    """CORE-POINTS-1 read with H8-END-4: a hand entered with nobody at 0 is a blocked hand, in
    which every card but the top of the discard pile is in a hand: its points add up to the
    deck's less that one card. Score tracking knows no cards, so any card may be on top."""
    cards = t.full_deck()
    whole = sum(table.card_points(t, c) for c in cards)
    return frozenset(whole - table.card_points(t, c) for c in cards)
