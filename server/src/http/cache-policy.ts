/**
 * How long each GET answer stays true, for browsers and shared caches. A route that knows
 * better (the sports routes: seconds while a game is live, hours when the day is done) sets its
 * own Cache-Control; these apply when it sets none.
 */
const HOUR = 3600;
const ROUTE_CACHE_CONTROL: Record<string, string> = {
  '/v1/movies': `public, max-age=${HOUR / 4}`,
  '/v1/discover': `public, max-age=${HOUR}`,
  '/v1/places/:zip': `public, max-age=${24 * HOUR}`,
  '/v1/tv-movies': `public, max-age=${HOUR / 2}`,
  '/v1/tv-sports': `public, max-age=${HOUR / 2}`,
  '/v1/tv-search': `public, max-age=${HOUR / 4}`,
  '/v1/tv-show/:id': `public, max-age=${HOUR}`,
  '/v1/tv-show/episode/:id': `public, max-age=${HOUR}`,
  '/v1/tv-show/:id/episodes': `public, max-age=${HOUR}`,
  '/v1/openapi.json': `public, max-age=${HOUR}`,
  '/v1/reference': `public, max-age=${HOUR}`,
  '/v1/users/get-data': 'private, no-store',
  '/v1/users/token': 'private, no-store',
  '/healthz': 'no-store',
  '/readyz': 'no-store',
};

/** Error answers and anything without a policy are not kept by anyone. */
export const UNCACHED = 'no-store';

export function cacheControlFor(routeUrl: string | undefined, statusCode: number): string {
  if (statusCode >= 400 || !routeUrl) return UNCACHED;
  return ROUTE_CACHE_CONTROL[routeUrl] ?? UNCACHED;
}

/** True when a shared cache may keep the answer: then it must carry no cookie. */
export function isPubliclyCacheable(cacheControl: string | undefined): boolean {
  return cacheControl !== undefined && /\bpublic\b/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
}
