import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TokenService, loadTokenSecret } from './auth/tokens';
import { UsersRepository } from './account/users-repository';
import type { Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { Invalidations } from './db/invalidations';
import { backgroundDatabase } from './db/taking-turns';
import { JobQueue } from './jobs/job-queue';
import { observeJobQueue } from './jobs/queue-metrics';
import { PrometheusProviderObserver } from './http/metrics';
import { silentObserver } from './providers/observer';
import { Providers } from './providers/registry';

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      /** What every domain's routes are given. */
      ctx: AppContext;
      /** The key tokens are signed with (the calendar feeds' secrets derive from it). */
      tokenSecret: string;
      /** Announces public data changes to every instance; each drops its copies. */
      invalidations: Invalidations;
    };
  }
}

/** The services the routes share: accounts and tokens, the provider layer and its cache, and the announcements of changed data. */
async function services(
  app: FastifyInstance,
  { config, clock, db, providerNow }: { config: Config; clock: Clock; db: Database; providerNow?: () => number },
): Promise<void> {
  db.reportTo?.(app.log);
  const users = new UsersRepository(db);
  const tokenSecret = await loadTokenSecret(config.JWT_SECRET, config.dataDir);
  const tokens = new TokenService(tokenSecret, db, clock, config.TOKEN_TTL_HOURS);
  const providerObserver = app.metrics ? new PrometheusProviderObserver(app.metrics) : silentObserver;
  const providers = new Providers(config, db, app.log, providerObserver, providerNow);
  // Work in the background (e-mails now, alerts next): each domain declares its jobs with its routes.
  const background = backgroundDatabase(db, config.JOB_DATABASE_POOL_MAX);
  const jobs = new JobQueue(background.db, app.log, {
    stopTimeoutMs: config.SHUTDOWN_TIMEOUT_MS / 2,
    maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS,
    pace: {
      delayMs: config.JOB_PACE_EVENT_LOOP_DELAY_MS,
      utilization: config.JOB_PACE_EVENT_LOOP_UTILIZATION,
    },
  });
  if (app.metrics) observeJobQueue(app.metrics, () => jobs.depth());
  const ctx: AppContext = {
    config,
    clock,
    db,
    background: background.db,
    providers,
    cache: providers.cache,
    auth: { users, tokens, adminEmails: config.ADMIN_EMAILS },
    log: app.log,
    providerObserver,
    jobs,
  };

  // A cache delete (an admin import) is announced to every instance; each drops its copies.
  const invalidations = new Invalidations(db, app.log);
  providers.cache.onDelete = (prefix) => invalidations.publish(prefix);
  invalidations.onInvalidate((prefix) => providers.cache.forgetInMemory(prefix));
  const stopHousekeeping = providers.cache.startHousekeeping(config.CACHE_PURGE_MINUTES * 60_000);
  app.addHook('onReady', async () => invalidations.start());
  // Started once every route has declared its jobs; stopped before the database closes.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await background.close();
    stopHousekeeping();
    await invalidations.stop();
  });
  app.decorate('services', { ctx, tokenSecret, invalidations });
}

export default fp(services, { name: 'guide-services', dependencies: ['guide-observability'] });
