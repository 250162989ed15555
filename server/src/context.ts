import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { UsersRepository } from './account/users-repository';
import type { AuthDeps } from './auth/auth';
import type { JobQueue } from './jobs/job-queue';
import type { ProviderObserver } from './providers/observer';
import type { ProviderCache } from './providers/provider-cache';
import type { Providers } from './providers/registry';

/** What every feature's routes are given: one place, so no feature reads the environment itself. */
export interface AppContext {
  config: Config;
  clock: Clock;
  db: Database;
  /**
   * Where background work runs its statements: the job queue and its jobs (decision 0255). On
   * PostgreSQL a pool of its own, so requests never queue behind it; on PGlite `db`, taking turns.
   */
  background: Database;
  /** The provider layer: clients, the image relay, and the cache of provider answers. */
  providers: Providers;
  /** `providers.cache`, for answers a domain builds from provider answers. */
  cache: ProviderCache;
  /** What authentication needs (auth/), with the account domain's users repository. */
  auth: AuthDeps & { users: UsersRepository };
  log: FastifyBaseLogger;
  /** Where provider calls, cache lookups and breaker changes are reported (Prometheus when METRICS_PORT is set). */
  providerObserver: ProviderObserver;
  /** Work in the background, on the database's job queue (decision 0160). */
  jobs: JobQueue;
}
