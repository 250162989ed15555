import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TvLineupDetail } from '@guide/common/tv';
import { HttpError } from '../errors';
import { HOUR_S, publicFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { tvImageRoutes } from './images';
import type { TvSources } from './sources';
import { withChannels } from './with-channels';

/** The TV API (spec section 7): movies and sports on TV, show search, shows and episodes. */
export function tvRoutes(
  instance: FastifyInstance,
  ctx: AppContext,
  { airings, lineups, shows, images }: TvSources,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /** The listing's start, within the window the source can answer (which also bounds what we cache). */
  const listingStart = (date: Date): Date => {
    const days = airings.maxDaysFromNow;
    if (Math.abs(date.getTime() - ctx.clock.now().getTime()) > days * 86_400_000) {
      throw new HttpError(400, `Listings are available for dates within ${days} days of today.`);
    }
    return date;
  };

  /** The line-up asked for, or 404. */
  const lineupOf = async (id: string): Promise<TvLineupDetail> => {
    const lineup = await lineups.lineup(id);
    if (!lineup) throw new HttpError(404, `There is no TV line-up ${id}.`);
    return lineup;
  };
  /**
   * A listing's line-up: the one asked for, or the guide's own. The guide's own only names the
   * channels, so its listing is served without the names when they cannot be had.
   */
  const listingLineup = async (id: string | undefined): Promise<{ id: string; detail: TvLineupDetail | null }> => {
    if (id !== undefined && id !== lineups.defaultId) return { id, detail: await lineupOf(id) };
    return { id: lineups.defaultId, detail: await lineups.lineup(lineups.defaultId).catch(() => null) };
  };

  app.route({
    ...endpointRoute('tvMovies'),
    config: { cache: publicFor(HOUR_S / 2) },
    handler: async ({ query }) => {
      const from = listingStart(query.date);
      const lineup = await listingLineup(query.lineup);
      return withChannels(await airings.movies(from, lineup.id), lineup.detail);
    },
  });

  app.route({
    ...endpointRoute('tvSports'),
    config: { cache: publicFor(HOUR_S / 2) },
    handler: async ({ query }) => {
      const from = listingStart(query.date);
      const lineup = await listingLineup(query.lineup);
      return withChannels(await airings.sports(from, lineup.id), lineup.detail);
    },
  });

  app.route({
    ...endpointRoute('tvLineups'),
    config: { cache: publicFor(HOUR_S * 6) },
    handler: async ({ query }) => {
      const found = await lineups.atZip(query.zip);
      if (!found) throw new HttpError(404, `There is no U.S. zip code ${query.zip}.`);
      return { zip: query.zip, lineups: query.type ? found.filter((l) => l.type === query.type) : found };
    },
  });

  app.route({
    ...endpointRoute('tvLineup'),
    config: { cache: publicFor(HOUR_S * 6) },
    handler: async ({ params }) => lineupOf(params.id),
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
