-- What a match list shows without replaying a match.
-- A player's name, chosen when joining: shown to everyone at the table.
-- NULL: none chosen (pages say "Player N").
ALTER TABLE seats ADD COLUMN name TEXT;
-- The mission the match was created for (NULL: created before this).
ALTER TABLE matches ADD COLUMN mission TEXT;
-- JSON of the rule system's outcome, written with the batch that ends
-- the match (NULL while it is played).
ALTER TABLE matches ADD COLUMN outcome TEXT;
