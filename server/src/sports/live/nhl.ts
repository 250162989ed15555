import { hasBegun, isFinal, nhlStatus, type Game } from '@guide/common/sports';
import type { z } from 'zod';
import type { ProviderCache } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { GAMES_KEY_VERSION, REFERENCE_TTL_SECONDS, gamesTtlSeconds } from '../live-policy';
import { byGametime } from '../../reference/game-order';
import type { GameLookup, GamesSource } from '../sources';
import type { GameIds } from './game-ids';
import { freshGameFor, lookUpGameById } from './lookup';
import {
  nhlGame,
  nhlListedGame,
  nhlScoreAnswer,
  nhlTeamListAnswer,
  nhlTeamListItem,
  nhlWeekAnswer,
  type NhlGame,
} from './schemas';
import { fittingItems } from '../../providers/schemas';
import { reportUnknownState, type ProviderLog } from './validate';
import { listedBroadcasts, nhlBroadcastsOf, networkPairs } from './broadcasts';
import { nhlSeriesOf } from './nhl-series';

/** NHL web API adapter (upstream-apis.md): fetch JSON → check its shape (schemas.ts) → map. Team names come from the stats API's team list. */

const PROVIDER = 'NHL API';

type NhlTeamSide = NhlGame['homeTeam'];

const GAME_TYPES: Record<number, string> = { 1: 'Preseason', 2: 'Regular Season', 3: 'Playoffs', 4: 'All-Star Game' };

/** Periods a finished game lasted when the provider leaves the number out: overtime is the 4th, a shootout the 5th. */
const LAST_PERIOD: Record<string, number> = { REG: 3, OT: 4, SO: 5 };

/** While play is on: the time left in the period ('12:31', the provider's leading zero dropped) or the intermission. */
export function clockOf(clock: NhlGame['clock']): Pick<Game, 'clock' | 'intermission'> {
  if (!clock) return {};
  if (clock.inIntermission) return { intermission: true };
  const left = clock.timeRemaining?.match(/^(\d{1,2}):(\d{2})$/);
  return left ? { clock: `${Number(left[1])}:${left[2]}` } : {};
}

export function mapNhlGame(g: NhlGame, date: string, names: Map<number, string>, log: ProviderLog): Game {
  const name = (side: NhlTeamSide) =>
    names.get(side.id) ??
    ([side.placeName?.default, side.commonName?.default].filter(Boolean).join(' ') || side.abbrev || String(side.id));
  const lastPeriodType = g.gameOutcome?.lastPeriodType ?? g.periodDescriptor?.periodType;
  const { status, detail, known } = nhlStatus(g.gameState, g.gameScheduleState, lastPeriodType);
  if (!known) reportUnknownState(log, PROVIDER, g.gameState);
  const started = hasBegun(status);
  // A final game always says its last period.
  const period = started
    ? (g.periodDescriptor?.number ?? (isFinal(status) ? (LAST_PERIOD[lastPeriodType ?? 'REG'] ?? 3) : null))
    : null;
  return {
    id: g.id,
    description: GAME_TYPES[g.gameType ?? 2] ?? 'Regular Season',
    gametime: new Date(g.startTimeUTC).toISOString(),
    date,
    home: { id: g.homeTeam.id, name: name(g.homeTeam) },
    visitor: { id: g.awayTeam.id, name: name(g.awayTeam) },
    status,
    home_score: started ? (g.homeTeam.score ?? 0) : null,
    visitor_score: started ? (g.awayTeam.score ?? 0) : null,
    period,
    ...(detail ? { detail } : {}),
    ...(status === 'In Progress' ? clockOf(g.clock) : {}),
    ...seriesOf(g, status),
  };
}

/** What is added to the schedule's games from other answers (records, starting goalies; nhl-game-extras.ts). */
export interface NhlGameAdditions {
  add(games: Game[]): Promise<Game[]>;
}

/** A playoff game's series, when the schedule says it. */
function seriesOf(g: NhlGame, status: Game['status']): Pick<Game, 'series'> {
  const series = nhlSeriesOf(g, status);
  return series ? { series } : {};
}

export interface NhlLiveOptions {
  /** The NHL web API (schedules, games) and the stats API (team names). */
  nhl: ProviderClient;
  nhlStats: ProviderClient;
  cache: ProviderCache;
  log: ProviderLog;
  ids: GameIds;
  /** Absent in tests of the schedule alone. */
  additions?: NhlGameAdditions;
}

/** Weeks the schedule is followed either way for the next or last game day: longer than an off-season. */
const WEEKS_IN_SIGHT = 20;

export class NhlLiveSource implements GamesSource {
  readonly league = 'NHL' as const;
  constructor(private readonly options: NhlLiveOptions) {}

  /** The one place that asks a provider: GET `path` through the provider layer, which checks the answer against `schema`. */
  private fetchJson<S extends z.ZodType>(provider: 'nhl' | 'nhlStats', path: string, schema: S): Promise<z.infer<S>> {
    return this.options[provider].getJson(path, schema);
  }

  /** id → full name; the list changes once a season at most. */
  private async teamNames(): Promise<Map<number, string>> {
    const list = await this.options.cache.get('nhl:teams', { ttlSeconds: REFERENCE_TTL_SECONDS }, async () => {
      const answer = await this.fetchJson('nhlStats', '/en/team', nhlTeamListAnswer);
      return fittingItems(PROVIDER, 'the team list', nhlTeamListItem, answer.data).map(
        (t) => [t.id, t.fullName] as [number, string],
      );
    });
    return new Map(list);
  }

  /** The week from `day`, as our games by day, each day with its games' main networks (`tvBroadcasts`). */
  private async week(
    day: string,
    fresh = false,
  ): Promise<{
    days: { date: string; games: Game[]; networks: [number, string][] }[];
    nextStartDate?: string;
    previousStartDate?: string;
  }> {
    const key = `nhl:schedule-week:${GAMES_KEY_VERSION}:${day}`;
    if (fresh) await this.options.cache.delete(key);
    return this.options.cache.get(
      key,
      { ttlSeconds: (week) => gamesTtlSeconds(week.days.find((d) => d.date === day)?.games ?? []) },
      async () => {
        const [answer, names] = await Promise.all([
          this.fetchJson('nhl', `/v1/schedule/${day}`, nhlWeekAnswer),
          this.teamNames(),
        ]);
        const weekGames = answer.gameWeek.flatMap((d) => d.games.map((game) => ({ date: d.date, game })));
        const listed = fittingItems(PROVIDER, `the schedule from ${day}`, nhlListedGame, weekGames);
        return {
          days: answer.gameWeek.map((d) => {
            const ofDay = listed.filter((l) => l.date === d.date);
            return {
              date: d.date,
              games: ofDay.map((l) => mapNhlGame(l.game, d.date, names, this.options.log)).sort(byGametime),
              networks: networkPairs(
                ofDay.map((l) => ({
                  id: l.game.id,
                  broadcasts: listedBroadcasts(
                    () => nhlBroadcastsOf(l.game.tvBroadcasts, `the broadcasts of game ${l.game.id}`),
                    this.options.log,
                    l.game.id,
                  ),
                })),
              ),
            };
          }),
          nextStartDate: answer.nextStartDate,
          previousStartDate: answer.previousStartDate,
        };
      },
    );
  }

  async networksOn(day: string): Promise<Map<number, string>> {
    const week = await this.week(day);
    return new Map(week.days.find((d) => d.date === day)?.networks ?? []);
  }

  async gamesOn(day: string, options: { fresh?: boolean } = {}): Promise<Game[]> {
    const week = await this.week(day, options.fresh);
    const listed = week.days.find((d) => d.date === day)?.games ?? [];
    const games = this.options.additions ? await this.options.additions.add(listed) : listed;
    if (!games.some((g) => g.status === 'In Progress')) return games;
    // The week schedule has no clocks: the day's scores have them, for the games being played.
    const clocks = await this.clocksOn(day).catch((error: unknown) => {
      this.options.log.warn({ err: error }, `${PROVIDER}: the clocks of ${day} could not be read`);
      return new Map<number, Pick<Game, 'clock' | 'intermission'>>();
    });
    return games.map((g) => (g.status === 'In Progress' ? { ...g, ...clocks.get(g.id) } : g));
  }

  private clocksOn(day: string): Promise<Map<number, Pick<Game, 'clock' | 'intermission'>>> {
    return this.options.cache
      .get(`nhl:clocks:${GAMES_KEY_VERSION}:${day}`, { ttlSeconds: 15 }, async () => {
        const answer = await this.fetchJson('nhl', `/v1/score/${day}`, nhlScoreAnswer);
        const games = fittingItems(PROVIDER, `the scores of ${day}`, nhlGame, answer.games);
        return games.map((g) => [g.id, clockOf(g.clock)] as [number, Pick<Game, 'clock' | 'intermission'>]);
      })
      .then((entries) => new Map(entries));
  }

  async game(id: number): Promise<GameLookup> {
    const found = await this.lookUp(id);
    if (found.kind !== 'game' || !this.options.additions) return found;
    const [game] = await this.options.additions.add([found.game]);
    return { kind: 'game', game: game! };
  }

  private lookUp(id: number): Promise<GameLookup> {
    const { cache, ids } = this.options;
    return lookUpGameById(cache, ids, `nhl:game:${GAMES_KEY_VERSION}:${id}`, id, freshGameFor, async (ask) => {
      const [g, names] = await Promise.all([
        ask(() => this.fetchJson('nhl', `/v1/gamecenter/${id}/landing`, nhlGame)),
        this.teamNames(),
      ]);
      const date = g.gameDate ?? new Date(g.startTimeUTC).toISOString().slice(0, 10);
      return { kind: 'game', game: mapNhlGame(g, date, names, this.options.log) };
    });
  }

  /**
   * Follows the schedule week by week forward (the provider's nextStartDate) to the first day
   * after `after` with games: far enough to cross an off-season (mid-June to October).
   */
  async nextGameDay(after: string): Promise<string | undefined> {
    let from: string | undefined = after;
    for (let hops = 0; from && hops < WEEKS_IN_SIGHT; hops++) {
      const week = await this.week(from);
      const found = week.days.find((d) => d.date > after && d.games.length > 0);
      if (found) return found.date;
      from = week.nextStartDate;
    }
    return undefined;
  }

  /** Follows the schedule week by week back (the provider's previousStartDate) to the last day before `before` with games. */
  async previousGameDay(before: string): Promise<string | undefined> {
    let from: string | undefined = before;
    for (let hops = 0; from && hops < WEEKS_IN_SIGHT; hops++) {
      const week = await this.week(from);
      const found = week.days.filter((d) => d.date < before && d.games.length > 0).at(-1);
      if (found) return found.date;
      from = week.previousStartDate;
    }
    return undefined;
  }
}
