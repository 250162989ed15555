import { MAX_SEARCH_LENGTH, type SearchResults } from '@guide/common/search';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zipField } from '../cinema/routes';
import type { AppContext } from '../context';
import { SearchService, type SearchSources } from './search-service';

const EMPTY = 'Type something to search for: a team, a show or a film (?q=…).';

export const searchQuery = z.object({
  q: z
    .string({ message: EMPTY })
    .trim()
    .min(1, EMPTY)
    .max(MAX_SEARCH_LENGTH, `A search can be at most ${MAX_SEARCH_LENGTH} characters long.`),
  zip: zipField.optional().describe('The viewer’s zip code: films showing in cinemas near it are searched too.'),
});

const league = z.enum(['MLB', 'NHL']);
const film = z.discriminatedUnion('where', [
  z.object({ where: z.literal('tv'), title: z.string(), rootId: z.string(), station: z.string(), startTime: z.string() }),
  z.object({ where: z.literal('cinema'), title: z.string(), rootId: z.string(), zip: z.string(), theatres: z.number().int() }),
]);

/** The answer's shape, checked as it is sent and described in the OpenAPI document. */
export const searchResults = z.object({
  query: z.string(),
  teams: z.array(z.object({ league, id: z.number().int(), name: z.string() })),
  shows: z.array(z.object({ id: z.number().int(), name: z.string(), channel: z.string(), genres: z.array(z.string()) })),
  films: z.array(film),
  unavailable: z.array(z.enum(['shows', 'films'])).describe('Parts that could not be searched just now; the others answered.'),
}) satisfies z.ZodType<SearchResults>;

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
        response: { 200: searchResults },
      },
      // The answer is checked against its schema as it is sent. Fastify hands the compiler the one
      // status code's schema, though its types name the whole route schema.
      serializerCompiler: (route) => serializerCompiler({ ...route, schema: route.schema as unknown as z.ZodType }),
    },
    async (request, reply) => {
      const results = await service.search(request.query.q, request.query.zip);
      reply.header('cache-control', results.unavailable.length > 0 ? 'no-store' : `public, max-age=${SEARCH_MAX_AGE_SECONDS}`);
      return results;
    },
  );
}
