-- The hourly alert cap in one statement (decision 0240): a user's slots of the last hour in one
-- row (alert id → when its slot was taken, in ms since the epoch), taken by INSERT … ON CONFLICT
-- DO UPDATE, which locks the row and decides on its newest version, so two senders for one user
-- at once cannot both take the last slot. It replaces a row per slot behind a lock on the user's
-- row (decision 0220): four round trips a send, now one. Slots of the last hour are carried over.
CREATE TABLE alert_caps (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  slots jsonb NOT NULL
);
INSERT INTO alert_caps (user_id, slots)
SELECT user_id, jsonb_object_agg(alert_id, (extract(epoch FROM taken_at) * 1000)::bigint)
  FROM alert_cap_slots
 WHERE taken_at > now() - interval '1 hour'
 GROUP BY user_id;
DROP TABLE alert_cap_slots;
