"""The ids and secrets of a game, and the request headers stored with its events: a game id
(a ULID, the read capability), a write token and its digest, X-Device and Idempotency-Key."""

from __future__ import annotations

import hashlib
import re
import secrets
import time

MAX_DEVICE = 100  # X-Device, stored as `by`
MAX_KEY = 200  # Idempotency-Key, stored as `key`
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
GAME_ID = re.compile(r"g_[0-9A-HJKMNP-TV-Z]{26}")  # as new_game_id writes them


def is_game_id(text: object) -> bool:
    return isinstance(text, str) and GAME_ID.fullmatch(text) is not None


def is_header_text(value: object, limit: int) -> bool:
    """What `by` (X-Device) and `key` (Idempotency-Key) may hold, written live or imported:
    1 to `limit` printable characters; no control character, which no log line shows and
    PostgreSQL's text refuses (NUL)."""
    return isinstance(value, str) and 0 < len(value) <= limit and value.isprintable()


def new_game_id() -> str:
    """A ULID: sortable by creation time, unguessable enough to share as a read link."""
    value = (int(time.time() * 1000) << 80) | secrets.randbits(80)
    chars = [_CROCKFORD[(value >> shift) & 31] for shift in range(125, -1, -5)]
    return "g_" + "".join(chars)


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
