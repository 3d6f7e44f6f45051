"""Part of the PostgreSQL backend: the texts of its reads and of an append's guarded rows.

Plain SQL that CockroachDB also runs (docs/DEPLOY.md lists every statement).
"""

from __future__ import annotations

from .rows import TOKEN_AND_HEAD, event_json
from .versions import EVENT_FIELDS

TOKEN_HEAD = TOKEN_AND_HEAD.format(p="%(game)s", more="")
TAIL_MAX = 32
# The same, with the events after the caller's state as one JSON array when the head is at
# most TAIL_MAX past it (a worker further behind reads them apart, from a snapshot maybe).
TOKEN_HEAD_AND_TAIL = TOKEN_AND_HEAD.format(
    p="%(game)s",
    more=", CASE WHEN e.seq > %(since)s AND e.seq <= %(most)s THEN (SELECT json_agg("
    f"{event_json('json_build_object', 'data::json')} ORDER BY seq)::text FROM events"
    " WHERE game = %(game)s AND seq > %(since)s) END",
)
EVENT_TEXTS = (
    f"SELECT seq, {event_json('json_build_object', 'data::json')}::text FROM events"
    " WHERE game = %s AND seq > %s ORDER BY seq"
)
EVENT_COLUMNS = (*EVENT_FIELDS, "request")  # a row of `events` (base.event_row)
INSERT_EVENT = f"INSERT INTO events ({', '.join(EVENT_COLUMNS)})"
EVENT_MARKS = ", ".join(["%s"] * len(EVENT_COLUMNS))
CHANNEL = "cartes_events"  # the NOTIFY of an append, LISTENed to by streams (pg_listen)
