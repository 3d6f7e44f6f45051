"""Every event of a long match of each engine is explained, allowed, citing known rules."""

from __future__ import annotations

import pytest

from replays.rulebook import rules
from tests.support.long_match import MATCHES, play_long_match


@pytest.mark.parametrize("game", sorted(MATCHES))
def test_every_event_of_a_long_match_is_explained(new_table, game):
    players, hands, limit, settings = MATCHES[game]
    t = new_table(game, players=players, tracking="open", **settings)
    play_long_match(t, players, hands, limit)
    known = set(rules())
    for event in t.events():
        r = t.client.get(f"/games/{t.id}/explain", query_string={"seq": event["seq"]})
        assert r.status_code == 200, (event, r.get_json())
        told = r.get_json()
        assert told["allowed"], (event, told.get("refusal"))
        assert told["steps"], event
        cited = {s["rule"] for s in told["steps"]} | {
            s["rule"] for s in told.get("undid", {}).get("steps", [])
        }
        assert cited <= known, (event, cited - known)
        assert all(s["sentence"] for s in told["steps"]), event
