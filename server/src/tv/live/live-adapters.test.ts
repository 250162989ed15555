import type {
  TvEpisode,
  TvLineupDetail,
  TvLineups,
  TvMovieAiring,
  TvSearchResult,
  TvShow,
  TvShowDetail,
  TvSportsAiring,
} from '@guide/common/tv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultyAnswer, startReplayServer, type ReplayHandler, type ReplayServer } from '../../../test/replay-server';
import { INJECT_ORIGIN, createTestApp, type TestApp } from '../../../test/test-app';
import {
  gracenoteLineupChannels,
  gracenoteLineups,
  gracenoteMovieAirings,
  gracenoteSportsAirings,
  tvmazeEpisode,
  tvmazeSearch,
  tvmazeShowWithBrokenCast,
  tvmazeShowWithCast,
  tvmazeStreamingShow,
} from './fixtures';

const KEY = 'secret-gracenote-key';
// Show 84's episodes around the test clock (2026-11-21T17:00Z): one this morning, one tonight, one next week.
const showEpisodes = [
  { ...tvmazeEpisode, id: 8401, season: 1, number: 1, airdate: '2026-11-21', airstamp: '2026-11-21T14:00:00+00:00' },
  { ...tvmazeEpisode, id: 8402, season: 1, number: 2, airdate: '2026-11-21', airstamp: '2026-11-22T02:00:00+00:00' },
  { ...tvmazeEpisode, id: 8403, season: 1, number: 3, airdate: '2026-11-28', airstamp: '2026-11-29T02:00:00+00:00' },
];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** Serves a fake image (or, for /not-an-image, some HTML) the way an image host would. */
const imageHost: ReplayHandler = (url) => {
  if (url.pathname.startsWith('/assets/not-an-image'))
    return { contentType: 'text/html', body: '<script>alert(1)</script>' };
  if (url.pathname.startsWith('/assets/')) return { contentType: 'image/png', body: PNG };
  return undefined;
};

describe('TV API, live, against local stand-in providers', () => {
  let t: TestApp;
  let provider: ReplayServer;
  let images: ReplayServer;

  beforeAll(async () => {
    provider = await startReplayServer((url) => {
      const p = url.pathname;
      if (url.searchParams.get('startDateTime')?.startsWith('2026-11-25')) return faultyAnswer('500');
      if (p === '/gn/movies/airings') return { body: gracenoteMovieAirings };
      if (p === '/gn/sports/all/events/airings') return { body: gracenoteSportsAirings };
      if (p === '/tvmaze/search/shows')
        return { body: url.searchParams.get('q') === 'broken' ? { not: 'a list' } : tvmazeSearch };
      if (p === '/tvmaze/shows/82') return { body: tvmazeShowWithCast };
      if (p === '/tvmaze/shows/83') return { body: { ...tvmazeShowWithBrokenCast, id: 83 } };
      if (p === '/tvmaze/shows/4000') return { body: tvmazeStreamingShow };
      if (p === '/tvmaze/episodes/1623968') return { body: tvmazeEpisode };
      return undefined;
    });
    images = await startReplayServer(imageHost);
    t = await createTestApp({
      env: {
        DATA_SOURCE: 'live',
        GRACENOTE_BASE_URL: `${provider.url}/gn`,
        GRACENOTE_IMAGE_BASE_URL: images.url,
        GRACENOTE_API_KEY: KEY,
        GRACENOTE_LINEUP_ID: 'USA-TEST-X',
        TVMAZE_BASE_URL: `${provider.url}/tvmaze`,
        UPSTREAM_TIMEOUT_MS: '2000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
    await images?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const count = (prefix: string) => provider.requests.filter((r) => r.startsWith(prefix)).length;

  describe('Gracenote airings', () => {
    it('asks for the line-up and day with the key, and maps films to our shape', async () => {
      const res = await get('/v1/tv-movies?date=2026-11-21T05:00:00.000Z');
      expect(res.statusCode).toBe(200);
      const request = new URL(
        provider.requests.find((r) => r.startsWith('/gn/movies/airings'))!,
        'http://x',
      );
      expect(Object.fromEntries(request.searchParams)).toEqual({
        lineupId: 'USA-TEST-X',
        startDateTime: '2026-11-21T05:00Z',
        endDateTime: '2026-11-22T06:00Z',
        api_key: KEY,
      });
      const [film, noRoot] = res.json<TvMovieAiring[]>();
      expect(film).toEqual({
        startTime: '2026-11-21T06:00Z',
        endTime: '2026-11-21T08:15Z',
        station: { callSign: 'AMC', channel: '254' },
        program: {
          title: 'The Example Heist',
          genres: ['Crime', 'Thriller'],
          shortDescription: 'A crew plans one last job.',
          longDescription: 'A crew of thieves plans one last job in Lisbon.',
          topCast: ['Ana Example', 'Bo Sample'],
          rootId: '12345',
          releaseYear: 2004,
          // The contract's uri is the provider's own relative path; our relay's address comes beside it.
          preferredImage: {
            uri: 'assets/p12345_v_v5_aa.jpg?w=240',
            relayUrl: `${INJECT_ORIGIN}/v1/tv-images/gracenote/assets/p12345_v_v5_aa.jpg`,
          },
        },
        qualityRating: { value: '3.5' },
      });
      expect(noRoot!.program.rootId).toBeNull();
      expect(res.body).not.toContain(KEY);
    });

    it('caches a day’s airings: the same date asks the provider once', async () => {
      const before = count('/gn/movies/airings');
      await get('/v1/tv-movies?date=2026-11-21T05:00:00Z');
      await get('/v1/tv-movies?date=2026-11-21T05:00Z');
      expect(count('/gn/movies/airings')).toBe(before);
      await get('/v1/tv-movies?date=2026-11-22T05:00:00Z');
      expect(count('/gn/movies/airings')).toBe(before + 1);
    });

    it('maps sports airings, with event titles', async () => {
      const res = await get('/v1/tv-sports?date=2026-11-21T05:00:00Z');
      expect(res.statusCode).toBe(200);
      const [event] = res.json<TvSportsAiring[]>();
      expect(event!.program).toMatchObject({
        eventTitle: 'College Football: State at Tech',
        genres: ['Football', 'College'],
        rootId: '777',
        preferredImage: {
          uri: 'assets/p777_b_h10_aa.jpg',
          relayUrl: `${INJECT_ORIGIN}/v1/tv-images/gracenote/assets/p777_b_h10_aa.jpg`,
        },
      });
    });

    it('answers 502 with a sentence when the provider fails', async () => {
      const res = await get('/v1/tv-movies?date=2026-11-25T05:00:00Z');
      expect(res.statusCode).toBe(502);
      expect(res.body).toBe('Our data provider (Gracenote) is not answering right now. Please try again later.');
    });

    it('serves Gracenote images through our server, adding the key there', async () => {
      const res = await get('/v1/tv-images/gracenote/assets/p12345_v_v5_aa.jpg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(images.requests.at(-1)).toBe(`/assets/p12345_v_v5_aa.jpg?api_key=${KEY}`);
      expect(JSON.stringify(res.headers)).not.toContain(KEY);
    });

    it('passes nothing that is not an image, and no path that climbs out', async () => {
      const html = await get('/v1/tv-images/gracenote/assets/not-an-image.jpg');
      expect(html.statusCode).toBe(502);
      expect(html.body).not.toContain('script');
      expect((await get('/v1/tv-images/gracenote/assets/..%2F..%2Fsecret')).statusCode).toBe(404);
      expect((await get('/v1/tv-images/gracenote/elsewhere/missing.jpg')).statusCode).toBe(404);
    });
  });

  describe('TVmaze', () => {
    it('maps search results: links to our API, channel objects, images through our server', async () => {
      const res = await get('/v1/tv-search?title=Example');
      expect(res.statusCode).toBe(200);
      expect(provider.requests).toContain('/tvmaze/search/shows?q=example');
      const [first, second] = res.json<TvSearchResult[]>();
      expect(first).toEqual({
        score: 0.91,
        show: {
          id: 82,
          name: 'Example Show',
          network: { name: 'HBO' },
          webChannel: null,
          summary: '<p>Based on a <b>bestselling</b> series.</p>',
          runtime: 60,
          genres: ['Drama', 'Fantasy'],
          image: {
            medium: `${INJECT_ORIGIN}/v1/tv-images/tvmaze/uploads/images/medium_portrait/190/476117.jpg`,
            original: `${INJECT_ORIGIN}/v1/tv-images/tvmaze/uploads/images/original_untouched/190/476117.jpg`,
          },
          _links: {
            self: { href: `${INJECT_ORIGIN}/v1/tv-show/82` },
            previousepisode: { href: `${INJECT_ORIGIN}/v1/tv-show/episode/1623968` },
          },
        },
      });
      expect(second!.show).toMatchObject({
        network: null,
        webChannel: { name: 'Netflix' },
        image: null,
        runtime: null,
        _links: { nextepisode: { href: `${INJECT_ORIGIN}/v1/tv-show/episode/999` } },
      });
    });

    it('caches searches, shows and episodes', async () => {
      await get('/v1/tv-search?title=example');
      await get('/v1/tv-show/82');
      await get('/v1/tv-show/episode/1623968');
      const before = provider.requests.length;
      await get('/v1/tv-search?title=EXAMPLE');
      await get('/v1/tv-show/82');
      await get('/v1/tv-show/episode/1623968');
      expect(provider.requests.length).toBe(before);
    });

    it('answers a show and an episode in our shape', async () => {
      const show = (await get('/v1/tv-show/4000')).json<TvShow>();
      expect(show.webChannel).toEqual({ name: 'Netflix' });
      const episode = await get('/v1/tv-show/episode/1623968');
      expect(episode.json<TvEpisode>()).toEqual({
        id: 1623968,
        name: 'The Iron Throne',
        summary: '<p>The series finale.</p>',
        airdate: '2019-05-19',
        season: 8,
        number: 6,
        airstamp: '2019-05-20T01:00:00.000Z',
      });
    });

    it('answers a show with its cast, asking for the cast in the same call; a member without a name is dropped', async () => {
      const res = await get('/v1/tv-show/82');
      expect(res.statusCode).toBe(200);
      expect(provider.requests).toContain('/tvmaze/shows/82?embed=cast');
      const show = res.json<TvShowDetail>();
      expect(show.name).toBe('Example Show');
      expect(show.cast).toEqual([
        { name: 'Ana Example', character: 'Queen Example' },
        { name: 'Bo Sample', character: null },
        { name: 'Cy Test', character: 'The Narrator' },
      ]);
      // Nothing of TVmaze's own leaks through: no person ids, images or provider links.
      expect(res.body).not.toContain('tvmaze.com');
    });

    it('keeps a show whose cast is all wrong, or absent, with an empty cast', async () => {
      const broken = await get('/v1/tv-show/83');
      expect(broken.statusCode).toBe(200);
      expect(broken.json<TvShowDetail>()).toMatchObject({ id: 83, name: 'Example Streaming', cast: [] });
      expect((await get('/v1/tv-show/4000')).json<TvShowDetail>().cast).toEqual([]);
    });

    it('leaves the cast out of search results', async () => {
      const [first] = (await get('/v1/tv-search?title=Example')).json<TvSearchResult[]>();
      expect(first!.show).not.toHaveProperty('cast');
    });

    it('turns the provider’s 404 into ours', async () => {
      const show = await get('/v1/tv-show/5');
      expect(show.statusCode).toBe(404);
      expect(show.body).toBe('There is no show with id 5.');
      expect((await get('/v1/tv-show/episode/5')).statusCode).toBe(404);
    });

    it('answers 502 when the provider answers nonsense', async () => {
      const res = await get('/v1/tv-search?title=broken');
      expect(res.statusCode).toBe(502);
      expect(res.body).toBe('Our data provider (TVmaze) sent an answer we could not use. Please try again later.');
    });
  });
});

describe('TV line-ups, live, against a local stand-in Gracenote', () => {
  let t: TestApp;
  let provider: ReplayServer;
  beforeAll(async () => {
    provider = await startReplayServer((url) => {
      const p = url.pathname;
      if (p === '/gn/lineups') {
        const zip = url.searchParams.get('postalCode');
        if (zip === '20002') return faultyAnswer('500');
        if (zip === '30301') return { body: { not: 'a list' } };
        return { body: gracenoteLineups };
      }
      if (p === '/gn/lineups/USA-NY31519-X') return { body: gracenoteLineups[0] };
      if (p === '/gn/lineups/USA-NY31519-X/channels') return { body: gracenoteLineupChannels };
      if (p === '/gn/movies/airings') return { body: gracenoteMovieAirings };
      return undefined;
    });
    t = await createTestApp({
      env: {
        DATA_SOURCE: 'live',
        GRACENOTE_BASE_URL: `${provider.url}/gn`,
        GRACENOTE_API_KEY: KEY,
        GRACENOTE_LINEUP_ID: 'USA-TEST-X',
        UPSTREAM_TIMEOUT_MS: '2000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('asks for the line-ups at a zip with the key, keeping broadcast, cable and satellite in that order', async () => {
    const res = await get('/v1/tv-lineups?zip=10001');
    expect(res.statusCode).toBe(200);
    const request = new URL(
      provider.requests.find((r) => r.startsWith('/gn/lineups?'))!,
      'http://x',
    );
    expect(Object.fromEntries(request.searchParams)).toEqual({ country: 'USA', postalCode: '10001', api_key: KEY });
    expect(res.json<TvLineups>()).toEqual({
      zip: '10001',
      lineups: [
        { id: 'USA-OTA10001', name: 'Local Over the Air Broadcast', type: 'broadcast', location: 'New York' },
        { id: 'USA-NY31519-X', name: 'Example Cable - Manhattan', type: 'cable', location: 'New York' },
        { id: 'USA-DITV501-DEFAULT', name: 'DIRECTV New York', type: 'satellite', location: 'New York' },
      ],
    });
  });

  it('answers a line-up with its channels in number order, named where the provider names them', async () => {
    const res = await get('/v1/tv-lineups/USA-NY31519-X');
    expect(res.statusCode).toBe(200);
    expect(res.json<TvLineupDetail>()).toEqual({
      id: 'USA-NY31519-X',
      name: 'Example Cable - Manhattan',
      type: 'cable',
      location: 'New York',
      default: false,
      channels: [
        { callSign: 'WCBSDT', channel: '2', name: 'WCBS-DT (CBS)' },
        { callSign: 'HALLMRK', channel: '69', name: 'Hallmark Channel' },
        { callSign: 'AMC', channel: '254', name: 'AMC' },
      ],
    });
  });

  it('lists films on the viewer’s line-up, asking the provider for it, with the channels’ names', async () => {
    const res = await get('/v1/tv-movies?date=2026-11-21T05:00:00.000Z&lineup=USA-NY31519-X');
    expect(res.statusCode).toBe(200);
    const asked = provider.requests
      .filter((r) => r.startsWith('/gn/movies/airings'))
      .map((r) => new URL(r, 'http://x'));
    expect(asked.some((u) => u.searchParams.get('lineupId') === 'USA-NY31519-X')).toBe(true);
    expect(res.json<TvMovieAiring[]>()[0]!.station).toEqual({ callSign: 'AMC', channel: '254', name: 'AMC' });
  });

  it('turns the provider’s 404 into ours; a failing or nonsensical provider is a 502, never the viewer’s mistake', async () => {
    const gone = await get('/v1/tv-lineups/USA-GONE-X');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('There is no TV line-up USA-GONE-X.');
    for (const zip of ['20002', '30301']) {
      const res = await get(`/v1/tv-lineups?zip=${zip}`);
      expect(res.statusCode, zip).toBe(502);
      expect(res.body).not.toMatch(/zip/i);
    }
  });
});

describe('TV API, live without a Gracenote key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_SOURCE: 'live', TVMAZE_BASE_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => t?.close());

  it('falls back to the offline line-up for movies and sports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/tv-movies?date=2026-11-21T05:00:00Z' });
    expect(res.statusCode).toBe(200);
    expect(res.json<TvMovieAiring[]>()[0]!.program.preferredImage.relayUrl).toMatch(
      /^http:\/\/localhost:80\/v1\/tv-images\/movie\//,
    );
  });
});

describe('TV API, live: previous and next episode by air time', () => {
  let t: TestApp;
  let provider: ReplayServer;
  beforeAll(async () => {
    provider = await startReplayServer((url) => {
      const p = url.pathname;
      if (p === '/tvmaze/shows/84')
        return {
          body: {
            ...tvmazeStreamingShow,
            id: 84,
            _links: { nextepisode: { href: 'https://api.tvmaze.com/episodes/8401' } },
          },
        };
      if (p === '/tvmaze/shows/84/episodes') return { body: showEpisodes };
      if (p === '/tvmaze/episodes/8401') return { body: showEpisodes[0] };
      if (p === '/tvmaze/shows/85')
        return {
          body: {
            ...tvmazeStreamingShow,
            id: 85,
            _links: { nextepisode: { href: 'https://api.tvmaze.com/episodes/8402' } },
          },
        };
      if (p === '/tvmaze/episodes/8402') return { body: showEpisodes[1] };
      if (p === '/tvmaze/shows/4000') return { body: tvmazeStreamingShow };
      return undefined;
    });
    t = await createTestApp({
      env: { DATA_SOURCE: 'live', TVMAZE_BASE_URL: `${provider.url}/tvmaze`, UPSTREAM_TIMEOUT_MS: '2000' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  const show = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/v1/tv-show/${id}` })).json<TvShowDetail>();

  it('works the links out again when the kept next episode has aired', async () => {
    // TVmaze's copy still calls this morning's episode the next one; tonight's is.
    const links = (await show(84))._links;
    expect(links.previousepisode?.href).toBe(`${INJECT_ORIGIN}/v1/tv-show/episode/8401`);
    expect(links.nextepisode?.href).toBe(`${INJECT_ORIGIN}/v1/tv-show/episode/8402`);
    expect(provider.requests).toContain('/tvmaze/shows/84/episodes');
  });

  it('keeps TVmaze’s links while the next episode is still to come, or cannot be had, without asking for the episodes', async () => {
    expect((await show(85))._links.nextepisode?.href).toBe(`${INJECT_ORIGIN}/v1/tv-show/episode/8402`);
    expect((await show(4000))._links.nextepisode?.href).toBe(`${INJECT_ORIGIN}/v1/tv-show/episode/999`);
    expect(provider.requests.filter((r) => /\/shows\/(85|4000)\/episodes/.test(r))).toEqual([]);
  });
});
