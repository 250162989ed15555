-- The TV line-up a user chose for the TV grid, so it follows them to every device.
CREATE TABLE user_tv_lineups (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  lineup_id text NOT NULL CHECK (length(lineup_id) BETWEEN 1 AND 40),
  updated_at timestamptz NOT NULL DEFAULT now()
);
