import { describe, expect, it } from 'vitest';
import { noCache, testProviderClient } from '../../../test/providers';
import { replayForTest as serve } from '../../../test/replay-per-test';
import { faultyAnswer, haveRecordings, readRecording } from '../../../test/replay-server';
import { ProviderInvalid, ProviderUnavailable } from '../../errors';
import { locateZip } from '../../reference/places';
import { GracenoteShowings } from './gracenote-showings';
import { TmdbReleases } from './tmdb-releases';

/** The real adapters on a real provider client, pointed at the stand-in, with no cache between. */
const gracenote = (baseUrl: string, key = 'k') =>
  new GracenoteShowings(
    testProviderClient(baseUrl, { name: 'Gracenote', key: { param: 'api_key', value: key } }),
    noCache,
    60,
    60,
  );
const tmdb = (baseUrl: string, window = { horizonDays: 30, minPopularity: 0 }) =>
  new TmdbReleases(
    testProviderClient(baseUrl, { name: 'TMDB', key: { param: 'api_key', value: 'tm' } }),
    noCache,
    window,
    60,
    60,
  );
const place = (zip: string) =>
  locateZip(zip) ?? { zip, city: 'Nowhere', state: 'NA', latitude: 0, longitude: 0, timeZone: 'America/New_York' };

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
    {
      theatre: { id: '9489', name: 'Bayside Cinema' },
      dateTime: '2026-11-21T18:45',
      barg: false,
      ticketURI: 'http://tickets.example.com/1',
    },
    { theatre: { id: 9490, name: 'Harbor 6' }, dateTime: '2026-11-21T21:10' },
  ],
};

describe('Gracenote movies/showings adapter', () => {
  it('asks for one zip and day with the key, and keeps the showings shape', async () => {
    const server = await serve((url) =>
      url.pathname === '/v1.1/movies/showings'
        ? { body: [gracenoteFilm, { title: 'Bare', showtimes: 'oops' }] }
        : undefined,
    );
    const showings = await gracenote(`${server.url}/v1.1`, 'k3y').showings(place('10001'), '2026-11-21');
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
          {
            theatre: { id: '9489', name: 'Bayside Cinema' },
            dateTime: '2026-11-21T18:45',
            ticketURI: 'http://tickets.example.com/1',
          },
          { theatre: { id: '9490', name: 'Harbor 6' }, dateTime: '2026-11-21T21:10' },
        ],
      },
      { title: 'Bare', rootId: '', showtimes: [] },
    ]);
  });

  it('keeps a film whose showtimes are partly broken, dropping the broken ones', async () => {
    const broken = { ...gracenoteFilm, showtimes: [gracenoteFilm.showtimes[0], { theatre: 'x', dateTime: 'soon' }] };
    const server = await serve(() => ({ body: [broken, { notAFilm: true }] }));
    const [film] = await gracenote(server.url).showings(place('10001'), '2026-11-21');
    expect(film!.showtimes).toHaveLength(1);
  });

  it('treats a list of which nothing fits as a wrong answer, not as no films', async () => {
    const server = await serve(() => ({ body: [{ notAFilm: true }, { title: 7 }] }));
    await expect(gracenote(server.url).showings(place('10001'), '2026-11-21')).rejects.toBeInstanceOf(ProviderInvalid);
  });

  it('reads a 404 as no theatres, and maps failures and nonsense to an upstream error', async () => {
    const server = await serve((url) => {
      const zip = url.searchParams.get('zip');
      if (zip === '00404') return undefined;
      if (zip === '00500') return faultyAnswer('500');
      return { body: { message: 'not a list' } };
    });
    const adapter = gracenote(server.url);
    await expect(adapter.showings(place('00404'), '2026-11-21')).resolves.toEqual([]);
    await expect(adapter.showings(place('00500'), '2026-11-21')).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(adapter.showings(place('00200'), '2026-11-21')).rejects.toThrow(/wrong shape/);
    // A 500 is retried once.
    expect(server.requests.filter((r) => r.includes('00500'))).toHaveLength(2);
  });
});

describe('TMDB discover/movie adapter', () => {
  const film = (id: number, title: string, release_date: string, popularity: number) => ({
    id,
    title,
    overview: title,
    poster_path: `/${id}.jpg`,
    release_date,
    popularity,
  });

  it('asks for US releases of the last four weeks and to the horizon, keeps the popular ones in the window, by date', async () => {
    const server = await serve(() => ({
      body: {
        page: 1,
        total_pages: 1,
        results: [
          film(2, 'Later', '2026-12-18', 90),
          film(1, 'Sooner', '2026-11-27', 40),
          film(3, 'Opened', '2026-11-20', 80),
          film(6, 'Long gone', '2026-10-24', 80),
          film(4, 'Too far', '2027-01-30', 70),
          film(5, 'Obscure', '2026-11-28', 2),
          { title: 'No id' },
        ],
      },
    }));
    const releases = await tmdb(`${server.url}/3`, { horizonDays: 30, minPopularity: 10 }).releases('2026-11-21');
    const asked = new URL(server.requests[0]!, 'http://x');
    expect(asked.pathname).toBe('/3/discover/movie');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      region: 'US',
      'release_date.gte': '2026-10-25',
      'release_date.lte': '2026-12-21',
      with_original_language: 'en',
      sort_by: 'popularity.desc',
      page: '1',
      api_key: 'tm',
    });
    expect(releases.map((r) => r.title)).toEqual(['Opened', 'Sooner', 'Later']);
    expect(releases[1]).toEqual({
      id: 1,
      title: 'Sooner',
      overview: 'Sooner',
      poster_path: '/1.jpg',
      release_date: '2026-11-27',
    });
  });

  it('reads further pages while they hold popular films, and stops at the first that does not', async () => {
    const server = await serve((url) => {
      const page = Number(url.searchParams.get('page'));
      const popularity = page === 1 ? 50 : page === 2 ? 20 : 5;
      return {
        body: {
          page,
          total_pages: 9,
          results: [
            film(page * 10, `Film ${page}`, `2026-12-0${page}`, popularity),
            film(page * 10 + 1, `Other ${page}`, '2026-12-09', 1),
          ],
        },
      };
    });
    const releases = await tmdb(server.url, { horizonDays: 30, minPopularity: 10 }).releases('2026-11-21');
    expect(releases.map((r) => r.title)).toEqual(['Film 1']);
    expect(server.requests).toHaveLength(1);
    const all = await tmdb(server.url, { horizonDays: 30, minPopularity: 0 }).releases('2026-11-21');
    expect(all.map((r) => r.title)).toEqual([
      'Film 1',
      'Film 2',
      'Film 3',
      'Film 4',
      'Film 5',
      'Other 1',
      'Other 2',
      'Other 3',
      'Other 4',
      'Other 5',
    ]);
    // Five pages at most.
    expect(server.requests).toHaveLength(6);
  });

  it('maps an answer without results to a provider failure', async () => {
    const server = await serve(() => ({ body: { status_message: 'Invalid API key' } }));
    await expect(tmdb(server.url).releases('2026-11-21')).rejects.toBeInstanceOf(ProviderInvalid);
  });
});

// The recorded answers are read where they are kept; without that folder these tests are skipped.
describe.skipIf(!haveRecordings('gracenote/movies-showings.json', 'tmdb/discover-movie-page1.json'))(
  'adapters against recorded provider answers',
  () => {
    it('reads every film and theatre of the Gracenote recording', async () => {
      const raw = readRecording('gracenote/movies-showings.json') as {
        title: string;
        showtimes: { theatre: { name: string } }[];
      }[];
      const server = await serve(() => ({ body: raw }));
      const showings = await gracenote(server.url).showings(place('78701'), '2017-01-09');
      expect(showings.map((s) => s.title)).toEqual(raw.map((m) => m.title));
      expect(showings.flatMap((s) => s.showtimes)).toHaveLength(raw.flatMap((m) => m.showtimes).length);
      const theatres = new Set(showings.flatMap((s) => s.showtimes.map((t) => t.theatre.name)));
      expect(theatres).toEqual(new Set(raw.flatMap((m) => m.showtimes.map((t) => t.theatre.name))));
      const vice = showings.find((s) => s.title === 'Inherent Vice')!;
      expect(vice).toMatchObject({
        runTime: 'PT02H28M',
        qualityRating: { value: '3.5' },
        ratings: [{ code: 'R' }],
        rootId: '10598078',
      });
      // Films missing optional fields keep the rest.
      const bare = showings.find((s) => s.title === 'Star of Destiny')!;
      expect(bare.runTime).toBeUndefined();
      expect(bare.showtimes.length).toBeGreaterThan(0);
    });

    it('reads every release of the TMDB recording', async () => {
      const raw = readRecording('tmdb/discover-movie-page1.json') as {
        results: { title: string }[];
      };
      const server = await serve(() => ({ body: raw }));
      // From the day of the recording's earliest release, with a window wide enough for all of it.
      const releases = await tmdb(server.url, { horizonDays: 365 * 3, minPopularity: 0 }).releases('2024-08-16');
      expect(releases).toHaveLength(raw.results.length);
      expect(new Set(releases.map((r) => r.title))).toEqual(new Set(raw.results.map((r) => r.title)));
      // The usual window keeps only what opens in the coming month, popular enough.
      const month = await tmdb(server.url, { horizonDays: 30, minPopularity: 10 }).releases('2024-08-16');
      expect(month.map((r) => r.title).sort()).toEqual([
        'Beetlejuice Beetlejuice',
        'Blink Twice',
        'Crescent City',
        'Gunner',
        'Rebel Ridge',
        'The Crow',
        'The Mouse Trap',
        'The Wild Robot',
      ]);
      expect(releases.map((r) => r.release_date)).toEqual(releases.map((r) => r.release_date).sort());
      expect(releases.every((r) => r.poster_path?.startsWith('/'))).toBe(true);
    });
  },
);
