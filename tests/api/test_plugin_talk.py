"""A game plugged in with its own table talk (`talk.py` declaring `TALK`): the common
parser calls the hooks it declares, and only those."""

from __future__ import annotations

from replays import registry
from tests.support.toy_game import ENGINE

from ..support.helpers import Table


def _say(client, table: Table, text: str):
    return client.post(f"/games/{table.id}/say", json={"text": text}).get_json()


def test_a_plugged_in_game_reads_its_own_score_sheet_words(client):
    with registry.registered(ENGINE):
        table = Table.create(client, "carte_haute", ["anna", "ben"], "score")
        table.ok("hand_started", hand=1, dealer="ben")
        body = _say(client, table, "manche 1 : Anna 12, Ben 20, carte haute pour Ben")
        assert body["status"] == "understood", body
        (event,) = body["events"]
        assert event["type"] == "points_entered" and event["accepted"] is True
        assert event["data"] == {"hand": 1, "points": {"anna": 12, "ben": 20}}
        # the hooks it leaves out say nothing of their own: no finishing order by titles
        assert _say(client, table, "Anna présidente, Ben trou")["status"] == "not_understood"
