"""The yardstick: a bare Flask endpoint that stores the posted JSON in SQLite, nothing more.

No validation, no rules, no hash chain, no read model: one INSERT per request, on the same
durability settings as the service (WAL, synchronous=FULL), one connection per worker thread
(gthread workers, as the service is served).
Run as `gunicorn tests.bench.bare:app` with BARE_DB set.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading

from flask import Flask, jsonify, request

app = Flask(__name__)
_local = threading.local()


def connection() -> sqlite3.Connection:
    conn = getattr(_local, "conn", None)
    if conn is None:
        conn = sqlite3.connect(os.environ["BARE_DB"], timeout=30, isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute(
            "CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, game TEXT NOT NULL,"
            " body TEXT NOT NULL)"
        )
        _local.conn = conn
    return conn


@app.post("/games/<game>/events")
def append(game: str):
    body = request.get_json()
    cursor = connection().execute(
        "INSERT INTO events (game, body) VALUES (?, ?)", [game, json.dumps(body)]
    )
    return jsonify({"game": game, "id": cursor.lastrowid}), 201


@app.get("/ready")
def ready():
    return jsonify({"ok": True})
