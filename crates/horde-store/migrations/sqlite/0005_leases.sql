-- Which server process plays a match: several processes may share one
-- database, and only the holder of a match's unexpired lease accepts
-- its actions. A lease is renewed while its holder lives; once it has
-- expired, any process may take it.
CREATE TABLE leases (
    match_id TEXT    PRIMARY KEY NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    owner    TEXT    NOT NULL,  -- the holding process's id, random per start
    expires  INTEGER NOT NULL   -- Unix time, milliseconds
) WITHOUT ROWID;
