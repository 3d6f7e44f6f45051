"""gunicorn's settings module (`gunicorn -c python:service.serving`, as `make run` does).

gunicorn refuses some requests before the app sees them: a request line or headers longer
than its limits (414, 431), a request it cannot parse (400), an app that fails outside Flask
(500). It answers those with an HTML page of its own; here with the API's JSON error
(DESIGN.md: errors are JSON `{error, message}`), its sentence from the catalogue. No header
was read, so no Accept-Language: the sentence is in the catalogue's default language.
"""

from __future__ import annotations

import json
import os
import socket
from typing import Any

from gunicorn import util

from .errors import server_refusal


def write_error(sock: socket.socket, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's `util.write_error`, its body the API's JSON error (`server_refusal`)."""
    payload = json.dumps(server_refusal(status_int, reason, mesg), ensure_ascii=False).encode()
    head = (
        f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n\r\n"
    )
    util.write_nonblock(sock, head.encode("latin-1") + payload)


# The workers call it through the module (gunicorn/workers/base.py: `util.write_error(…)`),
# and are forked from the process that read this file.
util.write_error = write_error


def post_fork(server: Any, worker: Any) -> None:
    """gunicorn's hook in each worker before it loads the app: the app's live streams leave
    some of the worker's threads to the other requests (`streams_for` in service/__init__.py)."""
    os.environ["GAMES_WORKER_THREADS"] = str(worker.cfg.threads)
