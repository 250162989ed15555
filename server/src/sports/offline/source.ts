import type { MlbTeamPage } from '@guide/common/sports';
import type { Clock } from '../../clock';
import type { GameLookup, GamesSource, MlbTeamSource } from '../sources';
import { findTeam, type League } from '../teams';
import { nextGameDay, offlineGame, offlineGamesOn, offlineTeamGames } from './schedule';
import { offlineMlbStandings } from './standings';

/** The built-in world as a league's games: answers follow the server clock. */
export class OfflineGames implements GamesSource {
  constructor(
    readonly league: League,
    private readonly clock: Clock,
  ) {}

  async gamesOn(day: string) {
    return offlineGamesOn(this.league, day, this.clock.now());
  }

  async game(id: number): Promise<GameLookup> {
    const game = offlineGame(this.league, id, this.clock.now());
    return game ? { kind: 'game', game } : { kind: 'unknown' };
  }

  async nextGameDay(after: string) {
    return nextGameDay(this.league, after);
  }
}

/** The built-in world's MLB team pages. */
export class OfflineMlbTeams implements MlbTeamSource {
  constructor(private readonly clock: Clock) {}

  async team(id: number, today: string): Promise<MlbTeamPage | undefined> {
    const team = findTeam('MLB', id);
    if (!team) return undefined;
    const now = this.clock.now();
    const { next, past } = offlineTeamGames('MLB', id, today, now);
    return {
      Team: { id: team.id, name: team.name },
      NextGames: next,
      PastGames: past,
      Standings: { division: { name: team.division }, teamRecords: offlineMlbStandings(team.division, today, now) },
    };
  }
}
