/**
 * A day's games and the league calendar around it: what the landing page asks for, and so the
 * sports requests that come in the first script. The other screens' requests are in
 * sports-api.ts, which comes with them (docs/decisions/0225).
 */
import type { League } from '@guide/common/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import { isWatchable } from './scoreboard';

/** Failures of game lists, updates and team fetches are only logged (spec section 8). */
export async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`Could not load ${what}:`, error);
    throw error;
  }
}

/** How often a day with a game on, or a game, asks again. */
export const LIVE_REFRESH_MS = 30_000;

/** The game-day queries; `sportsQueries` (sports-api.ts) holds them too, under the same keys. */
export const gameDayQueries = {
  /** A day's games; while any is being played or about to start the list refreshes itself every 30 s (only while the page is visible). */
  games: (league: League, day: string) =>
    queryOptions({
      queryKey: ['sports', league, 'games', day],
      queryFn: ({ signal }) =>
        logged(`${league} games for ${day}`, () =>
          apiJson(league === 'MLB' ? 'mlbGames' : 'nhlGames', { query: { date: day }, signal }),
        ),
      refetchInterval: (query) => (query.state.data?.some((g) => isWatchable(g)) ? LIVE_REFRESH_MS : false),
    }),

  /** A league's calendar around a day: the game days either side, and the off-season between two seasons; asked for only when `enabled`. */
  calendar: (league: League, day: string, enabled = true) =>
    queryOptions({
      enabled,
      queryKey: ['sports', league, 'calendar', day],
      queryFn: ({ signal }) =>
        logged(`the ${league} calendar around ${day}`, () =>
          apiJson(league === 'MLB' ? 'mlbCalendar' : 'nhlCalendar', { query: { date: day }, signal }),
        ),
      staleTime: 10 * 60_000,
    }),
};

export const useGames = (league: League, day: string) => useQuery(gameDayQueries.games(league, day));
export const useLeagueCalendar = (league: League, day: string, enabled = true) =>
  useQuery(gameDayQueries.calendar(league, day, enabled));
