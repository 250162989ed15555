import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestIdFor } from './answer-policy';
import { answerFromKept, type AnswerPolicy, type OutgoingAnswer } from './kept-answer';
import { rawOrigin, requestOrigin, type OriginPolicy } from './origin';
import type { CachedAnswer, ResponseCache } from './response-cache';

/** What the answer path settles once per request: the origin of its links and the key its answer is kept under. */
export interface AnswerState {
  origin: string | undefined;
  /** Set for a public read (GET or HEAD under /v1 without credentials, or a page): its answer may be kept and shared. */
  key: string | undefined;
}

const STATE = Symbol('answer state');
type Carrier = IncomingMessage & { [STATE]?: AnswerState };

const isRead = (request: IncomingMessage) => request.method === 'GET' || request.method === 'HEAD';

/** A percent-encoded letter, digit or `-._~`: the same address as the character itself (RFC 3986, 6.2.2.2). */
const ENCODED_UNRESERVED = /%(?:3[0-9]|[46][1-9a-f]|[57][0-9a]|2[de]|5f|7e)/i;

/**
 * GET or HEAD under /v1 without credentials, in one spelling: an address with an encoded letter
 * or digit (`/team/%31%34%37`) is answered but not kept, so no answer is kept twice.
 */
const isShareable = (request: IncomingMessage) =>
  isRead(request) &&
  request.url!.startsWith('/v1/') &&
  request.headers.authorization === undefined &&
  !(request.url!.includes('%') && ENCODED_UNRESERVED.test(request.url!));

const keyOf = (origin: string | undefined, url: string) => `${origin ?? ''} ${url}`;

/** The address a page is kept under (its screen's reading of the URL); undefined: not a page. */
export type PageAddressOf = (url: string) => string | undefined;

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
  /** Set once the web app's pages are served (web-app.ts): pages are kept too, whatever credentials come (they are drawn for a visitor). */
  private pageAddressOf: PageAddressOf | undefined;

  constructor(
    readonly cache: ResponseCache,
    private readonly origin: OriginPolicy,
    private readonly policy: AnswerPolicy,
    private readonly enabled: boolean,
  ) {}

  keepPages(addressOf: PageAddressOf): void {
    this.pageAddressOf = addressOf;
  }

  /** The key of a request's answer when it may be kept and shared, else undefined. */
  private keyFor(request: IncomingMessage, origin: string | undefined): string | undefined {
    if (isShareable(request)) return keyOf(origin, request.url!);
    if (!this.pageAddressOf || !isRead(request) || request.url!.startsWith('/v1')) return undefined;
    const address = this.pageAddressOf(request.url!);
    return address === undefined ? undefined : keyOf(origin, address);
  }

  private handles = (url: string) => url.startsWith('/v1/') || this.pageAddressOf !== undefined;

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
      if (!request.url || !this.handles(request.url)) return false;
      const started = observe ? performance.now() : 0;
      const origin = rawOrigin(this.origin, request);
      if (origin === false) return false;
      const state: AnswerState = { origin, key: this.keyFor(request, origin) };
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
    if (!this.handles(request.url) || (request.raw as Carrier)[STATE] !== undefined) return;
    const state = this.stateOf(request);
    state.key = this.keyFor(request.raw, state.origin);
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
