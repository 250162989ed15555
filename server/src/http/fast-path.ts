import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding, varyWith } from './compression';
import { clientHasCurrent, type ResponseFinisher } from './finish-response';
import { SAFE_HOST, type OriginPolicy } from './public-urls';
import { requestIdFor } from './request-id';

export interface FastPathOptions {
  finisher: ResponseFinisher;
  origin: OriginPolicy;
  /** Whether X-Forwarded-* may change the origin (then, without PUBLIC_URL, such requests go the long way). */
  trustProxy: boolean;
  /** Request headers besides Origin and Accept-Encoding that answers vary with (see FinishOptions). */
  varyOn?: string;
  corsOrigins: readonly string[];
  /** The security headers every answer carries (computed once, see security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  /** Request durations for metrics, when they are on. */
  observe?: (method: string, route: string, status: number, seconds: number) => void;
}

/**
 * Answers a kept public answer straight from Node's request handler, before Fastify builds a
 * request, routes it and runs its hooks: the same headers and bytes the Fastify path would
 * send (security headers, CORS, request id, Cache-Control, ETag, Age, encoding), at close to
 * bare node:http cost. Anything it is not sure about (no kept answer, a credential, a forwarded
 * origin) returns false and goes through Fastify, which answers and keeps it.
 */
export function createFastPath(options: FastPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { finisher, trustProxy, corsOrigins, securityHeaders, observe, varyOn } = options;
  const { publicUrl, allowedHosts } = options.origin;
  const baseVary = varyOn ? `Origin, ${varyOn}` : 'Origin';
  return (request, response) => {
    const started = observe ? performance.now() : 0;
    const { method, url, headers } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/v1/') || headers.authorization !== undefined) return false;
    // With PUBLIC_URL the origin is fixed, so forwarded requests are served here too.
    let origin = publicUrl;
    if (!origin) {
      if (trustProxy && (headers['x-forwarded-host'] !== undefined || headers['x-forwarded-proto'] !== undefined)) return false;
      const host = headers.host;
      origin = host && SAFE_HOST.test(host) && (allowedHosts.length === 0 || allowedHosts.includes(host.toLowerCase())) ? `http://${host}` : undefined;
    }
    const kept = finisher.kept(origin, url);
    if (!kept) return false;

    // Object.assign, not a spread: V8 gives a spread copy of this many properties a map that each
    // added header then copies again, which cost more (about 15 µs) than the rest of this answer.
    const out: Record<string, string> = Object.assign({}, securityHeaders);
    const requestOrigin = headers.origin;
    if (requestOrigin !== undefined && corsOrigins.includes(requestOrigin)) {
      out['access-control-allow-origin'] = requestOrigin;
      out['access-control-allow-credentials'] = 'true';
      out['access-control-expose-headers'] = 'x-request-id, etag';
    }
    let vary = baseVary;
    out['x-request-id'] = requestIdFor(request);
    Object.assign(out, kept.headers);
    out.etag = kept.etag;
    out.age = String(Math.floor((Date.now() - kept.storedAt) / 1000));

    let status = 200;
    let body: Buffer | undefined;
    if (clientHasCurrent(headers['if-none-match'], kept.etag)) {
      status = 304;
    } else {
      const compressed = kept.bodies.br !== undefined || kept.bodies.gzip !== undefined;
      if (compressed) vary = varyWith(vary, 'Accept-Encoding');
      const encoding = compressed ? chooseEncoding(headers['accept-encoding']) : 'identity';
      body = kept.bodies[encoding] ?? kept.bodies.identity;
      if (body !== kept.bodies.identity) out['content-encoding'] = encoding;
      out['content-length'] = String(body.length);
    }
    out.vary = vary;
    try {
      response.writeHead(status, out);
    } catch {
      // A header Node will not send: let Fastify answer (and refuse) it the ordinary way.
      return false;
    }
    response.end(method === 'HEAD' ? undefined : body);
    observe?.(method, kept.route, status, (performance.now() - started) / 1000);
    return true;
  };
}
