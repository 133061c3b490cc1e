-- The PostgreSQL twin of sqlite/0005_leases.sql.
CREATE TABLE leases (
    match_id TEXT   PRIMARY KEY NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    owner    TEXT   NOT NULL,
    expires  BIGINT NOT NULL
);
