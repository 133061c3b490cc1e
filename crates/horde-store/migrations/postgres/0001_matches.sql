-- The PostgreSQL twin of sqlite/0001_matches.sql: the same tables,
-- columns and keys. Integers are BIGINT (the store reads and writes
-- every number as a 64-bit integer), bytes are BYTEA.
CREATE TABLE matches (
    id            TEXT   PRIMARY KEY NOT NULL,
    game          TEXT   NOT NULL,
    rules_version BIGINT NOT NULL,
    setup         TEXT   NOT NULL,  -- JSON of the rule system's Setup
    seed          BIGINT NOT NULL,  -- the u64 seed, stored bit for bit as a signed 64-bit integer
    status        TEXT   NOT NULL CHECK (status IN ('active', 'finished', 'abandoned')),
    created_at    BIGINT NOT NULL,  -- Unix time, milliseconds
    updated_at    BIGINT NOT NULL
);
CREATE INDEX matches_by_status ON matches (status);

CREATE TABLE seats (
    match_id   TEXT   NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       BIGINT NOT NULL,
    kind       TEXT   NOT NULL CHECK (kind IN ('human', 'bot', 'open')),
    token_hash BYTEA  UNIQUE,
    bot        TEXT,
    PRIMARY KEY (match_id, seat)
);

CREATE TABLE actions (
    match_id TEXT   NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq      BIGINT NOT NULL,
    actor    BIGINT NOT NULL,
    action   BIGINT NOT NULL,
    text     TEXT   NOT NULL,
    PRIMARY KEY (match_id, seq)
);

CREATE TABLE snapshots (
    match_id   TEXT   NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq        BIGINT NOT NULL,
    state_hash TEXT   NOT NULL,
    PRIMARY KEY (match_id, seq)
);
