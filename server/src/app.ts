import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import answerPath from './http/answers';
import fairShare from './http/fair-share';
import hardening from './http/hardening';
import health from './http/health';
import { originPolicy } from './http/public-urls';
import observability from './http/observability';
import { serverOptions } from './http/server-options';
import webApp from './http/web-app';
import { repoRoot } from './paths';
import services from './services';
import v1 from './v1';

export type { RegisteredRoute } from './http/observability';

export interface AppDeps {
  config: Config;
  clock: Clock;
  db: Database;
  /** Fastify's logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The wall clock of the provider cache and image relay (tests move it to make copies expire). */
  providerNow?: () => number;
}

const DEFAULT_WEB_DIST = path.join(repoRoot, 'web/dist');

/**
 * The app as a list of named plugins. Each declares the plugins it needs (fastify-plugin's
 * `dependencies`), so Fastify refuses to start when one is registered before what it needs:
 * the order below is checked, not a convention.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify(serverOptions(config, deps.logger));
  // Every route as registered, metrics (when METRICS_PORT is set) and the lifecycle.
  await app.register(observability, { config });
  // Accounts, the provider layer and its cache, the announcements of changed data.
  await app.register(services, deps);
  // Connection caps, time budgets, input guards, security headers, the login limit, CORS, errors.
  await app.register(hardening, { config, db });
  // Cache policies, links, schemas, ETags, compression, kept answers and their fast path, CSRF.
  await app.register(answerPath, { config });
  // Each client's share of the costly routes, and expensive requests refused first when overloaded.
  await app.register(fairShare, { config });
  await app.register(health, { db });
  await app.register(v1);
  await app.register(webApp, {
    distDir: path.resolve(config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    timeZone: config.TIME_ZONE,
    budgetMs: config.REQUEST_DEADLINE_MS,
    origins: originPolicy(config),
  });
  return app;
}
