import type { MlbTeamPage, NhlTeamPage } from '@guide/common/sports';
import type { Clock } from '../../clock';
import type { GameLookup, GamesSource, MlbTeamSource, NhlTeamSource } from '../sources';
import { findTeam, type League } from '../teams';
import { nextGameDay, offlineGame, offlineGamesOn, offlineTeamGames } from './schedule';
import { offlineMlbStandings } from './standings';
import { offlineNhlStandings } from './nhl-standings';

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

/** The built-in world's NHL team pages, their standings counted from the games it has played. */
export class OfflineNhlTeams implements NhlTeamSource {
  constructor(private readonly clock: Clock) {}

  async team(id: number, today: string): Promise<NhlTeamPage | undefined> {
    const team = findTeam('NHL', id);
    if (!team) return undefined;
    const now = this.clock.now();
    const { next, past } = offlineTeamGames('NHL', id, today, now);
    return {
      Team: { id: team.id, name: team.name },
      NextGames: next,
      PastGames: past,
      Standings: { division: { name: team.division }, teamRecords: offlineNhlStandings(team.division, today, now) },
    };
  }
}
