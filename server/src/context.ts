import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamCache } from './cache/upstream-cache';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AuthDeps } from './http/auth';

/** What every feature's routes are given: one place, so no feature reads the environment itself. */
export interface AppContext {
  config: Config;
  clock: Clock;
  db: Database;
  cache: UpstreamCache;
  auth: AuthDeps;
  log: FastifyBaseLogger;
}
