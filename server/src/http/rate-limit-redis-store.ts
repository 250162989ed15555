import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Incremented = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Incremented) => void;
type StoreCtor = new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** One fixed window per key: the first hit sets its expiry, later hits only count. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/**
 * A `@fastify/rate-limit` store in Redis that never fails a request because Redis is away:
 * while Redis is down (or does not answer a command in time) attempts are counted by
 * `fallback` (the database store) and the log says so once; when Redis is back it counts
 * there again. Logins therefore keep working, and stay limited, through a Redis outage.
 */
export function redisRateLimitStore(
  redis: Redis,
  fallback: StoreCtor,
  log: FastifyBaseLogger,
  nameSpace: string,
): StoreCtor {
  let away = false;
  const goneAway = (err?: unknown) => {
    if (away) return;
    away = true;
    log.warn({ err }, 'Redis (rate limits) is not answering; counting login attempts in the database until it is back');
  };
  redis.on('error', (err: Error) =>
    away ? log.debug({ err }, 'Redis (rate limits) still not answering') : goneAway(err),
  );
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis (rate limits) answers again; counting login attempts there');
  });

  class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      private readonly options: FastifyRateLimitOptions,
      private readonly backup: FastifyRateLimitStore = new fallback(options),
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        goneAway();
        this.backup.incr(key, callback, timeWindow, max);
        return;
      }
      redis.eval(INCREMENT, 1, this.prefix + key, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl: Math.max(0, ttl) });
        },
        (err: unknown) => {
          goneAway(err);
          this.backup.incr(key, callback, timeWindow, max);
        },
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? routeOptions;
      return new RedisRateLimitStore(
        this.options,
        this.backup.child(routeOptions),
        `${this.prefix}${String(route.method)}${route.url ?? ''}:`,
      );
    }
  }
  return RedisRateLimitStore;
}
