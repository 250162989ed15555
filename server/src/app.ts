import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { accountRoutes } from './account/routes';
import { TokenService, loadTokenSecret } from './account/tokens';
import { UsersRepository } from './account/users-repository';
import { UpstreamCache } from './cache/upstream-cache';
import { cinemaRoutes } from './cinema/routes';
import type { Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { registerCsrf } from './http/csrf';
import { HttpError, UpstreamError } from './http/errors';
import { registerWebApp } from './http/web-app';
import { sportsRoutes } from './sports/routes';
import { tvRoutes } from './tv/routes';

export interface AppDeps {
  config: Config;
  clock: Clock;
  db: Database;
  /** Fastify's logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp({ config, clock, db, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    forceCloseConnections: 'idle',
  });

  const users = new UsersRepository(db);
  const tokens = new TokenService(await loadTokenSecret(config.JWT_SECRET, config.dataDir), db, clock, config.TOKEN_TTL_HOURS);
  const ctx: AppContext = {
    config,
    clock,
    db,
    cache: new UpstreamCache(db, app.log),
    auth: { users, tokens, adminEmails: config.ADMIN_EMAILS },
    log: app.log,
  };

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error, request, reply) => {
    const { status, message } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  });

  await app.register(fastifyHelmet, {
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
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'Too many attempts from this address. Please wait a minute and try again.'),
  });
  registerCsrf(app);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });

  await app.register(
    async (v1) => {
      accountRoutes(v1, ctx);
      sportsRoutes(v1, ctx);
      cinemaRoutes(v1, ctx);
      tvRoutes(v1, ctx);
    },
    { prefix: '/v1' },
  );

  await registerWebApp(app, path.resolve(config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST));
  return app;
}

/** Every failure becomes a status and a plain sentence; internals never reach the client. */
function describeError(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
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
