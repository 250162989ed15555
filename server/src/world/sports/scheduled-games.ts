import { plannedGamesOn } from './schedule';

/**
 * The offline world's game calendar, as the TV world needs it (its sports airings list NHL and
 * MLB games that are really in the schedule).
 */
export interface ScheduledGame {
  league: 'MLB' | 'NHL';
  id: number;
  /** ISO UTC instant of the first pitch or puck drop. */
  gametime: string;
  home: { id: number; name: string };
  visitor: { id: number; name: string };
  description: string;
  /** The official (US Eastern) date, YYYY-MM-DD. */
  date: string;
}

/** The games of `league` whose official (US Eastern) date is `day` (YYYY-MM-DD), by gametime. */
export function scheduledGamesOn(league: 'MLB' | 'NHL', day: string): ScheduledGame[] {
  return plannedGamesOn(league, day).map((g) => ({
    league,
    id: g.id,
    gametime: g.gametime.toISOString(),
    home: { id: g.home.id, name: g.home.name },
    visitor: { id: g.visitor.id, name: g.visitor.name },
    description: g.description,
    date: g.day,
  }));
}
