-- The hourly alert cap (decision 0220): a slot per alert a user was sent, taken before the push
-- under a lock on the user's row, so two instances sending for one user at once cannot both pass
-- the cap; an alert tried again keeps its slot, one no device took gives it back.
CREATE TABLE alert_cap_slots (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alert_id text NOT NULL,
  taken_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, alert_id)
);
CREATE INDEX alert_cap_slots_recent ON alert_cap_slots (user_id, taken_at);
