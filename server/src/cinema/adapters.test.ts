import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startReplayServer, upstreamSamplesDir, type ReplayHandler, type ReplayServer } from '../../test/replay-server';
import { UpstreamError } from '../http/errors';
import { fetchGracenoteShowings } from './gracenote-showings';
import { fetchTmdbReleases } from './tmdb-discover';

let replay: ReplayServer | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});
const serve = async (handle: ReplayHandler) => (replay = await startReplayServer(handle));

const gracenoteFilm = {
  tmsId: 'MV000000010000',
  rootId: 101,
  title: 'Harbor Lights',
  genres: ['Drama'],
  shortDescription: 'A pianist returns home.',
  longDescription: 'A pianist returns home after a storm.',
  topCast: ['Ava Calder'],
  qualityRating: { ratingsBody: 'TMS', value: '3.5' },
  ratings: [{ body: 'Motion Picture Association of America', code: 'PG-13' }],
  runTime: 'PT01H55M',
  preferredImage: { uri: 'assets/p101_v_v5_aa.jpg' },
  showtimes: [
    { theatre: { id: '9489', name: 'Bayside Cinema' }, dateTime: '2026-11-21T18:45', barg: false, ticketURI: 'http://tickets.example.com/1' },
    { theatre: { id: 9490, name: 'Harbor 6' }, dateTime: '2026-11-21T21:10' },
  ],
};

describe('Gracenote movies/showings adapter', () => {
  it('asks for one zip and day with the key, and keeps the showings shape', async () => {
    const server = await serve((url) => (url.pathname === '/v1.1/movies/showings' ? { body: [gracenoteFilm, { title: 'Bare', showtimes: 'oops' }] } : undefined));
    const showings = await fetchGracenoteShowings('10001', '2026-11-21', { baseUrl: `${server.url}/v1.1`, apiKey: 'k3y', timeoutMs: 2000 });
    expect(server.requests).toEqual(['/v1.1/movies/showings?startDate=2026-11-21&numDays=1&zip=10001&api_key=k3y']);
    expect(showings).toEqual([
      {
        tmsId: 'MV000000010000',
        rootId: '101',
        title: 'Harbor Lights',
        genres: ['Drama'],
        shortDescription: 'A pianist returns home.',
        longDescription: 'A pianist returns home after a storm.',
        topCast: ['Ava Calder'],
        qualityRating: { value: '3.5' },
        ratings: [{ code: 'PG-13' }],
        runTime: 'PT01H55M',
        preferredImage: { uri: 'assets/p101_v_v5_aa.jpg' },
        showtimes: [
          { theatre: { id: '9489', name: 'Bayside Cinema' }, dateTime: '2026-11-21T18:45', ticketURI: 'http://tickets.example.com/1' },
          { theatre: { id: '9490', name: 'Harbor 6' }, dateTime: '2026-11-21T21:10' },
        ],
      },
      { title: 'Bare', rootId: '', showtimes: [] },
    ]);
  });

  it('reads a 404 as no theatres, and maps failures and nonsense to an upstream error', async () => {
    const server = await serve((url) => {
      const zip = url.searchParams.get('zip');
      if (zip === '00404') return undefined;
      if (zip === '00500') return { status: 500, body: { error: 'down' } };
      return { body: { message: 'not a list' } };
    });
    const options = { baseUrl: server.url, apiKey: 'k', timeoutMs: 2000 };
    await expect(fetchGracenoteShowings('00404', '2026-11-21', options)).resolves.toEqual([]);
    await expect(fetchGracenoteShowings('00500', '2026-11-21', options)).rejects.toBeInstanceOf(UpstreamError);
    await expect(fetchGracenoteShowings('00200', '2026-11-21', options)).rejects.toThrow(/did not answer a list/);
    // A 500 is retried once.
    expect(server.requests.filter((r) => r.includes('00500'))).toHaveLength(2);
  });
});

describe('TMDB discover/movie adapter', () => {
  it('asks for English releases from today and sorts them soonest first', async () => {
    const server = await serve(() => ({
      body: {
        page: 1,
        total_pages: 3,
        results: [
          { id: 2, title: 'Later', overview: 'b', poster_path: '/later.jpg', release_date: '2026-12-18', popularity: 90 },
          { id: 3, title: 'Undated', overview: 'c', poster_path: null, release_date: '' },
          { id: 1, title: 'Sooner', overview: 'a', poster_path: '/sooner.jpg', release_date: '2026-11-27', popularity: 10 },
          { title: 'No id' },
        ],
      },
    }));
    const releases = await fetchTmdbReleases('2026-11-21', { baseUrl: `${server.url}/3`, apiKey: 'tm', timeoutMs: 2000 });
    expect(server.requests).toEqual(['/3/discover/movie?primary_release_date.gte=2026-11-21&with_original_language=en&page=1&api_key=tm']);
    expect(releases.map((r) => r.title)).toEqual(['Sooner', 'Later', 'Undated']);
    expect(releases[0]).toEqual({ id: 1, title: 'Sooner', overview: 'a', poster_path: '/sooner.jpg', release_date: '2026-11-27' });
  });

  it('maps an answer without results to an upstream error', async () => {
    const server = await serve(() => ({ body: { status_message: 'Invalid API key' } }));
    await expect(fetchTmdbReleases('2026-11-21', { baseUrl: server.url, apiKey: 'bad', timeoutMs: 2000 })).rejects.toBeInstanceOf(UpstreamError);
  });
});

// The recorded answers are read where they are kept; without that folder these tests are skipped.
const recording = (name: string) => new URL(name, upstreamSamplesDir);
const haveRecordings = fs.existsSync(recording('gracenote/movies-showings.json')) && fs.existsSync(recording('tmdb/discover-movie-page1.json'));

describe.skipIf(!haveRecordings)('adapters against recorded provider answers', () => {
  it('reads every film and theatre of the Gracenote recording', async () => {
    const raw = JSON.parse(fs.readFileSync(recording('gracenote/movies-showings.json'), 'utf8')) as { title: string; showtimes: { theatre: { name: string } }[] }[];
    const server = await serve(() => ({ body: raw }));
    const showings = await fetchGracenoteShowings('78701', '2017-01-09', { baseUrl: server.url, apiKey: 'k', timeoutMs: 5000 });
    expect(showings.map((s) => s.title)).toEqual(raw.map((m) => m.title));
    expect(showings.flatMap((s) => s.showtimes)).toHaveLength(raw.flatMap((m) => m.showtimes).length);
    const theatres = new Set(showings.flatMap((s) => s.showtimes.map((t) => t.theatre.name)));
    expect(theatres).toEqual(new Set(raw.flatMap((m) => m.showtimes.map((t) => t.theatre.name))));
    const vice = showings.find((s) => s.title === 'Inherent Vice')!;
    expect(vice).toMatchObject({ runTime: 'PT02H28M', qualityRating: { value: '3.5' }, ratings: [{ code: 'R' }], rootId: '10598078' });
    // Films missing optional fields keep the rest.
    const bare = showings.find((s) => s.title === 'Star of Destiny')!;
    expect(bare.runTime).toBeUndefined();
    expect(bare.showtimes.length).toBeGreaterThan(0);
  });

  it('reads every release of the TMDB recording', async () => {
    const raw = JSON.parse(fs.readFileSync(recording('tmdb/discover-movie-page1.json'), 'utf8')) as { results: { title: string }[] };
    const server = await serve(() => ({ body: raw }));
    const releases = await fetchTmdbReleases('2024-08-01', { baseUrl: server.url, apiKey: 'k', timeoutMs: 5000 });
    expect(releases).toHaveLength(raw.results.length);
    expect(new Set(releases.map((r) => r.title))).toEqual(new Set(raw.results.map((r) => r.title)));
    expect(releases.map((r) => r.release_date)).toEqual(releases.map((r) => r.release_date).sort());
    expect(releases.every((r) => r.poster_path?.startsWith('/'))).toBe(true);
  });
});
