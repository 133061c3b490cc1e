-- The PostgreSQL twin of sqlite/0003_names.sql.
ALTER TABLE seats ADD COLUMN name TEXT;
ALTER TABLE matches ADD COLUMN mission TEXT;
ALTER TABLE matches ADD COLUMN outcome TEXT;
