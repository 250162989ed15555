import { describe, expect, it } from 'vitest';
import { noCache, testProviderClient } from '../../../test/providers';
import { replayForTest as serve } from '../../../test/replay-per-test';
import { faultyAnswer } from '../../../test/replay-server';
import { ProviderInvalid, ProviderTimeout, ProviderUnavailable } from '../../errors';
import { TmdbFilms, matchingHit } from './tmdb-films';

const films = (baseUrl: string) =>
  new TmdbFilms(
    testProviderClient(baseUrl, { name: 'TMDB', key: { param: 'api_key', value: 'tm' }, timeoutMs: 300 }),
    noCache,
    60,
    60,
  );

// TMDB's search/movie and movie/{id} (append_to_response=credits,release_dates) as its API
// reference documents them: built for this test, not recorded.
const hits = {
  page: 1,
  results: [
    { id: 11, title: 'The Wild Robot', release_date: '2016-05-01', popularity: 1 },
    { id: 1184918, title: 'The Wild Robot', release_date: '2024-09-12', popularity: 300 },
  ],
};
const movie = {
  id: 1184918,
  title: 'The Wild Robot',
  overview: 'A robot is shipwrecked on an island.',
  poster_path: '/robot.jpg',
  release_date: '2024-09-12',
  runtime: 102,
  genres: [
    { id: 16, name: 'Animation' },
    { id: 878, name: 'Science Fiction' },
  ],
  vote_average: 8.3,
  credits: { cast: ['Lupita', 'Pedro', 'Kit', 'Bill', 'Stephanie', 'Mark', 'Catherine'].map((name) => ({ name })) },
  release_dates: {
    results: [
      { iso_3166_1: 'GB', release_dates: [{ certification: 'U' }] },
      { iso_3166_1: 'US', release_dates: [{ certification: '' }, { certification: 'PG' }] },
    ],
  },
};

describe('TMDB films adapter', () => {
  it('finds the hit whose title and year make the id, then its details in our words', async () => {
    const server = await serve((url) =>
      url.pathname === '/3/search/movie'
        ? { body: hits }
        : url.pathname === '/3/movie/1184918'
          ? { body: movie }
          : undefined,
    );
    const film = await films(`${server.url}/3`).film('the-wild-robot-2024');
    expect(film).toEqual({
      tmdbId: 1184918,
      title: 'The Wild Robot',
      year: 2024,
      overview: 'A robot is shipwrecked on an island.',
      poster: '/v1/images/posters/w185/robot.jpg',
      contentRating: 'PG',
      stars: 3,
      runtimeMinutes: 102,
      genres: ['Animated', 'Science fiction'],
      cast: ['Lupita', 'Pedro', 'Kit', 'Bill', 'Stephanie', 'Mark'],
      releaseDate: '2024-09-12',
    });
    const search = new URL(server.requests[0]!, 'http://x');
    expect(Object.fromEntries(search.searchParams)).toMatchObject({
      query: 'the wild robot',
      primary_release_year: '2024',
      api_key: 'tm',
    });
  });

  it('answers null when no hit makes the id, or TMDB has no such film', async () => {
    const server = await serve((url) => (url.pathname === '/3/search/movie' ? { body: hits } : undefined));
    const adapter = films(`${server.url}/3`);
    await expect(adapter.film('the-wild-robot-1999')).resolves.toBeNull();
    // The 2024 hit, whose page answers 404.
    await expect(adapter.film('the-wild-robot-2024')).resolves.toBeNull();
  });

  it('reads a provider that fails, hangs or answers nonsense as an upstream error', async () => {
    const server = await serve((url) => {
      const q = url.searchParams.get('query');
      if (q === 'down') return faultyAnswer('500');
      if (q === 'slow') return { body: hits, delayMs: 900 };
      if (q === 'nonsense') return { body: { results: 'not a list' } };
      return { body: { results: [{ title: 'no id' }] } };
    });
    const adapter = films(`${server.url}/3`);
    await expect(adapter.film('down-2020')).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(adapter.film('slow-2020')).rejects.toBeInstanceOf(ProviderTimeout);
    await expect(adapter.film('nonsense-2020')).rejects.toBeInstanceOf(ProviderInvalid);
    await expect(adapter.film('wrong-shape-2020')).rejects.toBeInstanceOf(ProviderInvalid);
  });

  it('matches a hit without a year when the id has none', () => {
    expect(matchingHit([{ title: 'Pancake Palace', release_date: '' }], 'pancake-palace')?.title).toBe(
      'Pancake Palace',
    );
    expect(matchingHit([{ title: 'Moana', release_date: '2026-07-09' }], 'moana-2016')).toBeUndefined();
  });
});
