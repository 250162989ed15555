import { showingImageUrl } from '@guide/common/cinema';
import type { Film, Showing } from '@guide/common/cinema';
import type { BroadcastEvent, Movie, ScreeningEvent } from 'schema-dts';

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

/** Screenings and airings a film page lists in its data: its day near the viewer, and the week on TV. */
const FILM_PAGE_EVENTS = 20;

/** 'PT1H57M' from 117 minutes (schema.org durations). */
const isoDuration = (minutes: number) => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;

/**
 * A film's page as one schema.org `Movie`: what Google requires (name, image) and recommends
 * (director is not known; date, rating, duration, genre, actors), its screenings near the viewer
 * as `ScreeningEvent`s and its airings as `BroadcastEvent`s. `absolute` makes our paths whole.
 */
export function filmPageStructuredData(film: Film, url: string, absolute: (path: string) => string): Movie {
  const screenings = (film.showtimes?.theatres ?? []).flatMap(({ theatre, times }) =>
    times.map((time): ScreeningEvent => ({
      '@type': 'ScreeningEvent',
      name: film.title,
      startDate: time.dateTime,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'MovieTheater', name: theatre.name, ...(theatre.url ? { url: theatre.url } : {}) },
      ...(time.ticketURI ? { offers: { '@type': 'Offer', url: time.ticketURI } } : {}),
    })),
  );
  const airings = film.airings.map((airing): BroadcastEvent => ({
    '@type': 'BroadcastEvent',
    name: film.title,
    startDate: airing.startTime,
    ...(airing.endTime ? { endDate: airing.endTime } : {}),
    isLiveBroadcast: false,
    publishedOn: { '@type': 'BroadcastService', name: airing.station.callSign },
  }));
  return {
    '@type': 'Movie',
    name: film.title,
    url,
    ...(film.poster ? { image: absolute(film.poster) } : {}),
    ...(film.overview ? { description: film.overview } : {}),
    ...(film.releaseDate ? { datePublished: film.releaseDate } : film.year ? { datePublished: String(film.year) } : {}),
    ...(film.runtimeMinutes ? { duration: isoDuration(film.runtimeMinutes) } : {}),
    ...(film.contentRating ? { contentRating: film.contentRating } : {}),
    ...(film.genres.length ? { genre: film.genres } : {}),
    ...(film.cast.length ? { actor: film.cast.map((name) => ({ '@type': 'Person' as const, name })) } : {}),
    ...(film.tmdbId ? { sameAs: `https://www.themoviedb.org/movie/${film.tmdbId}` } : {}),
    subjectOf: [...screenings, ...airings].slice(0, FILM_PAGE_EVENTS),
  };
}
