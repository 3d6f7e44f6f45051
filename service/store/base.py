"""The store's contract, and what both backends share: the hash chain, canonical JSON, rows.

`events` is append-only — the database itself refuses UPDATE and DELETE (and TRUNCATE where
it has one) — and each event carries the SHA-256 of its canonical JSON (RFC 8785) chained to
the previous one. `games` and `tokens` sit beside it: `games` is a read model rebuilt from
`events` at will. A backend module holds the SQL; nothing here knows which database it is.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

import rfc8785

from .versions import EVENT_FIELDS, hashed_fields, stored_fields, upcast

if TYPE_CHECKING:
    from .group import GroupCommit

GENESIS = "0" * 64
ROW_FIELDS = (*EVENT_FIELDS, "request")
SUMMARY_COLUMNS = (
    "id",
    "game",
    "preset",
    "tracking",
    "players",
    "created_at",
    "updated_at",
    "last_seq",
    "status",
    "hands",
    "totals",
)
ATTEMPTS = 50  # a write that lost its seq or its key this many times in a row gives up

T = TypeVar("T")
P = TypeVar("P")


class StoreError(Exception):
    """The database refused a write the store expected to succeed."""


class StoreFull(StoreError):
    """No room left for the database: the disk, or the size the database may grow to."""


class StoreUnavailable(StoreError):
    """The database is missing, read-only or unreadable."""


Claim = tuple[str, str, object]  # (game, "seq" or "key", the value): see `claim`


def claim(game: str, kind: str, value: object) -> Claim:
    """What a row takes that no other row may: a game's seq (kind "seq") or idempotency key
    ("key"). Group commit tells its writes apart by these."""
    return (game, kind, value)


class Conflict(StoreError):
    """Another writer took this seq or this key first: the transaction may run again."""


class PartlyStored(Conflict):
    """The transaction committed but for the appends whose seqs are `refused` (claims): another
    writer took their seq or key first, and nothing those appends wrote is stored (a backend
    that finds out at the commit: PostgreSQL). They may run again, and only they."""

    def __init__(self, message: str, refused: Collection[Claim]):
        super().__init__(message)
        self.refused = frozenset(refused)


def event_hash(event: dict[str, Any]) -> str:
    """SHA-256 over the RFC 8785 canonical JSON of every field but `hash` that the event's
    version stores (a v1 event's hash covers no `played_at`: see versions.py)."""
    body = {k: event[k] for k in hashed_fields(event["v"])}
    return hashlib.sha256(canonical(body)).hexdigest()


def request_hash(body: Any) -> str:
    return hashlib.sha256(canonical(body)).hexdigest()


_SAFE_INT = 2**53 - 1


def canonical(value: Any) -> bytes:
    """RFC 8785 canonical JSON. For text, safe integers and ASCII keys, json's C encoder writes
    the very same bytes 2.5 times faster (a property test compares the two); anything else
    (floats, big integers, other keys) goes to the reference code."""
    if _plain(value):
        try:
            text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
            return text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: let rfc8785 refuse it in its words
            pass
    return rfc8785.dumps(value)


def _plain(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is str or kind is bool or item is None:
            continue
        if kind is int:
            if -_SAFE_INT <= item <= _SAFE_INT:
                continue
            return False
        if kind is dict:
            if not all(type(k) is str and k.isascii() for k in item):
                return False
            stack.extend(item.values())
        elif kind is list or kind is tuple:
            stack.extend(item)
        else:
            return False
    return True


def dumps(value: Any) -> str:
    """JSON text as both backends keep it in a TEXT column."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def event_row(event: dict[str, Any], request: str | None) -> dict[str, Any]:
    """An event as a row of `events`: its data as JSON text, the request's hash beside it."""
    row = {k: event[k] for k in EVENT_FIELDS}
    row["data"] = dumps(event["data"])
    row["request"] = request
    return row


# A game's token and head in one query (`Store.token`); {p} is the backend's placeholder
# for the game's id, {more} more columns (none, or PostgreSQL's tail: see pg_sql.py).
TOKEN_AND_HEAD = (
    "SELECT t.token_sha256, e.seq, e.hash{more} FROM tokens AS t LEFT JOIN"
    " (SELECT game, seq, hash FROM events WHERE game = {p} ORDER BY seq DESC LIMIT 1)"
    " AS e ON e.game = t.game WHERE t.game = {p}"
)


def row_event(row: dict[str, Any]) -> dict[str, Any]:
    """A row of `events` as readers get it: the fields of its version, upcast to the current
    shape (its `v` and its hash as stored)."""
    event = {k: row[k] for k in stored_fields(row["v"])}
    event["data"] = json.loads(row["data"])
    return upcast(event)


class EventText(NamedTuple):
    """A stored event as JSON text, written by the database itself (`event_json`): what a
    stream sends as it is, with no decoding and encoding again in Python for each reader."""

    seq: int
    json: str


def event_json(json_object: str, data: str) -> str:
    """The SQL expression of an event row as one JSON object of its fields (EVENT_FIELDS):
    `json_object` is the database's function, `data` its expression of the stored data text
    as JSON (not as a string). A v1 row's `played_at` column is null: the JSON is what
    `row_event` makes of the row (versions.upcast_v1_v2)."""
    pairs = ", ".join(f"'{f}', {data if f == 'data' else f}" for f in EVENT_FIELDS)
    return f"{json_object}({pairs})"


def summary_values(row: dict[str, Any]) -> dict[str, Any]:
    """A summary as a row of `games`; `created_at` defaults to the update's time."""
    values = {**row, "players": dumps(row["players"]), "totals": dumps(row["totals"])}
    values.setdefault("created_at", row["updated_at"])
    return values


def summary_of(row: dict[str, Any]) -> dict[str, Any]:
    return {**row, "players": json.loads(row["players"]), "totals": json.loads(row["totals"])}


class Store(ABC):
    """One thread's handle on the database: open one per thread, never share it."""

    @classmethod
    @abstractmethod
    def initialise(cls, target: str) -> None:
        """Create the tables and the guards when they are missing (every start: idempotent)."""

    @classmethod
    @abstractmethod
    def release(cls, target: str) -> None:
        """Close what this process keeps open for `target` between handles (its pool)."""

    @abstractmethod
    def close(self) -> None: ...

    @abstractmethod
    def writing(self) -> AbstractContextManager[None]:
        """One write transaction: everything in it is stored, or nothing."""

    def reset(self) -> None:
        """Forget a head read with a token (`head`) and roll back a transaction left open:
        a request never hands either to the next."""
        self._hint = None
        self._roll_back()

    @abstractmethod
    def _roll_back(self) -> None: ...

    # -- the log -----------------------------------------------------------------------

    _hint: tuple[str, int, str] | None = None  # the head read with a token (see `head`)

    def head(self, game: str) -> tuple[int, str]:
        """(last seq, its hash) of a game; (0, GENESIS) when it has no events.

        The head read with the game's token just before, if that read was of this game (once:
        the append that the token authorised): read after the request came, it is no older
        than a head read here would be worth, and the unique keys refuse an append on a
        stale one (which then runs again from a fresh head)."""
        hint, self._hint = self._hint, None
        if hint is not None and hint[0] == game:
            return hint[1], hint[2]
        return self._head(game)

    @abstractmethod
    def _head(self, game: str) -> tuple[int, str]: ...

    @abstractmethod
    def events(self, game: str, after: int = 0, upto: int | None = None) -> Iterator[dict]: ...

    @abstractmethod
    def event(self, game: str, seq: int) -> dict | None: ...

    @abstractmethod
    def by_key(self, game: str, key: str) -> tuple[dict, str | None] | None:
        """The event stored under an idempotency key, with the hash of its request body."""

    @abstractmethod
    def records(self, game: str) -> Iterator[tuple[dict, str | None]]:
        """Every event of a game with the hash of the request that stored it (for a copy)."""

    @abstractmethod
    def game_ids(self) -> list[str]: ...

    @abstractmethod
    def wait_for_events(self, game: str, after: int, timeout: float) -> list[EventText]:
        """The events stored after seq `after` by any process or node, as JSON text, waiting
        up to `timeout` seconds for one; [] when none came. Each wait reads the log with one
        query: a stream wakes several times a second, and every open phone has one."""

    @abstractmethod
    def append(self, event: dict[str, Any], request: str | None = None) -> None:
        """Insert one complete event inside `writing()`; Conflict if its seq or key is taken."""

    # -- tokens and the games read model ------------------------------------------------

    @abstractmethod
    def set_token(self, game: str, token_sha256: str) -> None: ...

    @abstractmethod
    def replace_token(self, game: str, old_sha256: str, new_sha256: str) -> bool:
        """Swap a game's token for a new one if `old_sha256` is still its token."""

    def token(self, game: str, since: int = 0) -> str | None:
        """The hash of a game's write token, read in one query with its head (see `head`).
        `since` is the seq of the state the caller keeps of the game (0: none): a backend
        whose every read is a round trip reads the events after it in that query too."""
        row = self._token_and_head(game, since)
        if row is None:
            return None
        token, seq, last = row
        self._hint = (game, seq or 0, last or GENESIS)
        return token

    @abstractmethod
    def _token_and_head(self, game: str, since: int) -> tuple[str, int | None, str | None] | None:
        """(token hash, last seq, its hash) of a game, the last two None without events."""

    @abstractmethod
    def save_summary(self, row: dict[str, Any]) -> None:
        """Insert or update a game's summary; `created_at` is only written the first time, and
        a summary of an earlier seq than the stored one changes nothing (a rebuild that read
        the log just before another node's append must not undo that append's summary)."""

    @abstractmethod
    def summaries(self, ids: list[str]) -> list[dict]:
        """The summaries of the games named, newest first; an unknown id is simply absent."""

    @abstractmethod
    def summary_ids(self) -> list[str]: ...

    @abstractmethod
    def recent_games(self, limit: int) -> list[str]:
        """The games still in play that were written to last, newest first."""

    @abstractmethod
    def drop_summary(self, game: str) -> None: ...

    def ready_to_write(self) -> None:
        """Pay now what this handle's first write would (a worker's warm-up); by default
        nothing: a backend whose first write costs no more than the next one."""
        return None

    # -- the snapshots read model ---------------------------------------------------------

    @abstractmethod
    def save_snapshot(self, game: str, seq: int, state: str, keep: int = 2) -> None:
        """Keep the state after `seq` (JSON text), and only the `keep` latest of the game."""

    @abstractmethod
    def load_snapshot(self, game: str, upto: int) -> tuple[int, str] | None:
        """The latest snapshot of a game at or before `upto`: (its seq, its JSON text)."""

    @abstractmethod
    def drop_snapshots(self, game: str | None = None) -> None: ...

    # -- shared by both backends ---------------------------------------------------------

    def exists(self, game: str) -> bool:
        return self.head(game)[0] > 0

    def atomic(self, work: Callable[[], T], attempts: int = ATTEMPTS) -> T:
        """Run `work` in one transaction; again, from the start, when another writer took its
        seq or its key first, so that `work` reads the new head (and answers accordingly)."""
        return self.optimistic(lambda: None, lambda _store, _plan: work(), attempts=attempts)

    def optimistic(
        self,
        prepare: Callable[[], P],
        commit: Callable[[Store, P], T],
        group: GroupCommit | None = None,
        claims: Callable[[P], Collection[Hashable]] = lambda _plan: (),
        attempts: int = ATTEMPTS,
    ) -> T:
        """`prepare` outside any transaction, then `commit(store, plan)` in a short one (the
        group's, when given: see `group.py`); both again when `commit` raises Conflict
        (another writer moved the head or took the key meanwhile). The write lock is held
        only while rows are written: an append checks its move while others commit. `claims`
        names what a plan takes that no other may (for the group to tell apart)."""

        def write(plan: P) -> T:
            if group is not None:
                return group.commit(self, plan, commit, claims(plan))
            with self.writing():
                return commit(self, plan)

        for attempt in range(1, attempts):
            try:
                return write(prepare())
            except Conflict:
                time.sleep(random.uniform(0, 0.001 * attempt))  # spread the next collision
        return write(prepare())  # the last attempt: a Conflict now goes to the caller

    @abstractmethod
    def savepoint(self) -> AbstractContextManager[None]:
        """A part of the open transaction that a taken seq or key undoes alone: at once (a
        Conflict out of it), or at the commit (PartlyStored out of `writing()`)."""

    def verify(self, game: str) -> int | None:
        """The first seq whose hash, chain link or numbering is broken; None if intact."""
        return broken_at(self.events(game))


def broken_at(events: Iterable[dict[str, Any]]) -> int | None:
    """The first seq of a log whose hash, chain link or numbering is broken; None if intact."""
    prev, expected = GENESIS, 1
    for event in events:
        if event["seq"] != expected or event["prev"] != prev or event_hash(event) != event["hash"]:
            return expected if event["seq"] != expected else event["seq"]
        prev, expected = event["hash"], expected + 1
    return None
