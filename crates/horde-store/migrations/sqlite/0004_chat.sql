-- A match's chat, kept with it: what its players said, in order.
CREATE TABLE chat (
    match_id TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,  -- 0, 1, 2... within the match
    seat     INTEGER NOT NULL,
    at       INTEGER NOT NULL,  -- Unix time, milliseconds
    text     TEXT    NOT NULL,
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
