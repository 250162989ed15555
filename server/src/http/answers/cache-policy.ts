/**
 * How long each answer stays true, for browsers and shared caches, as a typed value. Every GET
 * route declares its policy in its own options, `config: { cache: … }`; a GET route without one
 * is refused at start-up (`requireCachePolicies`). A route that knows better per answer (the
 * sports routes: seconds while a game is live, hours when the day is done) declares
 * `SET_BY_HANDLER` and states each answer's with `reply.cachePolicy(…)`. The answer path writes
 * Cache-Control from the value, keeps public answers for their max-age and gives a CSRF cookie
 * only to answers no shared cache may keep: each reads the value, none parses the header.
 */
import type { FastifyInstance } from 'fastify';

export type CachePolicy =
  /** Browsers, shared caches and our kept answers may keep it for `maxAge` seconds. */
  | { readonly scope: 'public'; readonly maxAge: number; readonly immutable?: boolean }
  /** For one person: kept by no one, or by their own browser for `maxAge` seconds. */
  | { readonly scope: 'private'; readonly maxAge?: number }
  /** Kept by no one (errors, health checks). */
  | { readonly scope: 'none' }
  /** Kept, but asked again before each use (the web app's page). */
  | { readonly scope: 'revalidate' }
  /** The route's handler states a policy per answer; an answer without one is not kept. */
  | { readonly scope: 'per-answer' };

const HOUR = 3600;
export const MINUTE_S = 60;
export const HOUR_S = HOUR;

/** A public answer browsers and shared caches (and our kept answers) may keep for `seconds`. */
export const publicFor = (seconds: number): CachePolicy => ({ scope: 'public', maxAge: seconds });
/** Answers for one person only, kept by no one. */
export const PRIVATE: CachePolicy = { scope: 'private' };
/** Answers for one person that their own browser may keep for `seconds`. */
export const privateFor = (seconds: number): CachePolicy => ({ scope: 'private', maxAge: seconds });
/** Error answers and answers with no policy are not kept by anyone. */
export const UNCACHED: CachePolicy = { scope: 'none' };
/** Kept by browsers but checked with the server before each use. */
export const REVALIDATE: CachePolicy = { scope: 'revalidate' };
/** Files whose name changes with their content: kept a year, never asked again. */
export const IMMUTABLE: CachePolicy = { scope: 'public', maxAge: 365 * 24 * HOUR, immutable: true };
/** The handler states each answer's policy with `reply.cachePolicy(…)` (answers without one are not kept). */
export const SET_BY_HANDLER: CachePolicy = { scope: 'per-answer' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's policy for its 2xx GET answers (see cache-policy.ts). */
    cache?: CachePolicy;
  }
  interface FastifyReply {
    /** States this answer's cache policy (routes declaring `SET_BY_HANDLER`, or any answer that knows better than its route). */
    cachePolicy(policy: CachePolicy): FastifyReply;
  }
}

/** The Cache-Control header a policy is sent as (its only reader is the client). */
export function cacheControlOf(policy: CachePolicy): string {
  switch (policy.scope) {
    case 'public':
      return `public, max-age=${policy.maxAge}${policy.immutable ? ', immutable' : ''}`;
    case 'private':
      return policy.maxAge ? `private, max-age=${policy.maxAge}` : 'private, no-store';
    case 'revalidate':
      return 'no-cache';
    default:
      return 'no-store';
  }
}

/** Seconds a shared cache (and our kept answers) may keep an answer under this policy: 0 for anything not public. */
export function sharedMaxAge(policy: CachePolicy): number {
  return policy.scope === 'public' ? policy.maxAge : 0;
}

/** True when a shared cache may keep the answer: then it must carry no cookie. */
export function isPubliclyCacheable(policy: CachePolicy | undefined): boolean {
  return policy?.scope === 'public';
}

const isPolicy = (value: unknown): value is CachePolicy =>
  typeof value === 'object' && value !== null && typeof (value as { scope?: unknown }).scope === 'string';

/**
 * Makes a GET route without `config.cache` a start-up error: a new route cannot be silently
 * no-store (or, worse, silently public). The web app's files state their own (web-app.ts).
 */
export function requireCachePolicies(app: FastifyInstance, isChecked: (url: string) => boolean): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('GET') || !isChecked(route.url)) return;
    if (!isPolicy(route.config?.cache))
      throw new Error(
        `GET ${route.url} declares no cache policy: add config: { cache: … } (server/src/http/cache-policy.ts).`,
      );
  });
}
