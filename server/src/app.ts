import http from 'node:http';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { favouriteTeamRoutes } from './account/favourite-teams';
import { accountRoutes } from './account/routes';
import { TokenService, loadTokenSecret } from './account/tokens';
import { UsersRepository } from './account/users-repository';
import { calendarRoutes } from './calendar/routes';
import { FeedSecrets } from './calendar/feed-secrets';
import { cinemaRoutes } from './cinema/routes';
import { searchRoutes } from './search/routes';
import type { Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { DatabaseUnavailable, isDatabaseBusy, type Database } from './db/database';
import { registerCsrf } from './http/csrf';
import { redactUrlForLog } from './http/log-redaction';
import { ResponseFinisher } from './http/finish-response';
import { registerInputGuards } from './http/input-guards';
import { PrometheusProviderObserver, createMetricsRegistry, observeRequests } from './http/metrics';
import { silentObserver } from './providers/observer';
import type { Registry } from 'prom-client';
import { openApiOptions, openApiRoutes } from './http/openapi';
import { RequestLog } from './http/request-log';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { createFastPath, keptAnswerHook } from './http/fast-path';
import { UNCACHED, requireCachePolicies } from './http/cache-policy';
import { checkedSerializer } from './http/response-schemas';
import { guardConnections } from './http/connection-guard';
import { originPolicy } from './http/public-urls';
import { CorsPolicy, requestIdFor } from './http/answer-policy';
import { rateLimitStore } from './http/rate-limit';
import { registerWebApp } from './http/web-app';
import { repoRoot } from './paths';
import { HttpError, ProviderBusy, ProviderFailure, ProviderOverShare, UpstreamError } from './errors';
import { Providers } from './providers/registry';
import { registerRequestBudget } from './providers/request-budget';
import { sportsRoutes } from './sports/routes';
import { gameSummaryRoutes } from './sports/game-summary/routes';
import { tvRoutes } from './tv/routes';
import { chooseTvSources } from './tv/choose-sources';
import { chooseSportsSources } from './sports/choose-sources';
import { chooseCinemaSources } from './cinema/choose-sources';
import { GamesService } from './sports/games-service';
import { Invalidations } from './db/invalidations';
import { observeStores } from './http/metrics';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document on purpose (health checks, preflights, files). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** The Prometheus registry when METRICS_PORT is set (main serves it on that port). */
    metrics: Registry | null;
    /** Set by main on SIGTERM: /readyz answers 503 so the balancer stops sending, while requests are still served. */
    lifecycle: { draining: boolean };
  }
}

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

export async function buildApp({ config, clock, db, logger, providerNow }: AppDeps): Promise<FastifyInstance> {
  const trustedHops = config.TRUST_PROXY;
  // Set once the routes and the kept answers exist, below.
  const early: { fastPath?: (request: http.IncomingMessage, response: http.ServerResponse) => boolean } = {};
  const app = Fastify({
    // A calendar feed's address is its secret: the log keeps the path up to it, never the token.
    // (Options a test passes, such as a stream to read the log from, keep the redaction.)
    logger: logger === false || logger === true ? logger : { level: config.LOG_LEVEL, serializers: { req: (request) => ({ method: request.method, url: redactUrlForLog(request.url), remoteAddress: request.ip }) }, ...logger },
    // A hop count trusts that many proxies nearest to us (Fastify's types take it as a function).
    trustProxy: typeof trustedHops === 'number' ? (_address: string, hop: number) => hop < trustedHops : trustedHops,
    // A slow client cannot hold a connection: whole request, headers and idle keep-alive are bounded.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // Our own node:http server so kept public answers can be sent before Fastify's work (fast-path.ts).
    serverFactory: (handler) => {
      const server = http.createServer(
        { headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS), requestTimeout: config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: Math.min(5_000, config.HEADERS_TIMEOUT_MS) },
        (request, response) => {
          if (!early.fastPath?.(request, response)) handler(request, response);
        },
      );
      server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
    // The client's id only when it is a plain token (it is repeated in logs and headers).
    requestIdHeader: false,
    genReqId: requestIdFor,
    forceCloseConnections: 'idle',
    // While closing, a request on a kept-alive connection is still answered (with Connection: close), not refused.
    return503OnClosing: false,
    logController: new RequestLog(),
  });

  guardConnections(
    app.server,
    // Behind a proxy every connection comes from the proxy: only the overall cap applies then.
    { headersTimeoutMs: config.HEADERS_TIMEOUT_MS, maxConnections: config.MAX_CONNECTIONS, maxPerAddress: trustedHops === false ? config.MAX_CONNECTIONS_PER_ADDRESS : undefined },
    app.log,
  );

  // Every route as registered, for the test that the OpenAPI document lists them all.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide) });
  });

  // Metrics only when asked for: with METRICS_PORT unset nothing is measured or served.
  const metrics = config.METRICS_PORT === undefined ? null : createMetricsRegistry();
  app.decorate('metrics', metrics);
  app.decorate('lifecycle', { draining: false });
  const observe = metrics ? observeRequests(app, metrics) : undefined;

  db.reportTo?.(app.log);
  const users = new UsersRepository(db);
  const tokenSecret = await loadTokenSecret(config.JWT_SECRET, config.dataDir);
  const tokens = new TokenService(tokenSecret, db, clock, config.TOKEN_TTL_HOURS);
  const providerObserver = metrics ? new PrometheusProviderObserver(metrics) : silentObserver;
  const providers = new Providers(config, db, app.log, providerObserver, providerNow);
  const ctx: AppContext = {
    config,
    clock,
    db,
    providers,
    cache: providers.cache,
    auth: { users, tokens, adminEmails: config.ADMIN_EMAILS },
    log: app.log,
    providerObserver,
  };

  registerRequestBudget(app, config.REQUEST_DEADLINE_MS);
  // A cache delete (an admin import) is announced to every instance; each drops its copies.
  const invalidations = new Invalidations(db, app.log);
  providers.cache.onDelete = (prefix) => invalidations.publish(prefix);
  const stopHousekeeping = providers.cache.startHousekeeping(config.CACHE_PURGE_MINUTES * 60_000);
  app.addHook('onClose', async () => stopHousekeeping());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error, request, reply) => {
    const { status, message } = describeError(error);
    // A provider's trouble is expected weather, not our fault, and is counted in
    // guide_provider_calls_total: one warning without a stack. The provider layer already warned
    // of a call that failed; a call it refused (busy, over a share) is warned of here.
    if (error instanceof ProviderFailure) {
      const line = { status, provider: error.provider, reason: error.message };
      if (error instanceof ProviderBusy || error instanceof ProviderOverShare) request.log.warn(line, 'provider busy: not called for this request');
      else request.log.info(line, 'provider failure answered');
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    if (error instanceof ProviderFailure && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  });

  // Routes declare their input with zod: validated before the handler, typed in it, and
  // described in the OpenAPI document. A failure answers the schema's own sentence.
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against the route's response schema when first made (a kept answer is
  // sent as kept bytes, so a hit pays nothing for it).
  app.setSerializerCompiler(checkedSerializer);
  // Every GET route says how long its answers may be kept (config.cache), or the app does not start.
  requireCachePolicies(app, (url) => url.startsWith('/v1/') || url === '/healthz' || url === '/readyz');
  await app.register(fastifySwagger, openApiOptions);
  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  registerSecurityHeaders(app, security);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(await rateLimitStore(config, db, app)),
    errorResponseBuilder: () => new HttpError(429, 'Too many attempts from this address. Please wait a minute and try again.'),
  });
  // One CORS policy: @fastify/cors applies it on Fastify's path (and answers preflights), kept answers use it directly.
  const cors = new CorsPolicy(config.CORS_ORIGINS);
  await app.register(fastifyCors, cors.fastifyOptions());
  const origin = originPolicy(config);
  // Without PUBLIC_URL, behind a proxy, our links follow the forwarded host and scheme.
  const varyOn = config.TRUST_PROXY !== false && !config.PUBLIC_URL ? 'X-Forwarded-Host, X-Forwarded-Proto' : undefined;
  const answerPolicy = { securityHeaders: security, cors, varyOn };
  const finisher = new ResponseFinisher({ origin, policy: answerPolicy, cacheBytes: config.RESPONSE_CACHE_MB * 1024 * 1024 });
  invalidations.onInvalidate((prefix) => {
    providers.cache.forgetInMemory(prefix);
    // Kept answers are not indexed by cache key; they are cheap to make again, so all go.
    finisher.cache.clear();
  });
  await invalidations.start();
  app.addHook('onClose', async () => invalidations.stop());
  if (metrics) observeStores(metrics, { pool: db.poolStats, kept: finisher.cache });
  early.fastPath = createFastPath({ finisher, origin, trustProxy: config.TRUST_PROXY !== false, policy: answerPolicy, observe });
  // Before the CSRF cookie's hook: that one reads the Cache-Control this one settles.
  app.addHook('onSend', finisher.finish);
  registerCsrf(app);
  registerInputGuards(app);
  // After the guards, CORS and security headers: a kept answer skips only routing's handler work.
  app.addHook('onRequest', keptAnswerHook(finisher, answerPolicy));

  app.get('/healthz', { schema: { hide: true }, config: { cache: UNCACHED } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config: { cache: UNCACHED } }, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'shutting down' });
    try {
      await db.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });

  await app.register(
    async (v1) => {
      // Each domain's sources are chosen once, here (live when its providers are configured, else
      // the offline world), and shared by every route that reads them.
      const games = new GamesService(ctx, chooseSportsSources(ctx));
      const tv = chooseTvSources(ctx);
      const cinema = chooseCinemaSources(ctx);
      accountRoutes(v1, ctx);
      favouriteTeamRoutes(v1, ctx);
      calendarRoutes(v1, ctx, { games, shows: tv.shows, secrets: new FeedSecrets(tokenSecret) });
      sportsRoutes(v1, ctx, games);
      gameSummaryRoutes(v1, ctx, tv.airings);
      cinemaRoutes(v1, ctx, cinema);
      tvRoutes(v1, ctx, tv);
      searchRoutes(v1, ctx, { shows: tv.shows, airings: tv.airings, cinema: cinema.showings });
      openApiRoutes(v1, app, origin);
    },
    { prefix: '/v1' },
  );

  await registerWebApp(app, path.resolve(config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST));
  return app;
}

/** Every failure becomes a status and a plain sentence; internals never reach the client. */
function describeError(error: unknown): { status: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, message: error.validation[0]?.message ?? 'The request is not valid.' };
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error instanceof ProviderFailure) return { status: error.httpStatus, message: error.sentence };
  if (isDatabaseBusy(error)) return { status: 503, message: 'The service is busy right now. Please try again in a moment.' };
  if (error instanceof DatabaseUnavailable) return { status: 503, message: 'Our database is not answering right now. Please try again in a moment.' };
  if (error instanceof UpstreamError) return { status: 502, message: `Our data provider (${error.provider}) is not answering right now. Please try again later.` };
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as { code?: string }).code;
    const known: Record<string, string> = {
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be a form (application/x-www-form-urlencoded) or JSON.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
    };
    const message = (code && known[code]) ?? (error instanceof SyntaxError ? 'The request body is not valid JSON.' : 'The request is not valid.');
    return { status, message };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}
