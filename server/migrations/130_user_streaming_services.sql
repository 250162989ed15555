-- The streaming services a user pays for ("My services"), so where-to-watch lists them first.
CREATE TABLE user_streaming_services (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service_id integer NOT NULL CHECK (service_id > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, service_id)
);
