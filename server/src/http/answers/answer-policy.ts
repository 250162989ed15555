import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * What every answer carries whichever way it is sent (a kept answer from the fast path, or
 * Fastify's routing): the CORS permission and the request id. Fastify's options are built from
 * here (`corsOptions`, `requestIdFor` as genReqId) and the kept answers use the same functions,
 * so the two paths cannot disagree.
 */

/** A request id a client may choose (a proxy's, say): short, and nothing a log line could be fooled by. */
export const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The client's X-Request-Id when it has that shape, else a new one (never an unsafe id echoed). */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
}

const EXPOSED_HEADERS = ['x-request-id', 'etag'];

/**
 * Only the configured origins may read our answers from their pages, with credentials; for any
 * other origin no CORS header at all is sent (and a preflight finds nothing).
 */
export class CorsPolicy {
  private readonly exposed = EXPOSED_HEADERS.join(', ');

  constructor(readonly origins: readonly string[]) {}

  allows(origin: string | undefined): origin is string {
    return origin !== undefined && this.origins.includes(origin);
  }

  /** The headers a simple (non-preflight) answer carries for this Origin, added to `out`. */
  addHeaders(origin: string | undefined, out: Record<string, string>): void {
    if (!this.allows(origin)) return;
    out['access-control-allow-origin'] = origin;
    out['access-control-allow-credentials'] = 'true';
    out['access-control-expose-headers'] = this.exposed;
  }

  /** @fastify/cors's options for the same policy (it also answers preflights). */
  fastifyOptions() {
    return {
      origin: (origin: string | undefined, allow: (error: Error | null, origin: string | false) => void) =>
        allow(null, this.allows(origin) ? origin : false),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'x-xsrf-token', 'x-request-id', 'if-none-match'],
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    };
  }
}
