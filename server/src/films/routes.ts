import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { SET_BY_HANDLER, UNCACHED, publicFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { FilmService, type FilmSources } from './film-service';

/** Showtimes and listings change within the hour; a page with a part missing is not kept at all. */
const FILM_MAX_AGE_SECONDS = 15 * 60;

/** `GET /v1/films/{id}?zip=&date=`: a film's page across releases, cinemas and TV (decision 0140). */
export function filmRoutes(instance: FastifyInstance, ctx: AppContext, sources: FilmSources): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new FilmService(ctx, sources);
  app.route({
    ...endpointRoute('film'),
    config: { cache: SET_BY_HANDLER, cost: 'film' },
    handler: async (request, reply) => {
      const { zip, date } = request.query;
      const film = await service.film(request.params.id, zip, service.checkedDay(date));
      reply.cachePolicy(film.unavailable.length > 0 ? UNCACHED : publicFor(FILM_MAX_AGE_SECONDS));
      return film;
    },
  });
}
