-- Issue 9: a postponed or suspended game stays on the day it was listed, while its make-up or
-- resumption (MLB keeps the same gamePk) is a game of its new day: one row per game and day.
ALTER TABLE sports_games DROP CONSTRAINT sports_games_pkey;
ALTER TABLE sports_games ADD PRIMARY KEY (league, id, official_date);
-- The provider's own words ("Postponed: Rain") and the day a game moves to.
ALTER TABLE sports_games ADD COLUMN detail text;
ALTER TABLE sports_games ADD COLUMN new_date text CHECK (new_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
