import type { MlbGameSummary, NhlGameSummary } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import type { TvSportsAiring } from '@guide/common/tv';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Saturday Nov. 21, 2026, 8 p.m. in New York: NHL games under way.
const EVENING = '2026-11-22T01:00:00Z';

describe('GET /v1/sports/{league}/game/{id}/summary (offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: EVENING });
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("answers a finished NHL game: the day list's game, a line score adding up, scoring, stars, venue, broadcasts, hours of caching", async () => {
    const games = (await get('/v1/sports/nhl/games?date=2026-11-20')).json<Game[]>();
    const final = games.find((g) => g.status === 'Final')!;
    const res = await get(`/v1/sports/nhl/game/${final.id}/summary`);
    expect(res.statusCode).toBe(200);
    const s = res.json<NhlGameSummary>();
    const { network: _network, ...listed } = final;
    expect(s.game).toMatchObject(listed);
    expect(s.linescore.home.goals).toBe(final.home_score);
    expect(s.scoring.at(-1)).toMatchObject({ home_score: final.home_score, visitor_score: final.visitor_score });
    expect(s.stars).toHaveLength(3);
    expect(s.venue).toBeTruthy();
    expect(s.broadcasts.length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('public, max-age=21600');
  });

  it('joins the airings of our sports listing: a game on TV names the station and start, and its national broadcast is that station', async () => {
    const listing = (await get('/v1/tv-sports?date=2026-11-21T05:00:00Z')).json<TvSportsAiring[]>();
    const hockey = listing.find(
      (a) => a.program.eventTitle.startsWith('NHL Hockey:') && !a.program.eventTitle.endsWith('(Encore)'),
    )!;
    const games = (await get('/v1/sports/nhl/games?date=2026-11-21')).json<Game[]>();
    const game = games.find((g) => hockey.program.eventTitle.includes(`${g.visitor.name} at ${g.home.name}`))!;
    const s = (await get(`/v1/sports/nhl/game/${game.id}/summary`)).json<NhlGameSummary>();
    expect(s.onTv).toContainEqual({
      station: hockey.station.callSign,
      start: new Date(hockey.startTime).toISOString(),
      title: hockey.program.eventTitle,
    });
    expect(s.broadcasts[0]).toEqual({ network: hockey.station.callSign, market: 'national', country: 'US' });
    // A live game is kept seconds.
    if (s.game.status === 'In Progress')
      expect((await get(`/v1/sports/nhl/game/${game.id}/summary`)).headers['cache-control']).toBe('public, max-age=15');
  });

  it("each game of a day's list names its main network: the summary's first national broadcast", async () => {
    const games = (await get('/v1/sports/nhl/games?date=2026-11-21')).json<Game[]>();
    expect(games.some((g) => g.network)).toBe(true);
    for (const g of games) {
      const s = (await get(`/v1/sports/nhl/game/${g.id}/summary`)).json<NhlGameSummary>();
      expect(g.network).toBe(s.broadcasts.find((b) => b.market === 'national')?.network);
    }
  });

  it('answers an MLB game of the summer with decisions', async () => {
    const games = (await get('/v1/sports/mlb/games?date=2026-07-18')).json<Game[]>();
    const final = games.find((g) => g.status === 'Final')!;
    const s = (await get(`/v1/sports/mlb/game/${final.id}/summary`)).json<MlbGameSummary>();
    expect(s.league).toBe('MLB');
    expect(s.linescore.periods.length).toBeGreaterThanOrEqual(9);
    expect(s.linescore.visitor.runs).toBe(final.visitor_score);
    expect(s.decisions?.winner).toBeTruthy();
  });

  it('404 with a sentence for an unknown game, 400 for an id that is no number', async () => {
    const unknown = await get('/v1/sports/nhl/game/2026029999/summary');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('There is no NHL game with id 2026029999.');
    const mlb = await get('/v1/sports/mlb/game/12/summary');
    expect(mlb.statusCode).toBe(404);
    const bad = await get('/v1/sports/mlb/game/abc/summary');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('The game id must be a positive whole number written in digits only, such as 147.');
  });

  it('is in the OpenAPI document with its parameters and its answer', async () => {
    const document = (await get('/v1/openapi.json')).json<OpenAPIV3_1.Document>();
    for (const league of ['mlb', 'nhl']) {
      const operation = document.paths?.[`/v1/sports/${league}/game/{id}/summary`]?.get;
      expect((operation?.parameters as OpenAPIV3_1.ParameterObject[]).map((p) => p.name)).toEqual(['id']);
      const schema = (operation?.responses?.['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json']
        ?.schema as OpenAPIV3_1.SchemaObject;
      expect(Object.keys(schema.properties ?? {})).toEqual(
        expect.arrayContaining([
          'game',
          'linescore',
          'scoring',
          'venue',
          'broadcasts',
          'onTv',
          league === 'mlb' ? 'decisions' : 'stars',
        ]),
      );
    }
  });
});
