import type { GameSummary } from '@guide/common/game-summary';
import type { Game, MlbTeamPage } from '@guide/common/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Wednesday Apr. 15, 2026, 2 p.m. in New York: the day's MLB games still to come, the NHL's last regular-season week.
const APRIL_AFTERNOON = '2026-04-15T18:00:00Z';

describe('team records and probable pitchers, offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: APRIL_AFTERNOON });
  });
  afterAll(async () => t?.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json<T>();
  };

  it("names both probable pitchers of the day's upcoming MLB games, each with his season line", async () => {
    const games = await get<Game[]>('/v1/sports/mlb/games?date=2026-04-15');
    const upcoming = games.filter((g) => g.status === 'Scheduled');
    expect(upcoming.length).toBeGreaterThan(5);
    for (const g of upcoming) {
      for (const pitcher of [g.probable_pitchers?.home, g.probable_pitchers?.visitor]) {
        expect(pitcher).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          wins: expect.any(Number),
          losses: expect.any(Number),
          era: expect.stringMatching(/^\d\.\d\d$/),
        });
      }
    }
  });

  it('says TBD (null) for starters not yet announced, a week ahead', async () => {
    const games = await get<Game[]>('/v1/sports/mlb/games?date=2026-04-22');
    expect(games.length).toBeGreaterThan(5);
    expect(games.every((g) => g.probable_pitchers?.home === null && g.probable_pitchers.visitor === null)).toBe(true);
  });

  it("gives every game both clubs' records, the same as the standings for a game still to come", async () => {
    const games = await get<Game[]>('/v1/sports/mlb/games?date=2026-04-15');
    const game = games.find((g) => g.status === 'Scheduled')!;
    const page = await get<MlbTeamPage>(`/v1/sports/mlb/team/${game.home.id}`);
    const standing = page.Standings.teamRecords.find((r) => r.team.id === game.home.id)!;
    expect(game.home_record).toEqual({ wins: standing.leagueRecord.wins, losses: standing.leagueRecord.losses });
    expect(games.every((g) => g.home_record && g.visitor_record)).toBe(true);
  });

  it("counts a final in its clubs' records: the winner's wins and the loser's losses each one more than the day before's", async () => {
    const finals = (await get<Game[]>('/v1/sports/mlb/games?date=2026-04-14')).filter((g) => g.status === 'Final');
    const later = await get<Game[]>('/v1/sports/mlb/games?date=2026-04-15');
    const game = finals.find((f) =>
      later.some((g) => [g.home.id, g.visitor.id].includes(f.home.id) && g.status === 'Scheduled'),
    )!;
    const next = later.find((g) => [g.home.id, g.visitor.id].includes(game.home.id))!;
    const afterFinal = next.home.id === game.home.id ? next.home_record : next.visitor_record;
    // No game of the club between the two: its record after the final is its record going into the next.
    expect(game.home_record).toEqual(afterFinal);
    expect(game.probable_pitchers).toBeUndefined();
  });

  it('keeps the records of a settled day the database has stored (the table holds the games only)', async () => {
    const first = await get<Game[]>('/v1/sports/mlb/games?date=2026-04-13');
    expect(first.length).toBeGreaterThan(0);
    // A second server on the same database, its cached answers gone, finds the day stored and all final.
    await t.db.query("DELETE FROM cache_entries WHERE starts_with(key, 'sports:')");
    const again = await createTestApp({ now: APRIL_AFTERNOON, db: t.db });
    try {
      const res = await again.app.inject({ method: 'GET', url: '/v1/sports/mlb/games?date=2026-04-13' });
      const games = res.json<Game[]>();
      expect(games.map((g) => g.id)).toEqual(first.map((g) => g.id));
      expect(games.map((g) => [g.home_record, g.visitor_record])).toEqual(
        first.map((g) => [g.home_record, g.visitor_record]),
      );
    } finally {
      await again.close();
    }
  });

  it('writes NHL records as W-L-OT', async () => {
    const games = await get<Game[]>('/v1/sports/nhl/games?date=2026-04-14');
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) {
      expect(g.home_record).toEqual({ wins: expect.any(Number), losses: expect.any(Number), ot: expect.any(Number) });
      expect(g.probable_pitchers).toBeUndefined();
    }
  });

  it("gives the game page the tile's records and pitchers", async () => {
    const games = await get<Game[]>('/v1/sports/mlb/games?date=2026-04-15');
    const game = games.find((g) => g.status === 'Scheduled')!;
    const summary = await get<GameSummary>(`/v1/sports/mlb/game/${game.id}/summary`);
    expect(summary.game.home_record).toEqual(game.home_record);
    expect(summary.game.probable_pitchers).toEqual(game.probable_pitchers);
  });

  it('publishes the new fields in the OpenAPI document', async () => {
    const doc = JSON.stringify(await get<unknown>('/v1/openapi.json'));
    for (const field of ['home_record', 'visitor_record', 'probable_pitchers']) expect(doc).toContain(field);
  });
});

// Saturday Nov. 21, 2026, 5:30 p.m. in New York: the evening's NHL games an hour or two away.
const NHL_EVENING = '2026-11-21T22:30:00Z';

describe('starting goalies, offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NHL_EVENING });
  });
  afterAll(async () => t?.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json<T>();
  };

  it("names the starters of the evening's games announced so far; none for tomorrow's, nor once a game has begun", async () => {
    const games = await get<Game[]>('/v1/sports/nhl/games?date=2026-11-21');
    const upcoming = games.filter((g) => g.status === 'Scheduled' || g.status === 'Pre-Game');
    expect(upcoming.length).toBeGreaterThan(2);
    const named = upcoming.flatMap((g) => [g.starting_goalies!.home.goalie, g.starting_goalies!.visitor.goalie]);
    expect(named.filter(Boolean).length).toBeGreaterThan(0);
    for (const g of games.filter((g) => !upcoming.includes(g))) expect(g.starting_goalies).toBeUndefined();
    const tomorrow = await get<Game[]>('/v1/sports/nhl/games?date=2026-11-22');
    expect(tomorrow.length).toBeGreaterThan(0);
    for (const g of tomorrow)
      expect(g.starting_goalies).toEqual({
        home: { goalie: null, withdrawn: null },
        visitor: { goalie: null, withdrawn: null },
      });
  });

  it("gives the game page the tile's starting goalies, published in the OpenAPI document", async () => {
    const games = await get<Game[]>('/v1/sports/nhl/games?date=2026-11-21');
    const game = games.find((g) => g.starting_goalies)!;
    const summary = await get<GameSummary>(`/v1/sports/nhl/game/${game.id}/summary`);
    expect(summary.game.starting_goalies).toEqual(game.starting_goalies);
    const doc = JSON.stringify(await get<unknown>('/v1/openapi.json'));
    expect(doc).toContain('starting_goalies');
  });
});
