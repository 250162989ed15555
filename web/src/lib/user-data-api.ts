/**
 * The logged-in user's saved zips, shows and teams (the `/v1/users` data endpoints of spec
 * section 7, docs/api-contract.md). Shared code, not the account feature's: the cinema, TV and
 * sports screens read and change it too, and features do not import each other
 * (docs/web-conventions.md).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserData } from '@guide/common/account';
import { apiJson } from './api';
import { useToken } from './session';
import { storeSpoilerFree } from './spoilers';
import { leagueParam, userDataQueries, type TeamRef } from './user-data';

// What every page reads, for the screens that import all of the user's data from here.
export { userDataQueries, useUserData, useFavouriteTeams, useSpoilerSync, type TeamRef } from './user-data';

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
