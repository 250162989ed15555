import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isIsoDay } from '@guide/common/dates';
import type { AppContext } from '../context';
import { HttpError, parseInput } from '../http/errors';
import { tvImageRoutes } from './images';
import { GracenoteAirings } from './live/gracenote-airings';
import { TvmazeShows } from './live/tvmaze';
import { OfflineAirings } from './offline/offline-airings';
import { OfflineShows } from './offline/shows';
import type { AiringsSource, ShowsSource } from './sources';

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

const idParams = (thing: string) =>
  z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, `${thing} id is a positive whole number.`)
      .transform(Number),
  });
const showParams = idParams('A show');
const episodeParams = idParams('An episode');

/** Picks each source once, at start-up: live adapters when configured, else the offline world. */
function chooseSources(ctx: AppContext): { airings: AiringsSource; shows: ShowsSource } {
  const { config, cache, clock, log } = ctx;
  if (config.DATA_SOURCE !== 'live') return { airings: new OfflineAirings(), shows: new OfflineShows(clock, config.TIME_ZONE) };
  const shows = new TvmazeShows({ baseUrl: config.TVMAZE_BASE_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, cache });
  if (!config.GRACENOTE_API_KEY) {
    log.warn('GRACENOTE_API_KEY is not set: movies and sports on TV use the offline line-up.');
    return { airings: new OfflineAirings(), shows };
  }
  const airings = new GracenoteAirings({
    baseUrl: config.GRACENOTE_BASE_URL,
    apiKey: config.GRACENOTE_API_KEY,
    lineupId: config.GRACENOTE_LINEUP_ID,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    cache,
  });
  return { airings, shows };
}

/** The TV API (spec section 7): movies and sports on TV, show search, shows and episodes. */
export function tvRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { airings, shows } = chooseSources(ctx);

  app.get('/tv-movies', async (request) => airings.movies(parseInput(dateQuery, request.query).date));

  app.get('/tv-sports', async (request) => airings.sports(parseInput(dateQuery, request.query).date));

  app.get('/tv-search', async (request) => shows.search(parseInput(titleQuery, request.query).title));

  app.get('/tv-show/episode/:id', async (request) => {
    const { id } = parseInput(episodeParams, request.params);
    const episode = await shows.episode(id);
    if (!episode) throw new HttpError(404, `There is no episode with id ${id}.`);
    return episode;
  });

  app.get('/tv-show/:id', async (request) => {
    const { id } = parseInput(showParams, request.params);
    const show = await shows.show(id);
    if (!show) throw new HttpError(404, `There is no show with id ${id}.`);
    return show;
  });

  tvImageRoutes(app, ctx);
}
