"""A 2,000-event Huit américain match: one fold, a fold from a state at a sampled cut
point plus the tail, and the service's states (snapshot cache, then the tail) all agree."""

from __future__ import annotations

import json
import random
from functools import cache

from replays import match as fold
from replays import report
from service.store import GENESIS, event_hash
from tests.support.huit_americain import Game, choose

EVENTS = 2000
FROZEN = "2026-11-29T20:14:03Z"


def long_match() -> Game:
    """Hands of classique for four players, moves from legal_moves, until 2,000 events."""
    rng = random.Random(2000)
    game = Game(["anna", "ben", "chloe", "dan"], "open", "classique", target=100_000)
    hand = 0
    while len(game.events) < EVENTS:
        hand += 1
        game.play("hand_started", hand=hand, seed=hand)
        while game.match.in_hand:
            game.play(**_as_kwargs(choose(game.moves(), rng)))
    return game


def _as_kwargs(move: dict) -> dict:
    return {"type_": move["type"], "data": move["data"]}


@cache
def stored_log() -> list[dict]:
    """The match as stored records (chained hashes), ready for import."""
    records, prev = [], GENESIS
    for event in long_match().events:
        record = {
            "game": "g_01HMATCHH80000000000000000",  # an id of the service's form
            "seq": event.seq,
            "type": event.type,
            "data": json.loads(json.dumps(dict(event.data))),
            "at": FROZEN,
            "by": None,
            "key": None,
            "v": 1,
            "prev": prev,
        }
        record["hash"] = prev = event_hash(record)
        records.append(record)
    return records


def as_json(value):
    return json.loads(json.dumps(value))


def test_a_fold_from_a_cut_point_plus_the_tail_is_the_whole_fold():
    match_log = stored_log()
    assert len(match_log) >= EVENTS
    whole = fold.replay(match_log)
    assert len(whole.results) > 10 and whole.status == "playing"
    for cut in random.Random(7).sample(range(2, len(match_log)), 5):
        prefix = fold.replay(match_log, upto=cut)
        resumed = fold.fold(prefix, match_log[cut:])
        assert resumed.hand == whole.hand and resumed.results == whole.results
        assert as_json(report.state(resumed)) == as_json(report.state(whole))


def test_the_service_serves_the_same_states_from_its_snapshots(client):
    match_log = stored_log()
    body = "".join(json.dumps(e) + "\n" for e in match_log)
    imported = client.post("/games/import", data=body, content_type="application/x-ndjson")
    assert imported.status_code == 201, imported.get_json()
    game = match_log[0]["game"]
    whole = fold.replay(match_log)
    final = client.get(f"/games/{game}/state").get_json()
    assert final == as_json(report.state(whole))
    for cut in sorted(random.Random(11).sample(range(2, len(match_log)), 3)):
        served = client.get(f"/games/{game}/state", query_string={"at": cut}).get_json()
        assert served == as_json(report.state(fold.replay(match_log, upto=cut)))
