"""gunicorn's settings module (`gunicorn -c python:service.serving`, as `make run` does).

gunicorn refuses some requests before the app sees them: a request line or headers longer
than its limits (414, 431), a request it cannot parse (400), an app that fails outside Flask
(500). It answers those with an HTML page of its own; here with the API's JSON error
(DESIGN.md: errors are JSON `{error, message}`), its sentence from the catalogue. No header
was read, so no Accept-Language: the sentence is in the catalogue's default language.
"""

from __future__ import annotations

import json
import socket

from gunicorn import util

from replays.catalogue import sentence
from replays.errors import Message
from replays.phrases import DEFAULT_LANG


def write_error(sock: socket.socket, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's `util.write_error`, in JSON: `error` is the reason's slug (as the API's for
    HTTP errors: service/errors.py), `detail` gunicorn's own words."""
    code = "internal" if status_int == 500 else reason.lower().replace(" ", "_")
    key = (
        "service.uri_too_long"
        if status_int == 414
        else "service.headers_too_large"
        if status_int == 431
        else "service.internal"
        if status_int == 500
        else "service.bad_http"
    )
    said = sentence(Message(key, {}), DEFAULT_LANG)
    body = json.dumps({"error": code, "message": said, "detail": mesg}, ensure_ascii=False)
    payload = body.encode()
    head = (
        f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n\r\n"
    )
    util.write_nonblock(sock, head.encode("latin-1") + payload)


# The workers call it through the module (gunicorn/workers/base.py: `util.write_error(…)`),
# and are forked from the process that read this file.
util.write_error = write_error
