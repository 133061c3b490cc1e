-- A practice match: its creator chose the seed, so whoever knows the seed
-- can foresee chance; every seat is told. 0 or 1.
ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;

-- One row the store rewrites when it opens: a database it cannot write
-- is refused at start rather than at the first player's action.
CREATE TABLE store_probe (
    id INTEGER PRIMARY KEY NOT NULL,
    at INTEGER NOT NULL  -- Unix time, milliseconds
);
