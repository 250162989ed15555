import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WatchingSettings } from '@guide/common/watching';
import { StreamingServicesRepository } from '../account/streaming-services-repository';
import { WatchedEpisodesRepository } from '../account/watched-episodes-repository';
import { authenticate } from '../auth/auth';
import type { AppContext } from '../context';
import { HOUR_S, PRIVATE, publicFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import type { ShowsSource, WebReleasesSource } from '../tv/sources';
import type { WatchSource } from '../cinema/sources';
import { HttpError } from '../errors';
import { streamingServiceIds } from '@guide/common/cinema';
import { dayInZone } from '@guide/common/dates';
import { WatchingService } from './watching-service';

/** Watched episodes, Up next and the spoiler-free setting: private answers, never kept by a shared cache. */
export function watchingRoutes(
  instance: FastifyInstance,
  ctx: AppContext,
  { shows, watch, webReleases }: { shows: ShowsSource; watch: WatchSource; webReleases: WebReleasesSource },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = new WatchedEpisodesRepository(ctx.db);
  const streamingServices = new StreamingServicesRepository(ctx.db);
  const watching = new WatchingService(
    shows,
    repository,
    ctx.auth.users,
    ctx.clock,
    ctx.config.TIME_ZONE,
    webReleases,
    { watch, mine: (userId) => streamingServices.list(userId) },
    ctx.log,
  );

  app.route({
    ...endpointRoute('showWatchOptions'),
    // Offers change within days; a show's TMDB id is found once and kept.
    config: { cache: publicFor(6 * HOUR_S), cost: 'film' },
    handler: async (request) => {
      const { id } = request.params;
      const show = await shows.show(id);
      if (!show) throw new HttpError(404, `There is no show with id ${id}.`);
      const today = dayInZone(ctx.clock.now(), ctx.config.TIME_ZONE);
      return (await watch.showOptions(show, today)) ?? { region: 'US' as const, link: null, options: [] };
    },
  });

  app.route({
    ...endpointRoute('streamingShows'),
    // Asked by a logged-in viewer's search with the shows found; the answer names no one's services.
    config: { cache: publicFor(6 * HOUR_S), cost: 'streamingShows' },
    handler: async (request) => {
      const today = dayInZone(ctx.clock.now(), ctx.config.TIME_ZONE);
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      return Promise.all(
        ids.map(async (id) => {
          try {
            const show = await shows.show(id);
            const options = show && (await watch.showOptions(show, today));
            return { id, services: options ? streamingServiceIds(options) : [] };
          } catch (error) {
            // One show the providers cannot answer for now is unknown; the others still answer.
            request.log.warn({ err: error, show: id }, 'where a show streams could not be looked up');
            return { id, services: null };
          }
        }),
      );
    },
  });

  app.route({
    ...endpointRoute('showProgress'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(await watching.progress(user.id, request.query.show));
    },
  });

  app.route({
    ...endpointRoute('markWatched'),
    handler: async (request) => {
      const user = await authenticate(request, ctx.auth);
      return watching.mark(user.id, request.query);
    },
  });

  app.route({
    ...endpointRoute('unmarkWatched'),
    handler: async (request) => {
      const user = await authenticate(request, ctx.auth);
      return watching.unmark(user.id, request.query);
    },
  });

  app.route({
    ...endpointRoute('upNext'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(await watching.upNext(user.id));
    },
  });

  app.route({
    ...endpointRoute('watchingSettings'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const settings: WatchingSettings = { spoilerFree: await repository.spoilerFree(user.id) };
      return reply.cachePolicy(PRIVATE).send(settings);
    },
  });

  app.route({
    ...endpointRoute('changeWatchingSettings'),
    handler: async (request): Promise<WatchingSettings> => {
      const user = await authenticate(request, ctx.auth);
      await repository.setSpoilerFree(user.id, request.query.spoilerFree);
      return { spoilerFree: request.query.spoilerFree };
    },
  });
}
