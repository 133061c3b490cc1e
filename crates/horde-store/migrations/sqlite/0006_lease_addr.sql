-- Where the holder of a lease answers (host:port), so that a process
-- that is asked for a match another process plays can forward the
-- request there. Empty for a holder that takes no forwarded requests.
ALTER TABLE leases ADD COLUMN addr TEXT;
