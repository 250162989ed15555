import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-policy';
import { chooseEncoding, compress, isCompressible, varyWith, type Encoding } from './compression';
import { answerFromKept, clientHasCurrent, type AnswerPolicy, type KeptBodies } from './kept-answer';
import { absolutizeLinks, publicOrigin, type OriginPolicy } from './public-urls';
import { ResponseCache, publicMaxAge, type CachedAnswer } from './response-cache';

export interface FinishOptions {
  origin: OriginPolicy;
  /**
   * The per-request headers; its `varyOn` names the request headers our links are built from
   * besides Host (behind a trusted proxy without PUBLIC_URL: X-Forwarded-Host and -Proto), in
   * Vary so no cache mixes two origins.
   */
  policy: AnswerPolicy;
  /** Memory for kept answers, in bytes; 0 keeps none. */
  cacheBytes: number;
}

const IMAGE_PREFIXES = ['/v1/images/', '/v1/tv-images/'];
/** Headers a kept answer is sent again with; the rest (CORS, request id, security) are per request. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'cross-origin-resource-policy'];

export const keptAnswerKey = (origin: string | undefined, url: string) => `${origin ?? ''} ${url}`;

/** A weak validator of the bytes before compression (every encoding shares it). */
export function weakEtag(body: string | Buffer): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The last step before an answer leaves, in one place and in this order: our links made
 * absolute, a Cache-Control on every GET, images usable from other origins, an ETag with
 * If-None-Match answered 304, compression of text over 1 KB. Public GET answers are then kept
 * serialized and compressed and sent by `answerFromKept` (kept-answer.ts), which the fast path
 * uses for every later request: the first answer and the kept ones are made by one function.
 */
export class ResponseFinisher {
  /** The kept answers (read by the metrics, cleared when public data changes). */
  readonly cache: ResponseCache;

  constructor(private readonly options: FinishOptions) {
    this.cache = new ResponseCache({ maxBytes: options.cacheBytes, maxEntryBytes: Math.min(4 * 1024 * 1024, options.cacheBytes), maxTtlSeconds: 300 });
  }

  /** The key of a request whose answer may be kept and shared, or undefined. */
  private keyOf(request: FastifyRequest): string | undefined {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith('/v1/') || request.headers.authorization !== undefined) return undefined;
    return keptAnswerKey(publicOrigin(request, this.options.origin), request.url);
  }

  /** The kept answer for an origin and URL, if any (for the raw fast path). */
  kept(origin: string | undefined, url: string): CachedAnswer | undefined {
    return this.options.cacheBytes === 0 ? undefined : this.cache.get(keptAnswerKey(origin, url));
  }

  /** The kept answer for a request Fastify routes (the fast path could not read its origin), if any. */
  keptFor(request: FastifyRequest): CachedAnswer | undefined {
    if (this.options.cacheBytes === 0) return undefined;
    const key = this.keyOf(request);
    return key === undefined ? undefined : this.cache.get(key);
  }

  /** onSend: everything listed above, for answers not served from the cache. */
  finish = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    let body = payload;
    if (request.url.startsWith('/v1/') && typeof body === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      body = absolutizeLinks(body, publicOrigin(request, this.options.origin));
    }
    if (this.options.policy.varyOn && request.url.startsWith('/v1/')) reply.header('vary', varyWith(reply.getHeader('vary'), this.options.policy.varyOn));

    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead) {
      if (reply.statusCode >= 400) reply.header('cache-control', cacheControlFor(undefined, reply.statusCode));
      else if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControlFor(request.routeOptions.config.cache, reply.statusCode));
      if (IMAGE_PREFIXES.some((p) => request.url.startsWith(p))) reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (!(typeof body === 'string' || Buffer.isBuffer(body)) || reply.hasHeader('content-encoding')) return body;
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;

    let etag: string | undefined;
    if (isRead && reply.statusCode === 200 && !reply.hasHeader('etag')) {
      etag = weakEtag(bytes);
      reply.header('etag', etag);
      if (clientHasCurrent(request.headers['if-none-match'], etag)) {
        // No body and no Content-Length, as a kept answer's 304 (kept-answer.ts).
        reply.code(304).removeHeader('content-length');
        return null;
      }
    }

    const compressible = isCompressible(reply.getHeader('content-type'), bytes.length);
    if (compressible) reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding: Encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : 'identity';

    const key = etag ? this.keyOf(request) : undefined;
    const maxAge = publicMaxAge(reply.getHeader('cache-control'));
    if (key !== undefined && etag && maxAge > 0 && this.options.cacheBytes > 0 && !reply.hasHeader('set-cookie')) {
      const bodies: CachedAnswer['bodies'] = { identity: bytes };
      if (compressible) [bodies.br, bodies.gzip] = await Promise.all([compress(bytes, 'br'), compress(bytes, 'gzip')]);
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) if (reply.hasHeader(name)) headers[name] = String(reply.getHeader(name));
      const kept: KeptBodies = { headers, bodies, etag };
      this.cache.set(key, { ...kept, route: request.routeOptions.url ?? request.url }, maxAge);
      // The first answer is made as every later one will be (without Age: it is new).
      const answer = answerFromKept(kept, request, request.id, this.options.policy);
      reply.headers(answer.headers);
      return answer.body;
    }
    if (encoding === 'identity') return body;
    return this.sendAs(reply, encoding, await compress(bytes, encoding));
  };

  private sendAs(reply: FastifyReply, encoding: Encoding, body: Buffer): Buffer {
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  }
}
