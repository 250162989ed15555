import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Place, Release, Showing } from '@guide/common/cinema';
import { addDays, dayInZone, isIsoDay } from '@guide/common/dates';
import type { AppContext } from '../context';
import { HttpError, parseInput } from '../http/errors';
import { fetchGracenoteShowings } from './gracenote-showings';
import { offlineReleases, offlineShowings } from './offline-world';
import { locateZip, type LocatedPlace } from './places';
import { posterImageRoutes } from './poster-images';
import { fetchTmdbReleases } from './tmdb-discover';

/** How far ahead listings go: theatres publish about a week; the offline world allows a year. */
const MAX_DAYS_AHEAD = 365;
const SHOWINGS_TTL_SECONDS = 3 * 3600;
const RELEASES_TTL_SECONDS = 24 * 3600;

const zipField = z
  .string({ message: 'A zip code is required, for example ?zip=10001.' })
  .regex(/^\d{5}$/, { message: 'The zip code must be 5 digits, for example 10001.' });

const moviesQuery = z.object({
  zip: zipField,
  date: z.string().refine(isIsoDay, { message: 'The date must be a real day written as YYYY-MM-DD, for example 2026-11-21.' }).optional(),
});

interface CinemaSources {
  showings(place: LocatedPlace, day: string): Promise<Showing[]>;
  releases(today: string): Promise<Release[]>;
}

/** The cinema API (spec section 7), plus the poster images and zip places the screens need. */
export function cinemaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config, clock, cache } = ctx;
  const live = config.DATA_SOURCE === 'live';
  const gracenoteKey = live ? config.GRACENOTE_API_KEY : undefined;
  const tmdbKey = live ? config.TMDB_API_KEY : undefined;
  if (live && !gracenoteKey) ctx.log.warn('GRACENOTE_API_KEY is not set: cinema showtimes use the offline world.');
  if (live && !tmdbKey) ctx.log.warn('TMDB_API_KEY is not set: new movie releases use the offline world.');

  const sources: CinemaSources = {
    showings: gracenoteKey
      ? (place, day) =>
          cache.get(`gracenote:showings:${place.zip}:${day}`, { ttlSeconds: SHOWINGS_TTL_SECONDS }, () =>
            fetchGracenoteShowings(place.zip, day, { baseUrl: config.GRACENOTE_BASE_URL, apiKey: gracenoteKey, timeoutMs: config.UPSTREAM_TIMEOUT_MS }),
          )
      : async (place, day) => offlineShowings(place, day, clock.now()),
    releases: tmdbKey
      ? (today) =>
          cache.get(`tmdb:discover:${today}`, { ttlSeconds: RELEASES_TTL_SECONDS }, () =>
            fetchTmdbReleases(today, { baseUrl: config.TMDB_BASE_URL, apiKey: tmdbKey, timeoutMs: config.UPSTREAM_TIMEOUT_MS }),
          )
      : async (today) => offlineReleases(today),
  };

  const today = () => dayInZone(clock.now(), config.TIME_ZONE);

  app.get('/movies', async (request) => {
    const query = parseInput(moviesQuery, request.query);
    const first = today();
    const day = query.date ?? first;
    if (day < first) throw new HttpError(400, `The date ${day} has passed; listings start today, ${first}.`);
    if (day > addDays(first, MAX_DAYS_AHEAD)) throw new HttpError(400, `Listings go at most ${MAX_DAYS_AHEAD} days ahead, to ${addDays(first, MAX_DAYS_AHEAD)}.`);
    // A 5-digit string that is no real zip code has no theatres: an empty list, not an error.
    const place = locateZip(query.zip);
    if (!place) return [];
    return sources.showings(place, day);
  });

  app.get('/discover', async () => sources.releases(today()));

  app.get<{ Params: { zip: string } }>('/places/:zip', async (request): Promise<Place> => {
    const zip = parseInput(zipField, request.params.zip);
    const place = locateZip(zip);
    if (!place) throw new HttpError(404, `There is no U.S. zip code ${zip}.`);
    return { zip: place.zip, city: place.city, state: place.state };
  });

  posterImageRoutes(app, {
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    tmdbImageBase: tmdbKey ? config.TMDB_IMAGE_BASE_URL : undefined,
    gracenote: gracenoteKey ? { imageBase: config.GRACENOTE_IMAGE_BASE_URL, apiKey: gracenoteKey } : undefined,
  });
}
