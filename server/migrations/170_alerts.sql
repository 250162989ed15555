-- Alerts by Web Push (decision 0210).
-- The server's VAPID key pair when none is configured: one row, made once under the migration
-- lock, so every instance signs with the same pair and subscriptions stay valid across restarts.
CREATE TABLE push_vapid_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Each device a user gets alerts on: the push service's endpoint and the keys the payload is
-- encrypted to (RFC 8291), the browser's name for the device list and the device's time zone
-- (quiet hours are read in it). One endpoint belongs to one account: the last to subscribe it.
CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 9 AND 2000),
  p256dh text NOT NULL,
  auth text NOT NULL,
  browser text NOT NULL,
  time_zone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- What each user wants to be alerted of; no row means the defaults.
CREATE TABLE user_alert_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  game_start boolean NOT NULL DEFAULT true,
  game_final boolean NOT NULL DEFAULT true,
  episode_tonight boolean NOT NULL DEFAULT true,
  film_on_tv boolean NOT NULL DEFAULT true,
  lead_minutes integer NOT NULL DEFAULT 15 CHECK (lead_minutes BETWEEN 5 AND 120),
  -- Quiet hours in the device's zone, minutes after midnight; both null for none.
  quiet_start integer CHECK (quiet_start BETWEEN 0 AND 1439),
  quiet_end integer CHECK (quiet_end BETWEEN 0 AND 1439),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every alert sent, once per (user, alert id): written after the push, so an alert is never
-- lost; a resend after a crash carries the same id as Topic and tag and replaces the first.
CREATE TABLE sent_alerts (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alert_id text NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, alert_id)
);
CREATE INDEX sent_alerts_recent ON sent_alerts (user_id, sent_at);
