import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { CircuitBreaker, type BreakerSettings } from './circuit-breaker';
import {
  ProviderBusy,
  ProviderInvalid,
  ProviderNotFound,
  ProviderOverShare,
  ProviderTimeout,
  ProviderUnavailable,
  redactUrl,
} from '../errors';
import type { ProviderCallOutcome, ProviderObserver } from './observer';
import type { RateLimiter } from './rate-limiter';
import { currentBudget, remainingMs } from './request-budget';

export interface ProviderSettings {
  /** The provider's name as our error sentences and logs say it ("TVmaze"). */
  name: string;
  baseUrl: string;
  /** A key sent as a query parameter (Gracenote and TMDB: api_key). Never logged. */
  key?: { param: string; value: string };
  /** Longest wait for one attempt; the request's remaining budget may cut it shorter. */
  timeoutMs: number;
  /** Extra attempts after the first for failures worth retrying, while the budget allows. */
  retries: number;
  breaker: BreakerSettings;
  limiter?: RateLimiter;
}

/** How fetch treats a redirect: the image relay follows them itself, checking each hop. */
type Redirect = 'error' | 'manual';

/** No answer we read is anywhere near this; a provider sending more is not sending what we asked for. */
const MAX_JSON_BYTES = 8 * 1024 * 1024;
/** Media types that cannot hold JSON, whatever a provider's other answers look like. */
const NOT_JSON = /^\s*(image|audio|video|font)\//i;

/** Below this much budget an attempt is not worth starting. */
const MIN_ATTEMPT_MS = 200;
const RETRY_PAUSE_MS = 100;

export interface RawAnswer {
  response: Response;
  url: string;
}

/**
 * One provider as our adapters see it: base URL and key, per-attempt timeouts inside the request's
 * budget, retries, a circuit breaker, an optional rate limiter, and validation of every JSON
 * answer with the adapter's schema. Every failure comes out as a ProviderFailure (or
 * ProviderNotFound for the provider's own 404).
 */
export class ProviderClient {
  readonly breaker: CircuitBreaker;

  constructor(
    readonly settings: ProviderSettings,
    private readonly observer: ProviderObserver,
    private readonly log: FastifyBaseLogger,
  ) {
    this.breaker = new CircuitBreaker(settings.name, settings.breaker, observer);
  }

  get name(): string {
    return this.settings.name;
  }

  /** The full URL of a path on this provider, with the key when it has one. */
  url(pathAndQuery: string, base = this.settings.baseUrl): string {
    const url = `${base.replace(/\/+$/, '')}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`;
    const key = this.settings.key;
    if (!key) return url;
    return `${url}${url.includes('?') ? '&' : '?'}${key.param}=${encodeURIComponent(key.value)}`;
  }

  /** GETs JSON and parses it with `schema`; a wrong shape is a provider failure like any other. */
  async getJson<S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<z.infer<S>> {
    return this.attempts(this.url(pathAndQuery), async ({ response, url }) => {
      // A picture or a recording is never the JSON asked for: refused before a byte of it is read
      // (reading megabytes of it could outlast the deadline and blur a wrong answer into a slow one).
      const type = response.headers.get('content-type') ?? '';
      if (NOT_JSON.test(type)) {
        await response.body?.cancel().catch(() => undefined);
        throw new ProviderInvalid(this.name, `${redactUrl(url)} answered ${type.split(';')[0]} instead of JSON`);
      }
      const bytes = await readCapped(response, MAX_JSON_BYTES);
      if (!bytes) throw new ProviderInvalid(this.name, `${redactUrl(url)} answered more than ${MAX_JSON_BYTES} bytes`);
      let body: unknown;
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new ProviderInvalid(this.name, `${redactUrl(url)} answered with something that is not JSON`);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ProviderInvalid(
          this.name,
          `${redactUrl(url)} answered JSON of the wrong shape (${issue?.path.join('.') || 'top'}: ${issue?.message})`,
        );
      }
      return parsed.data as z.infer<S>;
    });
  }

  /**
   * GETs `url` (already complete) and hands the open response to `read`, which may throw a
   * ProviderFailure to reject it. Redirects are the caller's business (`redirect: 'manual'`).
   */
  getRaw<T>(
    url: string,
    read: (answer: RawAnswer) => Promise<T>,
    init: { redirect?: Redirect; accept?: string } = {},
  ): Promise<T> {
    return this.attempts(url, read, init);
  }

  private async attempts<T>(
    url: string,
    read: (answer: RawAnswer) => Promise<T>,
    init: { redirect?: Redirect; accept?: string } = {},
  ): Promise<T> {
    const { retries } = this.settings;
    let lastError: Error | undefined;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) {
        if (remainingMs() < MIN_ATTEMPT_MS + RETRY_PAUSE_MS) break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
      try {
        return await this.once(url, read, init);
      } catch (error) {
        lastError = error as Error;
        if (!retryable(error)) throw error;
      }
    }
    throw lastError ?? new ProviderTimeout(this.name, `${redactUrl(url)} had no time left to be called`);
  }

  private async once<T>(
    url: string,
    read: (answer: RawAnswer) => Promise<T>,
    init: { redirect?: Redirect; accept?: string },
  ): Promise<T> {
    const budget = remainingMs();
    if (budget < MIN_ATTEMPT_MS)
      throw new ProviderTimeout(this.name, `${redactUrl(url)} had no time left to be called`);
    if (this.settings.limiter) {
      const asker = currentBudget();
      // Outside any request (a command-line import) the call is the operator's: no client's share.
      const priority = !asker ? 'operator' : asker.background ? 'background' : asker.guess ? 'guess' : 'interactive';
      const admission = await this.settings.limiter.acquire(
        Math.max(0, budget - MIN_ATTEMPT_MS),
        asker?.client ?? 'server',
        priority,
      );
      if (!admission.ok) {
        this.observer.call(this.name, 'rejected', 0);
        const retryAfter = 'retryAfterMs' in admission ? Math.ceil(admission.retryAfterMs / 1000) : undefined;
        if (admission.reason === 'over-share')
          throw new ProviderOverShare(this.name, 'this client has had its share of the rate limit', retryAfter!);
        const busy = new ProviderBusy(this.name, `no rate-limit slot in time (${admission.reason})`);
        busy.retryAfterSeconds = retryAfter;
        throw busy;
      }
    }
    if (!this.breaker.allow()) {
      this.observer.call(this.name, 'rejected', 0);
      throw new ProviderBusy(this.name, 'circuit open: not calling for now');
    }
    const timeoutMs = Math.max(1, Math.min(this.settings.timeoutMs, remainingMs()));
    const started = performance.now();
    let outcome: ProviderCallOutcome = 'error';
    try {
      const result = await this.exchange(url, timeoutMs, read, init);
      outcome = 'ok';
      return result;
    } catch (error) {
      if (error instanceof ProviderNotFound) outcome = 'not-found';
      else if (error instanceof ProviderTimeout) outcome = 'timeout';
      else if (error instanceof ProviderInvalid) outcome = 'invalid';
      throw error;
    } finally {
      if (outcome === 'ok' || outcome === 'not-found') this.breaker.success();
      else this.breaker.failure();
      const elapsed = performance.now() - started;
      this.observer.call(this.name, outcome, elapsed);
      if (outcome !== 'ok' && outcome !== 'not-found')
        this.log.warn({ provider: this.name, outcome, ms: Math.round(elapsed) }, 'provider call failed');
    }
  }

  /** One HTTP exchange, body included, under one timeout. */
  private async exchange<T>(
    url: string,
    timeoutMs: number,
    read: (answer: RawAnswer) => Promise<T>,
    init: { redirect?: Redirect; accept?: string },
  ): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: init.accept ?? 'application/json' },
          redirect: init.redirect ?? 'error',
          signal: controller.signal,
        });
      } catch {
        if (controller.signal.aborted)
          throw new ProviderTimeout(this.name, `${redactUrl(url)} timed out after ${timeoutMs} ms`);
        throw new ProviderUnavailable(this.name, `${redactUrl(url)} could not be reached`);
      }
      if (response.status === 404) {
        await response.body?.cancel().catch(() => undefined);
        throw new ProviderNotFound(this.name, `${redactUrl(url)} answered 404`, 404);
      }
      const redirect = response.status >= 300 && response.status < 400;
      if (!response.ok && !(redirect && init.redirect === 'manual')) {
        await response.body?.cancel().catch(() => undefined);
        throw new ProviderUnavailable(this.name, `${redactUrl(url)} answered ${response.status}`, response.status);
      }
      try {
        return await read({ response, url });
      } catch (error) {
        if (controller.signal.aborted)
          throw new ProviderTimeout(
            this.name,
            `${redactUrl(url)} timed out after ${timeoutMs} ms while sending its answer`,
          );
        if (
          error instanceof ProviderInvalid ||
          error instanceof ProviderNotFound ||
          error instanceof ProviderUnavailable
        )
          throw error;
        throw new ProviderUnavailable(this.name, `${redactUrl(url)} broke off its answer`);
      }
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Network trouble, 5xx, 429 and time-outs may pass; a wrong answer or a refusal will not. */
function retryable(error: unknown): boolean {
  if (error instanceof ProviderUnavailable) {
    const status = error.upstreamStatus;
    return status === undefined || status >= 500 || status === 429;
  }
  return error instanceof ProviderTimeout;
}

/** The whole body, or undefined as soon as it grows past `max` bytes (the rest is never read). */
export async function readCapped(response: Response, max: number): Promise<Buffer | undefined> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
