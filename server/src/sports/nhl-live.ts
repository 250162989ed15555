import type { Game } from '@guide/common/sports';
import type { UpstreamCache } from '../cache/upstream-cache';
import { UpstreamNotFound, fetchUpstreamJson } from '../http/upstream-fetch';
import { REFERENCE_TTL_SECONDS, gamesTtlSeconds } from './live-policy';
import { byGametime, type GameLookup, type GamesSource } from './sources';

/** NHL web API adapter (upstream-apis.md); team names come from the stats API's team list. */

interface NhlTeamSide {
  id: number;
  abbrev?: string;
  placeName?: { default?: string };
  commonName?: { default?: string };
  score?: number;
}
interface NhlGame {
  id: number;
  gameType?: number;
  gameDate?: string;
  startTimeUTC: string;
  gameState: string;
  homeTeam: NhlTeamSide;
  awayTeam: NhlTeamSide;
  periodDescriptor?: { number?: number };
}
interface WeekAnswer {
  gameWeek?: { date: string; games: NhlGame[] }[];
  nextStartDate?: string;
}

/** The NHL's game states in our words (FUT, PRE, LIVE/CRIT, OFF/FINAL). */
export function nhlStatus(gameState: string): string {
  switch (gameState) {
    case 'FUT':
      return 'Scheduled';
    case 'PRE':
      return 'Pre-Game';
    case 'LIVE':
    case 'CRIT':
      return 'In Progress';
    case 'OFF':
    case 'FINAL':
      return 'Final';
    default:
      return gameState;
  }
}

const GAME_TYPES: Record<number, string> = { 1: 'Preseason', 2: 'Regular Season', 3: 'Playoffs', 4: 'All-Star Game' };

export function mapNhlGame(g: NhlGame, date: string, names: Map<number, string>): Game {
  const name = (side: NhlTeamSide) => names.get(side.id) ?? ([side.placeName?.default, side.commonName?.default].filter(Boolean).join(' ') || side.abbrev || String(side.id));
  const status = nhlStatus(g.gameState);
  const started = status === 'In Progress' || status === 'Final';
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
    period: started ? (g.periodDescriptor?.number ?? null) : null,
  };
}

export interface NhlLiveOptions {
  baseUrl: string;
  statsBaseUrl: string;
  timeoutMs: number;
  cache: UpstreamCache;
}

export class NhlLiveSource implements GamesSource {
  readonly league = 'NHL' as const;
  constructor(private readonly options: NhlLiveOptions) {}

  private fetch<T>(url: string): Promise<T> {
    return fetchUpstreamJson<T>(url, { provider: 'NHL API', timeoutMs: this.options.timeoutMs, retries: 1 });
  }
  private web(path: string) {
    return `${this.options.baseUrl.replace(/\/$/, '')}${path}`;
  }

  /** id → full name; the list changes once a season at most. */
  private async teamNames(): Promise<Map<number, string>> {
    const list = await this.options.cache.get('nhl:teams', { ttlSeconds: REFERENCE_TTL_SECONDS }, async () => {
      const answer = await this.fetch<{ data?: { id: number; fullName: string }[] }>(`${this.options.statsBaseUrl.replace(/\/$/, '')}/en/team`);
      return (answer.data ?? []).map((t) => [t.id, t.fullName] as [number, string]);
    });
    return new Map(list);
  }

  /** The week from `day`, as our games by day. */
  private async week(day: string, fresh = false): Promise<{ days: { date: string; games: Game[] }[]; nextStartDate?: string }> {
    const key = `nhl:week:${day}`;
    if (fresh) await this.options.cache.delete(key);
    return this.options.cache.get(
      key,
      { ttlSeconds: (week) => gamesTtlSeconds(week.days.find((d) => d.date === day)?.games ?? []) },
      async () => {
        const [answer, names] = await Promise.all([this.fetch<WeekAnswer>(this.web(`/v1/schedule/${day}`)), this.teamNames()]);
        return {
          days: (answer.gameWeek ?? []).map((d) => ({ date: d.date, games: d.games.map((g) => mapNhlGame(g, d.date, names)).sort(byGametime) })),
          nextStartDate: answer.nextStartDate,
        };
      },
    );
  }

  async gamesOn(day: string, options: { fresh?: boolean } = {}): Promise<Game[]> {
    const week = await this.week(day, options.fresh);
    return week.days.find((d) => d.date === day)?.games ?? [];
  }

  async game(id: number): Promise<GameLookup> {
    try {
      return await this.options.cache.get(
        `nhl:game:${id}`,
        { ttlSeconds: (found: GameLookup) => (found.kind === 'game' ? gamesTtlSeconds([found.game]) : 3600) },
        async () => {
          const [g, names] = await Promise.all([this.fetch<NhlGame>(this.web(`/v1/gamecenter/${id}/landing`)), this.teamNames()]);
          const date = g.gameDate ?? new Date(g.startTimeUTC).toISOString().slice(0, 10);
          return { kind: 'game', game: mapNhlGame(g, date, names) } satisfies GameLookup;
        },
      );
    } catch (error) {
      if (error instanceof UpstreamNotFound) return { kind: 'unknown' };
      throw error;
    }
  }

  /** Follows the schedule a few weeks forward (the provider's nextStartDate) to the first day after `after` with games. */
  async nextGameDay(after: string): Promise<string | undefined> {
    let from: string | undefined = after;
    for (let hops = 0; from && hops < 4; hops++) {
      const week = await this.week(from);
      const found = week.days.find((d) => d.date > after && d.games.length > 0);
      if (found) return found.date;
      from = week.nextStartDate;
    }
    return undefined;
  }
}
