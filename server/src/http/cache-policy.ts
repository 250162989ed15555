/**
 * How long each GET answer stays true, for browsers and shared caches. Every GET route declares
 * its policy in its own options, `config: { cache: … }`; a GET route without one is refused at
 * start-up (`requireCachePolicies`). A route that knows better per answer (the sports routes:
 * seconds while a game is live, hours when the day is done) declares `SET_BY_HANDLER` and sets
 * Cache-Control itself.
 */
import type { FastifyInstance } from 'fastify';

const HOUR = 3600;

/** A public answer browsers and shared caches (and our kept answers) may keep for `seconds`. */
export const publicFor = (seconds: number) => `public, max-age=${seconds}`;
export const MINUTE_S = 60;
export const HOUR_S = HOUR;
/** Answers for one person only, kept by no one. */
export const PRIVATE = 'private, no-store';
/** Error answers and answers with no policy are not kept by anyone. */
export const UNCACHED = 'no-store';
/** The handler sets Cache-Control on each answer (answers without one are not kept). */
export const SET_BY_HANDLER = 'set by the handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's Cache-Control for its 2xx GET answers (see cache-policy.ts). */
    cache?: string;
  }
}

export function cacheControlFor(policy: string | undefined, statusCode: number): string {
  if (statusCode >= 400 || !policy || policy === SET_BY_HANDLER) return UNCACHED;
  return policy;
}

/** True when a shared cache may keep the answer: then it must carry no cookie. */
export function isPubliclyCacheable(cacheControl: string | undefined): boolean {
  return cacheControl !== undefined && /\bpublic\b/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
}

/**
 * Makes a GET route without `config.cache` a start-up error: a new route cannot be silently
 * no-store (or, worse, silently public). The web app's files set their own (web-app.ts).
 */
export function requireCachePolicies(app: FastifyInstance, isChecked: (url: string) => boolean): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('GET') || !isChecked(route.url)) return;
    if (typeof route.config?.cache !== 'string') throw new Error(`GET ${route.url} declares no cache policy: add config: { cache: … } (server/src/http/cache-policy.ts).`);
  });
}
