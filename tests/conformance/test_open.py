"""Every registered game, preset and scoring played to the end of a match in `open` tracking
(every card known), through the pure fold as the service plays it: every move `legal_moves`
offers passes `check`; refused moves change nothing; replay, snapshots and the codec give
back the state built move by move; `explain` answers for every event."""

from __future__ import annotations

from collections import Counter

from replays.registry import engines

from . import checks, facts, words
from .cases import cases, each_case, played_once
from .playout import Playout

CASES = cases(("open",))


playout_of = played_once(lambda case: Playout(case, "open").play())  # played once, for every test
each = each_case(CASES)


@each
def test_a_match_ends_with_every_offered_move_accepted(case):
    playout = playout_of(case)
    assert playout.match.status == "over", playout.where()
    assert playout.offered > 0 and len(playout.match.results) >= 1, playout.where()


@each
def test_a_refused_move_changes_nothing(case):
    playout = playout_of(case)
    assert checks.refusals_change_nothing(playout) == len(playout.refusals)


@each
def test_the_replay_equals_the_state_built_move_by_move(case):
    playout = playout_of(case)
    checks.replay_equals_incremental(playout)


@each
def test_every_state_survives_the_codec(case):
    playout = playout_of(case)
    checks.codec_round_trips(playout)


@each
def test_explain_answers_for_every_event(case):
    playout = playout_of(case)
    assert checks.explains_every_event(playout) == len(playout.events)
    if facts.stated_by(case.game):  # a game whose explanations state facts checked here
        assert playout.facts, f"no fact of an explanation checked {playout.where()}"


@each
def test_a_ruling_is_a_sentence_with_its_cards_in_words(case):
    """Rulings on moves offered and on moves posted where they do not belong: sentences,
    their cards in words, in both languages."""
    playout = playout_of(case)
    verdicts = words.rulings_in_words(playout)
    assert verdicts["allowed"] and sum(verdicts.values()) > verdicts["allowed"], playout.where()


def test_counts_of_the_open_playouts():
    """What the tests above went through (`pytest tests/conformance -s` prints it)."""
    every = [playout_of(case) for case in CASES]
    games = {case.game for case in CASES}
    counts = {
        "games": len(games),
        "cases": len(CASES),
        "playouts": len(every),
        "hands": sum(len(p.match.results) for p in every),
        "events": sum(len(p.events) for p in every),
        "moves offered and checked": sum(p.offered for p in every),
        "refused moves": sum(len(p.refusals) for p in every),
        "facts explained and checked": dict(sum((p.facts for p in every), Counter())),
    }
    print(f"\nconformance, open tracking: {counts}")
    assert len(CASES) >= sum(len(e.presets) for e in engines().values() if e.play is not None)
    assert counts["events"] >= 20 * len(CASES) and counts["refused moves"] >= len(CASES)
