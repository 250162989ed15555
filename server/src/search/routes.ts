import { searchResultsSchema } from '@guide/common/contract';
import { MAX_SEARCH_LENGTH } from '@guide/common/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { SET_BY_HANDLER, UNCACHED, publicFor } from '../http/cache-policy';
import { zipCode } from '../http/params';
import { SearchService, type SearchSources } from './search-service';

const EMPTY = 'Type something to search for: a team, a show or a film (?q=…).';

export const searchQuery = z.object({
  q: z
    .string({ message: EMPTY })
    .trim()
    .min(1, EMPTY)
    .max(MAX_SEARCH_LENGTH, `A search can be at most ${MAX_SEARCH_LENGTH} characters long.`),
  zip: zipCode().optional().describe('The viewer’s zip code: films showing in cinemas near it are searched too.'),
});

/** Results stay true for minutes (listings are read for the day); a partial answer is not kept at all. */
const SEARCH_MAX_AGE_SECONDS = 300;

/** `GET /v1/search?q=&zip=`: one search across teams, shows and films. */
export function searchRoutes(instance: FastifyInstance, ctx: AppContext, sources: SearchSources): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new SearchService(ctx, sources);
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search teams of both leagues, TV shows, and films on TV today and in cinemas near a zip code',
        querystring: searchQuery,
        response: { 200: searchResultsSchema },
      },
      // A whole answer is kept for minutes; one with a part missing is not kept at all.
      config: { cache: SET_BY_HANDLER },
    },
    async (request, reply) => {
      const results = await service.search(request.query.q, request.query.zip);
      reply.cachePolicy(results.unavailable.length > 0 ? UNCACHED : publicFor(SEARCH_MAX_AGE_SECONDS));
      return results;
    },
  );
}
