"""Random legal games of every preset in `open` tracking: 2 to 6 players, one or two decks
(two where one cannot deal), moves chosen from `legal_moves`. At every step every card is
accounted for; each game reaches its hand end (a move cap is a safety net whose rate is
reported); replaying the stored events gives the same state."""

from __future__ import annotations

import random

from hypothesis import event, given, settings
from hypothesis import strategies as st

from replays import match as fold
from replays.errors import RuleViolation
from replays.huit_americain import ENGINE
from replays.huit_americain.presets import PRESETS
from tests.support.huit_americain import (
    Game,
    choose,
    conserved,
)

CAP = 1000
PLAYERS = ("anna", "ben", "chloe", "dan", "emma", "fred")


def deck_option(preset: str, players: int, copies: int) -> dict:
    """The preset's deck in `copies`, or two decks where one cannot deal."""
    rules = ENGINE.resolve(preset, {})
    size = rules["deck"]["size"]
    try:
        ENGINE.check_setup(
            ENGINE.resolve(preset, {"deck": {"size": size, "copies": copies}}), players, "negative"
        )
    except RuleViolation:
        copies = 2
    return {"size": size, "copies": copies}


def play_hand(preset: str, players: int, copies: int, seed: int, scoring: str, **options) -> Game:
    rng = random.Random(seed)
    game = Game(
        PLAYERS[:players],
        "open",
        preset,
        scoring,
        deck=deck_option(preset, players, copies),
        **options,
    )
    choice = game.match.rules["hand_size"]
    size = (
        {"hand_size": rng.randint(5, 8)} if isinstance(choice, dict) and "choice" in choice else {}
    )
    game.play("hand_started", hand=1, seed=seed, **size)
    for _ in range(CAP):
        conserved(game.match)
        if not game.match.in_hand:
            break
        moves = game.moves()
        assert moves, f"{preset}: nobody can move in {game.view()}"
        move = choose(moves, rng)
        game.play(move["type"], move["data"])
    return game


def same_state(game: Game) -> None:
    replayed = game.replayed()
    assert replayed.hand == game.match.hand
    assert replayed.results == game.match.results and replayed.seq == game.match.seq


@settings(max_examples=45, deadline=None)
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    players=st.integers(2, 6),
    copies=st.integers(1, 2),
    seed=st.integers(0, 2**32),
    scoring=st.sampled_from(["negative", "positive"]),
)
def test_random_legal_games_keep_every_card_and_end(preset, players, copies, seed, scoring):
    game = play_hand(preset, players, copies, seed, scoring)
    event("move cap hit" if game.match.in_hand else "hand ended")
    if not game.match.in_hand:
        result = game.match.results[-1]
        assert set(result.points) == set(PLAYERS[:players])
    same_state(game)


OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        name: st.booleans()
        for name in (
            "continuous_draw",
            "may_draw_when_able",
            "a_la_volee",
            "five_gives",
            "ace_jack_combo",
            "complete",
            "no_finish_on_eight",
            "last_ace_unanswerable",
            "false_challenge_penalty",
            "announce_before_play",
            "eight_on_own_suit",
            "named_suit_held",
            "queen_of_hearts_starts",
        )
    }
    | {
        "swap_card": st.sampled_from(["9", "K"]),
        "rotate_card": st.sampled_from(["4", "Q"]),
        "joker_attack": st.sampled_from([0, 4]),
    },
)


@settings(max_examples=25, deadline=None)
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32),
    options=OPTIONS,
)
def test_random_games_with_options_on_top_of_the_presets(preset, players, seed, options):
    game = play_hand(preset, players, 2, seed, "negative", **options)
    event("move cap hit" if game.match.in_hand else "hand ended")
    same_state(game)


def test_the_move_cap_is_rarely_hit(record_property):
    """One seeded game per preset and table size: how often the cap stops a game."""
    capped = total = 0
    for i, preset in enumerate(sorted(PRESETS)):
        for players in range(2, 7):
            game = play_hand(preset, players, 1, 1000 * i + players, "negative")
            total += 1
            capped += game.match.in_hand
    record_property("move_cap_hits", f"{capped}/{total}")
    print(f"huit américain random games: the move cap ({CAP}) was hit {capped}/{total} times")
    assert capped <= total // 20, f"the move cap was hit {capped}/{total} times"


def test_a_replay_prefix_is_the_state_at_that_seq():
    game = play_hand("classique", 4, 1, 77, "negative")
    cut = len(game.events) // 2
    prefix = fold.replay(game.events, upto=cut, game_id="g_test")
    tail = fold.fold(prefix, game.events[cut:])
    assert tail.hand == game.match.hand and tail.results == game.match.results
