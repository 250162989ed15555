import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { DatabaseUnavailable, isDatabaseBusy, type Database } from '../db/database';
import { HttpError, ProviderBusy, ProviderFailure, ProviderOverShare, UpstreamError } from '../errors';
import { registerRequestBudget } from '../providers/request-budget';
import { CorsPolicy } from './answers/answer-policy';
import { guardConnections } from './connection-guard';
import { registerInputGuards } from './input-guards';
import { rateLimitStore } from './rate-limit';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every answer carries, however it is sent: the security headers (worked out once) and the CORS policy. */
    answerHeaders: { securityHeaders: Readonly<Record<string, string>>; cors: CorsPolicy };
  }
}

const CONTENT_SECURITY_POLICY = {
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
};

/**
 * What stands between a client and our handlers: connection caps, each request's time budget,
 * input validated by the routes' zod schemas and free of control characters, security headers,
 * cookies and forms, the login rate limit, one CORS policy, and every failure answered as a
 * status and a plain sentence.
 */
async function hardening(app: FastifyInstance, { config, db }: { config: Config; db: Database }): Promise<void> {
  // Behind a proxy every connection comes from the proxy: only the overall cap applies then.
  guardConnections(
    app.server,
    {
      headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
      maxConnections: config.MAX_CONNECTIONS,
      maxPerAddress: config.TRUST_PROXY === false ? config.MAX_CONNECTIONS_PER_ADDRESS : undefined,
    },
    app.log,
  );
  registerRequestBudget(app, config.REQUEST_DEADLINE_MS);
  app.setErrorHandler((error, request, reply) => {
    const { status, message } = describeError(error);
    // A provider's trouble is expected weather, not our fault, and is counted in
    // guide_provider_calls_total: one warning without a stack. The provider layer already warned
    // of a call that failed; a call it refused (busy, over a share) is warned of here.
    if (error instanceof ProviderFailure) {
      const line = { status, provider: error.provider, reason: error.message };
      if (error instanceof ProviderBusy || error instanceof ProviderOverShare)
        request.log.warn(line, 'provider busy: not called for this request');
      else request.log.info(line, 'provider failure answered');
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    if (error instanceof ProviderFailure && error.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  });
  // Routes declare their input with zod: validated before the handler, typed in it, and
  // described in the OpenAPI document. A failure answers the schema's own sentence.
  app.setValidatorCompiler(validatorCompiler);

  const security = securityHeaders({ contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  registerSecurityHeaders(app, security);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(await rateLimitStore(config, db, app)),
    // Allowed answers carry no counts (they would differ between a public answer and its kept copy); a 429 has them and Retry-After.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () =>
      new HttpError(429, 'Too many attempts from this address. Please wait a minute and try again.'),
  });
  // One CORS policy: @fastify/cors applies it on Fastify's path (and answers preflights), kept answers use it directly.
  const cors = new CorsPolicy(config.CORS_ORIGINS);
  await app.register(fastifyCors, cors.fastifyOptions());
  registerInputGuards(app);
  app.decorate('answerHeaders', { securityHeaders: security, cors });
}

export default fp(hardening, { name: 'guide-hardening' });

/** Every failure becomes a status and a plain sentence; internals never reach the client. */
function describeError(error: unknown): { status: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(error))
    return { status: 400, message: error.validation[0]?.message ?? 'The request is not valid.' };
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error instanceof ProviderFailure) return { status: error.httpStatus, message: error.sentence };
  if (isDatabaseBusy(error))
    return { status: 503, message: 'The service is busy right now. Please try again in a moment.' };
  if (error instanceof DatabaseUnavailable)
    return { status: 503, message: 'Our database is not answering right now. Please try again in a moment.' };
  if (error instanceof UpstreamError)
    return {
      status: 502,
      message: `Our data provider (${error.provider}) is not answering right now. Please try again later.`,
    };
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as { code?: string }).code;
    const known: Record<string, string> = {
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be a form (application/x-www-form-urlencoded) or JSON.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
    };
    const message =
      (code && known[code]) ??
      (error instanceof SyntaxError ? 'The request body is not valid JSON.' : 'The request is not valid.');
    return { status, message };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}
