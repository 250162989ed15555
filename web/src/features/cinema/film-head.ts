import { showingImageUrl } from '@guide/common/cinema';
import type { Showing } from '@guide/common/cinema';
import type { Movie, ScreeningEvent } from 'schema-dts';

/** Screenings listed per film and films per page: enough for a result, without doubling the page. */
const SCREENINGS_PER_FILM = 3;
const FILMS_LISTED = 12;

/** A film's poster as our own path, when the listing has one. */
export const posterPathOf = (film: Showing): string | undefined =>
  film.preferredImage ? showingImageUrl(film.preferredImage.uri) : undefined;

/**
 * The films of a day's listings as schema.org `Movie`s (name, poster, run time, rating, genres,
 * cast), each with its first screenings of the day as `ScreeningEvent`s (start, theatre, ticket). Start
 * times are the theatre's wall clock, as the listing gives them. `absolute` makes our paths whole.
 */
export function filmsStructuredData(films: readonly Showing[], absolute: (path: string) => string): Movie[] {
  return films.slice(0, FILMS_LISTED).map((film): Movie => {
    const poster = posterPathOf(film);
    const screenings = [...film.showtimes]
      .sort((a, b) => a.dateTime.localeCompare(b.dateTime))
      .slice(0, SCREENINGS_PER_FILM)
      .map((showtime): ScreeningEvent => ({
        '@type': 'ScreeningEvent',
        name: film.title,
        startDate: showtime.dateTime,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'MovieTheater',
          name: showtime.theatre.name,
          ...(showtime.theatre.url ? { url: showtime.theatre.url } : {}),
        },
        ...(showtime.ticketURI ? { offers: { '@type': 'Offer', url: showtime.ticketURI } } : {}),
      }));
    const description = film.shortDescription ?? film.longDescription;
    return {
      '@type': 'Movie',
      name: film.title,
      ...(poster ? { image: absolute(poster) } : {}),
      ...(description ? { description } : {}),
      ...(film.runTime ? { duration: film.runTime } : {}),
      ...(film.ratings?.[0] ? { contentRating: film.ratings[0].code } : {}),
      ...(film.genres?.length ? { genre: film.genres } : {}),
      ...(film.topCast?.length ? { actor: film.topCast.map((name) => ({ '@type': 'Person' as const, name })) } : {}),
      subjectOf: screenings,
    };
  });
}
