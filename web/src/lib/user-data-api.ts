/**
 * The logged-in user's saved zips, shows and teams (the `/v1/users` data endpoints of spec
 * section 7, docs/api-contract.md). Shared code, not the account feature's: the cinema, TV and
 * sports screens read and change it too, and features do not import each other
 * (docs/web-conventions.md).
 */
import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteTeam, UserData } from '@guide/common/account';
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

/** Writes an answer of the server into the cached user data. */
function useUserDataWriter() {
  const client = useQueryClient();
  const token = useToken();
  return (update: Partial<UserData>) =>
    client.setQueryData(userDataQueries.of(token).queryKey, (old) => (old ? { ...old, ...update } : old));
}

type SavedKind = 'zip' | 'show';

/** Adds or deletes a saved zip or show and writes the server's answer into the cached user data. */
export function useSavedItemMutation(kind: SavedKind, action: 'add' | 'delete') {
  const write = useUserDataWriter();
  return useMutation({
    mutationFn: (value: string | number) =>
      kind === 'zip'
        ? apiJson(action === 'add' ? 'addZip' : 'deleteZip', { query: { zip: String(value) } })
        : apiJson(action === 'add' ? 'addShow' : 'deleteShow', { query: { show: value } }),
    onSuccess: write,
  });
}

export interface TeamRef {
  league: League;
  id: number;
  name: string;
}

const leagueParam = (league: League) => league.toLowerCase() as FavouriteTeam['league'];

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

/** Follows or unfollows a team and writes the server's updated list into the cached user data. */
export function useFollowTeam() {
  const write = useUserDataWriter();
  return useMutation({
    mutationFn: ({ team, follow }: { team: TeamRef; follow: boolean }) =>
      apiJson(follow ? 'addTeam' : 'deleteTeam', { query: { league: leagueParam(team.league), team: team.id } }),
    onSuccess: write,
  });
}

/** The account's spoiler-free setting, and the change that keeps it on the device at once (lib/spoilers.ts). */
export function useSpoilerSetting() {
  const token = useToken();
  const client = useQueryClient();
  const key = userDataQueries.watchingSettings(token).queryKey;
  const settings = useQuery(userDataQueries.watchingSettings(token));
  const change = useMutation({
    mutationFn: (spoilerFree: boolean) =>
      apiJson('changeWatchingSettings', { query: { spoilerFree: spoilerFree ? 'true' : 'false' } }),
    onMutate: (spoilerFree) => storeSpoilerFree(spoilerFree),
    onSuccess: (answer) => client.setQueryData(key, answer),
    onError: () => {
      const kept = client.getQueryData(key);
      if (kept) storeSpoilerFree(kept.spoilerFree);
    },
  });
  return { settings, change };
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
