import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * Where login and create attempts are counted: Redis when REDIS_URL is set, else the database
 * (shared by every instance on one PostgreSQL; on PGlite there is only one instance anyway).
 * Redis is loaded only when configured, so the default run needs no Redis at all.
 */
export async function rateLimitStore(config: Config, db: Database, app: FastifyInstance): Promise<Partial<FastifyRateLimitOptions>> {
  if (!config.REDIS_URL) return { store: databaseRateLimitStore(db) };
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', (err: Error) => app.log.warn({ err }, 'Redis (rate limits) is not answering'));
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'guide-rate-limit:' };
}
