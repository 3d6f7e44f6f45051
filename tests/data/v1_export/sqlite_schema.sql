CREATE TABLE IF NOT EXISTS events (
    game TEXT NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    at TEXT NOT NULL,
    by TEXT,
    key TEXT,
    v INTEGER NOT NULL,
    prev TEXT NOT NULL,
    hash TEXT NOT NULL,
    request TEXT,
    PRIMARY KEY (game, seq)
) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS events_key ON events (game, key) WHERE key IS NOT NULL;
CREATE TRIGGER IF NOT EXISTS events_no_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: UPDATE refused'); END;
CREATE TRIGGER IF NOT EXISTS events_no_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: DELETE refused'); END;
CREATE TRIGGER IF NOT EXISTS events_no_replace BEFORE INSERT ON events
WHEN EXISTS (SELECT 1 FROM events WHERE game = NEW.game AND seq = NEW.seq)
  OR (NEW.key IS NOT NULL AND EXISTS (SELECT 1 FROM events WHERE game = NEW.game AND key = NEW.key))
BEGIN SELECT RAISE(ABORT, 'events are append-only: an event is never replaced'); END;
CREATE TABLE IF NOT EXISTS tokens (
    game TEXT PRIMARY KEY,
    token_sha256 TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    tracking TEXT NOT NULL,
    players TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_seq INTEGER NOT NULL,
    status TEXT NOT NULL,
    hands INTEGER NOT NULL,
    totals TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_updated ON games (updated_at);
CREATE TABLE IF NOT EXISTS snapshots (
    game TEXT NOT NULL,
    seq INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game, seq)
) WITHOUT ROWID;
