-- The personal guide: favourite teams, and each user's private calendar feed.
CREATE TABLE user_teams (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  league text NOT NULL CHECK (league IN ('MLB', 'NHL')),
  team_id integer NOT NULL CHECK (team_id > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, league, team_id)
);

-- One feed a user; the token is the secret part of the feed URL (reset replaces it).
CREATE TABLE calendar_feeds (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (length(token) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
