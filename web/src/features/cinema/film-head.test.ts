import type { Film, Showing } from '@guide/common/cinema';
import { describe, expect, it } from 'vitest';
import { filmPageStructuredData, filmsStructuredData } from './film-head';

const theatre = { id: 't1', name: 'Chelsea Cinemas', url: 'https://cinema.example/chelsea' };
const film: Showing = {
  rootId: 'r1',
  title: 'The Long Night',
  shortDescription: 'A lighthouse keeper waits out a storm.',
  genres: ['Drama'],
  ratings: [{ code: 'PG-13' }],
  runTime: 'PT01H58M',
  topCast: ['Ada Lane'],
  preferredImage: { uri: 'assets/p1.jpg' },
  showtimes: [
    { theatre, dateTime: '2026-11-21T21:30', ticketURI: 'https://tickets.example/1' },
    { theatre, dateTime: '2026-11-21T19:00' },
    ...Array.from({ length: 10 }, (_, i) => ({ theatre, dateTime: `2026-11-22T1${i}:00` })),
  ],
};
const absolute = (path: string) => `https://guide.example${path}`;

describe("a cinema's films as schema.org data", () => {
  it('a Movie with a name and its poster as a whole address (what Google requires), and what it recommends', () => {
    const [movie] = filmsStructuredData([film], absolute);
    expect(movie).toMatchObject({
      '@type': 'Movie',
      name: 'The Long Night',
      image: 'https://guide.example/v1/images/showings/assets/p1.jpg',
      description: 'A lighthouse keeper waits out a storm.',
      duration: 'PT01H58M',
      contentRating: 'PG-13',
      genre: ['Drama'],
      actor: [{ '@type': 'Person', name: 'Ada Lane' }],
    });
  });

  it('with its screenings as ScreeningEvents: the start, the theatre as its location, the ticket, in time order and a few at most', () => {
    const [movie] = filmsStructuredData([film], absolute);
    const screenings = movie!.subjectOf as unknown as Record<string, unknown>[];
    expect(screenings).toHaveLength(3);
    expect(screenings[0]).toEqual({
      '@type': 'ScreeningEvent',
      name: 'The Long Night',
      startDate: '2026-11-21T19:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'MovieTheater', name: 'Chelsea Cinemas', url: 'https://cinema.example/chelsea' },
    });
    expect(screenings[1]).toMatchObject({
      startDate: '2026-11-21T21:30',
      offers: { '@type': 'Offer', url: 'https://tickets.example/1' },
    });
    for (const screening of screenings) {
      expect(screening.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
      expect(screening.location).toHaveProperty('name');
    }
  });

  it('a film without a poster claims no image', () => {
    const [movie] = filmsStructuredData([{ ...film, preferredImage: undefined }], absolute);
    expect(movie).not.toHaveProperty('image');
  });
});

describe("a film page's schema.org data", () => {
  const page: Film = {
    id: 'the-long-night-2026',
    title: 'The Long Night',
    year: 2026,
    tmdbId: 42,
    rootId: 'r1',
    overview: 'A lighthouse keeper waits out a storm.',
    poster: '/v1/images/posters/w185/night.jpg',
    contentRating: 'PG-13',
    stars: 3,
    runtimeMinutes: 118,
    genres: ['Drama'],
    cast: ['Ada Lane'],
    releaseDate: '2026-11-13',
    showtimes: {
      zip: '10001',
      date: '2026-11-21',
      theatres: [{ theatre, times: [{ dateTime: '2026-11-21T19:00', ticketURI: 'https://tickets.example/1' }] }],
    },
    airings: [{ startTime: '2026-11-22T01:00Z', endTime: '2026-11-22T03:00Z', station: { callSign: 'HBO' } }],
    unavailable: [],
  };

  it('one Movie with what Google requires and recommends, its screenings and its airings', () => {
    const movie = filmPageStructuredData(page, 'https://guide.example/film/the-long-night-2026', absolute);
    expect(movie).toMatchObject({
      '@type': 'Movie',
      name: 'The Long Night',
      url: 'https://guide.example/film/the-long-night-2026',
      image: 'https://guide.example/v1/images/posters/w185/night.jpg',
      datePublished: '2026-11-13',
      duration: 'PT1H58M',
      contentRating: 'PG-13',
      genre: ['Drama'],
      actor: [{ '@type': 'Person', name: 'Ada Lane' }],
      sameAs: 'https://www.themoviedb.org/movie/42',
    });
    expect(movie.subjectOf).toEqual([
      expect.objectContaining({
        '@type': 'ScreeningEvent',
        startDate: '2026-11-21T19:00',
        location: expect.objectContaining({ '@type': 'MovieTheater', name: 'Chelsea Cinemas' }),
        offers: { '@type': 'Offer', url: 'https://tickets.example/1' },
      }),
      expect.objectContaining({
        '@type': 'BroadcastEvent',
        startDate: '2026-11-22T01:00Z',
        publishedOn: { '@type': 'BroadcastService', name: 'HBO' },
      }),
    ]);
  });

  it('leaves out what is not known', () => {
    const movie = filmPageStructuredData(
      {
        ...page,
        poster: null,
        releaseDate: null,
        year: null,
        runtimeMinutes: null,
        tmdbId: null,
        showtimes: null,
        airings: [],
      },
      'https://guide.example/film/x',
      absolute,
    );
    expect(Object.keys(movie).sort()).toEqual(
      ['@type', 'actor', 'contentRating', 'description', 'genre', 'name', 'subjectOf', 'url'].sort(),
    );
  });
});
