import type { Game, LeagueCalendar, MlbGameDetail, MlbTeamPage, NhlGameDetail } from '@guide/common/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/test-app';
import { signUp, signUpAdmin } from '../../test/users';
import { MLB_TEAMS, NHL_TEAMS } from '../reference/teams';

// Saturday Nov. 21, 2026, 8 p.m. in New York: NHL games under way, MLB in its off-season.
const EVENING = '2026-11-22T01:00:00Z';

describe.each(testDatabaseKinds)('sports API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, now: EVENING });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /v1/sports/{league}/games', () => {
    it('lists the NHL games of a day, sorted by gametime, with real teams', async () => {
      const res = await get('/v1/sports/nhl/games?date=2026-11-21');
      expect(res.statusCode).toBe(200);
      const games = res.json<Game[]>();
      expect(games.length).toBeGreaterThan(3);
      expect(games.map((g) => g.gametime)).toEqual([...games.map((g) => g.gametime)].sort());
      const nhlIds = new Set(NHL_TEAMS.map((team) => team.id));
      for (const g of games) {
        expect(Object.keys(g)).toEqual(
          expect.arrayContaining([
            'id',
            'description',
            'gametime',
            'home',
            'visitor',
            'status',
            'home_score',
            'visitor_score',
          ]),
        );
        expect(nhlIds.has(g.home.id) && nhlIds.has(g.visitor.id)).toBe(true);
        expect(g.date).toBe('2026-11-21');
      }
      expect(games.some((g) => g.status === 'In Progress')).toBe(true);
      // Something is being played: browsers may keep the answer only seconds.
      expect(res.headers['cache-control']).toBe('public, max-age=15');
    });

    it('answers [] for MLB in November and hours of caching for a finished day', async () => {
      const empty = await get('/v1/sports/mlb/games?date=2026-11-21');
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);
      const june = await get('/v1/sports/mlb/games?date=2026-06-13');
      const games = june.json<Game[]>();
      expect(games.length).toBeGreaterThanOrEqual(14);
      expect(games.every((g) => g.status === 'Final' && g.home_score !== null)).toBe(true);
      expect(june.headers['cache-control']).toBe(`public, max-age=${6 * 3600}`);
      const mlbIds = new Set(MLB_TEAMS.map((team) => team.id));
      expect(games.every((g) => mlbIds.has(g.home.id) && mlbIds.has(g.visitor.id))).toBe(true);
    });

    it('stores the day it loads, and answers the same from the table', async () => {
      const first = (await get('/v1/sports/mlb/games?date=2026-07-04')).json<Game[]>();
      const { rows } = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sports_games WHERE league = 'MLB' AND official_date = '2026-07-04'",
      );
      expect(rows[0]!.n).toBe(first.length);
      expect((await get('/v1/sports/mlb/games?date=2026-07-04')).json()).toEqual(first);
    });

    it.each([
      ['/v1/sports/mlb/games', 'A date is required: add ?date=YYYY-MM-DD.'],
      [
        '/v1/sports/mlb/games?date=',
        'The date must be a real calendar day written as YYYY-MM-DD, for example 2026-11-21.',
      ],
      [
        '/v1/sports/nhl/games?date=2026-02-30',
        'The date must be a real calendar day written as YYYY-MM-DD, for example 2026-11-21.',
      ],
      [
        '/v1/sports/nhl/games?date=21.11.2026',
        'The date must be a real calendar day written as YYYY-MM-DD, for example 2026-11-21.',
      ],
      ['/v1/sports/nhl/games?date=1850-01-01', 'Games are available for dates from 2000 to 2099.'],
    ])('%s → 400 with a sentence', async (url, sentence) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(sentence);
    });
  });

  describe('GET /v1/sports/{league}/game/{id}', () => {
    it('answers an MLB game with inning and scores', async () => {
      const [listed] = (await get('/v1/sports/mlb/games?date=2026-06-13')).json<Game[]>();
      const res = await get(`/v1/sports/mlb/game/${listed!.id}`);
      expect(res.statusCode).toBe(200);
      const game = res.json<MlbGameDetail>();
      expect(game).toMatchObject({
        id: listed!.id,
        status: 'Final',
        home_score: listed!.home_score,
        visitor_score: listed!.visitor_score,
      });
      expect(game.inning).toBeGreaterThanOrEqual(9);
    });

    it('answers an NHL game in its own shape, live', async () => {
      const live = (await get('/v1/sports/nhl/games?date=2026-11-21'))
        .json<Game[]>()
        .find((g) => g.status === 'In Progress')!;
      const res = await get(`/v1/sports/nhl/game/${live.id}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json<NhlGameDetail>();
      expect(detail).toEqual({
        Game: live,
        Period: live.period,
        Status: 'In Progress',
        VisitorScore: live.visitor_score,
        HomeScore: live.home_score,
      });
      expect(res.headers['cache-control']).toBe('public, max-age=15');
    });

    it('always carries scores, 0 before the start', async () => {
      const later = (await get('/v1/sports/mlb/games?date=2027-04-10')).json<Game[]>()[0]!;
      const game = (await get(`/v1/sports/mlb/game/${later.id}`)).json<MlbGameDetail>();
      expect(game).toMatchObject({ status: 'Scheduled', home_score: 0, visitor_score: 0, inning: null });
    });

    it('404 for an unknown id, 400 for one that is not a number', async () => {
      expect((await get('/v1/sports/mlb/game/2699999')).statusCode).toBe(404);
      const unknown = await get('/v1/sports/nhl/game/1');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toBe('There is no NHL game with id 1.');
      const bad = await get('/v1/sports/mlb/game/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toBe('The game id must be a positive whole number written in digits only, such as 147.');
    });
  });

  describe('GET /v1/sports/nhl/next', () => {
    it("answers today's games while some are still to be played", async () => {
      const games = (await get('/v1/sports/nhl/next')).json<Game[]>();
      expect(games[0]!.date).toBe('2026-11-21');
    });

    it('answers the first day with games after ?after=', async () => {
      const games = (await get('/v1/sports/nhl/next?after=2026-07-01')).json<Game[]>();
      expect(games.length).toBeGreaterThan(0);
      expect(games[0]!.description).toBe('Preseason');
      expect(games[0]!.date > '2026-09-01' && games[0]!.date < '2026-10-01').toBe(true);
      expect((await get('/v1/sports/nhl/next?after=nope')).statusCode).toBe(400);
    });
  });

  describe('GET /v1/sports/{league}/calendar', () => {
    it("in November says MLB is between seasons: last season's champion (the World Series' last game) and next season's first game", async () => {
      const res = await get('/v1/sports/mlb/calendar?date=2026-11-25');
      expect(res.statusCode).toBe(200);
      const calendar = res.json<LeagueCalendar>();
      expect(calendar.previousGameDay! < '2026-11-25').toBe(true);
      expect(calendar.nextGameDay! > '2027-02-01').toBe(true);
      const { champion, firstGame } = calendar.offSeason!;
      expect(champion!.season).toBe('2026');
      expect(champion!.game.description).toMatch(/World Series/);
      expect(champion!.game.date).toBe(calendar.previousGameDay);
      const { game } = champion!;
      expect(champion!.team).toEqual(game.home_score! > game.visitor_score! ? game.home : game.visitor);
      expect(firstGame!.date).toBe(calendar.nextGameDay);
      // The same answer a day later: the champion stays, the first game too.
      const later = (await get('/v1/sports/mlb/calendar?date=2026-12-20')).json<LeagueCalendar>();
      expect(later.offSeason!.champion!.team).toEqual(champion!.team);
      expect(later.offSeason!.firstGame!.id).toBe(firstGame!.id);
    });

    it('in season names the game days either side and no off-season, and refuses a date that is not one', async () => {
      const calendar = (await get('/v1/sports/nhl/calendar?date=2026-11-21')).json<LeagueCalendar>();
      expect(calendar.offSeason).toBeNull();
      expect(calendar.nextGameDay).toBe('2026-11-22');
      expect(calendar.previousGameDay! >= '2026-11-18').toBe(true);
      // The NHL's summer: the Stanley Cup's winner and the first preseason game.
      const summer = (await get('/v1/sports/nhl/calendar?date=2026-08-01')).json<LeagueCalendar>();
      expect(summer.offSeason!.champion!.season).toBe('2025–26');
      expect(summer.offSeason!.firstGame!.date > '2026-09-01').toBe(true);
      expect((await get('/v1/sports/nhl/calendar?date=nope')).statusCode).toBe(400);
      const missing = await get('/v1/sports/mlb/calendar');
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toContain('A date is required');
    });
  });

  describe('GET /v1/sports/mlb/team/{id}', () => {
    it('answers the team, its next and last five games and its division standings', async () => {
      const res = await get('/v1/sports/mlb/team/147');
      expect(res.statusCode).toBe(200);
      const page = res.json<MlbTeamPage>();
      expect(page.Team).toEqual({ id: 147, name: 'New York Yankees', fullName: 'New York Yankees' });
      expect(page.NextGames).toHaveLength(5);
      expect(page.PastGames).toHaveLength(5);
      for (const g of [...page.NextGames, ...page.PastGames]) expect([g.home.id, g.visitor.id]).toContain(147);
      expect(page.NextGames.every((g) => g.status === 'Scheduled' && g.gametime > EVENING)).toBe(true);
      expect(page.PastGames.every((g) => g.status === 'Final' && g.gametime < EVENING)).toBe(true);
      expect(page.Standings.division.name).toBe('American League East');
      expect(page.Standings.teamRecords.map((r) => r.divisionRank)).toEqual(['1', '2', '3', '4', '5']);
      expect(page.Standings.teamRecords.map((r) => r.team.id).sort()).toEqual([110, 111, 139, 141, 147]);
      for (const r of page.Standings.teamRecords)
        expect(r.leagueRecord.wins + r.leagueRecord.losses).toBeGreaterThan(150);
    });

    it('answers the games around a chosen day (?date=): the next from that day on, the last before it', async () => {
      const page = (await get('/v1/sports/mlb/team/147?date=2026-07-18')).json<MlbTeamPage>();
      expect(page.NextGames).toHaveLength(5);
      expect(page.NextGames.every((g) => g.date >= '2026-07-18' && g.date < '2026-08-01')).toBe(true);
      expect(page.PastGames.every((g) => g.date <= '2026-07-18' && g.date > '2026-07-01')).toBe(true);
      const bad = await get('/v1/sports/mlb/team/147?date=2026-02-30');
      expect(bad.statusCode).toBe(400);
    });

    it("keeps another season's team page a week, this season's a minute; the same standings as the season's last day", async () => {
      const past = await get('/v1/sports/mlb/team/147?date=2024-07-18');
      expect(past.headers['cache-control']).toBe('public, max-age=604800');
      const current = await get('/v1/sports/mlb/team/147?date=2026-07-18');
      expect(current.headers['cache-control']).toBe('public, max-age=60');
      expect((await get('/v1/sports/mlb/team/147')).headers['cache-control']).toBe('public, max-age=60');
      // Counted once for the season: another day of it, and its last day, give the same final table.
      const later = (await get('/v1/sports/mlb/team/147?date=2024-12-01')).json<MlbTeamPage>();
      const again = (await get('/v1/sports/mlb/team/147?date=2024-12-02')).json<MlbTeamPage>();
      expect(later.Standings).toEqual(again.Standings);
      for (const r of later.Standings.teamRecords)
        expect(r.leagueRecord.wins + r.leagueRecord.losses).toBeGreaterThan(150);
    });

    it('404 for a team that is not an MLB club', async () => {
      const res = await get('/v1/sports/mlb/team/999');
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe('There is no MLB team with id 999.');
    });
  });

  describe('POST /v1/admin/add-games', () => {
    const post = (url: string, authorization?: string) =>
      t.app.inject({ method: 'POST', url, headers: authorization ? { authorization } : {} });

    it('401 without a token, 403 for a user who is not an administrator', async () => {
      expect((await post('/v1/admin/add-games?date=2026-11-21')).statusCode).toBe(401);
      const user = await signUp(t.app, 'fan@example.com');
      const res = await post('/v1/admin/add-games?date=2026-11-21', user.authorization);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('Only an administrator can do that.');
    });

    it('loads both leagues for the date and says how many of each', async () => {
      const admin = await signUpAdmin(t.app, t.db, 'commissioner@example.com');
      const bad = await post('/v1/admin/add-games?date=2026-13-01', admin.authorization);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toMatch(/YYYY-MM-DD/);
      const res = await post('/v1/admin/add-games?date=2026-09-26', admin.authorization);
      expect(res.statusCode).toBe(200);
      const mlb = (await get('/v1/sports/mlb/games?date=2026-09-26')).json<Game[]>().length;
      const nhl = (await get('/v1/sports/nhl/games?date=2026-09-26')).json<Game[]>().length;
      expect(mlb).toBeGreaterThan(0);
      expect(nhl).toBeGreaterThan(0);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        date: '2026-09-26',
        mlb,
        nhl,
        message: `Loaded ${mlb} MLB games and ${nhl} NHL games for 2026-09-26.`,
      });
      const { rows } = await t.db.query("SELECT 1 FROM sports_loaded_days WHERE official_date = '2026-09-26'");
      expect(rows).toHaveLength(2);
    });
  });
});
