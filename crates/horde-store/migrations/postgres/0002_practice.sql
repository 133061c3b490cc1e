-- The PostgreSQL twin of sqlite/0002_practice.sql.
ALTER TABLE matches ADD COLUMN practice BIGINT NOT NULL DEFAULT 0;

CREATE TABLE store_probe (
    id BIGINT PRIMARY KEY NOT NULL,
    at BIGINT NOT NULL
);
