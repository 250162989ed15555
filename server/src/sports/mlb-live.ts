import { addDays } from '@guide/common/dates';
import type { Game, MlbTeamPage, StandingRecord } from '@guide/common/sports';
import type { UpstreamCache } from '../cache/upstream-cache';
import { UpstreamNotFound, fetchUpstreamJson } from '../http/upstream-fetch';
import { REFERENCE_TTL_SECONDS, TEAM_TTL_SECONDS, gamesTtlSeconds } from './live-policy';
import { byGametime, type GameLookup, type GamesSource, type MlbTeamSource } from './sources';

/** MLB Stats API adapter (upstream-apis.md). Only the fields we read are typed. */

interface TeamSide {
  team: { id: number; name: string };
  score?: number;
}
interface ScheduleGame {
  gamePk: number;
  gameDate: string;
  officialDate: string;
  seriesDescription?: string;
  doubleHeader?: string;
  gameNumber?: number;
  status: { detailedState: string };
  teams: { home: TeamSide; away: TeamSide };
  linescore?: { currentInning?: number };
}
interface ScheduleAnswer {
  dates?: { date: string; games: ScheduleGame[] }[];
}
interface FeedAnswer {
  gamePk: number;
  gameData: {
    game?: { type?: string; doubleHeader?: string; gameNumber?: number };
    datetime?: { dateTime?: string; officialDate?: string };
    status: { detailedState?: string; statusCode?: string };
    teams: { home: { id: number; name?: string }; away: { id: number; name?: string } };
  };
  liveData?: { linescore?: { currentInning?: number; teams?: { home?: { runs?: number }; away?: { runs?: number } } } };
}
interface StandingsAnswer {
  records: { division: { id: number }; teamRecords: { team: { id: number; name?: string }; divisionRank: string; leagueRank: string; leagueRecord: { wins: number; losses: number; ties?: number; pct: string } }[] }[];
}

/** gameData.game.type → the words the schedule's seriesDescription uses. */
const GAME_TYPES: Record<string, string> = {
  S: 'Spring Training',
  E: 'Exhibition',
  R: 'Regular Season',
  F: 'Wild Card',
  D: 'Division Series',
  L: 'League Championship Series',
  W: 'World Series',
  A: 'All-Star Game',
};

function describe(series: string, doubleHeader: string | undefined, gameNumber: number | undefined): string {
  return doubleHeader && doubleHeader !== 'N' ? `${series}, game ${gameNumber ?? 1}` : series;
}

export function mapScheduleGame(g: ScheduleGame): Game {
  return {
    id: g.gamePk,
    description: describe(g.seriesDescription ?? 'Regular Season', g.doubleHeader, g.gameNumber),
    gametime: new Date(g.gameDate).toISOString(),
    date: g.officialDate,
    home: { id: g.teams.home.team.id, name: g.teams.home.team.name },
    visitor: { id: g.teams.away.team.id, name: g.teams.away.team.name },
    status: g.status.detailedState,
    home_score: g.teams.home.score ?? null,
    visitor_score: g.teams.away.score ?? null,
    period: g.linescore?.currentInning ?? null,
  };
}

export function mapFeed(feed: FeedAnswer): GameLookup {
  // A canceled game's feed answers with gamePk 0 and status code X.
  if (feed.gamePk === 0 || feed.gameData.status.statusCode === 'X') return { kind: 'gone' };
  const { gameData } = feed;
  const linescore = feed.liveData?.linescore;
  const started = linescore?.currentInning !== undefined;
  const type = gameData.game?.type ?? 'R';
  return {
    kind: 'game',
    game: {
      id: feed.gamePk,
      description: describe(GAME_TYPES[type] ?? 'Regular Season', gameData.game?.doubleHeader, gameData.game?.gameNumber),
      gametime: new Date(gameData.datetime?.dateTime ?? 0).toISOString(),
      date: gameData.datetime?.officialDate ?? '',
      home: { id: gameData.teams.home.id, name: gameData.teams.home.name ?? '' },
      visitor: { id: gameData.teams.away.id, name: gameData.teams.away.name ?? '' },
      status: gameData.status.detailedState ?? 'Scheduled',
      home_score: started ? (linescore?.teams?.home?.runs ?? 0) : null,
      visitor_score: started ? (linescore?.teams?.away?.runs ?? 0) : null,
      period: linescore?.currentInning ?? null,
    },
  };
}

export interface MlbLiveOptions {
  baseUrl: string;
  timeoutMs: number;
  cache: UpstreamCache;
}

export class MlbLiveSource implements GamesSource, MlbTeamSource {
  readonly league = 'MLB' as const;
  constructor(private readonly options: MlbLiveOptions) {}

  private fetch<T>(path: string): Promise<T> {
    return fetchUpstreamJson<T>(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, { provider: 'MLB Stats API', timeoutMs: this.options.timeoutMs, retries: 1 });
  }

  private schedule(query: string): Promise<Game[]> {
    return this.fetch<ScheduleAnswer>(`/api/v1/schedule?sportId=1&${query}&hydrate=linescore`).then((answer) =>
      (answer.dates ?? []).flatMap((d) => d.games.map(mapScheduleGame)).sort(byGametime),
    );
  }

  async gamesOn(day: string, options: { fresh?: boolean } = {}): Promise<Game[]> {
    const key = `mlb:schedule:${day}`;
    if (options.fresh) await this.options.cache.delete(key);
    const games = await this.options.cache.get(key, { ttlSeconds: gamesTtlSeconds }, () => this.schedule(`date=${day}`));
    return games.filter((g) => g.date === day);
  }

  async game(id: number): Promise<GameLookup> {
    try {
      return await this.options.cache.get(
        `mlb:game:${id}`,
        { ttlSeconds: (found: GameLookup) => (found.kind === 'game' ? gamesTtlSeconds([found.game]) : 3600) },
        async () => mapFeed(await this.fetch<FeedAnswer>(`/api/v1.1/game/${id}/feed/live`)),
      );
    } catch (error) {
      if (error instanceof UpstreamNotFound) return { kind: 'unknown' };
      throw error;
    }
  }

  async nextGameDay(after: string): Promise<string | undefined> {
    const from = addDays(after, 1);
    const games = await this.options.cache.get(`mlb:ahead:${from}`, { ttlSeconds: 3600 }, () => this.schedule(`startDate=${from}&endDate=${addDays(from, 60)}`));
    return games.map((g) => g.date).sort()[0];
  }

  async team(id: number, today: string): Promise<MlbTeamPage | undefined> {
    const team = await this.cached(`mlb:team:${id}`, REFERENCE_TTL_SECONDS, async () => {
      try {
        const answer = await this.fetch<{ teams?: { id: number; name: string; division?: { id: number; name?: string } }[] }>(`/api/v1/teams/${id}`);
        return answer.teams?.[0] ?? null;
      } catch (error) {
        if (error instanceof UpstreamNotFound) return null;
        throw error;
      }
    });
    if (!team?.division) return undefined;
    const season = Number(today.slice(5, 7)) >= 3 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    const [games, standings, divisions] = await Promise.all([
      this.cached(`mlb:team-games:${id}:${today}`, TEAM_TTL_SECONDS, () => this.schedule(`teamId=${id}&startDate=${addDays(today, -200)}&endDate=${addDays(today, 200)}`)),
      this.cached(`mlb:standings:${season}`, 3600, () => this.fetch<StandingsAnswer>(`/api/v1/standings?leagueId=103,104&season=${season}&standingsTypes=regularSeason`)),
      this.cached(`mlb:divisions`, REFERENCE_TTL_SECONDS, () => this.fetch<{ divisions: { id: number; name: string }[] }>('/api/v1/divisions?sportId=1')),
    ]);
    const divisionName = team.division.name ?? divisions.divisions.find((d) => d.id === team.division!.id)?.name ?? '';
    const record = standings.records.find((r) => r.division.id === team.division!.id);
    const teamRecords: StandingRecord[] = (record?.teamRecords ?? []).map((r) => ({
      team: { id: r.team.id, name: r.team.name ?? '' },
      divisionRank: r.divisionRank,
      leagueRank: r.leagueRank,
      leagueRecord: { wins: r.leagueRecord.wins, losses: r.leagueRecord.losses, ties: r.leagueRecord.ties ?? 0, pct: r.leagueRecord.pct },
    }));
    const own = games.filter((g) => g.home.id === id || g.visitor.id === id);
    const finished = own.filter((g) => g.status === 'Final');
    return {
      Team: { id: team.id, name: team.name },
      // A postponed or cancelled game is not upcoming: its make-up is listed as a game of its own.
      NextGames: own.filter((g) => g.status !== 'Final' && !['Postponed', 'Cancelled'].includes(g.status) && g.date >= today).slice(0, 5),
      PastGames: finished.slice(-5).reverse(),
      Standings: { division: { name: divisionName }, teamRecords },
    };
  }

  private cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    return this.options.cache.get(key, { ttlSeconds }, load);
  }
}
