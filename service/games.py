"""Use cases: create a game, append an event, read a state. I/O around the pure core."""

from __future__ import annotations

import hmac
import random
import secrets
from collections.abc import Callable, Iterable, Mapping
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from replays import match as fold
from replays.cards import Card
from replays.errors import say
from replays.model import Event, Match

from .errors import BadRequest, Forbidden, KeyReused, NotFound, StaleSeq, Unauthorized
from .ids import new_game_id, new_token, token_digest
from .snapshots import Snapshots, due, frozen, thawed
from .store import GENESIS, Claim, ForWriting, Store, claim, event_hash, request_hash
from .store.group import GroupCommit
from .store.versions import EVENT_VERSION


def now() -> str:
    """The server clock, to the second, in UTC (tests freeze it)."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def shuffle(cards: list[Card], seed: Any = None) -> list[Card]:
    """Chance for the engines: seeded (reproducible from the seed) or from the OS."""
    rng: random.Random = random.Random(seed) if seed is not None else secrets.SystemRandom()
    out = list(cards)
    rng.shuffle(out)
    return out


@dataclass(frozen=True)
class Stamp:
    """What the request says of an append besides its body: the X-Device, Idempotency-Key
    and Played-At headers (stored as `by`, `key` and `played_at`)."""

    device: str | None = None
    key: str | None = None
    played_at: str | None = None


@dataclass(frozen=True)
class _Prepared:
    """An append checked against the head it read: the event to answer with, the state after
    it (None when a retry of the same request found it stored), and the rows to write."""

    game: str
    event: dict
    after: Match | None
    rows: list[tuple[dict, str | None]] = field(default_factory=list)
    summary: dict[str, Any] | None = None
    snapshot: str | None = None

    def claims(self) -> frozenset[Claim]:
        """The seqs and the key its rows take: no other append may take them."""
        seqs = {claim(self.game, "seq", row["seq"]) for row, _ in self.rows}
        keys = {claim(self.game, "key", r["key"]) for r, _ in self.rows if r["key"]}
        return frozenset(seqs | keys)


class Games:
    """The games of one database; one instance per request, sharing the process's snapshots."""

    def __init__(self, store: Store, snapshots: Snapshots, group: GroupCommit | None = None):
        self.store = store
        self.snapshots = snapshots
        self.group = group  # the worker's, shared by its threads (see store/group.py)

    # -- reading -------------------------------------------------------------------------

    def state(self, game: str, at: int | None = None) -> Match:
        last, _ = self.store.head(game)
        if last == 0:
            raise NotFound(say("service.no_game", id=repr(game)))
        if at is not None and not 1 <= at <= last:
            raise BadRequest(
                say("service.at_out_of_range", last=last),
                errors={"at": [say("service.field.out_of_range")]},
            )
        return self._cached(game, last if at is None else at)

    def _cached(self, game: str, seq: int, fetched: ForWriting | None = None) -> Match:
        """The state after `seq`, from the nearest snapshot and the tail of the log (the one
        read for writing, when it holds what is missing)."""
        return self.snapshots.state(game, seq, *self._sources(game, fetched))

    def _sources(self, game: str, fetched: ForWriting | None = None) -> tuple:
        def read(after: int, upto: int | None) -> Iterable[dict]:
            found = fetched.events(after, upto) if fetched is not None else None
            return found if found is not None else self.store.events(game, after, upto)

        def load(upto: int) -> Match | None:
            found = self.store.load_snapshot(game, upto)
            return thawed(game, found[0], found[1]) if found else None

        return read, load

    def with_undo(self, game: str, match: Match) -> Match:
        """`match` able to step back (a state read from a persisted snapshot may not yet)."""
        return self.snapshots.with_undo(game, match, *self._sources(game))

    def checkable(self, game: str, match: Match, kind: str) -> Match:
        """`match` as an event of type `kind` is checked against: able to step back for a
        retraction, with its whole undo chain for a correction (CORE-CORRECT-1 walks it)."""
        if kind == "retracted":
            return self.with_undo(game, match)
        if kind == "corrected":
            return self.snapshots.with_history(game, match, self._sources(game)[0])
        return match

    def authorise(self, game: str, header: str | None) -> ForWriting:
        """Writes need `Authorization: Bearer <token>` with the game's own token; what the
        append then builds on, read with the token (`Store.for_writing`)."""
        # Every game has a token: one query, which also reads what this worker's state of the
        # game misses.
        fetched = self.store.for_writing(game, self.snapshots.latest(game))
        if fetched is None and not self.store.exists(game):
            raise NotFound(say("service.no_game", id=repr(game)))
        scheme, _, token = (header or "").strip().partition(" ")
        if scheme.lower() != "bearer" or not token.strip():  # the scheme is case-insensitive
            raise Unauthorized(say("service.token_missing"))
        digest = token_digest(token.strip())
        if fetched is None or not hmac.compare_digest(fetched.token, digest):
            raise Forbidden(say("service.token_wrong"))
        return fetched

    def new_token(self, game: str, header: str | None) -> str:
        """A new write token for a game, given its current one, which stops working: the
        way back in for a table whose phone (and link) went astray."""
        self.authorise(game, header)
        old = header.strip().partition(" ")[2].strip() if header else ""
        token = new_token()
        with self.store.writing():
            if not self.store.replace_token(game, token_digest(old), token_digest(token)):
                raise Forbidden(say("service.token_wrong"))
        return token

    # -- writing -------------------------------------------------------------------------

    def turn(self, game: str) -> AbstractContextManager[None]:
        """This worker's threads one at a time on a game (see store/group.py), an append's
        from its token's read on: the head read with the token is then the one it builds on,
        where a thread that read it before waiting would find it stale and read it again."""
        return self.group.turn(game) if self.group is not None else nullcontext()

    def create(self, data: dict[str, Any], device: str | None) -> tuple[dict, str]:
        """Store `game_created` for a new game; returns the event and the write token."""
        game, token = new_game_id(), new_token()
        records, match = self._sealed_events(
            game, None, [Event("game_created", data, 1)], Stamp(device)
        )
        created = records[-1]

        def store() -> None:
            self.store.append(created)
            self.store.set_token(game, token_digest(token))
            self.store.save_summary(summary_row(match, created["at"], created=created["at"]))

        self.store.atomic(store)
        self.snapshots.put(game, match)
        return created, token

    def append(
        self,
        game: str,
        body: Mapping[str, Any],
        device: str | None,
        key: str | None,
        played_at: str | None = None,
        fetched: ForWriting | None = None,
    ) -> tuple[dict, bool]:
        """Check and store one posted event; returns (the stored event, created?).
        `played_at` is the device's clock when the move was made (the Played-At header);
        `fetched` what `authorise` read, which the first attempt builds on.

        The move is checked against the head outside any transaction, and only its rows are
        written inside one; when another writer (of any process or node) took the seq or the
        key meanwhile, the unique keys refuse the rows and the check runs again from the new
        head: then `expected_seq` answers 409, the same key answers the stored event, and an
        append without either lands after the other.
        """
        # The request's hash only serves to compare a retry under the same key.
        request = request_of(body) if key is not None else None
        stamp, first = Stamp(device, key, played_at), [fetched]  # a retry reads afresh
        with self.turn(game):
            prepared = self.store.optimistic(
                lambda: self._prepare(game, body, stamp, request, first.pop() if first else None),
                _commit,
                self.group,
                _Prepared.claims,
            )
            if prepared.after is None:
                return prepared.event, False
            # Within the turn: the next thread of this worker on this game starts from it.
            self.snapshots.put(game, prepared.after)
        return prepared.event, True

    def _prepare(
        self,
        game: str,
        body: Mapping[str, Any],
        stamp: Stamp,
        request: str | None,
        fetched: ForWriting | None,
    ) -> _Prepared:
        """The append checked against the head `fetched` (read now when None): its rows, or
        the event a retry of the same request stored already (then `after` is None)."""
        key = stamp.key
        if key is not None and (found := self._replayed(game, key, request)) is not None:
            return _Prepared(game, found, None)
        kept = self.snapshots.latest(game)
        # A head read before a state this worker stored since (a thread that waited for its
        # turn on the game) is stale for certain, and a stale head costs a Conflict, which on
        # PostgreSQL undoes the group's whole transaction: it is read again.
        if fetched is None or kept > fetched.seq:
            fetched = self.store.for_writing(game, kept)
            if fetched is None:
                raise NotFound(say("service.no_game", id=repr(game)))
        last, prev = fetched.head
        expected = body.get("expected_seq")
        if expected is not None and expected != last:
            raise StaleSeq(say("service.stale_seq", seq=last, expected=expected), current_seq=last)
        match = self._cached(game, last, fetched)
        match = self.checkable(game, match, body["type"])
        event = Event(body["type"], body["data"], last + 1)
        events = fold.expand(match, event, shuffle)
        records, after = self._sealed_events(game, match, events, stamp, (last, prev))
        snapshot = None
        if due(last, after.seq, self.snapshots.persist_every):
            snapshot = frozen(after)
        return _Prepared(
            game,
            records[-1],
            after,
            [(r, request if r is records[-1] else None) for r in records],
            summary_row(after, records[-1]["at"]),
            snapshot,
        )

    def retried(
        self,
        game: str,
        key: str,
        posted: Mapping[str, Any],
        loaded: Callable[[], Mapping[str, Any] | None],
    ) -> dict | None:
        """The event stored under `key` for a retry of `posted` (the body as sent), before the
        body is checked at all (DESIGN.md): a request stored before a check grew stricter still
        gets its event. The stored hash is of the canonical body, so the body as sent is
        compared first, then as `loaded()` makes it canonical ("8♠" → "8S"); one the schema
        refuses (`loaded()` None) is not the stored one: 422, as is any other body."""
        found = self.store.by_key(game, key)
        if found is None:
            return None
        event, stored = found
        if stored is None or stored == _posted_hash(posted):
            return event
        body = loaded()
        if body is not None and stored == request_of(body):
            return event
        raise _key_reused(key, event)

    def _replayed(self, game: str, key: str, request: str | None) -> dict | None:
        """The event already stored under `key`, if the same request stored it."""
        found = self.store.by_key(game, key)
        if found is None:
            return None
        event, stored_request = found
        if stored_request not in (None, request):
            raise _key_reused(key, event)
        return event

    def _sealed_events(
        self,
        game: str,
        match: Match | None,
        events: list[Event],
        stamp: Stamp,
        head: tuple[int, str] = (0, GENESIS),
    ) -> tuple[list[dict], Match]:
        """Check and apply events in order, sealing each to the one before; the key and the
        device's clock go on the last (the posted one: the others are the server's, such as a
        reshuffle a draw needs). `head` is the game's (last seq, its hash)."""
        seq, prev = head
        records = []
        for i, event in enumerate(events):
            seq += 1
            event = Event(event.type, event.data, seq)
            if match is None:
                match = fold.create(game, event.data)
            else:
                fold.check(match, event)
                match = fold.apply(match, event)
            posted = stamp if i == len(events) - 1 else Stamp(stamp.device)
            record = sealed(game, event, prev, posted.device, posted.key, posted.played_at)
            records.append(record)
            prev = record["hash"]
        assert match is not None
        return records, match


def request_of(body: Mapping[str, Any]) -> str:
    """The hash a retry under the same Idempotency-Key is compared by (`expected_seq` aside)."""
    return request_hash({"type": body["type"], "data": body["data"]})


def _posted_hash(posted: Mapping[str, Any]) -> str | None:
    """`request_of` a body as sent, not yet loaded; None when it has no canonical JSON (an
    integer past 2**53, say, or nesting deeper than the encoder goes), which no stored request
    has either."""
    try:
        return request_of({"type": posted.get("type"), "data": posted.get("data", {})})
    except (ValueError, RecursionError):
        return None


def _key_reused(key: str, event: dict) -> KeyReused:
    said = say("service.key_reused", value=repr(key), seq=event["seq"])
    return KeyReused(said, seq=event["seq"])


def _commit(store: Store, prepared: _Prepared) -> _Prepared:
    """Inside a transaction: the rows of a prepared append, refused (Conflict) by the unique
    keys when another writer took the seq or the key since it was prepared."""
    for record, request in prepared.rows:
        store.append(record, request)
    if prepared.summary is not None:
        store.save_summary(prepared.summary)
    if prepared.snapshot is not None:
        assert prepared.after is not None
        store.save_snapshot(prepared.game, prepared.after.seq, prepared.snapshot)
    return prepared


def sealed(
    game: str,
    event: Event,
    prev: str,
    device: str | None,
    key: str | None,
    played_at: str | None = None,
) -> dict:
    """The event as stored: stamped by the server clock and chained to the one before."""
    record = {
        "game": game,
        "seq": event.seq,
        "type": event.type,
        "data": dict(event.data),
        "at": now(),
        "played_at": played_at,
        "by": device,
        "key": key,
        "v": EVENT_VERSION,
        "prev": prev if event.seq > 1 else GENESIS,
    }
    record["hash"] = event_hash(record)
    return record


def summary_row(match: Match, at: str, created: str | None = None) -> dict[str, Any]:
    row = {
        "id": match.id,
        "game": match.game,
        "preset": match.preset,
        "tracking": match.tracking,
        "players": [{"id": p.id, "name": p.name} for p in match.players],
        "updated_at": at,
        "last_seq": match.seq,
        "status": match.status,
        "hands": len(match.results),
        "totals": match.totals,
    }
    if created is not None:
        row["created_at"] = created
    return row
