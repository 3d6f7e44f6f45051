CREATE TABLE IF NOT EXISTS events (
    game TEXT NOT NULL,
    seq BIGINT NOT NULL CHECK (seq >= 1),
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
);
CREATE UNIQUE INDEX IF NOT EXISTS events_key ON events (game, key) WHERE key IS NOT NULL;
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
    last_seq BIGINT NOT NULL,
    status TEXT NOT NULL,
    hands INTEGER NOT NULL,
    totals TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_updated ON games (updated_at);
CREATE TABLE IF NOT EXISTS snapshots (
    game TEXT NOT NULL,
    seq BIGINT NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game, seq)
);
