/**
 * What a request that reaches its handler costs, in units of about a millisecond of CPU (a
 * provider call counts as ten): each client may spend `FAIR_SHARE_PER_MINUTE` units a minute on
 * each route (http/fair-share.ts), so a route's limit is that share divided by its cost. A route
 * declares its cost next to its cache policy, `config: { cache, cost: 'search' }`; a GET under
 * /v1 that declares none costs a `miss` (its answer was not kept). Kept answers cost nothing:
 * they are sent before any of this runs. Requests costing more than a miss are the expensive
 * ones, refused first when the server is overloaded.
 */
export const COST_UNITS = {
  /**
   * An image: not counted. A page shows dozens at once; each is kept (in memory and on disk)
   * after its first fetch, and a relayed one's provider call is already held to the client's
   * share of that provider where it has a limit (providers/rate-limiter.ts).
   */
  image: 0,
  /** A GET whose answer was not kept: one database read or a page made from the offline world. */
  miss: 1,
  /** A search: at most about 3 ms of matching (lib/text-match.ts), and TVmaze's show search live. */
  search: 5,
  /** A web page drawn on the server with its data: a few renders and the /v1 reads they ask for. */
  page: 5,
  /** A game or its summary: a provider call live (MLB, NHL) for an id we may never have seen. */
  game: 10,
  /** A film page: a week of TV listings, a day of showtimes near a zip, and TMDB's search and film live. */
  film: 10,
  /** Where up to 100 films stream: TMDB's search and watch providers of each live (kept six hours). */
  streamingFilms: 30,
  /** Where up to 100 shows stream: TMDB's search and watch providers of each live (kept six hours). */
  streamingShows: 30,
  /** A team page: standings and a schedule, 65–75 ms of CPU for a season that is not kept. */
  teamPage: 10,
  /** A calendar feed: rebuilt at most every five minutes, up to 500 ms for many teams and shows. */
  feedFetch: 30,
  /** An import's preview: files of up to 20 MB read, and a provider lookup for each show and film in them. */
  importPreview: 30,
  /** A new feed address: the next fetch rebuilds the whole feed. */
  feedReset: 100,
} as const satisfies Record<string, number>;

export type RequestCost = keyof typeof COST_UNITS;

/** The cost a route's requests are charged when they reach its handler (none or `image`: not limited). */
export function costOf(route: {
  method: string | string[];
  url: string;
  config?: { cost?: RequestCost };
}): RequestCost | undefined {
  const declared = route.config?.cost;
  if (declared) return declared;
  const methods = [route.method].flat();
  return route.url.startsWith('/v1/') && (methods.includes('GET') || methods.includes('HEAD')) ? 'miss' : undefined;
}

/** Costs above a plain miss: refused first when the server is overloaded. */
export const isExpensive = (cost: RequestCost | undefined): boolean =>
  cost !== undefined && COST_UNITS[cost] > COST_UNITS.miss;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route's requests cost when they reach its handler (http/request-cost.ts); a /v1 GET without one costs a `miss`. */
    cost?: RequestCost;
  }
}
