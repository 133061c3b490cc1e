-- The PostgreSQL twin of sqlite/0004_chat.sql.
CREATE TABLE chat (
    match_id TEXT   NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq      BIGINT NOT NULL,
    seat     BIGINT NOT NULL,
    at       BIGINT NOT NULL,
    text     TEXT   NOT NULL,
    PRIMARY KEY (match_id, seq)
);
