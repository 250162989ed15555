import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { SET_BY_HANDLER, UNCACHED, publicFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { SearchService, type SearchSources } from './search-service';

/** Results stay true for minutes (listings are read for the day); a partial answer is not kept at all. */
const SEARCH_MAX_AGE_SECONDS = 300;

/** `GET /v1/search?q=&zip=`: one search across teams, shows and films. */
export function searchRoutes(instance: FastifyInstance, ctx: AppContext, sources: SearchSources): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new SearchService(ctx, sources);
  app.route({
    ...endpointRoute('search'), // A whole answer is kept for minutes; one with a part missing is not kept at all.
    config: { cache: SET_BY_HANDLER, cost: 'search' },
    handler: async (request, reply) => {
      const results = await service.search(request.query.q, request.query.zip);
      reply.cachePolicy(results.unavailable.length > 0 ? UNCACHED : publicFor(SEARCH_MAX_AGE_SECONDS));
      return results;
    },
  });
}
