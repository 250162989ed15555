import type { MlbTeamPage } from '@guide/common/sports';
import type { Clock } from '../../clock';
import type { GamesSource, MlbTeamSource, NhlTeamSource } from '../sources';
import { findTeam, type League } from '../teams';
import { nextGameDay, offlineGame, offlineGamesOn, offlineTeamGames } from './schedule';
import { offlineMlbStandings } from './standings';
import { offlineNhlStandings } from './nhl-standings';

/** The built-in world as a source: answers follow the server clock. */
export function offlineGamesSource(league: League, clock: Clock): GamesSource {
  return {
    league,
    gamesOn: async (day) => offlineGamesOn(league, day, clock.now()),
    async game(id) {
      const game = offlineGame(league, id, clock.now());
      return game ? { kind: 'game', game } : { kind: 'unknown' };
    },
    nextGameDay: async (after) => nextGameDay(league, after),
  };
}

export function offlineMlbTeamSource(clock: Clock): MlbTeamSource {
  return {
    async team(id, today): Promise<MlbTeamPage | undefined> {
      const team = findTeam('MLB', id);
      if (!team) return undefined;
      const now = clock.now();
      const { next, past } = offlineTeamGames('MLB', id, today, now);
      return {
        Team: { id: team.id, name: team.name },
        NextGames: next,
        PastGames: past,
        Standings: { division: { name: team.division }, teamRecords: offlineMlbStandings(team.division, today, now) },
      };
    },
  };
}

export function offlineNhlTeamSource(clock: Clock): NhlTeamSource {
  return {
    async team(id, today) {
      const team = findTeam('NHL', id);
      if (!team) return undefined;
      const now = clock.now();
      const { next, past } = offlineTeamGames('NHL', id, today, now);
      return {
        Team: { id: team.id, name: team.name },
        NextGames: next,
        PastGames: past,
        Standings: { division: { name: team.division }, teamRecords: offlineNhlStandings(team.division, today, now) },
      };
    },
  };
}
