-- A match is its setup, its seed and its action log; everything else is
-- derived by replaying the log through the rules.
CREATE TABLE matches (
    id            TEXT    PRIMARY KEY NOT NULL,
    game          TEXT    NOT NULL,
    rules_version INTEGER NOT NULL,
    setup         TEXT    NOT NULL,  -- JSON of the rule system's Setup
    seed          INTEGER NOT NULL,  -- the u64 seed, stored bit for bit as a signed 64-bit integer
    status        TEXT    NOT NULL CHECK (status IN ('active', 'finished', 'abandoned')),
    created_at    INTEGER NOT NULL,  -- Unix time, milliseconds
    updated_at    INTEGER NOT NULL
);
CREATE INDEX matches_by_status ON matches (status);

-- Only a hash of each join token is kept: a copy of the database does not
-- let anyone take a seat.
CREATE TABLE seats (
    match_id   TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('human', 'bot', 'open')),
    token_hash BLOB    UNIQUE,
    bot        TEXT,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;

-- The log, chance outcomes included. actor: the seat number, -1 for chance.
CREATE TABLE actions (
    match_id TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    actor    INTEGER NOT NULL,
    action   INTEGER NOT NULL,  -- the rule system's compact action index
    text     TEXT    NOT NULL,  -- its readable form, for people
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;

-- Optional: the state hash after action seq - 1 (seq = log length), to
-- detect drift when a match is replayed by a newer build.
CREATE TABLE snapshots (
    match_id   TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    state_hash TEXT    NOT NULL,
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
