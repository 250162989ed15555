import type { IncomingHttpHeaders } from 'node:http';
import type { CorsPolicy } from './answer-policy';
import { chooseEncoding, varyWith, type Encoding } from './compression';

/** An answer as it is kept: the headers that belong to it, its ETag and its bytes in every encoding we send. */
export interface KeptBodies {
  headers: Record<string, string>;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  etag: string;
  /** 404 for the one kept not-found page (web-app.ts); otherwise a 200. */
  status?: 404;
}

/** The per-request part of every answer, fixed at start-up. */
export interface AnswerPolicy {
  /** The security headers every answer carries (computed once, see security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  cors: CorsPolicy;
  /** Request headers besides Origin and Accept-Encoding that answers vary with (see FinishOptions). */
  varyOn?: string;
}

export interface OutgoingAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  /** The bytes in the chosen encoding; undefined for 304 (a HEAD request sends its length without it). */
  body: Buffer | undefined;
}

/** If-None-Match holds the ETag (or `*`): the client's copy is current. Weak comparison, as RFC 9110 asks for GET. */
export function clientHasCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * The one place a public GET answer becomes status, headers and body for a request: the fast
 * path sends a kept answer with it, Fastify's path with it (a forwarded request the fast path
 * hands over), and the first answer (the miss that keeps it) is finished with it, so a hit
 * cannot differ from the miss. `ageSeconds` is left out for the first answer.
 */
export function answerFromKept(
  kept: KeptBodies,
  request: { headers: IncomingHttpHeaders },
  requestId: string,
  policy: AnswerPolicy,
  ageSeconds?: number,
): OutgoingAnswer {
  const { headers } = request;
  // Object.assign, not a spread: V8 gives a spread copy of this many properties a map that each
  // added header then copies again, which cost more (about 15 µs) than the rest of this answer.
  const out: Record<string, string> = Object.assign({}, policy.securityHeaders);
  policy.cors.addHeaders(headers.origin, out);
  out['x-request-id'] = requestId;
  Object.assign(out, kept.headers);
  out.etag = kept.etag;
  if (ageSeconds !== undefined) out.age = String(ageSeconds);
  let vary = policy.varyOn ? `Origin, ${policy.varyOn}` : 'Origin';
  if (kept.status === undefined && clientHasCurrent(headers['if-none-match'], kept.etag)) {
    out.vary = vary;
    return { status: 304, headers: out, body: undefined };
  }
  const compressed = kept.bodies.br !== undefined || kept.bodies.gzip !== undefined;
  if (compressed) vary = varyWith(vary, 'Accept-Encoding');
  const encoding = compressed ? chooseEncoding(headers['accept-encoding']) : 'identity';
  const body = kept.bodies[encoding] ?? kept.bodies.identity;
  if (body !== kept.bodies.identity) out['content-encoding'] = encoding;
  out['content-length'] = String(body.length);
  out.vary = vary;
  return { status: kept.status ?? 200, headers: out, body };
}
