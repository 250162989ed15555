import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Release, Showing } from '@guide/common/cinema';
import { startReplayServer, haveRecordings, upstreamSamplesDir, type ReplayServer } from '../../test/replay-server';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/test-app';

// The test clock is Saturday 2026-11-21, noon in New York.
describe.each(testDatabaseKinds)('cinema API offline on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists films near a real zip with the showings shape, for today by default', async () => {
    const res = await get('/v1/movies?zip=10001');
    expect(res.statusCode).toBe(200);
    const films = res.json<Showing[]>();
    expect(films.length).toBeGreaterThan(5);
    const film = films[0]!;
    expect(film).toMatchObject({
      title: expect.any(String),
      topCast: expect.any(Array),
      shortDescription: expect.any(String),
      longDescription: expect.any(String),
      genres: expect.any(Array),
      qualityRating: { value: expect.any(String) },
      ratings: [{ code: expect.any(String) }],
      runTime: expect.stringMatching(/^PT\d\dH\d\dM$/),
      rootId: expect.any(String),
    });
    expect(film.showtimes[0]).toMatchObject({
      theatre: { id: expect.any(String), name: expect.stringContaining('New York') },
      dateTime: expect.stringMatching(/^2026-11-21T\d\d:\d\d$/),
    });
    const explicit = await get('/v1/movies?zip=10001&date=2026-11-21');
    expect(explicit.json()).toEqual(films);
  });

  it('answers another day and another place differently', async () => {
    const sunday = (await get('/v1/movies?zip=10001&date=2026-11-22')).json<Showing[]>();
    expect(sunday[0]!.showtimes[0]!.dateTime.startsWith('2026-11-22')).toBe(true);
    const boston = (await get('/v1/movies?zip=02134&date=2026-11-22')).json<Showing[]>();
    expect(boston[0]!.showtimes[0]!.theatre.name).toContain('Allston');
  });

  it('answers an empty list for five digits that are no zip code', async () => {
    for (const zip of ['00000', '99999']) {
      const res = await get(`/v1/movies?zip=${zip}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it.each([
    ['/v1/movies', 'A zip code is required, for example ?zip=10001.'],
    ['/v1/movies?zip=1000', 'The zip code must be 5 digits, for example 10001.'],
    ['/v1/movies?zip=1000a', 'The zip code must be 5 digits, for example 10001.'],
    ['/v1/movies?zip=100011', 'The zip code must be 5 digits, for example 10001.'],
    [
      '/v1/movies?zip=10001&date=2026-11-31',
      'The date must be a real day written as YYYY-MM-DD, for example 2026-11-21.',
    ],
    [
      '/v1/movies?zip=10001&date=tomorrow',
      'The date must be a real day written as YYYY-MM-DD, for example 2026-11-21.',
    ],
    ['/v1/movies?zip=10001&date=2026-11-20', 'The date 2026-11-20 has passed; listings start today, 2026-11-21.'],
    ['/v1/movies?zip=10001&date=2028-01-01', 'Listings go at most 365 days ahead, to 2027-11-21.'],
  ])('refuses %s with a sentence', async (url, sentence) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(sentence);
  });

  it('lists the releases of the last four weeks and the coming ones by date, with posters our server draws', async () => {
    const res = await get('/v1/discover');
    expect(res.statusCode).toBe(200);
    const releases = res.json<Release[]>();
    expect(releases.length).toBeGreaterThan(6);
    expect(releases[0]!.release_date >= '2026-10-25').toBe(true);
    expect(releases.some((r) => r.release_date <= '2026-11-21')).toBe(true);
    expect(releases.some((r) => r.release_date > '2026-11-21')).toBe(true);
    expect(releases.map((r) => r.release_date)).toEqual(releases.map((r) => r.release_date).sort());
    const poster = await get(`/v1/images/posters/w185${releases[0]!.poster_path}`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toContain('image/svg+xml');
    expect(poster.body).toContain(releases[0]!.title);
  });

  it('draws showing posters and refuses unknown images', async () => {
    const film = (await get('/v1/movies?zip=10001')).json<Showing[]>()[0]!;
    const poster = await get(`/v1/images/showings/${film.preferredImage!.uri}`);
    expect(poster.statusCode).toBe(200);
    expect(poster.body).toContain('<svg');
    for (const url of [
      '/v1/images/posters/w185/abc.jpg',
      '/v1/images/showings/assets/p1.jpg',
      '/v1/images/posters/w185/drawn-release-1.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe('There is no such poster.');
    }
  });

  it('says where a zip code is', async () => {
    expect((await get('/v1/places/02134')).json()).toEqual({ zip: '02134', city: 'Allston', state: 'MA' });
    const unknown = await get('/v1/places/99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('There is no U.S. zip code 99999.');
    expect((await get('/v1/places/abc')).statusCode).toBe(400);
  });
});

describe('"today" follows the configured time zone', () => {
  it('at 02:00 UTC it is still the day before in New York, and already that day in UTC', async () => {
    const ny = await createTestApp({ now: '2026-11-22T02:00:00Z' });
    const utc = await createTestApp({ now: '2026-11-22T02:00:00Z', env: { TIME_ZONE: 'UTC' }, db: ny.db });
    try {
      expect((await ny.app.inject({ url: '/v1/movies?zip=10001&date=2026-11-21' })).statusCode).toBe(200);
      expect((await utc.app.inject({ url: '/v1/movies?zip=10001&date=2026-11-21' })).statusCode).toBe(400);
    } finally {
      await utc.close();
      await ny.close();
    }
  });
});

const gracenoteFilm = {
  rootId: '501',
  title: 'Replay Feature',
  genres: ['Drama'],
  qualityRating: { value: '3' },
  ratings: [{ code: 'PG' }],
  runTime: 'PT01H40M',
  preferredImage: { uri: 'assets/p501.jpg' },
  showtimes: [{ theatre: { id: '77', name: 'Replay Theatre' }, dateTime: '2026-11-21T19:00' }],
};

describe('cinema API live, against a stand-in provider', () => {
  let provider: ReplayServer;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startReplayServer((url) => {
      if (url.pathname === '/gracenote/movies/showings')
        return { body: url.searchParams.get('zip') === '94103' ? [] : [gracenoteFilm] };
      if (url.pathname === '/tmdb/discover/movie')
        return {
          body: {
            page: 1,
            total_pages: 1,
            results: [
              {
                id: 9,
                title: 'Replay Release',
                overview: 'o',
                poster_path: '/replay.jpg',
                release_date: '2026-12-01',
                popularity: 50,
              },
            ],
          },
        };
      if (url.pathname.includes('images/')) return { body: { status_message: 'an error page, not an image' } };
      return undefined;
    });
    t = await createTestApp({
      env: {
        DATA_SOURCE: 'live',
        GRACENOTE_API_KEY: 'gkey',
        GRACENOTE_BASE_URL: `${provider.url}/gracenote`,
        GRACENOTE_IMAGE_BASE_URL: `${provider.url}/gn-images`,
        TMDB_API_KEY: 'tkey',
        TMDB_BASE_URL: `${provider.url}/tmdb`,
        TMDB_IMAGE_BASE_URL: `${provider.url}/tmdb-images`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the provider showings and caches them per zip and date', async () => {
    const first = await get('/v1/movies?zip=10001&date=2026-11-21');
    expect(first.json<Showing[]>().map((s) => s.title)).toEqual(['Replay Feature']);
    const calls = () => provider.requests.filter((r) => r.startsWith('/gracenote/movies/showings')).length;
    expect(calls()).toBe(1);
    const again = await get('/v1/movies?zip=10001&date=2026-11-21');
    expect(again.json()).toEqual(first.json());
    expect(calls()).toBe(1);
    await get('/v1/movies?zip=10001&date=2026-11-22');
    await get('/v1/movies?zip=94103&date=2026-11-21');
    expect(calls()).toBe(3);
    expect(provider.requests.at(-1)).toBe(
      '/gracenote/movies/showings?startDate=2026-11-21&numDays=1&zip=94103&api_key=gkey',
    );
  });

  it('never asks the provider about bad or unknown zips', async () => {
    const before = provider.requests.length;
    expect((await get('/v1/movies?zip=99999')).json()).toEqual([]);
    expect((await get('/v1/movies?zip=abcde')).statusCode).toBe(400);
    expect(provider.requests.length).toBe(before);
  });

  it('serves releases cached per day', async () => {
    expect((await get('/v1/discover')).json<Release[]>()[0]!.title).toBe('Replay Release');
    await get('/v1/discover');
    expect(provider.requests.filter((r) => r.startsWith('/tmdb/discover/movie'))).toEqual([
      '/tmdb/discover/movie?region=US&with_release_type=2%7C3&release_date.gte=2026-10-25&release_date.lte=2026-12-21&with_original_language=en&sort_by=popularity.desc&page=1&api_key=tkey',
    ]);
  });

  it('relays provider posters only when they are images, and keeps the key server-side', async () => {
    // The stand-in answers JSON, not an image: relaying it would pass a provider's error page on.
    const notImage = await get('/v1/images/posters/w185/replay.jpg');
    expect(notImage.statusCode).toBe(502);
    expect(notImage.body).not.toContain('tkey');
    expect(provider.requests.at(-1)).toBe('/tmdb-images/w185/replay.jpg');
    await get('/v1/images/showings/assets/p501.jpg');
    expect(provider.requests.at(-1)).toBe('/gn-images/assets/p501.jpg?api_key=gkey');
    expect((await get('/v1/images/showings/assets/%2e%2e%2fsecret.jpg')).statusCode).toBe(404);
  });
});

const recordings = {
  gracenote: new URL('gracenote/movies-showings.json', upstreamSamplesDir),
  tmdb: new URL('tmdb/discover-movie-page1.json', upstreamSamplesDir),
};
// Reads the recorded answers where they are kept; skipped when that folder is absent.
describe.skipIf(!haveRecordings('gracenote/movies-showings.json', 'tmdb/discover-movie-page1.json'))(
  'cinema API live, replaying recorded answers',
  () => {
    let provider: ReplayServer;
    let t: TestApp;
    const showings = JSON.parse(
      fs.existsSync(recordings.gracenote) ? fs.readFileSync(recordings.gracenote, 'utf8') : '[]',
    ) as { title: string }[];
    const discover = JSON.parse(fs.existsSync(recordings.tmdb) ? fs.readFileSync(recordings.tmdb, 'utf8') : '{}') as {
      results: { title: string; release_date: string; popularity: number }[];
    };
    beforeAll(async () => {
      provider = await startReplayServer((url) =>
        url.pathname.endsWith('/movies/showings')
          ? { body: showings }
          : url.pathname.endsWith('/discover/movie')
            ? { body: discover }
            : undefined,
      );
      // The day the recorded releases were asked for, so the release window finds them.
      t = await createTestApp({
        now: '2024-08-16T16:00:00Z',
        env: {
          DATA_SOURCE: 'live',
          GRACENOTE_API_KEY: 'g',
          GRACENOTE_BASE_URL: provider.url,
          TMDB_API_KEY: 't',
          TMDB_BASE_URL: provider.url,
        },
      });
    });
    afterAll(async () => {
      await t?.close();
      await provider?.close();
    });

    it('shows the recorded films and theatres', async () => {
      const films = (await t.app.inject({ url: '/v1/movies?zip=78701' })).json<Showing[]>();
      expect(films.map((f) => f.title)).toEqual(showings.map((s) => s.title));
      expect(films.flatMap((f) => f.showtimes.map((s) => s.theatre.name))).toContain('Alamo Drafthouse South Lamar');
    });

    it('shows the recorded releases', async () => {
      const releases = (await t.app.inject({ url: '/v1/discover' })).json<Release[]>();
      // The recorded films opening in the 30 days from 2024-08-16, popular enough, soonest first.
      const expected = discover.results.filter(
        (r) => r.release_date >= '2024-08-16' && r.release_date <= '2024-09-15' && r.popularity >= 10,
      );
      expect(releases.map((r) => r.title).sort()).toEqual(expected.map((r) => r.title).sort());
      expect(releases.length).toBeGreaterThan(3);
      expect(releases.map((r) => r.release_date)).toEqual(releases.map((r) => r.release_date).sort());
    });
  },
);
