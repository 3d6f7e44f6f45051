"""Huit américain test support: stacked deck orders, a match driven through the pure fold,
a random player that picks from `legal_moves`, and the card-conservation check.

The tests at the bottom check the support itself against the engine's deal.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from replays import match as fold
from replays.cards import Card, deck, fmt, parse_cards
from replays.errors import RuleViolation
from replays.huit_americain import ENGINE
from replays.model import Event, Match
from tests.decks import stack

PLAYERS = ("anna", "ben", "chloe")
# How often the random player picks each kind of move: mostly cards, few voluntary draws.
WEIGHTS = {
    "card_played": 40,
    "cards_given": 10,
    "cards_drawn": 2,
    "passed": 1,
    "announced": 4,
    "challenged": 3,
    "stock_reshuffled": 0.2,
}


def stacked(
    hands: Sequence[str | Sequence[str]],
    upcard: str,
    stock: str | Sequence[str] = (),
    *,
    size: int = 52,
    copies: int = 1,
) -> list[str]:
    """The deck order dealing `hands`, turning `upcard`, drawing `stock` first."""
    return stack(hands, upcard, stock, fmt(deck(size, copies)))


def seeded(cards: list[Card], seed: Any) -> list[Card]:
    out = list(cards)
    random.Random(seed if seed is not None else 7).shuffle(out)
    return out


def created(
    players: Sequence[str],
    tracking: str,
    preset: str | None,
    options: dict,
    scoring: str = "negative",
    target: int | None = None,
) -> Event:
    rules = ENGINE.resolve(preset, options)
    ENGINE.check_setup(rules, len(players), scoring)
    default, _ = ENGINE.defaults(rules, scoring)
    data = {
        "game": "huit_americain",
        "preset": preset or ENGINE.default_preset,
        "rules": rules,
        "players": [{"id": p, "name": p.capitalize()} for p in players],
        "tracking": tracking,
        "scoring": scoring,
        "target": target or default,
        "rounds": None,
    }
    return Event("game_created", data, 1)


class Game:
    """A Huit américain match played through the pure fold, keeping the events it stored."""

    def __init__(
        self,
        players: Sequence[str] = PLAYERS,
        tracking: str = "open",
        preset: str | None = None,
        scoring: str = "negative",
        target: int | None = None,
        **options: Any,
    ):
        first = created(players, tracking, preset, options, scoring, target)
        self.match: Match = fold.apply(None, first, "g_test")
        self.events: list[Event] = [first]

    @property
    def hand(self) -> Any:
        return self.match.hand

    def expand(self, type_: str, data: dict) -> list[Event]:
        event = Event(type_, data, self.match.seq + 1)
        if self.match.tracking == "score" or self.match.status != "playing":
            return [event]
        if type_ not in ENGINE.move_types | {"hand_started"}:
            return [event]
        return ENGINE.expand(self.match, event, seeded)

    def play(self, type_: str, data: dict | None = None, **fields: Any) -> Event:
        for event in self.expand(type_, {**(data or {}), **fields}):
            event = Event(event.type, event.data, self.match.seq + 1)
            fold.check(self.match, event)
            self.match = fold.apply(self.match, event)
            self.events.append(event)
        return event

    def refused(self, rule: str, type_: str, data: dict | None = None, **fields: Any) -> str:
        events = self.expand(type_, {**(data or {}), **fields})
        with pytest.raises(RuleViolation) as exc:
            for event in events:
                fold.check(self.match, Event(event.type, event.data, self.match.seq + 1))
        assert exc.value.rule == rule, exc.value
        return exc.value.message

    def view(self, as_player: str | None = None) -> dict:
        return ENGINE.view(self.match, as_player)

    def moves(self) -> list[dict]:
        return ENGINE.legal_moves(self.match)

    def replayed(self) -> Match:
        return fold.replay(self.events, game_id="g_test")


def choose(moves: list[dict], rng: random.Random) -> dict:
    """A move from `moves`: first a kind (weighted), then one of that kind."""
    kinds = sorted({m["type"] for m in moves})
    kind = rng.choices(kinds, [WEIGHTS[k] for k in kinds])[0]
    return rng.choice([m for m in moves if m["type"] == kind])


def conserved(match: Match) -> None:
    """Open tracking: hands + stock + discard pile are the deck, and counts agree."""
    h = match.hand
    if h is None or not getattr(h, "open", False):
        return
    cards = [c for held in h.hands for c in held] + list(h.stock) + list(h.discard)
    assert Counter(cards) == Counter(h.table.full_deck()), "a card was lost or made up"
    assert h.stock_count == len(h.stock)
    assert [len(held) for held in h.hands] == list(h.counts)


def test_stacked_deals_the_hands_from_the_left_of_the_dealer():
    order = stacked(["AH 2H 3H", "KS QS JS"], "5D", "9C 8C")
    assert order[:8] == ["AH", "KS", "2H", "QS", "3H", "JS", "5D", "9C"]
    assert sorted(order) == sorted(fmt(deck(52, 1)))


def test_the_engine_deals_a_stacked_deck_as_written():
    game = Game()
    hands = ["AH 2H 3H 4H 5H 6H 9H", "AS 2S 3S 4S 5S 6S 9S", "AD 2D 3D 4D 5D 6D 9D"]
    game.play("hand_started", hand=1, dealer="chloe", deck=stacked(hands, "KC", "QC"))
    hand = game.hand
    assert hand.hands[0] == parse_cards(hands[0].split())  # anna, left of chloe
    assert hand.hands[2] == parse_cards(hands[2].split())
    assert hand.discard == (Card("K", "C"),) and hand.stock[0] == Card("Q", "C")
    assert game.view()["turn"] == "anna"
