import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';
import { HOUR_S, publicFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { tvImageRoutes } from './images';
import type { TvSources } from './sources';

/** The TV API (spec section 7): movies and sports on TV, show search, shows and episodes. */
export function tvRoutes(instance: FastifyInstance, ctx: AppContext, { airings, shows, images }: TvSources): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /** The listing's start, within the window the source can answer (which also bounds what we cache). */
  const listingStart = (date: Date): Date => {
    const days = airings.maxDaysFromNow;
    if (Math.abs(date.getTime() - ctx.clock.now().getTime()) > days * 86_400_000) {
      throw new HttpError(400, `Listings are available for dates within ${days} days of today.`);
    }
    return date;
  };

  app.route({
    ...endpointRoute('tvMovies'),
    config: { cache: publicFor(HOUR_S / 2) },
    handler: async (request) => airings.movies(listingStart(request.query.date)),
  });

  app.route({
    ...endpointRoute('tvSports'),
    config: { cache: publicFor(HOUR_S / 2) },
    handler: async (request) => airings.sports(listingStart(request.query.date)),
  });

  app.route({
    ...endpointRoute('tvSearch'),
    config: { cache: publicFor(HOUR_S / 4), cost: 'search' },
    handler: async (request) => shows.search(request.query.title),
  });

  app.route({
    ...endpointRoute('tvEpisode'),
    config: { cache: publicFor(HOUR_S) },
    handler: async (request) => {
      const { id } = request.params;
      const episode = await shows.episode(id);
      if (!episode) throw new HttpError(404, `There is no episode with id ${id}.`);
      return episode;
    },
  });

  // The show's episodes with when they air (the show page's seasons, the calendar feed).
  app.route({
    ...endpointRoute('tvShowEpisodes'),
    config: { cache: publicFor(HOUR_S) },
    handler: async (request) => {
      const { id } = request.params;
      const episodes = await shows.episodes(id);
      if (!episodes) throw new HttpError(404, `There is no show with id ${id}.`);
      return episodes;
    },
  });

  app.route({
    ...endpointRoute('tvShow'),
    config: { cache: publicFor(HOUR_S) },
    handler: async (request) => {
      const { id } = request.params;
      const show = await shows.show(id);
      if (!show) throw new HttpError(404, `There is no show with id ${id}.`);
      return show;
    },
  });

  tvImageRoutes(instance, ctx, images);
}
