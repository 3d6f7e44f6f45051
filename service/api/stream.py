"""`GET /games/{id}/stream`: every stored event as a Server-Sent Event, live (DESIGN.md).

Each open stream holds a worker thread (gunicorn's gthread workers), so a worker serves at
most STREAM_MAX of them and answers 503 beyond. The stream asks the store to wait for new
events (`Store.wait_for_events`), so it sees appends made by any process, on any backend.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Iterator

from flask import Blueprint, Response, current_app, request

from replays.errors import say

from ..errors import BadRequest, Busy
from ..store import EventText, Store
from . import current, int_arg, whole

bp = Blueprint("stream", __name__)


def slots() -> threading.BoundedSemaphore:
    """The streams this process may hold open at once (one semaphore per app)."""
    app = current_app
    if "stream_slots" not in app.extensions:
        with _CREATING:
            app.extensions.setdefault(
                "stream_slots", threading.BoundedSemaphore(app.config["STREAM_MAX"])
            )
    return app.extensions["stream_slots"]


_CREATING = threading.Lock()


@bp.get("/games/<game_id>/stream")
def stream(game_id: str) -> Response:
    service = current()
    service.state(game_id)  # 404 for an unknown game
    after = _resume_point()
    if not slots().acquire(blocking=False):
        raise Busy(say("service.busy"))
    config, stores = current_app.config, current_app.extensions["stores"]
    own = stores.take()  # the request's own goes back to the pool before the stream runs
    body = _events(own, game_id, after, config["STREAM_HEARTBEAT"], config["STREAM_LIFETIME"])
    response = Response(body, mimetype="text/event-stream")
    slot = slots()
    response.call_on_close(lambda: (stores.give(own), slot.release()))  # started or not
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"  # a proxy in front must not hold events back
    return response


def _resume_point() -> int:
    """Where the client left off: `Last-Event-ID` (a reconnecting EventSource) or `?after`."""
    after = int_arg("after") or 0  # checked even when the header wins: a bad query is a 400
    last = request.headers.get("Last-Event-ID")
    if last is None:
        return after
    resumed = whole(last)
    if resumed is None:
        raise BadRequest(say("service.last_event_id"), errors={"Last-Event-ID": []})
    return resumed


def _events(
    store: Store, game: str, after: int, heartbeat: float, lifetime: float
) -> Iterator[str]:
    """The events after `after`, then each new one as it is stored; a comment line every
    `heartbeat` seconds keeps proxies from closing the line and finds a client gone (the
    write fails and the server closes this generator). After `lifetime` seconds the
    stream ends; the browser reconnects from its last id. Runs after the request's context
    is gone: it holds a store of its own, given back when the stream closes."""
    ends = time.monotonic() + lifetime
    yield f"retry: 1000\n: after {after}\n\n"
    while (left := ends - time.monotonic()) > 0:
        events = store.wait_for_events(game, after, min(heartbeat, left))
        if events:
            after = events[-1].seq
            yield "".join(map(_message, events))  # one write for what one wake found
        else:
            yield ": heartbeat\n\n"


_BREAK = re.compile(r"\r\n|\r|\n")  # a line break, as Server-Sent Events read one


def _message(event: EventText) -> str:
    """One Server-Sent Event: the event's JSON as the database wrote it. A line break there
    is JSON whitespace (a string holds none unescaped): it goes on a `data:` line of its own,
    which the reader joins back with a line break."""
    data = _BREAK.sub("\ndata: ", event.json)
    return f"id: {event.seq}\nevent: event\ndata: {data}\n\n"
