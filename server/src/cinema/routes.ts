import type { FastifyInstance } from 'fastify';
import { streamingServiceIds, type Place } from '@guide/common/cinema';
import { addDays, dayInZone } from '@guide/common/dates';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';
import { HOUR_S, publicFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { posterImageRoutes } from './images';
import { locateZip } from '../reference/places';
import type { CinemaSources } from './sources';

/** The cinema API (spec section 7), plus the poster images and zip places the screens need. */
export function cinemaRoutes(instance: FastifyInstance, ctx: AppContext, sources: CinemaSources): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, clock } = ctx;

  const today = () => dayInZone(clock.now(), config.TIME_ZONE);

  app.route({
    ...endpointRoute('showings'),
    config: { cache: publicFor(HOUR_S / 4) },
    handler: async (request) => {
      const query = request.query;
      const first = today();
      const day = query.date ?? first;
      if (day < first) throw new HttpError(400, `The date ${day} has passed; listings start today, ${first}.`);
      const ahead = sources.showings.maxDaysAhead;
      if (day > addDays(first, ahead))
        throw new HttpError(400, `Listings go at most ${ahead} days ahead, to ${addDays(first, ahead)}.`);
      // A 5-digit string that is no real zip code has no theatres: an empty list, not an error.
      const place = locateZip(query.zip);
      if (!place) return [];
      return sources.showings.showings(place, day);
    },
  });

  app.route({
    ...endpointRoute('releases'),
    config: { cache: publicFor(HOUR_S) },
    handler: async () => sources.releases.releases(today()),
  });

  app.route({
    ...endpointRoute('place'),
    config: { cache: publicFor(24 * HOUR_S) },
    handler: async (request): Promise<Place> => {
      const { zip } = request.params;
      const place = locateZip(zip);
      if (!place) throw new HttpError(404, `There is no U.S. zip code ${zip}.`);
      return { zip: place.zip, city: place.city, state: place.state };
    },
  });

  app.route({
    ...endpointRoute('filmWatchOptions'),
    // Offers change within days, not minutes; JustWatch refreshes TMDB's about daily.
    config: { cache: publicFor(6 * HOUR_S), cost: 'film' },
    handler: async (request) => {
      const { id } = request.params;
      const day = today();
      // A film the films source does not know (one seen only in TV listings) has no offers known:
      // an empty answer, so its page is not made a 404 by this one part.
      const film = await sources.films.film(id, day);
      const options = film && (await sources.watch.filmOptions({ id, tmdbId: film.tmdbId }, day));
      return options ?? { region: 'US' as const, link: null, options: [] };
    },
  });

  app.route({
    ...endpointRoute('streamingFilms'),
    // Asked by a logged-in viewer's page with the day's films; the answer names no one's services.
    config: { cache: publicFor(6 * HOUR_S), cost: 'streamingFilms' },
    handler: async (request) => {
      const day = today();
      const ids = [...new Set(request.query.ids.split(','))];
      return Promise.all(
        ids.map(async (id) => {
          try {
            const film = await sources.films.film(id, day);
            const options = film && (await sources.watch.filmOptions({ id, tmdbId: film.tmdbId }, day));
            return { id, services: options ? streamingServiceIds(options) : [] };
          } catch (error) {
            // One film the providers cannot answer for now is unknown; the others still answer.
            request.log.warn({ err: error, film: id }, 'where a film streams could not be looked up');
            return { id, services: null };
          }
        }),
      );
    },
  });

  app.route({
    ...endpointRoute('streamingServices'),
    config: { cache: publicFor(24 * HOUR_S) },
    handler: async () => sources.watch.services(today()),
  });

  posterImageRoutes(instance, ctx, sources.images);
}
