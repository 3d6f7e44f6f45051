"""Every registered game and preset played to the end of a match in `table` tracking (hands
unseen): the same hands are played in `open` tracking beside it, and each move is logged at
the table as it was posted there. Every move the table's `legal_moves` offers passes `check`;
the table takes every move the open match took and scores each hand the same once the cards
left are shown; each player's view of the open match hides what the table cannot see;
replay, snapshots, the codec and `explain` as in open tracking."""

from __future__ import annotations

from replays.registry import engines

from . import checks, words
from .cases import cases, each_case, played_once
from .playout import Twin

CASES = cases(("table",))


twin_of = played_once(lambda case: Twin.of(case).play())  # played once, for every test
each = each_case(CASES)


@each
def test_the_table_takes_every_move_of_the_open_match_and_scores_the_same(case):
    twin = twin_of(case)
    table, opened = twin.table.match, twin.open.match
    assert (table.status, opened.status) == ("over", "over"), twin.table.where()
    assert [r.points for r in table.results] == [r.points for r in opened.results], (
        twin.table.where()
    )
    assert table.totals == opened.totals and twin.table.offered > 0, twin.table.where()


@each
def test_each_view_hides_what_its_player_cannot_see(case):
    twin = twin_of(case)
    checks.hands_are_found(twin)
    assert checks.views_hide_the_others_cards(twin) > 0, twin.open.where()


@each
def test_a_refused_move_changes_nothing(case):
    twin = twin_of(case)
    assert checks.refusals_change_nothing(twin.table) == len(twin.table.refusals)


@each
def test_the_replay_equals_the_state_built_move_by_move(case):
    twin = twin_of(case)
    checks.replay_equals_incremental(twin.table)


@each
def test_every_state_survives_the_codec(case):
    twin = twin_of(case)
    checks.codec_round_trips(twin.table)


@each
def test_explain_answers_for_every_event(case):
    twin = twin_of(case)
    assert checks.explains_every_event(twin.table) == len(twin.table.events)


@each
def test_a_ruling_is_a_sentence_with_its_cards_in_words(case):
    """Rulings on moves offered and on moves posted where they do not belong: sentences,
    their cards in words, in both languages."""
    twin = twin_of(case)
    verdicts = words.rulings_in_words(twin.table)
    assert verdicts["allowed"] and sum(verdicts.values()) > verdicts["allowed"], twin.table.where()


def test_counts_of_the_table_playouts():
    """What the tests above went through (`pytest tests/conformance -s` prints it)."""
    every = [twin_of(case) for case in CASES]
    counts = {
        "cases": len(CASES),
        "playouts": 2 * len(every),  # the table's and its open twin's
        "hands": sum(len(t.table.match.results) for t in every),
        "table events": sum(len(t.table.events) for t in every),
        "open twin events": sum(len(t.open.events) for t in every),
        "moves offered and checked": sum(t.table.offered + t.open.offered for t in every),
        "refused moves": sum(len(t.table.refusals) for t in every),
        "states whose views are checked": sum(min(len(t.pairs), checks.VIEWS) for t in every),
    }
    print(f"\nconformance, table tracking: {counts}")
    presets = {(case.game, case.preset) for case in CASES}  # a game in camps: at 3 sizes
    assert len(presets) == sum(len(e.presets) for e in engines().values() if e.play is not None)
    assert counts["table events"] >= 20 * len(CASES)
