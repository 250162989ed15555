import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UNCACHED, cacheControlOf, sharedMaxAge, type CachePolicy } from './cache-policy';
import { chooseEncoding, compress, isCompressible, varyWith, type Encoding } from './compression';
import type { KeptAnswers } from './fast-path';
import { answerFromKept, clientHasCurrent, type AnswerPolicy, type KeptBodies } from './kept-answer';
import type { CachedAnswer } from './response-cache';

const IMAGE_PREFIXES = ['/v1/images/', '/v1/tv-images/'];
/** Headers a kept answer is sent again with; the rest (CORS, request id, security) are per request. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'cross-origin-resource-policy'];

/** Where a reply carries the policy its handler stated, and then the one the answer path settled. */
export const POLICY = Symbol('cache policy');
export type PolicyCarrier = FastifyReply & { [POLICY]: CachePolicy | null };

/** A weak validator of the bytes before compression (every encoding shares it). */
export function weakEtag(body: string | Buffer): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/** A 404 its handler states a public policy for (the web app's one not-found page) may be kept like a 200. */
const isKeptNotFound = (reply: FastifyReply) =>
  reply.statusCode === 404 && (reply as PolicyCarrier)[POLICY]?.scope === 'public';

/**
 * The policy an answer leaves with: an error is kept by no one (but a not-found page stated
 * public); a read takes the one its handler stated, else its route's (`SET_BY_HANDLER` without a
 * stated one: kept by no one); any other answer only a stated one.
 */
export function settlePolicy(request: FastifyRequest, reply: FastifyReply): CachePolicy | null {
  const stated = (reply as PolicyCarrier)[POLICY];
  if (request.method !== 'GET' && request.method !== 'HEAD') return stated;
  if (reply.statusCode >= 400 && !isKeptNotFound(reply)) return UNCACHED;
  const policy = stated ?? request.routeOptions.config.cache;
  return policy && policy.scope !== 'per-answer' ? policy : UNCACHED;
}

/**
 * The last step before an answer leaves, in one place and in this order: its cache policy
 * settled and written, images usable from other origins, an ETag with If-None-Match answered
 * 304, compression of text over 1 KB. Public GET answers are then kept serialized and compressed
 * and sent by `answerFromKept` (kept-answer.ts), which the fast path uses for every later
 * request: the first answer and the kept ones are made by one function.
 */
export function finisher(kept: KeptAnswers, policy: AnswerPolicy) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const body = payload;
    if (policy.varyOn && request.url.startsWith('/v1/'))
      reply.header('vary', varyWith(reply.getHeader('vary'), policy.varyOn));

    const settled = settlePolicy(request, reply);
    (reply as PolicyCarrier)[POLICY] = settled;
    if (settled) reply.header('cache-control', cacheControlOf(settled));
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && IMAGE_PREFIXES.some((p) => request.url.startsWith(p)))
      reply.header('cross-origin-resource-policy', 'cross-origin');
    if (!(typeof body === 'string' || Buffer.isBuffer(body)) || reply.hasHeader('content-encoding')) return body;
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;

    let etag: string | undefined;
    const notFound = isKeptNotFound(reply);
    if (isRead && (reply.statusCode === 200 || notFound) && !reply.hasHeader('etag')) {
      etag = weakEtag(bytes);
      reply.header('etag', etag);
      if (!notFound && clientHasCurrent(request.headers['if-none-match'], etag)) {
        // No body and no Content-Length, as a kept answer's 304 (kept-answer.ts). Fastify's HEAD
        // step, which runs after this hook, measures a string or Buffer for Content-Length and
        // fails on null; an empty stream it drains without measuring, so HEAD answers as GET does.
        reply.code(304).removeHeader('content-length');
        return request.method === 'HEAD' ? Readable.from([]) : null;
      }
    }

    const compressible = isCompressible(reply.getHeader('content-type'), bytes.length);
    if (compressible) reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding: Encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : 'identity';

    const maxAge = settled ? sharedMaxAge(settled) : 0;
    if (etag && maxAge > 0 && kept.mayKeep(request) && !reply.hasHeader('set-cookie')) {
      const bodies: CachedAnswer['bodies'] = { identity: bytes };
      if (compressible) [bodies.br, bodies.gzip] = await Promise.all([compress(bytes, 'br'), compress(bytes, 'gzip')]);
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) if (reply.hasHeader(name)) headers[name] = String(reply.getHeader(name));
      const made: KeptBodies = notFound ? { headers, bodies, etag, status: 404 } : { headers, bodies, etag };
      kept.keep(request, { ...made, route: request.routeOptions.url ?? request.url }, maxAge);
      // The first answer is made as every later one will be (without Age: it is new).
      const answer = answerFromKept(made, request, request.id, policy);
      reply.headers(answer.headers);
      return answer.body;
    }
    if (encoding === 'identity') return body;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress(bytes, encoding);
  };
}
