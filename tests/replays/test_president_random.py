"""Random legal Président games (3 to 7 players, every option on and off), open tracking:
no exception, every card accounted for, each hand ends with a full finishing order, and a
replay of the stored events gives the live state. The same moves logged in `table` tracking
(hands unseen) are accepted too and score the same."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replays import match as fold
from replays.catalogue import localised
from replays.model import Event, Match
from replays.president.deal import full_deck
from replays.registry import engine_for
from tests.support import fold_game

ENGINE = engine_for("president")
PLAY = ENGINE.play
NAMES = ["anna", "ben", "chloe", "dan", "emma", "fred", "gus"]
OPTIONS = st.fixed_dictionaries(
    {
        "huit_ferme_le_pli": st.booleans(),
        "jokers": st.sampled_from([0, 2]),
        "sequences": st.booleans(),
        "revolution": st.booleans(),
        "exchange": st.booleans(),
        "pass_is_final": st.booleans(),
    }
)


def created(players: list[str], options: dict, tracking: str) -> Event:
    return fold_game.created(ENGINE, players, tracking, "standard", options)


def log(match: Match, events: list[Event], type_: str, data: dict) -> Match:
    event = Event(type_, data, len(events) + 1)
    fold.check(match, event)
    events.append(event)
    return fold.apply(match, event)


def accounted(match: Match) -> None:
    """Every card of the deck is in exactly one hand or on the table."""
    hand = match.hand
    cards = list(hand.played) + [c for held in hand.hands for c in held]
    assert Counter(cards) == Counter(full_deck(match.rules))
    assert list(hand.counts) == [len(held) for held in hand.hands]


def play_hand(match: Match, events: list[Event], number: int, rnd) -> Match:
    deck = [str(c) for c in full_deck(match.rules)]
    rnd.shuffle(deck)
    dealer = rnd.choice(match.player_ids)
    match = log(match, events, "hand_started", {"hand": number, "dealer": dealer, "deck": deck})
    while match.in_hand:
        moves = PLAY.legal_moves(match)
        assert moves, PLAY.view(match)
        # JSON once said in a language (a view's sentences are Messages, rendered by the route)
        json.dumps(localised([moves, PLAY.view(match), PLAY.view(match, match.player_ids[0])]))
        move = rnd.choice(moves)
        before = match
        match = log(match, events, move["type"], move["data"])
        assert PLAY.explain(before, events[-1])
        if match.in_hand:
            accounted(match)
    result = match.results[-1]
    assert sorted(result.order) == sorted(match.player_ids)
    assert set(result.detail["titles"]) == set(match.player_ids)
    return match


def as_table(events: list[Event], players: list[str], options: dict) -> Match:
    """The same game logged at a real table: no deck, the first player named, cards unseen."""
    match = fold.apply(None, created(players, options, "table"))
    for event in events[1:]:
        data = dict(event.data)
        if event.type == "hand_started":
            first = _first_of(events, event)
            data = {"hand": data["hand"], "dealer": data["dealer"], "first_player": first}
        event = Event(event.type, data, event.seq)
        fold.check(match, event)
        match = fold.apply(match, event)
    return match


def _first_of(events: list[Event], started: Event) -> str:
    later = [e for e in events if e.seq > started.seq and e.type == "cards_played"]
    return later[0].data["player"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(3, 7),
    options=OPTIONS,
    hands=st.integers(1, 3),
    rnd=st.randoms(use_true_random=False),
)
def test_random_legal_games_replay_to_the_live_state(n, options, hands, rnd):
    players = NAMES[:n]
    events = [created(players, options, "open")]
    match = fold.apply(None, events[0], "g")
    for number in range(1, hands + 1):
        match = play_hand(match, events, number, rnd)
    replayed = fold.replay(events, game_id="g")
    assert replayed.hand == match.hand and replayed.results == match.results
    assert PLAY.view(replayed) == PLAY.view(match)
    table = as_table(events, players, options)
    assert [r.points for r in table.results] == [r.points for r in match.results]
