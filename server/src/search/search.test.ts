import type { SearchResults } from '@guide/common/search';
import type { TvMovieAiring } from '@guide/common/tv';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEnv, startFakeProvider, type FakeProvider } from '../../test/fake-provider';
import { DEFAULT_TEST_NOW, createTestApp, type TestApp } from '../../test/test-app';
import { searchQuery } from '../lib/text-match';
import { cityAndNickname, searchTeams } from './team-index';

describe('GET /v1/search (offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/search?${query}` });
    return { res, body: res.statusCode === 200 ? res.json<SearchResults>() : undefined };
  };
  const q = (text: string, zip?: string) => search(`q=${encodeURIComponent(text)}${zip ? `&zip=${zip}` : ''}`);

  it('finds teams of both leagues by name, city, nickname or abbreviation', async () => {
    expect((await q('rangers')).body!.teams).toEqual([
      { league: 'NHL', id: 3, name: 'New York Rangers' },
      { league: 'MLB', id: 140, name: 'Texas Rangers' },
    ]);
    expect((await q('New York')).body!.teams.map((team) => team.name)).toEqual([
      'New York Islanders',
      'New York Mets',
      'New York Rangers',
      'New York Yankees',
    ]);
    expect((await q('nyy')).body!.teams).toEqual([{ league: 'MLB', id: 147, name: 'New York Yankees' }]);
    expect((await q('TBL')).body!.teams).toEqual([{ league: 'NHL', id: 14, name: 'Tampa Bay Lightning' }]);
    expect((await q('maple leafs')).body!.teams).toEqual([{ league: 'NHL', id: 10, name: 'Toronto Maple Leafs' }]);
  });

  it('is forgiving of case, accents and a typo', async () => {
    expect((await q('MONTREAL')).body!.teams).toEqual([{ league: 'NHL', id: 8, name: 'Montréal Canadiens' }]);
    expect((await q('montréal')).body!.teams.map((team) => team.id)).toEqual([8]);
    expect((await q('yankes')).body!.teams.map((team) => team.id)).toEqual([147]);
    const ember = (await q('embr')).body!;
    expect(ember.shows[0]).toMatchObject({
      name: 'The Ember Crown',
      channel: expect.any(String),
      genres: expect.arrayContaining(['Fantasy']),
    });
    expect((await q('THE EMBER CROWN')).body!.shows[0]!.name).toBe('The Ember Crown');
  });

  it('finds films on TV today, and in cinemas near the zip when one is given', async () => {
    const onTv = (await q('lantern keepr')).body!;
    expect(onTv.films[0]).toMatchObject({
      where: 'tv',
      title: 'The Lantern Keeper',
      station: expect.any(String),
      startTime: expect.any(String),
    });
    // Its next airing from now (noon in New York), from the day's listing.
    const listing = (await t.app.inject({ method: 'GET', url: '/v1/tv-movies?date=2026-11-21T05:00:00Z' })).json<
      TvMovieAiring[]
    >();
    const airings = listing.filter((a) => a.program.title === 'The Lantern Keeper').map((a) => a.startTime);
    const next = airings.find((start) => Date.parse(start) >= Date.parse(DEFAULT_TEST_NOW)) ?? airings[0];
    expect(onTv.films[0]).toMatchObject({ startTime: next });
    const withoutZip = (await q('backyard dinosaurs')).body!;
    expect(withoutZip.films.some((f) => f.where === 'cinema')).toBe(false);
    const near = (await q('backyard dinosaurs', '10001')).body!;
    expect(near.films[0]).toMatchObject({
      where: 'cinema',
      title: 'Backyard Dinosaurs',
      zip: '10001',
      theatres: expect.any(Number),
    });
    expect((near.films[0] as { theatres: number }).theatres).toBeGreaterThan(0);
  });

  it('answers empty groups when nothing matches, and keeps the answer for minutes', async () => {
    const { res, body } = await q('zzzzqqq');
    expect(body).toEqual({ query: 'zzzzqqq', teams: [], shows: [], films: [], unavailable: [] });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each([
    ['', 'Type something to search for: a team, a show or a film (?q=…).'],
    ['q=', 'Type something to search for: a team, a show or a film (?q=…).'],
    ['q=%20%20', 'Type something to search for: a team, a show or a film (?q=…).'],
    [`q=${'a'.repeat(101)}`, 'A search can be at most 100 characters long.'],
    ['q=kings&zip=123', 'The zip code must be 5 digits, for example 10001.'],
  ])('refuses %s with a sentence', async (query, sentence) => {
    const { res } = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(sentence);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is in the OpenAPI document with its parameters and its answer’s schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json<OpenAPIV3_1.Document>();
    const operation = document.paths?.['/v1/search']?.get;
    const parameters = (operation?.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
    expect(parameters.map((p) => [p.name, p.required])).toEqual([
      ['q', true],
      ['zip', false],
    ]);
    const schema = (operation?.responses?.['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json']
      ?.schema as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(schema.properties ?? {})).toEqual(['query', 'teams', 'shows', 'films', 'unavailable']);
  });
});

describe('team names', () => {
  it('split into city and nickname, two-word nicknames included', () => {
    expect(cityAndNickname('Toronto Blue Jays')).toEqual({ city: 'Toronto', nickname: 'Blue Jays' });
    expect(cityAndNickname('St. Louis Blues')).toEqual({ city: 'St. Louis', nickname: 'Blues' });
    expect(cityAndNickname('Athletics')).toEqual({ city: '', nickname: 'Athletics' });
    expect(
      searchTeams(searchQuery('st louis'))
        .map((team) => team.id)
        .sort((a, b) => a - b),
    ).toEqual([19, 138]);
  });
});

describe('GET /v1/search (live, against a stand-in provider)', () => {
  let fake: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeProvider();
    t = await createTestApp({ env: liveEnv(fake) });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('asks TVmaze for shows and the listings for films', async () => {
    const shows = (await t.app.inject({ method: 'GET', url: '/v1/search?q=example' })).json<SearchResults>();
    expect(shows.shows).toEqual([{ id: 82, name: 'Example Show', channel: 'HBO', genres: ['Drama'] }]);
    expect(fake.requests.some((r) => r.startsWith('/tvmaze/search/shows?q=example'))).toBe(true);
    const films = (
      await t.app.inject({ method: 'GET', url: '/v1/search?q=replay%20featur&zip=10001' })
    ).json<SearchResults>();
    expect(films.films).toEqual([
      { where: 'cinema', title: 'Replay Feature', filmId: 'replay-feature', rootId: '5', zip: '10001', theatres: 1 },
    ]);
  });

  it('still finds teams when the providers fail, names the parts it could not search, and keeps nothing', async () => {
    fake.mode = '500';
    try {
      const res = await t.app.inject({ method: 'GET', url: '/v1/search?q=bruins' });
      expect(res.statusCode).toBe(200);
      const body = res.json<SearchResults>();
      expect(body.teams).toEqual([{ league: 'NHL', id: 6, name: 'Boston Bruins' }]);
      // The day's listings were read a moment ago and are still fresh; the search for shows is new.
      expect(body.unavailable).toEqual(['shows']);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      fake.mode = 'ok';
    }
  });
});
