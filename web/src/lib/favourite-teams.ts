import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteTeam, UserData } from '@guide/common/account';
import type { League } from '@guide/common/sports';
import { apiJson } from './api';
import { useToken } from './session';
import { userDataKey, useUserData } from './user-data';

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
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ team, follow }: { team: TeamRef; follow: boolean }) =>
      apiJson<{ teams: FavouriteTeam[] }>(`/users/${follow ? 'add' : 'delete'}-team?league=${leagueParam(team.league)}&team=${team.id}`, { method: 'POST', auth: true }),
    onSuccess: (answer) => {
      client.setQueryData<UserData>(userDataKey(token), (old) => (old ? { ...old, teams: answer.teams } : old));
    },
  });
}
