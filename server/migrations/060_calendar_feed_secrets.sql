-- Calendar feeds keep only a hash of their token for lookups (and, once the server has started,
-- a copy sealed with the server's secret so the account page can show the address again): a
-- database dump or a read replica no longer hands out private feeds. Existing addresses keep
-- working: their hashes are computed here; the server seals and clears the plain tokens at start.
ALTER TABLE calendar_feeds ADD COLUMN token_hash text;
UPDATE calendar_feeds SET token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
ALTER TABLE calendar_feeds ALTER COLUMN token_hash SET NOT NULL;
ALTER TABLE calendar_feeds ADD CONSTRAINT calendar_feeds_token_hash_key UNIQUE (token_hash);
ALTER TABLE calendar_feeds ADD COLUMN token_sealed text;
ALTER TABLE calendar_feeds DROP CONSTRAINT calendar_feeds_token_key;
ALTER TABLE calendar_feeds ALTER COLUMN token DROP NOT NULL;

-- The last complete feed, served between rebuilds and whenever a rebuild comes out incomplete.
ALTER TABLE calendar_feeds ADD COLUMN copy_body text;
ALTER TABLE calendar_feeds ADD COLUMN copy_built_at timestamptz;
