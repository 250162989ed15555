import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseFinisher } from './finish-response';
import { answerFromKept, type AnswerPolicy, type OutgoingAnswer } from './kept-answer';
import { SAFE_HOST, type OriginPolicy } from './public-urls';
import { requestIdFor } from './answer-policy';

export interface FastPathOptions {
  finisher: ResponseFinisher;
  origin: OriginPolicy;
  /** Whether X-Forwarded-* may change the origin (then, without PUBLIC_URL, such requests go the long way). */
  trustProxy: boolean;
  policy: AnswerPolicy;
  /** Request durations for metrics, when they are on. */
  observe?: (method: string, route: string, status: number, seconds: number) => void;
}

/** Writes an answer made by `answerFromKept`; false when Node refuses a header (then Fastify answers). */
function send(answer: OutgoingAnswer, method: string | undefined, response: ServerResponse): boolean {
  try {
    response.writeHead(answer.status, answer.headers);
  } catch {
    return false;
  }
  response.end(method === 'HEAD' ? undefined : answer.body);
  return true;
}

const ageOf = (storedAt: number) => Math.floor((Date.now() - storedAt) / 1000);

/**
 * Answers a kept public answer straight from Node's request handler, before Fastify builds a
 * request, routes it and runs its hooks, at close to bare node:http cost. The answer is made by
 * `answerFromKept`, as on every other path. Anything it is not sure about (no kept answer, a
 * credential, a forwarded origin) returns false and goes through Fastify.
 */
export function createFastPath(options: FastPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { finisher, trustProxy, policy, observe } = options;
  const { publicUrl, allowedHosts } = options.origin;
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
    const answer = answerFromKept(kept, request, requestIdFor(request), policy, ageOf(kept.storedAt));
    if (!send(answer, method, response)) return false;
    observe?.(method, kept.route, answer.status, (performance.now() - started) / 1000);
    return true;
  };
}

/**
 * The same for a request the fast path handed over (a forwarded origin, which only Fastify's
 * proxy rules can read): an onRequest hook, after the guards, that sends the kept answer with the
 * same function and stops Fastify's work for it.
 */
export function keptAnswerHook(finisher: ResponseFinisher, policy: AnswerPolicy) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const kept = finisher.keptFor(request);
    if (!kept) return;
    const answer = answerFromKept(kept, request, request.id, policy, ageOf(kept.storedAt));
    // Sent, Fastify does no more for this request (its onResponse hooks still run); refused, it answers the ordinary way.
    if (send(answer, request.method, reply.raw)) reply.hijack();
  };
}
