"""Part of the PostgreSQL backend: wake-ups for the live streams of this process.

One thread per process and database holds a dedicated connection that LISTENs on the
channel every append NOTIFYs (with the game's id, sent at commit). A stream waiting for a
game's next event sleeps on a condition until that game is named, or until its poll interval
ends: a notification lost while the connection was down (or a database without LISTEN)
only delays a stream, it never loses an event, since the stream reads the log itself.
"""

from __future__ import annotations

import logging
import threading
from collections import defaultdict

import psycopg

from .pg_pool import PerProcess

log = logging.getLogger(__name__)
RECONNECT_SECONDS = 1.0
READY_SECONDS = 2.0  # how long a first stream waits for LISTEN before it relies on polling


class Listener:
    def __init__(self, url: str, channel: str):
        self.url = url
        self.channel = channel
        self._seen: defaultdict[str, int] = defaultdict(int)  # notifications per game
        self._changed = threading.Condition()
        self._stop = threading.Event()
        self._listening = threading.Event()
        self._thread = threading.Thread(target=self._run, name="cartes-listen", daemon=True)
        self._thread.start()
        # The first stream reads the head once LISTEN is on, so no append slips between.
        self._listening.wait(timeout=READY_SECONDS)

    def version(self, game: str) -> int:
        with self._changed:
            return self._seen[game]

    def wait(self, game: str, version: int, timeout: float) -> bool:
        """Sleep until `game` is named after `version` was read, or `timeout` seconds."""
        with self._changed:
            return self._changed.wait_for(lambda: self._seen[game] != version, timeout)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True) as conn:
                    conn.execute(f"LISTEN {self.channel}")
                    self._listening.set()
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=0.5):
                            self._named(note.payload)
            except psycopg.Error as exc:  # the streams poll meanwhile
                log.warning("LISTEN %s: %s; again in %s s", self.channel, exc, RECONNECT_SECONDS)
                self._stop.wait(RECONNECT_SECONDS)

    def _named(self, game: str) -> None:
        with self._changed:
            self._seen[game] += 1
            self._changed.notify_all()


_listeners: PerProcess[Listener] = PerProcess(Listener)


def listener(url: str, channel: str) -> Listener:
    """This process's listener on `url`, started on first use."""
    return _listeners.get(url, channel)


def stop(url: str) -> None:
    _listeners.drop(url)
