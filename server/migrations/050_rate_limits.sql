-- Login and create-account attempts per client address and window, shared by every instance.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);
