"""The score entries in effect (CORE-CORRECT-1) in the fold's state: chunked, persisted."""

from __future__ import annotations

from replays import codec
from replays import match as fold
from replays.model import LEDGER_CHUNK
from tests.support.score_log import Log


def _long_rami(hands: int) -> Log:
    log = Log("rami", ["anna", "ben"], target=100_000)
    for hand in range(1, hands + 1):
        log.add("points_entered", hand=hand, points={"anna": 0, "ben": hand})
    return log


def test_entries_stay_in_order_across_chunks_and_a_correction_copies_one_chunk():
    log = _long_rami(2 * LEDGER_CHUNK + 3)
    before = fold.replay(log.events)
    assert [e.hand for e in before.entries] == list(range(1, 2 * LEDGER_CHUNK + 4))
    assert [len(c) for c in before.ledger] == [LEDGER_CHUNK, LEDGER_CHUNK, 3]
    log.add("corrected", seq=3, data={"hand": 2, "points": {"anna": 0, "ben": 7}})
    after = fold.replay(log.events)
    assert after.results[1].points == {"anna": 0, "ben": 7}
    assert after.entries[1].seqs == (3, len(log.events))
    prior = after.undo[1]  # the same fold's state just before the correction
    assert after.ledger[0] is not prior.ledger[0]
    assert all(a is b for a, b in zip(after.ledger[1:], prior.ledger[1:], strict=True))


def test_a_corrected_state_round_trips_through_the_codec():
    log = _long_rami(LEDGER_CHUNK + 5)
    log.add("corrected", seq=2, data={"hand": 1, "points": {"anna": 0, "ben": 50}})
    state = fold.replay(log.events)
    back = codec.decode(codec.encode(state.evolve(undo=None)))
    assert back == state.evolve(undo=None)
    assert back.entries == state.entries and back.totals == state.totals
