import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isIsoDay } from '@guide/common/dates';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tvEpisodeAiringsSchema, tvEpisodeSchema, tvMovieAiringSchema, tvSearchResultsSchema, tvShowDetailSchema, tvSportsAiringSchema } from '@guide/common/contract';
import { HttpError } from '../errors';
import { HOUR_S, publicFor } from '../http/cache-policy';
import { positiveId } from '../http/params';
import { tvImageRoutes } from './images';
import type { TvSources } from './sources';

const DATE_MESSAGE = 'A date is required as an ISO date-time with a zone, such as ?date=2026-11-21T05:00:00Z.';
// Seconds are optional (Gracenote writes times to the minute); the zone is not.
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

const dateQuery = z.object({
  date: z
    .string({ message: DATE_MESSAGE })
    .trim()
    .refine((v) => {
      const m = ISO_DATE_TIME.exec(v);
      return m !== null && isIsoDay(m[1]) && !Number.isNaN(Date.parse(v));
    }, DATE_MESSAGE)
    .transform((v) => new Date(v)),
});

const titleQuery = z.object({
  title: z
    .string({ message: 'A title is required (?title=…).' })
    .trim()
    .min(1, 'A title is required (?title=…).')
    .max(100, 'A title can be at most 100 characters long.'),
});

const showParams = z.object({ id: positiveId('A show id is a positive whole number.') });
const episodeParams = z.object({ id: positiveId('An episode id is a positive whole number.') });

/** The TV API (spec section 7): movies and sports on TV, show search, shows and episodes. */
export function tvRoutes(instance: FastifyInstance, ctx: AppContext, { airings, shows, images }: TvSources): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['tv'];

  /** The listing's start, within the window the source can answer (which also bounds what we cache). */
  const listingStart = (date: Date): Date => {
    const days = airings.maxDaysFromNow;
    if (Math.abs(date.getTime() - ctx.clock.now().getTime()) > days * 86_400_000) {
      throw new HttpError(400, `Listings are available for dates within ${days} days of today.`);
    }
    return date;
  };

  app.get('/tv-movies', { schema: { tags, summary: 'Movies on TV for the day starting at date', querystring: dateQuery, response: { 200: z.array(tvMovieAiringSchema) } }, config: { cache: publicFor(HOUR_S / 2) } }, async (request) => airings.movies(listingStart(request.query.date)));

  app.get('/tv-sports', { schema: { tags, summary: 'Sports on TV for the day starting at date', querystring: dateQuery, response: { 200: z.array(tvSportsAiringSchema) } }, config: { cache: publicFor(HOUR_S / 2) } }, async (request) => airings.sports(listingStart(request.query.date)));

  app.get('/tv-search', { schema: { tags, summary: 'Search TV shows by title', querystring: titleQuery, response: { 200: tvSearchResultsSchema } }, config: { cache: publicFor(HOUR_S / 4) } }, async (request) => shows.search(request.query.title));

  app.get('/tv-show/episode/:id', { schema: { tags, summary: 'One episode', params: episodeParams, response: { 200: tvEpisodeSchema } }, config: { cache: publicFor(HOUR_S) } }, async (request) => {
    const { id } = request.params;
    const episode = await shows.episode(id);
    if (!episode) throw new HttpError(404, `There is no episode with id ${id}.`);
    return episode;
  });

  // The show's episodes with when they air (the show page's seasons, the calendar feed).
  app.get('/tv-show/:id/episodes', { schema: { tags, summary: 'A show’s episodes with when they air', params: showParams, response: { 200: tvEpisodeAiringsSchema } }, config: { cache: publicFor(HOUR_S) } }, async (request) => {
    const { id } = request.params;
    const episodes = await shows.episodes(id);
    if (!episodes) throw new HttpError(404, `There is no show with id ${id}.`);
    return episodes;
  });

  app.get('/tv-show/:id', { schema: { tags, summary: 'One show with links to its episodes, and its cast', params: showParams, response: { 200: tvShowDetailSchema } }, config: { cache: publicFor(HOUR_S) } }, async (request) => {
    const { id } = request.params;
    const show = await shows.show(id);
    if (!show) throw new HttpError(404, `There is no show with id ${id}.`);
    return show;
  });

  tvImageRoutes(instance, ctx, images);
}
