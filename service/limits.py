"""Rate limits per client address (Flask-Limiter) on the writes that cost the most.

Creation, import and append each have a limit from the app config, in Flask-Limiter's
notation, checked against in-memory counters by default (`RATELIMIT_STORAGE_URI`, e.g.
`redis://…`, shares them between workers and nodes). The defaults sit far above a real
table's use and far below a flood:

- `RATE_LIMIT_CREATE`: 60 new games a minute, 600 a day, from one address — a club behind
  one address starts a few dozen games in an evening.
- `RATE_LIMIT_IMPORT`: 10 imports a minute, 200 a day — an import may hold 100,000 events.
- `RATE_LIMIT_APPEND`: 1,200 events a minute (20 a second), 50,000 an hour — a table logs a
  move every few seconds, and a phone back online sends its pending moves in one burst
  of at most a few hundred.

`RATELIMIT_ENABLED = False` turns them off (the test app and the benchmark servers, which
append as fast as they can from one address, say so explicitly).
"""

from __future__ import annotations

from flask import Flask
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

DEFAULTS = {
    "RATE_LIMIT_CREATE": "60 per minute; 600 per day",
    "RATE_LIMIT_IMPORT": "10 per minute; 200 per day",
    "RATE_LIMIT_APPEND": "1200 per minute; 50000 per hour",
    "RATELIMIT_HEADERS_ENABLED": True,  # Retry-After on a 429
    "RATELIMIT_STORAGE_URI": "memory://",
}
LIMITED = {
    "games.create": "RATE_LIMIT_CREATE",
    "exchange.import_game": "RATE_LIMIT_IMPORT",
    "events.append": "RATE_LIMIT_APPEND",
}


def install(app: Flask) -> Limiter | None:
    """One limiter per app (its own counters), wrapped around the limited views; none when
    the limits are off (a limiter turned off still checks every request: `make bench`)."""
    for name, value in DEFAULTS.items():
        app.config.setdefault(name, value)
    if not app.config.get("RATELIMIT_ENABLED", True):
        return None
    limiter = Limiter(get_remote_address, app=app)
    app.extensions["rate_limiter"] = limiter  # Flask-Limiter itself only keeps weak references
    for endpoint, setting in LIMITED.items():
        view = app.view_functions[endpoint]
        limit = limiter.limit(lambda setting=setting: app.config[setting])
        app.view_functions[endpoint] = limit(view)
    return limiter
