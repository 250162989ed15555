-- The films each user keeps for later (the watchlist), by the guide's film id (decision 0140).
-- The title, year and poster are kept as they were when the film was added, so the list still
-- names a film after it has left the listings.
CREATE TABLE user_watchlist_films (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  film_id text NOT NULL CHECK (length(film_id) BETWEEN 1 AND 100),
  title text NOT NULL,
  year integer,
  poster text,
  added_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz,
  PRIMARY KEY (user_id, film_id)
);
