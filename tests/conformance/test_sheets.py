"""Every registered game, preset and scoring logged by scores only, with random score
sheets until the match ends: every entry the rules take is scored as the engine's hooks
say, the totals are the sum of the hands, the match ends when its declaration says and
names the best totals; replay, the codec and `explain` as for the playouts."""

from __future__ import annotations

from replays import match as fold
from replays.registry import engines
from tests.support.readable import assert_readable

from . import checks, words
from .cases import cases, each_case, played_once
from .sheets import Sheet
from .views import LANGS

CASES = cases(("score",))


sheet_of = played_once(lambda case: Sheet(case).play())  # played once, for every test
each = each_case(CASES)


def _ends(match, totals: dict[str, int], hands: int) -> bool:
    """CORE: after `rounds` hands, or once a total reaches the target."""
    reached = match.target is not None and max(totals.values()) >= match.target
    return reached or (match.rounds is not None and hands >= match.rounds)


@each
def test_every_hand_is_scored_as_entered_and_the_match_ends_when_due(case):
    sheet = sheet_of(case)
    match, where = sheet.match, sheet.playout.where()
    assert match.status == "over", where
    assert [r.points for r in match.results] == [r.points for r in sheet.expected], where
    totals = dict.fromkeys(match.side_ids, 0)
    for hand, result in enumerate(sheet.expected, start=1):
        assert not _ends(match, totals, hand - 1), f"the match went on past its end {where}"
        for pid, points in result.points.items():
            totals[pid] += points
    assert match.totals == totals and _ends(match, totals, len(sheet.expected)), where
    best = (min if sheet.engine.lowest_wins(match) else max)(totals.values())
    assert fold.winners(match) == [p for p in match.side_ids if totals[p] == best], where


@each
def test_refused_entries_are_said_in_both_languages(case):
    sheet = sheet_of(case)
    for exc in sheet.refused:
        for lang in LANGS:
            assert_readable(exc.render(lang), sheet.match.player_ids)
            words.in_words(exc.render(lang), sheet.playout.where(exc.rule), lang)


@each
def test_the_replay_equals_the_state_built_entry_by_entry(case):
    sheet = sheet_of(case)
    checks.replay_equals_incremental(sheet.playout)


@each
def test_every_state_survives_the_codec(case):
    sheet = sheet_of(case)
    checks.codec_round_trips(sheet.playout)


@each
def test_explain_answers_for_every_entry(case):
    sheet = sheet_of(case)
    assert checks.explains_every_event(sheet.playout) == len(sheet.playout.events)


def test_counts_of_the_score_sheets():
    """What the tests above went through (`pytest tests/conformance -s` prints it)."""
    every = [sheet_of(case) for case in CASES]
    counts = {
        "cases": len(CASES),
        "sheets": len(every),
        "hands": sum(len(s.match.results) for s in every),
        "events": sum(len(s.playout.events) for s in every),
        "entries refused": sum(len(s.refused) for s in every),
        "points entered as another entry scored them": sum(s.derived for s in every),
    }
    print(f"\nconformance, score sheets: {counts}")
    sheeted = {(c.game, c.preset, c.scoring) for c in CASES}  # games in camps at 3 sizes
    assert len(sheeted) == sum(len(e.presets) * len(e.scorings) for e in engines().values())
    assert counts["points entered as another entry scored them"] > 0
