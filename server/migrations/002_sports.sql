-- Sports: the teams and games of MLB and NHL, and which days have been loaded.
CREATE TABLE sports_teams (
  league text NOT NULL CHECK (league IN ('MLB', 'NHL')),
  id integer NOT NULL,
  name text NOT NULL,
  division text,
  PRIMARY KEY (league, id)
);

CREATE TABLE sports_games (
  league text NOT NULL CHECK (league IN ('MLB', 'NHL')),
  id bigint NOT NULL,
  official_date text NOT NULL CHECK (official_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  gametime timestamptz NOT NULL,
  description text NOT NULL,
  home_id integer NOT NULL,
  visitor_id integer NOT NULL,
  status text NOT NULL,
  period integer,
  home_score integer,
  visitor_score integer,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (league, id),
  FOREIGN KEY (league, home_id) REFERENCES sports_teams (league, id),
  FOREIGN KEY (league, visitor_id) REFERENCES sports_teams (league, id)
);
CREATE INDEX sports_games_day_idx ON sports_games (league, official_date, gametime);

-- A day once loaded is answered from the table; an empty day is remembered too.
CREATE TABLE sports_loaded_days (
  league text NOT NULL CHECK (league IN ('MLB', 'NHL')),
  official_date text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (league, official_date)
);
