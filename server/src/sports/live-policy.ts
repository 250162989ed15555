import { isSettled, isUnderway, type Game } from '@guide/common/sports';

/**
 * How long an answer about games stays fresh: seconds while anything is being played, hours
 * once everything is over (or called off), minutes in between. The same numbers drive our own Cache-Control.
 */
export function gamesTtlSeconds(games: Game[]): number {
  if (games.some((g) => isUnderway(g.status) || g.status === 'Pre-Game')) return 15;
  if (games.length > 0 && games.every((g) => isSettled(g.status))) return 6 * 3600;
  return 300;
}

export const TEAM_TTL_SECONDS = 600;
export const REFERENCE_TTL_SECONDS = 24 * 3600;

/**
 * Part of every cache key that holds our games (not the provider's raw answers): bumped when
 * what a cached game means changes (0013: one status vocabulary, games on the day they were
 * listed; v3: day answers carry starting goalies and NHL records, and postseason games their
 * series, decision 0190), so no copy made by an older version is served after a deploy.
 */
export const GAMES_KEY_VERSION = 'v3';
