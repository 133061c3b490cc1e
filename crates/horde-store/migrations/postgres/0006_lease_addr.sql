-- The PostgreSQL twin of sqlite/0006_lease_addr.sql.
ALTER TABLE leases ADD COLUMN addr TEXT;
