import { isFinal, isUnderway, type Game } from '@guide/common/sports';

/**
 * How long an answer about games stays fresh: seconds while anything is being played, hours
 * once everything is over, minutes in between. The same numbers drive our own Cache-Control.
 */
export function gamesTtlSeconds(games: Game[]): number {
  if (games.some((g) => isUnderway(g.status) || g.status === 'Pre-Game')) return 15;
  if (games.length > 0 && games.every((g) => isFinal(g.status))) return 6 * 3600;
  return 300;
}

export const TEAM_TTL_SECONDS = 600;
export const REFERENCE_TTL_SECONDS = 24 * 3600;
