import { addDays } from '@guide/common/dates';
import {
  compareStandings,
  hasBegun,
  isFinal,
  mlbStatus,
  type Game,
  type InningHalf,
  type MlbTeamPage,
  type StandingRecord,
} from '@guide/common/sports';
import { z } from 'zod';
import { ProviderNotFound } from '../../errors';
import type { ProviderCache } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { GAMES_KEY_VERSION, REFERENCE_TTL_SECONDS, TEAM_TTL_SECONDS, gamesTtlSeconds } from '../live-policy';
import { byGametime, splitTeamGames } from '../../reference/game-order';
import type { GameLookup, GamesSource, MlbTeamSource } from '../sources';
import type { GameIds } from './game-ids';
import { freshGameFor, lookUpGameById } from './lookup';
import {
  mlbDivisionsAnswer,
  mlbFeedAnswer,
  mlbFeedGame,
  mlbScheduleAnswer,
  mlbListedGame,
  mlbStandingsAnswer,
  mlbTeamAnswer,
  mlbTeamRecord,
  type MlbFeedGame,
  type MlbScheduleGame,
  type MlbTeam,
  type MlbTeamRecord,
} from './schemas';
import { fittingItems, parseAnswer } from '../../providers/schemas';
import { reportUnknownState, type ProviderLog } from './validate';
import { listedBroadcasts, mlbBroadcastsOf, networkPairs } from './broadcasts';
import { feedSeasonLineOf, mlbProbableOf, mlbRecordOf, mlbSeriesOf } from './mlb-game-extras';

/** MLB Stats API adapter (upstream-apis.md): fetch JSON → check its shape (schemas.ts) → map. */

const PROVIDER = 'MLB Stats API';
/** A provider 404 for a team ("no such team") is remembered briefly; nothing else negative is cached. */
const NOT_FOUND_SECONDS = 600;

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

type MlbPlayState = NonNullable<MlbScheduleGame['linescore']>;
const INNING_HALVES: readonly InningHalf[] = ['Top', 'Middle', 'Bottom', 'End'];

/** While play is on: the half of the inning and the outs, from the line score (MLB says 3 outs during a break). */
export function playStateOf(
  status: Game['status'],
  linescore: MlbPlayState | undefined,
): Pick<Game, 'inning_half' | 'outs'> {
  if (status !== 'In Progress' || !linescore) return {};
  const half = INNING_HALVES.find((h) => h === linescore.inningState);
  return {
    ...(half ? { inning_half: half } : {}),
    ...(linescore.outs !== undefined && (half === 'Top' || half === 'Bottom') ? { outs: linescore.outs } : {}),
  };
}

/** Each club's record, when the provider gives it. */
function recordsOf(home: unknown, away: unknown): Pick<Game, 'home_record' | 'visitor_record'> {
  const [homeRecord, visitorRecord] = [mlbRecordOf(home), mlbRecordOf(away)];
  return {
    ...(homeRecord ? { home_record: homeRecord } : {}),
    ...(visitorRecord ? { visitor_record: visitorRecord } : {}),
  };
}

/** Before the first pitch only: who starts (null for a side that has not said: TBD). */
function probablesOf(status: Game['status'], read: () => Game['probable_pitchers']): Pick<Game, 'probable_pitchers'> {
  return status === 'Scheduled' || status === 'Pre-Game' ? { probable_pitchers: read() } : {};
}

/** The provider's status in our words (an unknown state is logged once and kept as its text). */
function statusOf(state: MlbScheduleGame['status'], log: ProviderLog): Pick<Game, 'status' | 'detail'> {
  const mapped = mlbStatus(state);
  if (!mapped.known) reportUnknownState(log, PROVIDER, state.detailedState);
  return mapped.detail ? { status: mapped.status, detail: mapped.detail } : { status: mapped.status };
}

/**
 * One schedule entry, as listed on `listedOn`: a postponed or suspended game stays on the day it
 * was listed (MLB moves `officialDate` to the make-up day), with the day it moves to.
 */
export function mapScheduleGame(g: MlbScheduleGame, listedOn: string, log: ProviderLog): Game {
  const { status, detail } = statusOf(g.status, log);
  const started = hasBegun(status);
  const newDate = status === 'Postponed' ? g.rescheduleGameDate : status === 'Suspended' ? g.resumeGameDate : undefined;
  return {
    id: g.gamePk,
    description: describe(g.seriesDescription ?? 'Regular Season', g.doubleHeader, g.gameNumber),
    gametime: new Date(g.gameDate).toISOString(),
    date: listedOn,
    home: { id: g.teams.home.team.id, name: g.teams.home.team.name },
    visitor: { id: g.teams.away.team.id, name: g.teams.away.team.name },
    status,
    home_score: started ? (g.teams.home.score ?? (isFinal(status) ? 0 : null)) : null,
    visitor_score: started ? (g.teams.away.score ?? (isFinal(status) ? 0 : null)) : null,
    // A final game always says its last inning (the schedule without a line score: the innings scheduled).
    period:
      status === 'Postponed' || status === 'Cancelled'
        ? null
        : (g.linescore?.currentInning ?? (isFinal(status) ? (g.scheduledInnings ?? 9) : null)),
    ...(detail ? { detail } : {}),
    ...playStateOf(status, g.linescore),
    ...(newDate && newDate !== listedOn ? { new_date: newDate } : {}),
    ...recordsOf(g.teams.home.leagueRecord, g.teams.away.leagueRecord),
    ...probablesOf(status, () => ({
      home: mlbProbableOf(g.teams.home.probablePitcher),
      visitor: mlbProbableOf(g.teams.away.probablePitcher),
    })),
    ...seriesOf(g, status),
  };
}

/** A postseason game's series, when the schedule says it is one. */
function seriesOf(g: MlbScheduleGame, status: Game['status']): Pick<Game, 'series'> {
  const series = mlbSeriesOf(g, status);
  return series ? { series } : {};
}

export function mapFeed(feed: MlbFeedGame, log: ProviderLog): GameLookup {
  const { gameData } = feed;
  const linescore = feed.liveData?.linescore;
  const { status, detail } = statusOf(gameData.status, log);
  const started = linescore?.currentInning !== undefined || isFinal(status);
  const type = gameData.game?.type ?? 'R';
  return {
    kind: 'game',
    game: {
      id: feed.gamePk,
      description: describe(
        GAME_TYPES[type] ?? 'Regular Season',
        gameData.game?.doubleHeader,
        gameData.game?.gameNumber,
      ),
      gametime: new Date(gameData.datetime.dateTime).toISOString(),
      date: gameData.datetime.officialDate,
      home: { id: gameData.teams.home.id, name: gameData.teams.home.name },
      visitor: { id: gameData.teams.away.id, name: gameData.teams.away.name },
      status,
      home_score: started ? (linescore?.teams?.home?.runs ?? 0) : null,
      visitor_score: started ? (linescore?.teams?.away?.runs ?? 0) : null,
      // A final game always says its last inning (without a line score: the innings scheduled).
      period: linescore?.currentInning ?? (isFinal(status) ? (linescore?.scheduledInnings ?? 9) : null),
      ...(detail ? { detail } : {}),
      ...playStateOf(status, linescore),
      ...recordsOf(gameData.teams.home.record?.leagueRecord, gameData.teams.away.record?.leagueRecord),
      ...probablesOf(status, () => {
        const probable = (side: 'home' | 'away') => {
          const named = gameData.probablePitchers?.[side];
          const id = (named as { id?: unknown } | undefined)?.id;
          return mlbProbableOf(named, feedSeasonLineOf(feed.liveData?.boxscore, side, id));
        };
        return { home: probable('home'), visitor: probable('away') };
      }),
    },
  };
}

/** The league's order (win percentage, then games behind); the provider's rank settles what that leaves equal. */
const byStandings = (a: MlbTeamRecord, b: MlbTeamRecord) =>
  compareStandings('MLB', a.leagueRecord, b.leagueRecord) || Number(a.divisionRank) - Number(b.divisionRank);

/** A team's line of the standings in our shape (the team page's; the standings page adds the races to it). */
export function standingRecordOf(r: MlbTeamRecord): StandingRecord {
  const lastTen = r.records?.splitRecords?.find((s) => s.type === 'lastTen');
  return {
    team: { id: r.team.id, name: r.team.name ?? '' },
    divisionRank: r.divisionRank,
    leagueRank: r.leagueRank,
    leagueRecord: {
      wins: r.leagueRecord.wins,
      losses: r.leagueRecord.losses,
      ties: r.leagueRecord.ties ?? 0,
      pct: r.leagueRecord.pct,
    },
    gamesPlayed: r.gamesPlayed ?? r.leagueRecord.wins + r.leagueRecord.losses,
    ...(r.divisionGamesBack ? { gamesBack: r.divisionGamesBack } : {}),
    ...(lastTen ? { lastTen: { wins: lastTen.wins, losses: lastTen.losses } } : {}),
    ...(r.streak?.streakCode ? { streak: r.streak.streakCode } : {}),
  };
}

export interface MlbLiveOptions {
  mlb: ProviderClient;
  cache: ProviderCache;
  log: ProviderLog;
  ids: GameIds;
}

/** The schedule is read in windows of this many days, this many either way for the next or last game day. */
const DAYS_PER_WINDOW = 30;
const WINDOWS_IN_SIGHT = 6;

export class MlbLiveSource implements GamesSource, MlbTeamSource {
  readonly league = 'MLB' as const;
  constructor(private readonly options: MlbLiveOptions) {}

  /** The one place that asks the provider: GET `path` through the provider layer, which checks the answer against `schema`. */
  private fetchJson<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    return this.options.mlb.getJson(path, schema);
  }

  /** The schedule's games for `query` (`hydrate` adds what each game carries), as listed, by gametime. */
  private async listed(query: string) {
    const answer = await this.fetchJson(`/api/v1/schedule?sportId=1&${query}`, mlbScheduleAnswer);
    const listed = answer.dates.flatMap((d) => d.games.map((game) => ({ date: d.date, game })));
    return fittingItems(PROVIDER, 'the schedule', mlbListedGame, listed);
  }

  private async schedule(query: string): Promise<Game[]> {
    const listed = await this.listed(`${query}&hydrate=linescore`);
    return listed.map((g) => mapScheduleGame(g.game, g.date, this.options.log)).sort(byGametime);
  }

  /**
   * One day as the lists need it, from one schedule call under one cache key: its games (with
   * their line scores) and each game's main network (from its broadcasts).
   */
  private async day(day: string, fresh = false): Promise<{ games: Game[]; networks: [number, string][] }> {
    const key = `mlb:day:${GAMES_KEY_VERSION}:${day}`;
    if (fresh) await this.options.cache.delete(key);
    return this.options.cache.get(key, { ttlSeconds: (d) => gamesTtlSeconds(d.games) }, async () => {
      const listed = await this.listed(
        `date=${day}&hydrate=linescore,broadcasts(all),probablePitcher(stats(type=[season],group=[pitching])),seriesStatus`,
      );
      return {
        games: listed.map((g) => mapScheduleGame(g.game, g.date, this.options.log)).sort(byGametime),
        networks: networkPairs(
          listed.map((g) => ({
            id: g.game.gamePk,
            broadcasts: listedBroadcasts(
              () => mlbBroadcastsOf(g.game.broadcasts, `the broadcasts of game ${g.game.gamePk}`),
              this.options.log,
              g.game.gamePk,
            ),
          })),
        ),
      };
    });
  }

  async gamesOn(day: string, options: { fresh?: boolean } = {}): Promise<Game[]> {
    const { games } = await this.day(day, options.fresh);
    return games.filter((g) => g.date === day);
  }

  async networksOn(day: string): Promise<Map<number, string>> {
    return new Map((await this.day(day)).networks);
  }

  game(id: number): Promise<GameLookup> {
    const { cache, ids } = this.options;
    return lookUpGameById(cache, ids, `mlb:game:${GAMES_KEY_VERSION}:${id}`, id, freshGameFor, async (ask) => {
      // Read twice (a cancelled game's feed has another shape), so the client hands it over unchecked.
      const answer = await ask(() => this.fetchJson(`/api/v1.1/game/${id}/feed/live`, z.unknown()));
      // A canceled game's feed answers with gamePk 0 and status code X.
      const outer = parseAnswer(PROVIDER, `the feed of game ${id}`, mlbFeedAnswer, answer);
      if (outer.gamePk === 0 || outer.gameData.status.statusCode === 'X') return { kind: 'gone' };
      return mapFeed(parseAnswer(PROVIDER, `the feed of game ${id}`, mlbFeedGame, answer), this.options.log);
    });
  }

  /** The game days of the schedule from `from` for a window of days (kept an hour), in order. */
  private gameDaysFrom(from: string): Promise<string[]> {
    return this.options.cache.get(`mlb:game-days:${GAMES_KEY_VERSION}:${from}`, { ttlSeconds: 3600 }, async () => {
      const games = await this.schedule(`startDate=${from}&endDate=${addDays(from, DAYS_PER_WINDOW - 1)}`);
      return [...new Set(games.map((g) => g.date))].sort();
    });
  }

  /** The schedule read a month at a time forward, far enough to cross the off-season (November to late February). */
  async nextGameDay(after: string): Promise<string | undefined> {
    for (let window = 0, from = addDays(after, 1); window < WINDOWS_IN_SIGHT; window++) {
      const found = (await this.gameDaysFrom(from))[0];
      if (found) return found;
      from = addDays(from, DAYS_PER_WINDOW);
    }
    return undefined;
  }

  /** The schedule read a month at a time back to the last day before `before` with games. */
  async previousGameDay(before: string): Promise<string | undefined> {
    for (let window = 0, from = addDays(before, -DAYS_PER_WINDOW); window < WINDOWS_IN_SIGHT; window++) {
      const found = (await this.gameDaysFrom(from)).at(-1);
      if (found) return found;
      from = addDays(from, -DAYS_PER_WINDOW);
    }
    return undefined;
  }

  async team(id: number, today: string): Promise<MlbTeamPage | undefined> {
    // null only from a copy cached before 404s were remembered by the cache itself.
    let team: MlbTeam | null;
    try {
      // Only the provider's own 404 means "no such team", and it is remembered briefly; any other failure is a failure.
      team = await this.options.cache.get(
        `mlb:team:${id}`,
        { ttlSeconds: REFERENCE_TTL_SECONDS, notFoundSeconds: NOT_FOUND_SECONDS },
        async () => {
          return (await this.fetchJson(`/api/v1/teams/${id}`, mlbTeamAnswer)).teams[0]!;
        },
      );
    } catch (error) {
      if (error instanceof ProviderNotFound) return undefined;
      throw error;
    }
    if (!team?.division) return undefined;
    const season = Number(today.slice(5, 7)) >= 3 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    const [games, standings, divisions] = await Promise.all([
      this.cached(`mlb:team-games:${GAMES_KEY_VERSION}:${id}:${today}`, TEAM_TTL_SECONDS, () =>
        this.schedule(`teamId=${id}&startDate=${addDays(today, -200)}&endDate=${addDays(today, 200)}`),
      ),
      this.cached(`mlb:standings:${season}`, 3600, async () =>
        this.fetchJson(
          `/api/v1/standings?leagueId=103,104&season=${season}&standingsTypes=regularSeason`,
          mlbStandingsAnswer,
        ),
      ),
      this.cached(`mlb:divisions`, REFERENCE_TTL_SECONDS, () =>
        this.fetchJson('/api/v1/divisions?sportId=1', mlbDivisionsAnswer),
      ),
    ]);
    const divisionName = team.division.name ?? divisions.divisions.find((d) => d.id === team.division!.id)?.name ?? '';
    const record = standings.records.find((r) => r.division.id === team.division!.id);
    const teamRecords: StandingRecord[] = fittingItems(
      PROVIDER,
      'the standings',
      mlbTeamRecord,
      record?.teamRecords ?? [],
    )
      .sort(byStandings)
      .map(standingRecordOf);
    const { next, past } = splitTeamGames(
      games.filter((g) => g.home.id === id || g.visitor.id === id),
      today,
    );
    return {
      Team: { id: team.id, name: team.name },
      NextGames: next.slice(0, 5),
      PastGames: past.slice(-5).reverse(),
      Standings: { division: { name: divisionName }, teamRecords },
    };
  }

  private cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    return this.options.cache.get(key, { ttlSeconds }, load);
  }
}
