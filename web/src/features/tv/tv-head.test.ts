import type { TvEpisodeAiring, TvMovieAiring, TvShowDetail, TvSportsAiring } from '@guide/common/tv';
import { describe, expect, it } from 'vitest';
import { airingsStructuredData, showDescription, showStructuredData } from './tv-head';

const show: TvShowDetail = {
  id: 82,
  name: 'Harbour Lights',
  network: { name: 'HBO' },
  webChannel: null,
  summary: '<p>A <b>harbour</b> town &amp; its lights.</p><p>Season two.</p>',
  runtime: 60,
  genres: ['Drama'],
  image: {
    medium: 'https://guide.example/v1/tv-images/tvmaze/m.jpg',
    original: 'https://guide.example/v1/tv-images/tvmaze/o.jpg',
  },
  _links: { self: { href: '/v1/tv-show/82' } },
  cast: [
    { name: 'Ada Lane', character: 'Keeper' },
    { name: 'Bo Reyes', character: null },
  ],
};
const episode = (season: number, number: number): TvEpisodeAiring => ({
  id: season * 100 + number,
  name: `Episode ${number}`,
  summary: null,
  airdate: `2026-0${season}-${String(number).padStart(2, '0')}`,
  season,
  number,
  airstamp: null,
  runtime: 60,
});
const absolute = (path: string) => `https://guide.example${path}`;

describe('TV as schema.org data', () => {
  it('a show is a TVSeries with its name (required), summary as text, picture, genres and cast', () => {
    const series = showStructuredData(show, 'https://guide.example/television/show/82', [], '2026-11-21');
    expect(series).toEqual({
      '@type': 'TVSeries',
      name: 'Harbour Lights',
      url: 'https://guide.example/television/show/82',
      description: 'A harbour town & its lights. Season two.',
      image: 'https://guide.example/v1/tv-images/tvmaze/o.jpg',
      genre: ['Drama'],
      actor: [
        { '@type': 'PerformanceRole', actor: { '@type': 'Person', name: 'Ada Lane' }, characterName: 'Keeper' },
        { '@type': 'PerformanceRole', actor: { '@type': 'Person', name: 'Bo Reyes' } },
      ],
    });
    expect(showDescription({ ...show, summary: null })).toBeNull();
  });

  it('with its latest episodes as TVEpisodes: name, number, season and air date', () => {
    const episodes = [
      ...Array.from({ length: 8 }, (_, i) => episode(1, i + 1)),
      ...Array.from({ length: 8 }, (_, i) => episode(2, i + 1)),
    ];
    const series = showStructuredData(show, 'https://guide.example/television/show/82', episodes, '2026-11-21');
    const listed = series.episode as unknown as Record<string, unknown>[];
    expect(listed).toHaveLength(10);
    expect(listed.at(-1)).toEqual({
      '@type': 'TVEpisode',
      name: 'Episode 8',
      episodeNumber: 8,
      partOfSeason: { '@type': 'TVSeason', seasonNumber: 2 },
      datePublished: '2026-02-08',
    });
  });

  it('lists no episode still to come or without a date: it has not been published', () => {
    const episodes = [episode(1, 1), episode(1, 2), { ...episode(1, 3), airdate: '' }, episode(1, 4)];
    // Episodes 1 to 4 of season 1 aired on 2026-01-01 to 2026-01-04.
    const series = showStructuredData(show, 'https://guide.example/television/show/82', episodes, '2026-01-02');
    expect((series.episode as unknown as { name: string }[]).map((e) => e.name)).toEqual(['Episode 1', 'Episode 2']);
    const before = showStructuredData(show, 'https://guide.example/television/show/82', episodes, '2025-12-31');
    expect(before).not.toHaveProperty('episode');
  });

  it('an airing is a BroadcastEvent: when, on which station, and of what (a Movie, or the sports event)', () => {
    const film: TvMovieAiring = {
      startTime: '2026-11-21T20:00Z',
      endTime: '2026-11-21T22:00Z',
      station: { callSign: 'AMC' },
      program: {
        title: 'The Long Night',
        genres: ['Drama'],
        shortDescription: '',
        longDescription: '',
        topCast: [],
        rootId: '1',
        releaseYear: 1999,
        preferredImage: { uri: 'p.jpg', relayUrl: '/v1/tv-images/movie/p.jpg' },
      },
    };
    const game: TvSportsAiring = {
      startTime: '2026-11-21T19:00Z',
      station: { callSign: 'ESPN' },
      program: {
        eventTitle: 'NHL Hockey',
        genres: ['Hockey'],
        shortDescription: '',
        longDescription: '',
        rootId: '2',
        preferredImage: { uri: '', relayUrl: '' },
      },
    };
    expect(airingsStructuredData([film, game], absolute)).toEqual([
      {
        '@type': 'BroadcastEvent',
        name: 'The Long Night',
        startDate: '2026-11-21T20:00Z',
        endDate: '2026-11-21T22:00Z',
        publishedOn: { '@type': 'BroadcastService', name: 'AMC' },
        workPerformed: {
          '@type': 'Movie',
          name: 'The Long Night',
          image: 'https://guide.example/v1/tv-images/movie/p.jpg',
          dateCreated: '1999',
        },
      },
      {
        '@type': 'BroadcastEvent',
        name: 'NHL Hockey',
        startDate: '2026-11-21T19:00Z',
        publishedOn: { '@type': 'BroadcastService', name: 'ESPN' },
        broadcastOfEvent: { '@type': 'SportsEvent', name: 'NHL Hockey' },
      },
    ]);
  });
});
