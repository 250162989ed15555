import type { Game, LeagueCalendar, LeagueStandings, Postseason } from '@guide/common/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Thursday Oct. 15, 2026: the League Championship Series are on; the NHL's regular season a week old.
const OCTOBER = '2026-10-15T16:00:00Z';

describe('the postseason offline, with the clock in October 2026', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: OCTOBER });
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("the day's games say their series: round, game number and the tally going in", async () => {
    const games = (await get('/v1/sports/mlb/games?date=2026-10-15')).json<Game[]>();
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) {
      expect(g.series).toMatchObject({ round: expect.stringMatching(/^(AL|NL)CS$/), bestOf: 7, after: null });
      expect(g.series!.before).toMatch(/^(Series tied \d–\d|[A-Z]{2,3} lead \d–\d)$/);
    }
    // The game's own address says the same.
    const one = (await get(`/v1/sports/mlb/game/${games[0]!.id}`)).json<Game>();
    expect(one.series).toEqual(games[0]!.series);
  });

  it('GET /v1/sports/mlb/postseason: every series with its games, results and what is still to play', async () => {
    const res = await get('/v1/sports/mlb/postseason');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const p = res.json<Postseason>();
    expect(p).toMatchObject({ league: 'MLB', season: 2026, seasonName: '2026', starts: '2026-09-29', note: null });
    expect(p.rounds.map((r) => [r.name, r.series.length])).toEqual([
      ['Wild Card', 4],
      ['Division Series', 4],
      ['League Championship Series', 2],
      ['World Series', 1],
    ]);
    // The first two rounds are over: each series won, every game of it final and linked.
    for (const s of [...p.rounds[0]!.series, ...p.rounds[1]!.series]) {
      expect(s.winner).not.toBeNull();
      expect(s.status).toMatch(/ win \d–\d$/);
      expect(s.games.every((g) => g.game?.status === 'Final' && !g.ifNecessary)).toBe(true);
      expect(Math.max(s.higher!.wins, s.lower!.wins)).toBe(Math.floor(s.bestOf / 2) + 1);
    }
    // The LCS are on: games played, the next one listed, the rest still to play (some only if necessary).
    for (const s of p.rounds[2]!.series) {
      expect(s.winner).toBeNull();
      const played = s.games.filter((g) => g.game?.status === 'Final');
      expect(played.length).toBeGreaterThan(0);
      expect(s.games).toHaveLength(7);
      expect(s.games.filter((g) => g.game === null).every((g) => g.date !== null)).toBe(true);
      expect(s.games.some((g) => g.ifNecessary)).toBe(true);
    }
    // The World Series waits for its teams.
    expect(p.rounds[3]!.series[0]).toMatchObject({
      higher: null,
      lower: null,
      winner: null,
      status: 'Teams to be decided',
    });
    expect(p.champion).toBeNull();
    // A listed game is a real game with its page.
    const id = p.rounds[1]!.series[0]!.games[0]!.game!.id;
    expect((await get(`/v1/sports/mlb/game/${id}`)).statusCode).toBe(200);
  });

  it('the NHL playoffs of the season under way have no bracket yet, and say when they start', async () => {
    const p = (await get('/v1/sports/nhl/postseason')).json<Postseason>();
    expect(p).toMatchObject({ season: 2027, seasonName: '2026–27', rounds: [], champion: null });
    expect(p.note).toBe(`The 2026–27 playoffs has no bracket yet: it starts on ${longDay(p.starts!)}.`);
  });

  it("last spring's NHL playoffs: four rounds, every series decided, a champion", async () => {
    const p = (await get('/v1/sports/nhl/postseason?season=2026')).json<Postseason>();
    expect(p.rounds.map((r) => r.series.length)).toEqual([8, 4, 2, 1]);
    expect(p.rounds.flatMap((r) => r.series).every((s) => s.winner !== null)).toBe(true);
    expect(p.champion).toEqual(p.rounds[3]!.series[0]!.winner);
    expect(p.rounds.flatMap((r) => r.series).some((s) => s.games.length === 7)).toBe(true);
  });

  it.each([
    ['20x6', 'The season must be a year written as four digits, such as 2026.'],
    ['1850', 'The season must be a year from 1990 to 2100.'],
  ])('?season=%s is answered 400 with a sentence', async (season, sentence) => {
    const res = await get(`/v1/sports/mlb/postseason?season=${season}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(sentence);
  });

  it('a team out of the race is marked eliminated in the standings', async () => {
    const s = (await get('/v1/sports/mlb/standings')).json<LeagueStandings>();
    const all = s.groups.flatMap((g) => g.divisions.flatMap((d) => d.teamRecords));
    expect(all.filter((r) => r.clinch === 'e')).toHaveLength(18);
  });
});

describe('the champion, once the postseason is over', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T16:00:00Z' });
  });
  afterAll(async () => t?.close());

  it("is the bracket's and the league calendar's alike", async () => {
    const p = (await t.app.inject({ method: 'GET', url: '/v1/sports/mlb/postseason' })).json<Postseason>();
    const calendar = (
      await t.app.inject({ method: 'GET', url: '/v1/sports/mlb/calendar?date=2026-11-20' })
    ).json<LeagueCalendar>();
    expect(p.champion).not.toBeNull();
    expect(calendar.offSeason!.champion!.team.id).toBe(p.champion!.id);
    expect(p.rounds[3]!.series[0]!.games.at(-1)!.game!.id).toBe(calendar.offSeason!.champion!.game.id);
  });
});

const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
