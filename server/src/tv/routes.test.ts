import type {
  TvEpisode,
  TvEpisodeAiring,
  TvMovieAiring,
  TvSearchResult,
  TvShow,
  TvShowDetail,
  TvSportsAiring,
} from '@guide/common/tv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INJECT_ORIGIN, createTestApp, type TestApp } from '../../test/test-app';

describe('TV API, offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /v1/tv-movies', () => {
    it('answers the day’s film airings in the spec shape, starting within 24 hours of the date', async () => {
      const res = await get('/v1/tv-movies?date=2026-11-21T05:00:00.000Z');
      expect(res.statusCode).toBe(200);
      const airings = res.json<TvMovieAiring[]>();
      expect(airings.length).toBeGreaterThan(100);
      for (const a of airings) {
        const start = Date.parse(a.startTime);
        expect(start).toBeGreaterThanOrEqual(Date.parse('2026-11-21T05:00:00Z'));
        expect(start).toBeLessThan(Date.parse('2026-11-22T05:00:00Z'));
        expect(a.station.callSign).toMatch(/^[A-Z0-9]+$/);
        expect(a.program).toMatchObject({
          title: expect.any(String),
          genres: expect.any(Array),
          shortDescription: expect.any(String),
          longDescription: expect.any(String),
          topCast: expect.any(Array),
          rootId: expect.any(String),
        });
        expect(a.program.preferredImage.uri).toMatch(/^movie\/\d+\.svg$/);
        expect(a.program.preferredImage.relayUrl).toBe(
          `http://localhost:80/v1/tv-images/${a.program.preferredImage.uri}`,
        );
      }
    });

    it('honours the date: another day gives another line-up, the same date the same one', async () => {
      const a = (await get('/v1/tv-movies?date=2026-11-21T05:00:00Z')).json<TvMovieAiring[]>();
      const again = (await get('/v1/tv-movies?date=2026-11-21T05:00Z')).json<TvMovieAiring[]>();
      const b = (await get('/v1/tv-movies?date=2026-11-22T05:00:00Z')).json<TvMovieAiring[]>();
      expect(again).toEqual(a);
      expect(b[0]!.startTime >= '2026-11-22T05:00Z').toBe(true);
      expect(b.map((x) => x.program.rootId)).not.toEqual(a.map((x) => x.program.rootId));
    });

    it.each([
      '',
      '?date=',
      '?date=tomorrow',
      '?date=2026-11-21',
      '?date=2026-02-30T05:00:00Z',
      '?date=2026-11-21T05:00:00',
    ])('refuses %s with a sentence', async (query) => {
      const res = await get(`/v1/tv-movies${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/^A date is required .*\.$/);
    });

    it('serves each film’s poster as a drawn image', async () => {
      const [first] = (await get('/v1/tv-movies?date=2026-11-21T05:00:00Z')).json<TvMovieAiring[]>();
      const image = await get(first!.program.preferredImage.relayUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toContain('<svg');
      expect((await get('/v1/tv-images/movie/1.svg')).statusCode).toBe(404);
      expect((await get('/v1/tv-images/movie/..%2F..%2Fetc.svg')).statusCode).toBe(404);
    });
  });

  describe('GET /v1/tv-sports', () => {
    it('answers sports airings with event titles, genres and images on our server', async () => {
      const res = await get('/v1/tv-sports?date=2026-11-21T05:00:00Z');
      expect(res.statusCode).toBe(200);
      const airings = res.json<TvSportsAiring[]>();
      expect(airings.length).toBeGreaterThan(5);
      for (const a of airings) {
        expect(a.program).toMatchObject({
          eventTitle: expect.any(String),
          genres: expect.any(Array),
          rootId: expect.stringMatching(/^SP-/),
        });
        expect(a.program.preferredImage.uri).toMatch(/^sport\/SP-/);
        expect(a.program.preferredImage.relayUrl).toBe(
          `http://localhost:80/v1/tv-images/${a.program.preferredImage.uri}`,
        );
      }
      const image = await get(airings[0]!.program.preferredImage.relayUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });

    it('refuses a missing date', async () => {
      const res = await get('/v1/tv-sports');
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/^A date is required/);
    });
  });

  describe('GET /v1/tv-search', () => {
    it('ranks whole-word matches before prefixes before other matches', async () => {
      const res = await get('/v1/tv-search?title=night');
      expect(res.statusCode).toBe(200);
      const results = res.json<TvSearchResult[]>();
      const names = results.map((r) => r.show.name);
      expect(names.indexOf('The Night Desk')).toBeLessThan(names.indexOf('Nightfall'));
      expect(names.indexOf('Nightfall')).toBeLessThan(names.indexOf('Midnight Caller'));
      const scores = results.map((r) => r.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      expect(results.length).toBeLessThanOrEqual(10);
    });

    it('puts an exact title first and answers the show shape', async () => {
      const [first] = (await get('/v1/tv-search?title=NIGHTFALL')).json<TvSearchResult[]>();
      expect(first!.show.name).toBe('Nightfall');
      expect(first!.show).toMatchObject({
        id: expect.any(Number),
        genres: expect.any(Array),
        summary: expect.stringContaining('<p>'),
      });
      expect(first!.show._links.self.href).toBe(`${INJECT_ORIGIN}/v1/tv-show/${first!.show.id}`);
    });

    it('answers an empty list when nothing matches', async () => {
      const res = await get('/v1/tv-search?title=zzzzqqq');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it.each(['', '?title=', '?title=%20%20'])('refuses %s with a sentence', async (query) => {
      const res = await get(`/v1/tv-search${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('A title is required (?title=…).');
    });

    it('refuses a title too long', async () => {
      const res = await get(`/v1/tv-search?title=${'a'.repeat(101)}`);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET /v1/tv-show/:id and episodes', () => {
    it('answers a show whose links lead to its previous and next episodes on our API', async () => {
      const res = await get('/v1/tv-show/49');
      expect(res.statusCode).toBe(200);
      const show = res.json<TvShow>();
      expect(show.name).toBe('Nightfall');
      expect(show.image?.medium).toBe(`${INJECT_ORIGIN}/v1/tv-images/show/49.svg`);
      const previous = (await get(show._links.previousepisode!.href)).json<TvEpisode>();
      const next = (await get(show._links.nextepisode!.href)).json<TvEpisode>();
      // The test clock's day is 2026-11-21 in New York.
      expect(previous.airdate <= '2026-11-21').toBe(true);
      expect(next.airdate > '2026-11-21').toBe(true);
      expect(previous).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        summary: expect.any(String),
        season: expect.any(Number),
        number: expect.any(Number),
      });
      const image = await get(show.image!.medium);
      expect(image.statusCode).toBe(200);
    });

    it('answers the show’s cast beside the spec’s fields, the same every time; search results carry none', async () => {
      const show = (await get('/v1/tv-show/49')).json<TvShowDetail>();
      expect(show.cast.length).toBeGreaterThanOrEqual(4);
      for (const member of show.cast)
        expect(member).toEqual({ name: expect.stringMatching(/^\S+ \S+$/), character: expect.any(String) });
      expect(new Set(show.cast.map((m) => m.name)).size).toBe(show.cast.length);
      expect((await get('/v1/tv-show/49')).json<TvShowDetail>().cast).toEqual(show.cast);
      const [found] = (await get('/v1/tv-search?title=Nightfall')).json<TvSearchResult[]>();
      expect(found!.show).not.toHaveProperty('cast');
    });

    it('answers a show’s episodes by season, the next episode among them', async () => {
      const show = (await get('/v1/tv-show/49')).json<TvShow>();
      const res = await get('/v1/tv-show/49/episodes');
      expect(res.statusCode).toBe(200);
      const episodes = res.json<TvEpisodeAiring[]>();
      const seasons = [...new Set(episodes.map((e) => e.season))];
      expect(seasons).toEqual([...seasons].sort((a, b) => a - b));
      expect(seasons.length).toBeGreaterThan(1);
      const nextId = Number(/(\d+)$/.exec(show._links.nextepisode!.href)![1]);
      expect(episodes.some((e) => e.id === nextId)).toBe(true);
      expect((await get('/v1/tv-show/999999/episodes')).statusCode).toBe(404);
    });

    it('gives every show a previous episode, and some a next one', async () => {
      let withNext = 0;
      for (let id = 1; id <= 110; id++) {
        const show = (await get(`/v1/tv-show/${id}`)).json<TvShow>();
        expect(show._links.previousepisode).toBeDefined();
        if (show._links.nextepisode) withNext++;
      }
      expect(withNext).toBeGreaterThan(10);
      expect(withNext).toBeLessThan(110);
    });

    it('answers 404 for an unknown show or episode', async () => {
      const show = await get('/v1/tv-show/999999');
      expect(show.statusCode).toBe(404);
      expect(show.body).toBe('There is no show with id 999999.');
      const episode = await get('/v1/tv-show/episode/10099');
      expect(episode.statusCode).toBe(404);
      expect(episode.body).toBe('There is no episode with id 10099.');
    });

    it.each(['abc', '0', '-3', '1.5', '12345678901'])('refuses the malformed id %s', async (id) => {
      const show = await get(`/v1/tv-show/${id}`);
      expect(show.statusCode).toBe(400);
      expect(show.body).toBe('A show id is a positive whole number.');
      const episode = await get(`/v1/tv-show/episode/${id}`);
      expect(episode.statusCode).toBe(400);
      expect(episode.body).toBe('An episode id is a positive whole number.');
    });
  });

  it('serves no provider image pass-through offline', async () => {
    expect((await get('/v1/tv-images/gracenote/assets/p1_v_v5_aa.jpg')).statusCode).toBe(404);
    expect((await get('/v1/tv-images/tvmaze/uploads/images/medium_portrait/1/1.jpg')).statusCode).toBe(404);
  });
});
