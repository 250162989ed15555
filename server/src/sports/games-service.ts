import { dayInZone } from '@guide/common/dates';
import { isSettled, type Game } from '@guide/common/sports';
import type { AppContext } from '../context';
import { isConnectionFailure } from '../db/database';
import { GamesRepository } from './games-repository';
import { GAMES_KEY_VERSION, gamesTtlSeconds } from './live-policy';
import type { GameLookup, GamesSource, SportsSources } from './sources';
import type { League } from '../reference/teams';

/** Storing what the source said is worth a retry later, not a failed answer, while the database is away. */
function unlessDatabaseAway(error: unknown): void {
  if (!isConnectionFailure(error)) throw error;
}

const EXTRAS_TTL_SECONDS = 7 * 24 * 3600;

/** What a game carries beyond the table's columns. */
function extrasOf(
  game: Game,
): Pick<Game, 'home_record' | 'visitor_record' | 'probable_pitchers' | 'starting_goalies' | 'series'> {
  const { home_record, visitor_record, probable_pitchers, starting_goalies, series } = game;
  return {
    ...(home_record ? { home_record } : {}),
    ...(visitor_record ? { visitor_record } : {}),
    ...(probable_pitchers ? { probable_pitchers } : {}),
    ...(starting_goalies ? { starting_goalies } : {}),
    ...(series ? { series } : {}),
  };
}

const dayKey = (league: League, day: string) => `sports:day:${GAMES_KEY_VERSION}:${league}:${day}`;

/**
 * Games as the API serves them: a day never loaded is loaded from the source and stored; a
 * stored day that is all settled (Final, Postponed, Suspended, Cancelled) is answered from
 * the table; anything still to be played is
 * refreshed from the source (whose provider answers are cached) and written back.
 */
export class GamesService {
  private readonly repository: GamesRepository;
  private readonly sources: Record<League, GamesSource>;

  constructor(
    private readonly ctx: Pick<AppContext, 'config' | 'clock' | 'db' | 'cache' | 'log'>,
    sources: SportsSources,
  ) {
    this.repository = new GamesRepository(ctx.db);
    this.sources = sources.games;
  }

  /** The server's "today": the calendar day in the configured zone (US Eastern by default). */
  today(): string {
    return dayInZone(this.ctx.clock.now(), this.ctx.config.TIME_ZONE);
  }

  /**
   * Each of the day's games' main network (what a tile names). A list never fails for want of
   * them: when the source cannot say, its games name none.
   */
  async networksOn(league: League, day: string): Promise<Map<number, string>> {
    try {
      return await this.sources[league].networksOn(day);
    } catch (error) {
      this.ctx.log.warn({ err: error, league, day }, "the day's networks could not be read");
      return new Map();
    }
  }

  /** A day's games; the answer is kept as long as it stays true (seconds while live), so a busy page costs no writes. */
  gamesOn(league: League, day: string): Promise<Game[]> {
    return this.ctx.cache.get(dayKey(league, day), { ttlSeconds: gamesTtlSeconds }, () => this.loadDay(league, day));
  }

  private async loadDay(league: League, day: string): Promise<Game[]> {
    if (this.ctx.db.available?.() === false) return this.sources[league].gamesOn(day);
    try {
      if (await this.repository.isLoaded(league, day)) {
        const stored = await this.repository.gamesOn(league, day);
        if (stored.every((g) => isSettled(g.status))) return this.withSourceExtras(league, day, stored);
      }
    } catch (error) {
      // While the database is away the day comes from the source, unstored.
      if (!isConnectionFailure(error)) throw error;
      return this.sources[league].gamesOn(day);
    }
    const games = await this.sources[league].gamesOn(day);
    await this.repository.replaceDay(league, day, games).catch(unlessDatabaseAway);
    return games;
  }

  /**
   * The table keeps the games, not what the source adds beside them (each team's record, the
   * probable pitchers, a postseason game's series): for a settled stored day they are read from the source once and kept a
   * week. Without them the games are still answered.
   */
  private async withSourceExtras(league: League, day: string, stored: Game[]): Promise<Game[]> {
    try {
      const extras = await this.ctx.cache.get(
        `sports:extras:${GAMES_KEY_VERSION}:${league}:${day}`,
        { ttlSeconds: EXTRAS_TTL_SECONDS },
        async () => (await this.sources[league].gamesOn(day)).map((g) => [g.id, extrasOf(g)] as const),
      );
      const byId = new Map(extras);
      return stored.map((g) => ({ ...g, ...byId.get(g.id) }));
    } catch (error) {
      this.ctx.log.warn({ err: error, league, day }, "the day's team records could not be read");
      return stored;
    }
  }

  /**
   * A day's games straight from the source (whose provider answers are cached), without storing
   * the day: for reads that span many days at once, like a calendar feed.
   */
  scheduledOn(league: League, day: string): Promise<Game[]> {
    return this.sources[league].gamesOn(day);
  }

  /** Loads `day` again from the source, past every cache; answers how many games it has. */
  async reload(league: League, day: string): Promise<number> {
    const games = await this.sources[league].gamesOn(day, { fresh: true });
    await this.repository.replaceDay(league, day, games);
    await this.ctx.cache.delete(dayKey(league, day));
    return games.length;
  }

  async game(league: League, id: number): Promise<GameLookup> {
    const found = await this.sources[league].game(id);
    if (found.kind === 'game') await this.repository.saveGame(league, found.game).catch(unlessDatabaseAway);
    if (found.kind === 'gone') await this.repository.removeGame(league, id).catch(unlessDatabaseAway);
    return found;
  }

  /** The first day after `after` with games, and the last day before `before` with games (undefined when none is in sight). */
  nextGameDay(league: League, after: string): Promise<string | undefined> {
    return this.sources[league].nextGameDay(after);
  }
  previousGameDay(league: League, before: string): Promise<string | undefined> {
    return this.sources[league].previousGameDay(before);
  }

  /** The games of the first day after `after` that has any (empty when none is in sight). */
  async nextGames(league: League, after: string): Promise<Game[]> {
    const day = await this.sources[league].nextGameDay(after);
    return day ? this.gamesOn(league, day) : [];
  }
}
