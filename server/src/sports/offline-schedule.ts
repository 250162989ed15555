/**
 * The offline world's game calendar, as other domains need it (TV sports airings list NHL and
 * MLB games that are really in the schedule). The sports feature owns and fills this module.
 */
export interface ScheduledGame {
  league: 'MLB' | 'NHL';
  id: number;
  /** ISO UTC instant of the first pitch or puck drop. */
  gametime: string;
  home: { id: number; name: string };
  visitor: { id: number; name: string };
  description: string;
}

/** The games of `league` whose official (US Eastern) date is `day` (YYYY-MM-DD), by gametime. */
export function scheduledGamesOn(league: 'MLB' | 'NHL', day: string): ScheduledGame[] {
  void league;
  void day;
  return [];
}
