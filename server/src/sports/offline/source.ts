import { dayInZone } from '@guide/common/dates';
import type { MlbBoxScore, NhlBoxScore } from '@guide/common/box-score';
import type { Game, MlbTeamPage } from '@guide/common/sports';
import type { Clock } from '../../clock';
import { findTeam, type League } from '../../reference/teams';
import {
  nextGameDay,
  offlineGame,
  previousGameDay,
  offlineGamesOn,
  offlineTeamGames,
} from '../../world/sports/schedule';
import { offlineMlbStandings } from '../../world/sports/standings';
import { offlineNhlStandings } from '../../world/sports/nhl-standings';
import { offlineSummary } from '../../world/sports/summary';
import { offlineBoxScore } from '../../world/sports/box-score';
import { withRecordsAndStarters } from '../../world/sports/game-extras';
import { offlineLeagueStandings } from '../../world/sports/league-standings';
import { offlinePostseason } from '../../world/sports/postseason-bracket';
import { offlineBroadcasts } from '../../world/tv/broadcasts';
import { liveStationsOn } from '../../world/tv/sports-airings';
import type {
  GameLookup,
  GamesSource,
  LeagueStandingsSource,
  MlbBoxScoreSource,
  MlbTeamSource,
  NhlBoxScoreSource,
  NhlTeamSource,
  PostseasonSource,
  SummaryLookup,
  SummarySource,
} from '../sources';

/**
 * The offline world as the sports domain's sources: thin classes over world/ (the simulation
 * lives there), answering the interfaces of sources.ts at the server clock.
 */

/** The built-in world as a league's games. */
export class OfflineGames implements GamesSource {
  constructor(
    readonly league: League,
    private readonly clock: Clock,
  ) {}

  async gamesOn(day: string) {
    const now = this.clock.now();
    return offlineGamesOn(this.league, day, now).map((g) => withRecordsAndStarters(this.league, g, now));
  }

  async game(id: number): Promise<GameLookup> {
    const now = this.clock.now();
    const game = offlineGame(this.league, id, now);
    return game ? { kind: 'game', game: withRecordsAndStarters(this.league, game, now) } : { kind: 'unknown' };
  }

  async nextGameDay(after: string) {
    return nextGameDay(this.league, after);
  }

  async previousGameDay(before: string) {
    return previousGameDay(this.league, before);
  }

  /** A game's main network is the station the TV world's line-up shows it on live (a handful of each night's games). */
  async networksOn(day: string) {
    return liveStationsOn(this.league, day);
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
      NextGames: next.map((g) => withRecordsAndStarters(this.league, g, now)),
      PastGames: past.map((g) => withRecordsAndStarters(this.league, g, now)),
      Standings: {
        division: { name: team.division },
        teamRecords: standingsOf[this.league](team.division, today, now),
      },
    };
  }
}

/** The built-in world's game summaries of one league, their networks the TV world's. */
export class OfflineSummaries implements SummarySource {
  constructor(
    private readonly league: League,
    private readonly clock: Clock,
  ) {}

  async summary(id: number): Promise<SummaryLookup> {
    const now = this.clock.now();
    const found = offlineSummary(this.league, id, now, offlineBroadcasts);
    if (found.kind !== 'summary') return found;
    return {
      ...found,
      summary: { ...found.summary, game: withRecordsAndStarters(this.league, found.summary.game, now) },
    };
  }
}

/** The built-in world's box scores of both leagues, made from the same play as the summaries. */
export class OfflineBoxScores {
  readonly MLB: MlbBoxScoreSource;
  readonly NHL: NhlBoxScoreSource;
  constructor(clock: Clock) {
    this.MLB = {
      teams: async (game: Game): Promise<MlbBoxScore['teams']> => offlineBoxScore('MLB', game, clock.now()),
    };
    this.NHL = {
      teams: async (game: Game): Promise<NhlBoxScore['teams']> => offlineBoxScore('NHL', game, clock.now()),
    };
  }
}

/** The built-in world's standings of one league, counted from the games it has played. */
export class OfflineLeagueStandings implements LeagueStandingsSource {
  constructor(
    private readonly league: League,
    private readonly clock: Clock,
  ) {}

  async standings(today: string) {
    return offlineLeagueStandings(this.league, today, this.clock.now());
  }
}

/**
 * Works out once what the first reads around today would otherwise pay for: the game days either
 * side of it and their games, with the seasons' records and postseason behind them (the world
 * remembers them per season).
 * The first read of the calendar between two seasons took 1.1–1.3 s without it.
 */
export async function warmUpOfflineSports(clock: Clock, timeZone: string): Promise<void> {
  const today = dayInZone(clock.now(), timeZone);
  for (const league of ['MLB', 'NHL'] as const) {
    const games = new OfflineGames(league, clock);
    const days = [await games.previousGameDay(today), today, await games.nextGameDay(today)];
    for (const day of days) if (day) await games.gamesOn(day);
  }
}

/** The built-in world's postseason of one league, as it stands at the server clock. */
export class OfflinePostseason implements PostseasonSource {
  constructor(
    private readonly league: League,
    private readonly clock: Clock,
  ) {}

  async postseason(season: number) {
    return offlinePostseason(this.league, season, this.clock.now());
  }
}
