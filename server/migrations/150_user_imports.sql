-- Imports of a viewer's history from other trackers (Trakt, TV Time, Letterboxd): one row an
-- import, from its preview to its end. The plan (the matched shows, episodes and films) is kept
-- so a confirmed import applies exactly what its preview showed; it is applied in steps, each in
-- one transaction with the count of steps done (`applied`), so an import stopped by a restart
-- resumes after its last whole step and never applies a step twice. It goes with the account.
CREATE TABLE user_imports (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('trakt', 'tvtime', 'letterboxd')),
  state text NOT NULL DEFAULT 'previewed' CHECK (state IN ('previewed', 'queued', 'running', 'done', 'failed')),
  files text[] NOT NULL,
  preview jsonb NOT NULL,
  plan jsonb NOT NULL,
  steps integer NOT NULL CHECK (steps >= 0),
  applied integer NOT NULL DEFAULT 0 CHECK (applied >= 0),
  added_shows integer NOT NULL DEFAULT 0,
  added_episodes integer NOT NULL DEFAULT 0,
  added_films integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX user_imports_user ON user_imports (user_id, created_at);
