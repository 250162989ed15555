import { createHash } from 'node:crypto';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenService } from '../auth/tokens';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { COST_UNITS, costOf, isExpensive } from './request-cost';

/**
 * Shares are counted in windows of ten seconds, a sixth of the minute's share each: the same
 * rate, but a client cannot spend a whole minute's share in one burst (120 searches at once
 * would hold the event loop for a quarter of a second), and a refused one waits seconds, not a minute.
 */
const WINDOW_MS = 10_000;
/** A shed request may come back this much later: the load is measured every half second. */
const SHED_RETRY_SECONDS = 5;
const SAMPLE_MS = 500;
const BEARER = /^Bearer\s+(\S+)\s*$/i;
/** Refused clients remembered at most (a flood of addresses cannot grow the memory without end). */
const MAX_REMEMBERED = 50_000;

/**
 * Whom a request's cost is counted against: the account of a session token (its signature and
 * expiry are checked, not the database: a forged token names no account), the feed a calendar
 * fetch names (calendar services fetch many people's feeds from one address), else the address.
 */
async function clientOf(request: FastifyRequest, tokens: TokenService): Promise<string> {
  const bearer = request.headers.authorization && BEARER.exec(request.headers.authorization);
  if (bearer) {
    const claims = await tokens.decode(bearer[1]!).catch(() => undefined);
    if (claims) return `account:${claims.userId}`;
  }
  const file = (request.params as { file?: unknown } | undefined)?.file;
  if (request.routeOptions.config.cost === 'feedFetch' && typeof file === 'string')
    return `feed:${createHash('sha256').update(file).digest('base64url').slice(0, 22)}`;
  return `address:${request.ip}`;
}

/**
 * Each client's fair share of the costly work, and the server's own limit when overloaded.
 * Every route with a cost (request-cost.ts) gets @fastify/rate-limit's check before its handler:
 * `FAIR_SHARE_PER_MINUTE / cost` requests a minute per client and route (counted in windows of
 * ten seconds), in the store the login limit uses (the database, or Redis), so every instance
 * shares the count; over it, a 429 with Retry-After and a sentence (and this instance refuses
 * that client from memory until its window ends). A kept answer never gets this far and costs
 * nothing. While the event loop lags (@fastify/under-pressure measures it), expensive requests
 * are refused with a 503 and Retry-After before any work, and everything else (kept pages,
 * plain misses, health checks, the web app) is still answered.
 */
async function fairShare(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const { auth, db } = app.services.ctx;
  const { tokens } = auth;
  // Clients this instance has seen refused, until their window ends: their next requests are
  // refused from memory, without asking the store (a client ignoring Retry-After costs little).
  const refusedUntil = new Map<string, number>();
  const keys = new WeakMap<FastifyRequest, string>();
  const refusal = (milliseconds: number) => {
    const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
    const error = new HttpError(
      429,
      `You have asked for this too often just now. Please wait ${seconds} seconds and try again.`,
    );
    return { error, seconds };
  };
  app.addHook('onRoute', (route) => {
    const cost = costOf(route);
    if (!cost || COST_UNITS[cost] === 0) return;
    const max = Math.max(1, Math.floor((config.FAIR_SHARE_PER_MINUTE * WINDOW_MS) / 60_000 / COST_UNITS[cost]));
    const remembered = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = `${route.url} ${await clientOf(request, tokens)}`;
      keys.set(request, key);
      const until = refusedUntil.get(key);
      if (until === undefined) return;
      if (until <= Date.now()) {
        refusedUntil.delete(key);
        return;
      }
      const { error, seconds } = refusal(until - Date.now());
      reply.header('retry-after', String(seconds));
      throw error;
    };
    const counted = app.rateLimit({
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => keys.get(request)!,
      // A client's share is protection, not correctness: while the store is away, requests are served.
      skipOnError: true,
      errorResponseBuilder: (request, { ttl }) => {
        if (refusedUntil.size >= MAX_REMEMBERED) refusedUntil.clear();
        refusedUntil.set(keys.get(request)!, Date.now() + ttl);
        return refusal(ttl).error;
      },
    });
    const check = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      await remembered(request, reply);
      // The database failed a moment ago: served uncounted for those seconds rather than kept waiting on it.
      if (db.available?.() === false) return;
      await counted.call(this, request, reply);
    };
    route.preHandler = [check, ...[route.preHandler ?? []].flat()];
  });

  await app.register(underPressure, {
    maxEventLoopDelay: config.SHED_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: config.SHED_EVENT_LOOP_UTILIZATION,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: SAMPLE_MS,
    // Runs only while overloaded: cheap requests go on, expensive ones are refused before any work.
    pressureHandler: (request, reply, type, value) => {
      if (!isExpensive(request.routeOptions.config.cost)) return;
      request.log.warn(
        { type, value, route: request.routeOptions.url },
        'overloaded: an expensive request was refused',
      );
      reply.header('retry-after', String(SHED_RETRY_SECONDS));
      return Promise.reject(new HttpError(503, 'The guide is very busy right now. Please try again in a few seconds.'));
    },
  });
}

export default fp(fairShare, {
  name: 'guide-fair-share',
  dependencies: ['guide-services', 'guide-hardening', 'guide-answers'],
});
