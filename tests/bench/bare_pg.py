"""The PostgreSQL yardstick: a bare Flask endpoint that INSERTs the posted JSON, nothing more.

No validation, no rules, no hash chain, no read model: one INSERT per request through a
psycopg pool, on the same server and durability as the service (synchronous_commit on).
Run as `gunicorn tests.bench.bare_pg:app` with BARE_URL set, after `create_table(url)`.
"""

from __future__ import annotations

import json
import os

import psycopg
from flask import Flask, jsonify, request
from psycopg_pool import ConnectionPool

app = Flask(__name__)
_pool: ConnectionPool | None = None


def pool() -> ConnectionPool:
    global _pool
    if _pool is None:
        _pool = ConnectionPool(os.environ["BARE_URL"], min_size=1, max_size=4,
                               kwargs={"autocommit": True}, open=True)  # fmt: skip
    return _pool


def create_table(url: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS bare_events (id BIGSERIAL PRIMARY KEY,"
            " game TEXT NOT NULL, body TEXT NOT NULL)"
        )


@app.post("/games/<game>/events")
def append(game: str):
    body = request.get_json()
    with pool().connection() as conn:
        row = conn.execute(
            "INSERT INTO bare_events (game, body) VALUES (%s, %s) RETURNING id",
            (game, json.dumps(body)),
        ).fetchone()
    return jsonify({"game": game, "id": row[0] if row else None}), 201


@app.get("/ready")
def ready():
    return jsonify({"ok": True})
