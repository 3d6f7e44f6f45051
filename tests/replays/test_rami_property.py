"""Random legal turns in open tracking (2 to 7 players): the engine never breaks its own
promises. No exception, every card accounted for, every meld on the table valid, meld
numbers 1, 2, … in order, and a replay of the stored events equal to the live state."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from replays.cards import Card
from replays.match import replay
from replays.rami import ENGINE
from replays.rami.hints import best_melds
from replays.rami.melds import Shape, arrange
from replays.rami.state import OVER, RamiHand, pack
from tests.support.rami import Game

PLAY = ENGINE.play

MAX_EVENTS = 200


def concrete(moves: list[dict]) -> list[dict]:
    """The moves that name every card (a melds_laid suggestion only when it would pass)."""
    out = []
    for move in moves:
        if move.get("unknown"):
            continue
        if move["type"] == "melds_laid" and not move.get("ready"):
            continue
        out.append(move)
    return out


def choose(rng: random.Random, game: Game, moves: list[dict]) -> dict:
    """Lay and add when possible (hands then end); discard what the best melds need least."""
    laying = [m for m in moves if m["type"] in ("melds_laid", "cards_added")]
    if laying and rng.random() < 0.8:
        return rng.choice(laying)
    discards = [m for m in moves if m["type"] == "card_discarded"]
    if discards and rng.random() < 0.8:
        return max(discards, key=lambda m: (kept_points(game, m["data"]["card"]), rng.random()))
    return rng.choice([m for m in moves if m not in laying] or moves)


def kept_points(game: Game, card: str) -> int:
    hand: RamiHand = game.hand
    held = list(hand.hands[hand.turn])
    held.remove(Card.parse(card))
    return best_melds(held, Shape.of(game.match.rules))[0]


def accounted(game: Game) -> None:
    hand: RamiHand = game.hand
    seen = Counter(c for slots in hand.hands for c in slots)
    seen.update(hand.stock)
    seen.update(hand.pile)
    seen.update(c.plain for m in hand.melds for c in m.cards)
    assert seen == Counter(pack(game.match.rules)), "a card was lost or duplicated"


def melds_valid(game: Game) -> None:
    hand: RamiHand = game.hand
    shape = Shape.of(game.match.rules)
    assert [m.id for m in hand.melds] == list(range(1, len(hand.melds) + 1))
    for meld in hand.melds:
        arranged = arrange(meld.cards, shape)
        assert arranged is not None and arranged[0] == meld.kind, meld


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(2, 7),
    seed=st.integers(0, 2**32),
    jokers=st.integers(0, 4),
    decks=st.integers(1, 2),
    ace_high=st.booleans(),
    joker_swap=st.booleans(),
)
def test_random_legal_turns_keep_every_promise(players, seed, jokers, decks, ace_high, joker_swap):
    ids = [f"p{i}" for i in range(players)]
    game = Game(ids, "open", jokers=jokers, decks=decks, ace_high=ace_high, joker_swap=joker_swap)
    rng = random.Random(seed)
    game.play("hand_started", hand=1, dealer=ids[-1], seed=seed)
    while len(game.events) < MAX_EVENTS and game.hand.phase != OVER:
        moves = concrete(PLAY.legal_moves(game.match))
        assert moves, f"no legal move in phase {game.hand.phase}"
        move = choose(rng, game, moves)
        game.play(move["type"], move["data"])
        accounted(game)
        melds_valid(game)
        PLAY.view(game.match, ids[0])
    assert replay(game.events, game_id="g_test") == game.match
    for i in range(2, len(game.events), 7):
        before = replay(game.events[:i], game_id="g_test")
        assert isinstance(PLAY.explain(before, game.events[i]), list)
    if game.hand.phase == OVER:
        assert game.match.results and game.match.results[-1].order == (game.hand.winner,)
    mirrored(game, dict(jokers=jokers, decks=decks, ace_high=ace_high, joker_swap=joker_swap))


def mirrored(game: Game, options: dict) -> None:
    """The same moves logged at a real table (table tracking: stock cards unknown) are all
    accepted, and once the losers show their cards the hand scores the same."""
    ids = list(game.match.player_ids)
    table = Game(ids, "table", **options)
    dealt = replay(game.events[:2], game_id="g_test").hand
    table.play("hand_started", hand=1, dealer=dealt.dealer, upcard=str(dealt.pile[0]))
    for event in game.events[2:]:
        data = dict(event.data)
        if event.type == "card_taken" and data["source"] == "stock":
            data.pop("card")  # unknown to the table, unless the turned stock shows it
        table.play(event.type, data)
    assert table.hand.melds == game.hand.melds and table.hand.pile == game.hand.pile
    if game.hand.phase != OVER:
        return
    for seat, pid in enumerate(ids):
        if game.hand.hands[seat]:
            table.play("hand_revealed", player=pid, cards=[str(c) for c in game.hand.hands[seat]])
    assert table.match.results == game.match.results
