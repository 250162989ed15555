-- What each user has watched: one row an episode (its show, season and number kept beside the
-- id, so progress and "up next" need no provider call to place it), and the account's
-- spoiler-free setting. Both go with the account (ON DELETE CASCADE).
CREATE TABLE user_watched_episodes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  show_id integer NOT NULL CHECK (show_id > 0),
  episode_id integer NOT NULL CHECK (episode_id > 0),
  season integer NOT NULL CHECK (season >= 0),
  number integer NOT NULL CHECK (number >= 0),
  watched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, episode_id)
);
CREATE INDEX user_watched_episodes_show ON user_watched_episodes (user_id, show_id);

CREATE TABLE user_watching_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  spoiler_free boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
