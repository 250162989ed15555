import type { MlbTeamPage } from '@guide/common/sports';
import type { Clock } from '../../clock';
import type { GameLookup, GamesSource, MlbTeamSource, NhlTeamSource } from '../sources';
import { findTeam, type League } from '../../reference/teams';
import { nextGameDay, offlineGame, offlineGamesOn, offlineTeamGames } from '../../world/sports/schedule';
import { offlineMlbStandings } from '../../world/sports/standings';
import { offlineNhlStandings } from '../../world/sports/nhl-standings';

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

const standingsOf = { MLB: offlineMlbStandings, NHL: offlineNhlStandings } as const;

/** The built-in world's team pages of one league, their standings counted from the games it has played. */
export class OfflineTeams implements MlbTeamSource, NhlTeamSource {
  constructor(
    private readonly league: League,
    private readonly clock: Clock,
  ) {}

  async team(id: number, today: string): Promise<MlbTeamPage | undefined> {
    const team = findTeam(this.league, id);
    if (!team) return undefined;
    const now = this.clock.now();
    const { next, past } = offlineTeamGames(this.league, id, today, now);
    return {
      Team: { id: team.id, name: team.name },
      NextGames: next,
      PastGames: past,
      Standings: { division: { name: team.division }, teamRecords: standingsOf[this.league](team.division, today, now) },
    };
  }
}
