import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Place } from '@guide/common/cinema';
import { addDays, dayInZone, isIsoDay } from '@guide/common/dates';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/errors';
import { posterImageRoutes } from './images';
import { locateZip } from './places';
import { chooseCinemaSources } from './sources';

/** A U.S. zip code in a query or path: exactly five digits (also the search's `zip`). */
export const zipField = z
  .string({ message: 'A zip code is required, for example ?zip=10001.' })
  .regex(/^\d{5}$/, { message: 'The zip code must be 5 digits, for example 10001.' });

const moviesQuery = z.object({
  zip: zipField,
  date: z.string().refine(isIsoDay, { message: 'The date must be a real day written as YYYY-MM-DD, for example 2026-11-21.' }).optional(),
});

/** The cinema API (spec section 7), plus the poster images and zip places the screens need. */
export function cinemaRoutes(instance: FastifyInstance, ctx: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['cinema'];
  const { config, clock } = ctx;
  const sources = chooseCinemaSources(ctx);

  const today = () => dayInZone(clock.now(), config.TIME_ZONE);

  app.get('/movies', { schema: { tags, summary: 'Showtimes near a zip code for a day', querystring: moviesQuery } }, async (request) => {
    const query = request.query;
    const first = today();
    const day = query.date ?? first;
    if (day < first) throw new HttpError(400, `The date ${day} has passed; listings start today, ${first}.`);
    const ahead = sources.maxDaysAhead;
    if (day > addDays(first, ahead)) throw new HttpError(400, `Listings go at most ${ahead} days ahead, to ${addDays(first, ahead)}.`);
    // A 5-digit string that is no real zip code has no theatres: an empty list, not an error.
    const place = locateZip(query.zip);
    if (!place) return [];
    return sources.showings(place, day);
  });

  app.get('/discover', { schema: { tags, summary: 'New movie releases' } }, async () => sources.releases(today()));

  app.get('/places/:zip', { schema: { tags, summary: 'City and state of a zip code', params: z.object({ zip: zipField }) } }, async (request): Promise<Place> => {
    const { zip } = request.params;
    const place = locateZip(zip);
    if (!place) throw new HttpError(404, `There is no U.S. zip code ${zip}.`);
    return { zip: place.zip, city: place.city, state: place.state };
  });

  posterImageRoutes(instance, ctx);
}
