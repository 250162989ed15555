import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StreamingServicesRepository } from '../account/streaming-services-repository';
import { WatchlistRepository } from '../account/watchlist-repository';
import { authenticate } from '../auth/auth';
import type { WatchSource } from '../cinema/sources';
import type { AppContext } from '../context';
import { PRIVATE } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { FilmService, type FilmSources } from './film-service';
import { WatchlistService } from './watchlist-service';

/** The film watchlist under `/v1/users/watchlist…`: private answers, never kept by a shared cache. */
export function watchlistRoutes(
  instance: FastifyInstance,
  ctx: AppContext,
  sources: FilmSources & { watch: WatchSource },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const streamingServices = new StreamingServicesRepository(ctx.db);
  const watchlist = new WatchlistService(ctx, sources, new FilmService(ctx, sources), new WatchlistRepository(ctx.db), {
    zipcodes: (userId) => ctx.auth.users.zipcodes(userId),
    services: (userId) => streamingServices.list(userId),
  });

  app.route({
    ...endpointRoute('watchlist'),
    config: { cache: PRIVATE, cost: 'film' },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(await watchlist.watchlist(user.id));
    },
  });

  app.route({
    ...endpointRoute('keptFilms'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(await watchlist.kept(user.id));
    },
  });

  app.route({
    ...endpointRoute('keepFilm'),
    config: { cost: 'film' },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(await watchlist.keep(user.id, request.query.film));
    },
  });

  app.route({
    ...endpointRoute('forgetFilm'),
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(await watchlist.forget(user.id, request.query.film));
    },
  });

  app.route({
    ...endpointRoute('markFilmSeen'),
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const { film, seen } = request.query;
      return reply.cachePolicy(PRIVATE).send(await watchlist.setSeen(user.id, film, seen));
    },
  });
}
