import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestIdFor } from './answer-policy';
import { answerFromKept, type AnswerPolicy, type OutgoingAnswer } from './kept-answer';
import { rawOrigin, requestOrigin, type OriginPolicy } from './origin';
import type { CachedAnswer, ResponseCache } from './response-cache';

/** What the answer path settles once per request: the origin of its links and the key its answer is kept under. */
export interface AnswerState {
  origin: string | undefined;
  /** Set for a public read (GET or HEAD under /v1 without credentials): its answer may be kept and shared. */
  key: string | undefined;
}

const STATE = Symbol('answer state');
type Carrier = IncomingMessage & { [STATE]?: AnswerState };

/** A percent-encoded letter, digit or `-._~`: the same address as the character itself (RFC 3986, 6.2.2.2). */
const ENCODED_UNRESERVED = /%(?:3[0-9]|[46][1-9a-f]|[57][0-9a]|2[de]|5f|7e)/i;

/**
 * GET or HEAD under /v1 without credentials, in one spelling: an address with an encoded letter
 * or digit (`/team/%31%34%37`) is answered but not kept, so no answer is kept twice.
 */
const isShareable = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.url!.startsWith('/v1/') &&
  request.headers.authorization === undefined &&
  !(request.url!.includes('%') && ENCODED_UNRESERVED.test(request.url!));

const keyOf = (origin: string | undefined, url: string) => `${origin ?? ''} ${url}`;

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
 * The kept answers and the two places they are sent from. The state of a request (origin and
 * key) is settled once, by whichever sees it first, and the cache is looked up at most once:
 * the fast path, before Fastify, for every request whose origin it can read; Fastify's
 * onRequest hook for the rest (a forwarded origin, which only Fastify's proxy rules can read,
 * or a request injected in a test). Both send with `answerFromKept`, as the first answer is made.
 */
export class KeptAnswers {
  constructor(
    readonly cache: ResponseCache,
    private readonly origin: OriginPolicy,
    private readonly policy: AnswerPolicy,
    private readonly enabled: boolean,
  ) {}

  /** The request's state, settled now from Fastify's view of it if the fast path could not. */
  stateOf(request: FastifyRequest): AnswerState {
    const raw = request.raw as Carrier;
    return (raw[STATE] ??= { origin: requestOrigin(this.origin, request), key: undefined });
  }

  private lookUp(state: AnswerState): CachedAnswer | undefined {
    return this.enabled && state.key !== undefined ? this.cache.get(state.key) : undefined;
  }

  /**
   * Node's request handler: sends a kept public answer before Fastify builds a request, routes
   * it and runs its hooks, at close to bare node:http cost. False hands the request to Fastify.
   */
  fastPath(
    observe?: (method: string, route: string, status: number, seconds: number) => void,
  ): (request: IncomingMessage, response: ServerResponse) => boolean {
    return (request, response) => {
      if (!request.url?.startsWith('/v1/')) return false;
      const started = observe ? performance.now() : 0;
      const origin = rawOrigin(this.origin, request);
      if (origin === false) return false;
      const state: AnswerState = { origin, key: isShareable(request) ? keyOf(origin, request.url) : undefined };
      (request as Carrier)[STATE] = state;
      const kept = this.lookUp(state);
      if (!kept) return false;
      const answer = answerFromKept(kept, request, requestIdFor(request), this.policy, ageOf(kept.storedAt));
      if (!send(answer, request.method, response)) return false;
      observe?.(request.method!, kept.route, answer.status, (performance.now() - started) / 1000);
      return true;
    };
  }

  /** onRequest, after the guards, CORS and security headers: for a request whose state the fast path did not settle. */
  hook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.url.startsWith('/v1/') || (request.raw as Carrier)[STATE] !== undefined) return;
    const state = this.stateOf(request);
    if (isShareable(request.raw)) state.key = keyOf(state.origin, request.url);
    const kept = this.lookUp(state);
    if (!kept) return;
    const answer = answerFromKept(kept, request, request.id, this.policy, ageOf(kept.storedAt));
    // Sent, Fastify does no more for this request (its onResponse hooks still run); refused, it answers the ordinary way.
    if (send(answer, request.method, reply.raw)) reply.hijack();
  };

  /** Keeps an answer under the key its request was given (none: not kept). */
  keep(
    request: FastifyRequest,
    answer: Omit<CachedAnswer, 'storedAt' | 'expiresAt' | 'bytes'>,
    maxAgeSeconds: number,
  ): boolean {
    const key = (request.raw as Carrier)[STATE]?.key;
    return this.enabled && key !== undefined && this.cache.set(key, answer, maxAgeSeconds);
  }

  /** Whether an answer to this request could be kept (so is worth preparing for keeping). */
  mayKeep(request: FastifyRequest): boolean {
    return this.enabled && (request.raw as Carrier)[STATE]?.key !== undefined;
  }
}
