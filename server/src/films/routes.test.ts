import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Film, Release, Showing } from '@guide/common/cinema';
import { filmIdOf, yearOf } from '@guide/common/films';
import type { SearchResults } from '@guide/common/search';
import type { TvMovieAiring } from '@guide/common/tv';
import { haveRecordings, startReplayServer, upstreamSamplesDir, type ReplayServer } from '../../test/replay-server';
import { createTestApp, type TestApp } from '../../test/test-app';

// The test clock is Saturday 2026-11-21, noon in New York.
describe('film API offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('finds a new release by one id from the releases, the cinema listing, TV and the search', async () => {
    const releases = (await get('/v1/discover')).json<Release[]>();
    const opened = releases.filter((r) => r.release_date <= '2026-11-21');
    expect(opened.length).toBeGreaterThan(0);
    const showings = (await get('/v1/movies?zip=10001')).json<Showing[]>();
    const tv = (await get('/v1/tv-movies?date=2026-11-21T05:00:00Z')).json<TvMovieAiring[]>();

    const films = await Promise.all(
      opened.map(async (r) =>
        (await get(`/v1/films/${filmIdOf(r.title, yearOf(r.release_date))}?zip=10001`)).json<Film>(),
      ),
    );
    for (const [i, film] of films.entries()) {
      const release = opened[i]!;
      expect(film).toMatchObject({ title: release.title, tmdbId: release.id, releaseDate: release.release_date });
      expect(film.showtimes!.theatres.length).toBeGreaterThan(0);
      expect(showings.some((s) => filmIdOf(s.title, s.releaseYear) === film.id)).toBe(true);
      expect(film.runtimeMinutes).toBeGreaterThan(60);
      expect(film.cast).toHaveLength(3);
    }
    // The premium channel premieres the films of the last four weeks: one of them is on today.
    const onTv = films.find((f) => tv.some((a) => filmIdOf(a.program.title, a.program.releaseYear) === f.id));
    expect(onTv).toBeDefined();
    expect(onTv!.airings.length).toBeGreaterThan(0);
    expect(onTv!.airings[0]!.station.callSign).toBe('HBO');
    expect(onTv!.airings.every((a) => a.startTime < '2026-11-28T18:00Z')).toBe(true);

    const search = (await get(`/v1/search?q=${encodeURIComponent(onTv!.title)}&zip=10001`)).json<SearchResults>();
    expect(search.films.map((f) => f.filmId)).toContain(onTv!.id);
    expect(search.films.filter((f) => f.title === onTv!.title).every((f) => f.filmId === onTv!.id)).toBe(true);
  });

  it('answers every film of the releases and the cinema listing without a zip too (whole stars, as listed)', async () => {
    const ids = new Set([
      ...(await get('/v1/discover')).json<Release[]>().map((r) => filmIdOf(r.title, yearOf(r.release_date))),
      ...(await get('/v1/movies?zip=10001')).json<Showing[]>().map((s) => filmIdOf(s.title, s.releaseYear)),
    ]);
    for (const id of ids) {
      const res = await get(`/v1/films/${id}`);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 200 });
      expect(Number.isInteger(res.json<Film>().stars ?? 0)).toBe(true);
    }
  });

  it('answers a film only on TV from its airings, with no showtimes asked for without a zip', async () => {
    const airing = (await get('/v1/tv-movies?date=2026-11-21T05:00:00Z'))
      .json<TvMovieAiring[]>()
      .find((a) => a.station.callSign === 'TCM' && a.startTime >= '2026-11-21T17:00Z')!;
    const id = filmIdOf(airing.program.title, airing.program.releaseYear);
    const res = await get(`/v1/films/${id}`);
    expect(res.statusCode).toBe(200);
    const film = res.json<Film>();
    expect(film).toMatchObject({ id, title: airing.program.title, year: airing.program.releaseYear, showtimes: null });
    expect(film.airings.some((a) => a.station.callSign === 'TCM')).toBe(true);
    expect(film.unavailable).toEqual([]);
  });

  it('answers showtimes for another day, and refuses a day that has passed', async () => {
    const showing = (await get('/v1/movies?zip=10001&date=2026-11-23')).json<Showing[]>()[0]!;
    const id = filmIdOf(showing.title, showing.releaseYear);
    const film = (await get(`/v1/films/${id}?zip=10001&date=2026-11-23`)).json<Film>();
    expect(film.showtimes).toMatchObject({ zip: '10001', date: '2026-11-23' });
    expect(film.showtimes!.theatres.flatMap((th) => th.times).length).toBe(showing.showtimes.length);
    const passed = await get(`/v1/films/${id}?zip=10001&date=2026-11-20`);
    expect(passed.statusCode).toBe(400);
    expect(passed.body).toBe('The date 2026-11-20 has passed; listings start today, 2026-11-21.');
  });

  it('answers 404 with a sentence for an id the guide does not know, and 400 for one that is no id', async () => {
    const unknown = await get('/v1/films/no-such-film-1999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatch(/^The guide knows no film no-such-film-1999/);
    for (const bad of ['Not%20An%20Id', 'the--double', '-leading', 'UPPER-2020']) {
      const res = await get(`/v1/films/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toMatch(/^A film id is/);
    }
    expect((await get('/v1/films/pancake-palace?zip=1234')).statusCode).toBe(400);
  });
});

// TMDB's answers as its API reference documents them (search/movie, movie/{id} with
// append_to_response=credits,release_dates): built for this test, not recorded.
const tmdbSearch = {
  page: 1,
  results: [
    { id: 1108427, title: 'Moana', release_date: '2026-07-09', overview: 'The live-action remake.' },
    { id: 277834, title: 'Moana', release_date: '2016-11-23', overview: 'A spirited teen sails out.' },
  ],
  total_pages: 1,
  total_results: 2,
};
const tmdbMovie = {
  id: 277834,
  title: 'Moana',
  overview: 'A spirited teen sails out on a daring mission.',
  poster_path: '/moana.jpg',
  release_date: '2016-11-23',
  runtime: 107,
  genres: [
    { id: 16, name: 'Animation' },
    { id: 10751, name: 'Family' },
  ],
  vote_average: 7.6,
  credits: { cast: [{ id: 1, name: 'Auliʻi Cravalho', character: 'Moana' }] },
  release_dates: { results: [{ iso_3166_1: 'US', release_dates: [{ certification: 'PG', type: 3 }] }] },
};

const showingsFile = 'gracenote/movies-showings.json';
const airingsFile = 'gracenote/movies-airings-2015-10-10.json';
const read = (file: string, empty: unknown) => {
  const url = new URL(file, upstreamSamplesDir);
  return fs.existsSync(url) ? (JSON.parse(fs.readFileSync(url, 'utf8')) as unknown) : empty;
};

// Gracenote's recorded showings and airings, and TMDB's documented shapes, through the live adapters.
describe.skipIf(!haveRecordings(showingsFile, airingsFile))('film API live, on recorded answers', () => {
  let provider: ReplayServer;
  let t: TestApp;
  let tmdbFails = false;
  beforeAll(async () => {
    const showings = read(showingsFile, []);
    const airings = read(airingsFile, []);
    provider = await startReplayServer((url) => {
      if (url.pathname.endsWith('/movies/showings')) return { body: showings };
      if (url.pathname.endsWith('/movies/airings')) return { body: airings };
      if (tmdbFails && url.pathname.startsWith('/tmdb/')) return { status: 500, body: 'down' };
      if (url.pathname === '/tmdb/search/movie') return { body: tmdbSearch };
      if (url.pathname === '/tmdb/movie/277834') return { body: tmdbMovie };
      if (url.pathname === '/tmdb/discover/movie') return { body: { page: 1, total_pages: 1, results: [] } };
      return undefined;
    });
    t = await createTestApp({
      // The day the showings were recorded, and the TV listing's day ahead of it.
      now: '2016-12-20T17:00:00Z',
      env: {
        DATA_SOURCE: 'live',
        GRACENOTE_API_KEY: 'g',
        GRACENOTE_BASE_URL: provider.url,
        TMDB_API_KEY: 't',
        TMDB_BASE_URL: `${provider.url}/tmdb`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('makes one id of a film listed in several formats, and another of a film of the same title and another year', async () => {
    const listed = (await get('/v1/movies?zip=10001&date=2016-12-20')).json<Showing[]>();
    const rogueOne = listed.filter((s) => s.rootId === '11597968');
    expect(rogueOne.length).toBeGreaterThan(1);
    expect(new Set(rogueOne.map((s) => filmIdOf(s.title, s.releaseYear)))).toEqual(
      new Set(['rogue-one-a-star-wars-story-2016']),
    );
    const film = (await get('/v1/films/rogue-one-a-star-wars-story-2016?zip=10001&date=2016-12-20')).json<Film>();
    expect(film.title).toBe('Rogue One: A Star Wars Story');
    expect(film.rootId).toBe('11597968');
    // Every format's showtimes, theatre by theatre.
    const times = rogueOne.flatMap((s) => s.showtimes).length;
    expect(film.showtimes!.theatres.flatMap((th) => th.times)).toHaveLength(times);
  });

  it('reaches TMDB’s id through its search, by title and year', async () => {
    const res = await get('/v1/films/moana-2016?zip=10001&date=2016-12-20');
    expect(res.statusCode).toBe(200);
    const film = res.json<Film>();
    expect(film).toMatchObject({
      id: 'moana-2016',
      tmdbId: 277834,
      rootId: '12628458',
      runtimeMinutes: 107,
      contentRating: 'PG',
      genres: ['Animated', 'Family'],
      poster: '/v1/images/posters/w185/moana.jpg',
    });
    expect(film.showtimes!.theatres.length).toBeGreaterThan(0);
    expect(provider.requests.some((r) => r.startsWith('/tmdb/search/movie?query=moana&') && r.includes('2016'))).toBe(
      true,
    );
    // The 2026 film of the same name is another film: no listing has it, and TMDB (here) knows nothing more of it.
    expect((await get('/v1/films/moana-2026?zip=10001&date=2016-12-20')).statusCode).toBe(404);
    expect(provider.requests).toContain(
      '/tmdb/movie/1108427?append_to_response=credits,release_dates&language=en-US&api_key=t',
    );
  });

  it('keeps the listings when TMDB fails, and says which part is missing', async () => {
    tmdbFails = true;
    try {
      const res = await get('/v1/films/la-la-land-2016?zip=10001&date=2016-12-20');
      expect(res.statusCode).toBe(200);
      const film = res.json<Film>();
      expect(film.unavailable).toEqual(['details']);
      expect(film.title).toBe('La La Land');
      expect(film.showtimes!.theatres.length).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toMatch(/no-store|no-cache|private/);
    } finally {
      tmdbFails = false;
    }
  });
});
