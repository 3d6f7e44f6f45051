"""How the fixtures beside this file were made, kept for the record: run from the worktree
root on the code before event version 2 (commit 8e1adf5), with `PYTHONPATH=.`. It plays a
short Huit américain game (table tracking, five moves with keys and a device) and writes its
ndjson and txt exports, its write token, and (the SQLite file, checkpointed and vacuumed
afterwards with the sqlite3 shell) games.db. pg_schema.sql and sqlite_schema.sql are the
DDL of both backends at that commit (`pg_schema._TABLES`, `sqlite._SCHEMA`).
"""

from pathlib import Path

from service import create_app
from tests.support.helpers import Table

MOVES = [
    ("card_played", {"player": "anna", "card": "6H"}),
    ("cards_drawn", {"player": "ben", "count": 1}),
    ("card_played", {"player": "chloe", "card": "6C"}),
    ("note", {"text": "Ben a oublié de dire « carte »"}),
]


def main() -> None:
    out = Path("tests/data/v1_export")
    config = {"TESTING": True, "RATELIMIT_ENABLED": False, "GAMES_DB": "/tmp/v1.db"}
    client = create_app(config).test_client()
    t = Table.create(client, "huit_americain", ["anna", "ben", "chloe"], "table")
    device = {"X-Device": "tel-anna"}
    deal = {"hand": 1, "dealer": "chloe", "hand_size": 3, "upcard": "9H"}
    t.post("hand_started", deal, key="k-deal", headers=device)
    for i, (kind, data) in enumerate(MOVES):
        assert t.post(kind, data, key=f"k-{i}", headers=device).status_code == 201
    for fmt in ("ndjson", "txt"):
        exported = client.get(f"/games/{t.id}/export?format={fmt}")
        (out / f"game.{fmt}").write_bytes(exported.get_data())
    (out / "token.txt").write_text(t.token + "\n")


if __name__ == "__main__":
    main()
