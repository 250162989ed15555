import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/database';

type Incremented = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Incremented) => void;

/** How often (one increment in N) expired windows are swept from the table. */
const SWEEP_EVERY = 200;

/**
 * A `@fastify/rate-limit` store on the shared database, so every instance counts the same
 * attempts: one row per key and fixed window, incremented atomically by an upsert. The window
 * is timed by the database's clock, which all instances share.
 */
export function databaseRateLimitStore(db: Database): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  let increments = 0;
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      increments += 1;
      const sweep = increments % SWEEP_EVERY === 0;
      this.increment(this.prefix + key, timeWindow, sweep).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: {
      method?: string | string[];
      url?: string;
      routeInfo?: { method?: string | string[]; url?: string };
    }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${String(route.method)}${route.url ?? ''}:`);
    }

    private async increment(key: string, windowMs: number, sweep: boolean): Promise<Incremented> {
      const { rows } = await db.query<{ hits: number; ttl_ms: string }>(
        `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit_hits.reset_at <= clock_timestamp() THEN 1 ELSE rate_limit_hits.hits + 1 END,
           reset_at = CASE WHEN rate_limit_hits.reset_at <= clock_timestamp() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
         RETURNING hits, ceil(extract(epoch FROM reset_at - clock_timestamp()) * 1000)::bigint AS ttl_ms`,
        [key, windowMs],
      );
      if (sweep) await db.query('DELETE FROM rate_limit_hits WHERE reset_at < clock_timestamp()');
      const row = rows[0]!;
      return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl_ms)) };
    }
  }
  return DatabaseRateLimitStore;
}
