-- The alerts of streaming (decision 0221): switches for a followed show's release on one of my
-- services and a watchlist film arriving on one, on by default like the others.
ALTER TABLE user_alert_settings ADD COLUMN episode_streaming boolean NOT NULL DEFAULT true;
ALTER TABLE user_alert_settings ADD COLUMN film_streaming boolean NOT NULL DEFAULT true;

-- The services each film was last seen streaming on: where-to-watch answers only say where a film
-- streams now, so an arrival is a service that was not in the last look. The first look at a film
-- is where it already was, and no arrival.
CREATE TABLE film_streaming_seen (
  film_id text PRIMARY KEY,
  service_ids integer[] NOT NULL,
  looked_at timestamptz NOT NULL
);

-- When a film was first seen on a service it had not been on; shared by every user whose
-- watchlist holds the film, so each is told of an arrival however late their planning comes.
CREATE TABLE film_streaming_arrivals (
  film_id text NOT NULL,
  service_id integer NOT NULL,
  arrived_at timestamptz NOT NULL,
  PRIMARY KEY (film_id, service_id)
);
