-- Provider cache: stale-while-revalidate needs its own limit, and the purge scans by stale_until.
ALTER TABLE cache_entries ADD COLUMN revalidate_until timestamptz;
CREATE INDEX cache_entries_stale_until ON cache_entries (stale_until);
