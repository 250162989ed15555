import { seasonOfDay, type League } from '@guide/common/sports';
import { dayFromSearch } from '../../lib/day-param';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import { isWatchable } from './scoreboard';
import { LIVE_REFRESH_MS, gameDayQueries, logged, useGames } from './games-api';
import type { ListedGame } from './airing-game';

/**
 * The sports queries, one `queryOptions` per endpoint; this is also the feature's key factory
 * (every key starts with 'sports': `sportsQueries.games(league, day).queryKey`).
 */
export const sportsQueries = {
  ...gameDayQueries,

  /** A team's page (GET /v1/sports/mlb/team/{id}), around `date` when given; also started early when a visit opens on it. */
  mlbTeam: (id: string | undefined, date: string | null = null) =>
    queryOptions({
      queryKey: ['sports', 'MLB', 'team', id, date],
      queryFn: ({ signal }) =>
        logged(`MLB team ${id}`, () =>
          apiJson('mlbTeam', { params: { id: id ?? '' }, query: { date: date ?? undefined }, signal }),
        ),
      enabled: Boolean(id),
    }),

  /** One game in full (GET /v1/sports/{league}/game/{id}/summary); while it is live or about to start it refreshes itself every 30 s, like the day's games. */
  gameSummary: (league: League, id: string | undefined) =>
    queryOptions({
      queryKey: ['sports', league, 'summary', id],
      queryFn: ({ signal }) =>
        logged(`${league} game ${id}`, () =>
          apiJson(league === 'MLB' ? 'mlbGameSummary' : 'nhlGameSummary', { params: { id: id ?? '' }, signal }),
        ),
      enabled: Boolean(id),
      refetchInterval: (query) => (query.state.data && isWatchable(query.state.data.game) ? LIVE_REFRESH_MS : false),
    }),
  /** One game's box score (GET /v1/sports/{league}/game/{id}/boxscore); refreshes itself with the game while it is live. */
  boxScore: (league: League, id: string | undefined) =>
    queryOptions({
      queryKey: ['sports', league, 'boxscore', id],
      queryFn: ({ signal }) =>
        logged(`the box score of ${league} game ${id}`, () =>
          apiJson(league === 'MLB' ? 'mlbBoxScore' : 'nhlBoxScore', { params: { id: id ?? '' }, signal }),
        ),
      enabled: Boolean(id),
      refetchInterval: (query) => (query.state.data && isWatchable(query.state.data.game) ? LIVE_REFRESH_MS : false),
    }),
  /** A league's standings (GET /v1/sports/{league}/standings), around `date` when given. */
  standings: (league: League, date: string | null = null) =>
    queryOptions({
      queryKey: ['sports', league, 'standings', date],
      queryFn: ({ signal }) =>
        logged(`the ${league} standings`, () =>
          apiJson(league === 'MLB' ? 'mlbStandings' : 'nhlStandings', { query: { date: date ?? undefined }, signal }),
        ),
    }),
  /** A league's postseason (GET /v1/sports/{league}/postseason): the season's asked for, else the current one. */
  postseason: (league: League, season: string | null = null) =>
    queryOptions({
      queryKey: ['sports', league, 'postseason', season],
      queryFn: ({ signal }) =>
        logged(`the ${league} postseason`, () =>
          apiJson(league === 'MLB' ? 'mlbPostseason' : 'nhlPostseason', {
            query: { season: season ?? undefined },
            signal,
          }),
        ),
    }),
  /** An NHL team's page (GET /v1/sports/nhl/team/{id}), around `date` when given. */
  nhlTeam: (id: string | undefined, date: string | null = null) =>
    queryOptions({
      queryKey: ['sports', 'NHL', 'team', id, date],
      queryFn: ({ signal }) =>
        logged(`NHL team ${id}`, () =>
          apiJson('nhlTeam', { params: { id: id ?? '' }, query: { date: date ?? undefined }, signal }),
        ),
      enabled: Boolean(id),
    }),
};

// The landing page's hooks, for the screens that import every sports hook from here.
export { useGames, useLeagueCalendar } from './games-api';

export const useGameSummary = (league: League, id: string | undefined) =>
  useQuery(sportsQueries.gameSummary(league, id));

export const useBoxScore = (league: League, id: string | undefined) => useQuery(sportsQueries.boxScore(league, id));

export const useStandings = (league: League, date: string | null = null) =>
  useQuery(sportsQueries.standings(league, date));

export const useMlbTeam = (id: string | undefined, date: string | null = null) =>
  useQuery(sportsQueries.mlbTeam(id, date));
export const useNhlTeam = (id: string | undefined, date: string | null = null) =>
  useQuery(sportsQueries.nhlTeam(id, date));

/** Loads a date's MLB and NHL games (POST /v1/admin/add-games; the server checks the admin role). */
export const addGames = (date: string) => apiJson('addGames', { query: { date } });

/** The year of the postseason that ends the season of `day` (NHL: a season's playoffs are in the spring after it starts). */
export const postseasonYearOf = (league: League, day: string): string =>
  String(seasonOfDay(league, day) + (league === 'NHL' ? 1 : 0));

/** The postseason a team page shows: that of the season around its day, else the current one. */
const teamPagePostseason = (league: League, search: URLSearchParams) => {
  const day = dayFromSearch(search);
  return sportsQueries.postseason(league, day ? postseasonYearOf(league, day) : null);
};

/** The team screen's answers (the team, and its league's postseason for its series), started while its code loads. */
export function prefetchMlbTeam(client: QueryClient, params: Record<string, string>, search: URLSearchParams): void {
  void client.prefetchQuery(sportsQueries.mlbTeam(params.id, dayFromSearch(search)));
  void client.prefetchQuery(teamPagePostseason('MLB', search));
}

/** The game screen's answer, started while its code loads. */
export const prefetchGameSummary =
  (league: League) =>
  (client: QueryClient, params: Record<string, string>): void => {
    void client.prefetchQuery(sportsQueries.gameSummary(league, params.id));
  };
export function prefetchNhlTeam(client: QueryClient, params: Record<string, string>, search: URLSearchParams): void {
  void client.prefetchQuery(sportsQueries.nhlTeam(params.id, dayFromSearch(search)));
  void client.prefetchQuery(teamPagePostseason('NHL', search));
}

/** The standings screen's answer, started while its code loads. */
export const prefetchStandings =
  (league: League) =>
  (client: QueryClient, _params: Record<string, string>, search: URLSearchParams): void => {
    void client.prefetchQuery(sportsQueries.standings(league, dayFromSearch(search)));
  };

/** The season a postseason page asks for (`?season=YYYY`), null for the current one. */
export function seasonFromSearch(search: URLSearchParams): string | null {
  const season = search.get('season');
  return season && /^\d{4}$/.test(season) ? season : null;
}

export const usePostseason = (league: League, season: string | null = null) =>
  useQuery(sportsQueries.postseason(league, season));

/** The postseason screen's answer, started while its code loads. */
export const prefetchPostseason =
  (league: League) =>
  (client: QueryClient, _params: Record<string, string>, search: URLSearchParams): void => {
    void client.prefetchQuery(sportsQueries.postseason(league, seasonFromSearch(search)));
  };

/** Both leagues' games of a day, each with its league; empty while either is loading. */
export function useListedGames(day: string): ListedGame[] {
  const nhl = useGames('NHL', day);
  const mlb = useGames('MLB', day);
  return [
    ...(nhl.data ?? []).map((game) => ({ league: 'NHL' as const, game })),
    ...(mlb.data ?? []).map((game) => ({ league: 'MLB' as const, game })),
  ];
}
