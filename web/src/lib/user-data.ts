/**
 * The logged-in user's data as every page reads it: the saved zips, shows and teams and the
 * spoiler-free setting. Its changes are in user-data-api.ts, which comes with the screens that
 * make them, not in the first script (docs/decisions/0225).
 */
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteTeam } from '@guide/common/account';
import type { League } from '@guide/common/sports';
import { apiJson } from './api';
import { useToken } from './session';
import { storeSpoilerFree, storeSpoilerTeams } from './spoilers';

/**
 * The user's data as `queryOptions`, also its key factory: keyed by the token it was asked
 * with, so one user never sees another's answers; `userDataQueries.all` is every user's.
 */
export const userDataQueries = {
  all: ['user-data'] as const,
  /** The logged-in user's saved zips, shows and teams (GET /v1/users/get-data). */
  /** The account's spoiler-free setting (GET /v1/users/watching-settings). */
  watchingSettings: (token: string | null) =>
    queryOptions({
      queryKey: ['user-data', token, 'watching-settings'],
      queryFn: ({ signal }) => apiJson('watchingSettings', { signal }),
      enabled: token !== null,
      retry: false,
    }),
  of: (token: string | null, enabled = true) =>
    queryOptions({
      queryKey: ['user-data', token],
      queryFn: ({ signal }) => apiJson('userData', { signal }),
      enabled: enabled && token !== null,
      retry: false,
    }),
};

export const useUserData = (enabled = true) => useQuery(userDataQueries.of(useToken(), enabled));

export interface TeamRef {
  league: League;
  id: number;
  name: string;
}

export const leagueParam = (league: League) => league.toLowerCase() as FavouriteTeam['league'];

/** The logged-in user's teams (empty for visitors and while loading), with a test for one team. */
export function useFavouriteTeams() {
  const userData = useUserData();
  const teams = userData.data?.teams ?? [];
  return {
    teams,
    ready: userData.isSuccess,
    follows: (league: League, id: number) => teams.some((t) => t.league === leagueParam(league) && t.id === id),
  };
}

/**
 * Keeps the device's copy of spoiler-free mode and of the followed teams in step with the
 * account, for /prefs.js to hide the right scores before the app runs on the next page.
 */
export function useSpoilerSync(): void {
  const token = useToken();
  const settings = useQuery(userDataQueries.watchingSettings(token));
  const userData = useQuery(userDataQueries.of(token));
  const spoilerFree = settings.data?.spoilerFree;
  const teams = userData.data?.teams;
  useEffect(() => {
    if (spoilerFree !== undefined) storeSpoilerFree(spoilerFree);
  }, [spoilerFree]);
  useEffect(() => {
    if (teams) storeSpoilerTeams(teams);
  }, [teams]);
}
