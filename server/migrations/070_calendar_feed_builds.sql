-- A reset is allowed once a minute per account (reset_at), and one instance at a time builds a
-- feed (build_until: the lease of the instance building it; others serve the last copy or wait).
ALTER TABLE calendar_feeds ADD COLUMN reset_at timestamptz;
ALTER TABLE calendar_feeds ADD COLUMN build_until timestamptz;
