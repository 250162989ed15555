import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { redisRateLimitStore } from './rate-limit-redis-store';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * Where login and create attempts and clients' fair shares are counted: Redis when REDIS_URL is
 * set, else PostgreSQL (shared by every instance on it), else memory (PGlite: one instance).
 * While Redis is away the database counts instead. Redis is loaded only when configured, so
 * the default run needs no Redis at all.
 */
export async function rateLimitStore(
  config: Config,
  db: Database,
  app: FastifyInstance,
): Promise<Partial<FastifyRateLimitOptions>> {
  // One instance on the embedded database (its folder is locked): counting in memory spares every
  // counted request a statement on the server's own thread (decision 0255).
  if (!config.REDIS_URL && db.kind === 'pglite') return {};
  const database = databaseRateLimitStore(db);
  if (!config.REDIS_URL) return { store: database };
  const { Redis } = await import('ioredis');
  // Commands fail at once while disconnected (no queue) and within a second when Redis hangs;
  // the client keeps reconnecting in the background.
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  const store = redisRateLimitStore(redis, database, app.log, 'guide-rate-limit:');
  // A Redis that is down at start-up is no reason not to start: the database counts meanwhile.
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { store };
}
